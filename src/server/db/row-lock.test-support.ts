// For the tests that show a row lock holds: whether a second transaction is still waiting for the
// first one after a while (it must be, until the first commits).
/** 'waiting' when `work` has neither resolved nor failed after `ms`, 'done' otherwise. */
export function stateAfter(work: Promise<unknown>, ms = 300): Promise<'waiting' | 'done'> {
  return Promise.race([
    work.then(
      () => 'done' as const,
      () => 'done' as const,
    ),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);
}

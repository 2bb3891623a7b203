// Work that must answer within a time or be given up on: a probe or a scrape that waits on a
// database that hangs must still answer.

export class TimedOut extends Error {}

/** `work`, or a TimedOut rejection after `ms` (the work itself goes on: callers share it). */
export function timeBoxed<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `start` once at a time: a call while the last one runs gets that one's promise. */
export function singleFlight<T>(start: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= start().finally(() => {
      running = undefined;
    });
    return running;
  };
}

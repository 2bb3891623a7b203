import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTestDatabase } from '@/server/events/live-events.test-support';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { captureLogs } from '@/server/observability/logger.test-support';
import {
  defineJobKind,
  enqueueJob,
  exponentialBackoff,
  retryJob,
  runDueJobs,
  startJobRunner,
  type JobHandler,
} from '.';

interface Echo {
  word: string;
}

/** A job kind for the tests: 3 attempts, 1 s doubling to 4 s, a 1-minute lease. */
const echoJob = defineJobKind<Echo>({
  name: 'echo',
  maxAttempts: 3,
  retryDelayMs: exponentialBackoff(1_000, 4_000),
  leaseMs: 60_000,
});

let handle: DatabaseHandle;
/** Words the handler has run, in order; a word in `failing` throws instead. */
let ran: string[];
let failing: Set<string>;
const echo: JobHandler<Echo> = {
  kind: echoJob,
  async run(job) {
    if (failing.has(job.payload.word)) throw new Error(`cannot echo ${job.payload.word}`);
    ran.push(job.payload.word);
  },
};

useLiveTestDatabase((h) => (handle = h));
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE background_jobs`);
  ran = [];
  failing = new Set();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const queue = (word: string, options?: Parameters<typeof enqueueJob>[3]) =>
  handle.db.transaction((tx) => enqueueJob(tx, echoJob, { word }, options));
const jobOf = async (id: string) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe(`the job runner on ${testEngine}`, () => {
  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4].map(echoJob.retryDelayMs)).toEqual([1_000, 2_000, 4_000, 4_000]);
  });

  it('queues a job with its cause in the caller’s transaction, and not at all if it rolls back', async () => {
    const id = await queue('olá', { cause: { kind: 'lead', id: 'lead-1' } });
    expect(await jobOf(id)).toMatchObject({
      kind: 'echo',
      payload: { word: 'olá' },
      state: 'queued',
      attempts: 0,
      maxAttempts: 3,
      causeKind: 'lead',
      causeId: 'lead-1',
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueJob(tx, echoJob, { word: 'never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await runDueJobs(handle.db, [echo])).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(ran).toEqual(['olá']);
  });

  it('retries a failing job after its backoff and records how it went', async () => {
    captureLogs();
    const id = await queue('tarde');
    const t0 = new Date();
    failing.add('tarde');
    expect(await runDueJobs(handle.db, [echo], t0)).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    const waiting = await jobOf(id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: 'cannot echo tarde' });
    expect(waiting?.runAt.getTime()).toBe(t0.getTime() + 1_000);

    failing.clear();
    expect(await runDueJobs(handle.db, [echo], later(t0, 500))).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(handle.db, [echo], later(t0, 1_001))).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(await runDueJobs(handle.db, [echo], later(t0, 3_600_000))).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(ran).toEqual(['tarde']);
    const done = await jobOf(id);
    expect(done).toMatchObject({ state: 'succeeded', attempts: 2, lastError: null });
    expect(done?.finishedAt).toBeInstanceOf(Date);
  });

  it('does not run a job before its runAt', async () => {
    const t0 = new Date();
    await queue('amanhã', { runAt: later(t0, 86_400_000) });
    expect(await runDueJobs(handle.db, [echo], t0)).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(handle.db, [echo], later(t0, 86_400_001))).toEqual({ succeeded: 1, retried: 0, failed: 0 });
  });

  it('gives up loudly after the last attempt, and an operator can queue it again', async () => {
    const logs = captureLogs();
    const id = await queue('nunca', { cause: { kind: 'shipment', id: 's-9' } });
    failing.add('nunca');
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runDueJobs(handle.db, [echo], now);
      now = later(now, 10_000);
    }
    expect(await jobOf(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'cannot echo nunca' });
    // One line per attempt, saying which job and what caused it: the last one loudly.
    expect(logs.lines.map((line) => [line.level, line.outcome, line.attempt])).toEqual([
      ['warn', 'retrying', 1],
      ['warn', 'retrying', 2],
      ['error', 'failed', 3],
    ]);
    expect(logs.at('error')[0]).toMatchObject({
      kind: 'echo',
      jobId: id,
      causeKind: 'shipment',
      causeId: 's-9',
      err: { message: 'cannot echo nunca' },
    });
    expect(logs.at('error')[0]?.msg).toMatch(/GAVE UP on the job after 3 attempts/);
    expect(logs.at('error')[0]?.durationMs).toEqual(expect.any(Number));
    expect(await runDueJobs(handle.db, [echo], later(now, 86_400_000))).toEqual({
      succeeded: 0,
      retried: 0,
      failed: 0,
    });

    failing.clear();
    expect(await handle.db.transaction((tx) => retryJob(tx, id))).toBe(true);
    expect(await handle.db.transaction((tx) => retryJob(tx, id))).toBe(false);
    expect(await runDueJobs(handle.db, [echo])).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(await jobOf(id)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('runs each job once when two runners claim at the same time', async () => {
    const words = Array.from({ length: 25 }, (_, i) => `palavra-${i}`);
    for (const word of words) await queue(word);
    const [a, b] = await Promise.all([runDueJobs(handle.db, [echo]), runDueJobs(handle.db, [echo])]);
    expect(a.succeeded + b.succeeded).toBe(words.length);
    expect([...ran].sort()).toEqual([...words].sort());
  });

  it('runs up to `concurrency` jobs of a kind at once, each once', async () => {
    const words = Array.from({ length: 30 }, (_, i) => `junto-${i}`);
    for (const word of words) await queue(word);
    let active = 0;
    let most = 0;
    const wide: JobHandler<Echo> = {
      kind: echoJob,
      concurrency: 3,
      async run(job) {
        most = Math.max(most, ++active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        ran.push(job.payload.word);
      },
    };
    expect(await runDueJobs(handle.db, [wide])).toEqual({ succeeded: words.length, retried: 0, failed: 0 });
    expect(most).toBe(3);
    expect([...ran].sort()).toEqual([...words].sort());
  });

  it('runs a job again when its runner died mid-run (the lease ended), and the late runner cannot overwrite it', async () => {
    const logs = captureLogs();
    const id = await queue('lento');
    let release!: () => void;
    const hung: JobHandler<Echo> = { kind: echoJob, run: () => new Promise<void>((resolve) => (release = resolve)) };
    const t0 = new Date();
    const dying = runDueJobs(handle.db, [hung], t0);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    // Within the lease nobody else takes it; after the lease another runner does.
    expect(await runDueJobs(handle.db, [echo], later(t0, 30_000))).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(handle.db, [echo], later(t0, 60_001))).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(ran).toEqual(['lento']);
    release();
    await dying;
    expect(await jobOf(id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(logs.at('warn')).toContainEqual(
      expect.objectContaining({ jobId: id, msg: expect.stringContaining('finished after its lease ended') }),
    );
  });

  it('gives up on a job whose last attempt never finished, without running it again', async () => {
    const logs = captureLogs();
    const id = await queue('crash');
    const past = new Date(Date.now() - 1_000);
    await handle.db.update(jobs).set({ state: 'running', attempts: 3, runAt: past }).where(eq(jobs.id, id));
    expect(await runDueJobs(handle.db, [echo])).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    expect(ran).toEqual([]);
    expect(await jobOf(id)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(logs.at('error')).toEqual([
      expect.objectContaining({ kind: 'echo', jobId: id, outcome: 'failed', msg: expect.stringContaining('GAVE UP') }),
    ]);
  });

  it('leaves kinds it has no handler for to another runner', async () => {
    const other = defineJobKind<Echo>({ name: 'report', maxAttempts: 1, retryDelayMs: () => 0, leaseMs: 1_000 });
    const id = await handle.db.transaction((tx) => enqueueJob(tx, other, { word: 'relatório' }));
    expect(await runDueJobs(handle.db, [echo])).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(await jobOf(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('the database refuses an unknown state', async () => {
    const id = await queue('estado');
    await expect(handle.db.execute(sql`UPDATE background_jobs SET state = 'done' WHERE id = ${id}`)).rejects.toThrow();
  });
});

describe(`a started runner on ${testEngine}`, () => {
  it('runs what was queued before it started (for instance before a restart)', async () => {
    await queue('antes');
    const runner = await startJobRunner({ handlers: [echo], pollIntervalMs: 60_000 });
    try {
      await vi.waitFor(() => expect(ran).toEqual(['antes']), { timeout: 2000 });
    } finally {
      await runner.stop();
    }
  });

  it('is woken by a commit within a second, without waiting for its poll', async () => {
    const runner = await startJobRunner({ handlers: [echo], pollIntervalMs: 60_000 });
    try {
      await vi.waitFor(() => expect(runner).toBeDefined());
      await queue('agora');
      await vi.waitFor(() => expect(ran).toEqual(['agora']), { timeout: 1000, interval: 20 });
    } finally {
      await runner.stop();
    }
  });

  it.skipIf(testEngine === 'pglite')('is woken by a job queued in another process', async () => {
    const runner = await startJobRunner({ handlers: [echo], pollIntervalMs: 60_000 });
    const other = await openDatabase({ url: (handle.driver as { url: string }).url });
    try {
      await other.db.transaction((tx) => enqueueJob(tx, echoJob, { word: 'de longe' }));
      await vi.waitFor(() => expect(ran).toEqual(['de longe']), { timeout: 1000, interval: 20 });
    } finally {
      await other.close();
      await runner.stop();
    }
  });

  it('polls when no wake-up comes', async () => {
    const runner = await startJobRunner({ handlers: [echo], pollIntervalMs: 100, listen: false });
    try {
      await vi.waitFor(() => expect(ran).toEqual([]));
      await queue('sem aviso');
      await vi.waitFor(() => expect(ran).toEqual(['sem aviso']), { timeout: 2000, interval: 20 });
    } finally {
      await runner.stop();
    }
  });

  it('stops cleanly: waits for the job in progress, then closes its handlers and runs nothing more', async () => {
    let finished = false;
    let closed = false;
    const slow: JobHandler<Echo> = {
      kind: echoJob,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished = true;
      },
      close: () => {
        closed = true;
      },
    };
    const id = await queue('devagar');
    const runner = await startJobRunner({ handlers: [slow], pollIntervalMs: 60_000 });
    await vi.waitFor(async () => expect((await jobOf(id))?.state).toBe('running'), { timeout: 2000, interval: 10 });
    await runner.stop();
    expect(finished).toBe(true);
    expect(closed).toBe(true);
    expect(await jobOf(id)).toMatchObject({ state: 'succeeded' });
    const after = await queue('depois');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await jobOf(after)).toMatchObject({ state: 'queued' });
  });
});

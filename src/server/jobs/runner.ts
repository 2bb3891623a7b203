// Runs queued jobs. Each job is claimed with FOR UPDATE SKIP LOCKED and a lease, so runners in
// several app processes on one PostgreSQL never run the same job at once, and a job whose runner
// died mid-run is taken again when its lease ends (at least once). Failures are retried with the
// kind's backoff until its last attempt, then the job is marked failed with a loud log line.
// A handler with `concurrency` N runs N of its claimed jobs side by side (e.g. one per pooled SMTP
// connection). The jobs of a claim that succeeded are marked so together, in one statement: under
// load, a claim and a finish serve many jobs instead of one each.
// Each attempt is one log line (kind, job id, attempt, outcome, duration, cause): never the
// payload, which holds addresses and text.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { db, type Database } from '@/server/db/client';
import { jobs, type JobRow } from '@/server/db/schema';
import { subscribe } from '@/server/events';
import { jobRuns, moduleLogger } from '@/server/observability';
import { JOBS_CHANNEL } from './enqueue';
import type { JobHandler, JobKind } from './job-kind';

/** Jobs one claim takes, per job the handler runs at once. */
const CLAIM_PER_SLOT = 4;

export interface RunCounts {
  succeeded: number;
  retried: number;
  failed: number;
}

const log = moduleLogger('jobs');

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** What a log line says of a job: which one and what caused it, nothing of its payload. */
const jobFields = (row: JobRow) => ({
  kind: row.kind,
  jobId: row.id,
  attempt: row.attempts,
  causeKind: row.causeKind ?? undefined,
  causeId: row.causeId ?? undefined,
});

/** The attempt's line and its count: one each per attempt (the runner's own lines aside). */
function logAttempt(row: JobRow, outcome: 'succeeded' | 'retrying' | 'failed', startedAt: number, error?: unknown) {
  jobRuns.inc({ kind: row.kind, outcome });
  const fields = { ...jobFields(row), outcome, durationMs: Math.round(performance.now() - startedAt), err: error };
  if (outcome === 'succeeded') log.info(fields, 'job succeeded');
  else if (outcome === 'retrying') log.warn(fields, `job attempt ${row.attempts} failed; retrying later`);
  else
    log.error(
      fields,
      `GAVE UP on the job after ${Math.min(row.attempts, row.maxAttempts)} attempts. It stays in background_jobs ` +
        'with state failed; retry it from the admin area (retryJob).',
    );
}

async function claim(database: Database, handler: JobHandler, now: Date, batchSize: number): Promise<JobRow[]> {
  const due = database
    .select({ id: jobs.id })
    .from(jobs)
    // queued and due, or running with an expired lease (its runner stopped mid-job).
    .where(and(eq(jobs.kind, handler.kind.name), inArray(jobs.state, ['queued', 'running']), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.runAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return database
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      runAt: new Date(now.getTime() + handler.kind.leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Only the claim this runner holds may finish the job (the attempt number fences a stale one). */
const stillOurs = (row: JobRow) => and(eq(jobs.id, row.id), eq(jobs.state, 'running'), eq(jobs.attempts, row.attempts));

async function giveUp(database: Database, row: JobRow, lastError: string) {
  // A claim past the last attempt (see runOne) did not start a run: it does not count.
  const attempts = Math.min(row.attempts, row.maxAttempts);
  await database
    .update(jobs)
    .set({ state: 'failed', attempts, lastError, finishedAt: new Date(), updatedAt: new Date() })
    .where(stillOurs(row));
}

async function runOne(database: Database, handler: JobHandler, row: JobRow, now: Date): Promise<keyof RunCounts> {
  const startedAt = performance.now();
  if (row.attempts > row.maxAttempts) {
    // Its last attempt was claimed and never finished: the process stopped during it.
    const lastError = row.lastError ?? 'the last attempt did not finish (lease expired)';
    await giveUp(database, row, lastError);
    logAttempt(row, 'failed', startedAt, new Error(lastError));
    return 'failed';
  }
  try {
    await handler.run({
      id: row.id,
      payload: row.payload,
      attempt: row.attempts,
      cause: row.causeKind && row.causeId ? { kind: row.causeKind, id: row.causeId } : null,
    });
  } catch (error) {
    const lastError = errorText(error);
    if (row.attempts >= row.maxAttempts) {
      await giveUp(database, row, lastError);
      logAttempt(row, 'failed', startedAt, error);
      return 'failed';
    }
    await database
      .update(jobs)
      .set({
        state: 'queued',
        lastError,
        runAt: new Date(now.getTime() + handler.kind.retryDelayMs(row.attempts)),
        updatedAt: new Date(),
      })
      .where(stillOurs(row));
    logAttempt(row, 'retrying', startedAt, error);
    return 'retried';
  }
  logAttempt(row, 'succeeded', startedAt);
  return 'succeeded';
}

/** Marks the jobs that ran without error as succeeded, where the claim is still ours. */
async function markSucceeded(database: Database, rows: readonly JobRow[]) {
  if (rows.length === 0) return;
  const done = await database
    .update(jobs)
    .set({ state: 'succeeded', lastError: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(or(...rows.map(stillOurs)))
    .returning({ id: jobs.id });
  const marked = new Set(done.map((d) => d.id));
  for (const row of rows) {
    if (!marked.has(row.id))
      log.warn(jobFields(row), 'job finished after its lease ended; another runner may run it again');
  }
}

async function runKind(
  database: Database,
  handler: JobHandler,
  now: Date,
  counts: RunCounts,
  onClaim: (() => void) | undefined,
) {
  const slots = Math.max(1, Math.floor(handler.concurrency ?? 1));
  const batchSize = slots * CLAIM_PER_SLOT;
  for (;;) {
    const rows = await claim(database, handler, now, batchSize);
    onClaim?.();
    const claimedAt = Date.now();
    const succeeded: JobRow[] = [];
    let next = 0;
    const slot = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        // A runner stalled past half the lease starts nothing more from this claim: those jobs
        // wait for their lease to end, and another runner (or this one, later) takes them.
        if (Date.now() - claimedAt > handler.kind.leaseMs / 2) return;
        const outcome = await runOne(database, handler, row, now);
        counts[outcome] += 1;
        if (outcome === 'succeeded') succeeded.push(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(slots, rows.length) }, slot));
    await markSucceeded(database, succeeded);
    if (rows.length < batchSize) return;
  }
}

/**
 * Runs every job of the handlers' kinds that is due at `now` (kinds side by side); returns how
 * each went. `onClaim` is told of each claim (the runner's sign of life while it works).
 */
export async function runDueJobs(
  database: Database,
  handlers: readonly JobHandler[],
  now = new Date(),
  onClaim?: () => void,
): Promise<RunCounts> {
  const counts: RunCounts = { succeeded: 0, retried: 0, failed: 0 };
  await Promise.all(handlers.map((handler) => runKind(database, handler, now, counts, onClaim)));
  return counts;
}

interface LocalRunner {
  kinds: ReadonlySet<string>;
  run(): void;
  /** How long it may stay silent: a few polls when idle, its longest lease while it runs jobs. */
  quietLimitMs(): number;
  /** When it last started, claimed or finished a look for work. */
  lastActiveAt: number;
}

/** The runners started in this process, by the kinds they run. */
const localRunners = new Set<LocalRunner>();

/** The job kinds this process runs (the metrics report each, waiting or not). */
export function localJobKinds(): string[] {
  return [...new Set([...localRunners].flatMap((runner) => [...runner.kinds]))];
}

/**
 * For the readiness check: whether this process's runners look for work as often as they should
 * (an idle runner polls; a busy one claims). 'stalled' names a runner silent for too long.
 */
export function jobRunnerState(now = Date.now()): 'ok' | 'stalled' | 'not started' {
  if (localRunners.size === 0) return 'not started';
  for (const runner of localRunners) if (now - runner.lastActiveAt > runner.quietLimitMs()) return 'stalled';
  return 'ok';
}

/** Wakes this process's runners of `kind`: for a job queued without a NOTIFY (jobRow), once it committed. */
export function wakeLocalRunners(kind: Pick<JobKind<unknown>, 'name'>) {
  for (const runner of localRunners) if (runner.kinds.has(kind.name)) runner.run();
}

export interface JobRunner {
  /** Looks for due jobs now instead of at the next poll. */
  kick(): void;
  /** Stops listening and polling, waits for the jobs in progress, closes the handlers. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  handlers: readonly JobHandler[];
  /** The fallback when a wake-up is missed; also how soon a retry or a later runAt is noticed. */
  pollIntervalMs?: number;
  /** Wake on the jobs channel (needs startLiveEvents); off only in tests that poll. */
  listen?: boolean;
  /** The database to claim from (default: the process's); tests start two runners on one database. */
  database?: () => Database;
}

/**
 * Starts running jobs of the given kinds in this process: at once (what was queued before a
 * restart), whenever a transaction that queued one commits (in any process), and every poll.
 */
export async function startJobRunner({
  handlers,
  pollIntervalMs = 5_000,
  listen = true,
  database = db,
}: JobRunnerOptions): Promise<JobRunner> {
  const kinds = new Set(handlers.map((h) => h.kind.name));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const longestLeaseMs = Math.max(...handlers.map((h) => h.kind.leaseMs));
  const local: LocalRunner = {
    kinds,
    run,
    lastActiveAt: Date.now(),
    quietLimitMs: () => (running ? longestLeaseMs : 3 * pollIntervalMs),
  };
  const beat = () => {
    local.lastActiveAt = Date.now();
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, pollIntervalMs);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        beat();
        try {
          await runDueJobs(database(), handlers, new Date(), beat);
        } catch (error) {
          log.error({ err: error }, 'the runner failed to read the jobs table');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      beat();
      schedule();
    });
  }

  const unsubscribe = listen
    ? await subscribe(
        JOBS_CHANNEL,
        (payload) => {
          if (kinds.has(String(payload.kind))) run();
        },
        { onReconnect: run },
      )
    : undefined;

  localRunners.add(local);
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      localRunners.delete(local);
      clearTimeout(timer);
      await unsubscribe?.();
      await running;
      for (const handler of handlers) await handler.close?.();
    },
  };
}

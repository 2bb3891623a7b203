// Queueing a job in the caller's transaction: the job exists exactly when the record that causes
// it does, and runners hear about it (NOTIFY) only once that transaction commits.
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { tableRow, type TableRow } from '@/server/db/insert-row';
import { jobs } from '@/server/db/schema';
import { publish } from '@/server/events';
import type { JobCause, JobKind } from './job-kind';

/** Where runners are woken: the payload is the job's id and kind. */
export const JOBS_CHANNEL = 'jobs';

export interface EnqueueOptions {
  cause?: JobCause;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/**
 * The row that queues one job, its id chosen here, for a statement that writes it together with
 * other rows (src/server/forms/submissions.ts insertOnce). It sends no NOTIFY, which PostgreSQL
 * serialises across every committing transaction: once the statement has committed, the caller
 * wakes this process's runner (wakeLocalRunners), and the other processes find the job at their
 * next poll if this one stops first.
 */
export function jobRow<Payload>(
  kind: JobKind<Payload>,
  payload: Payload,
  { cause, runAt }: EnqueueOptions = {},
): typeof jobs.$inferInsert & { id: string } {
  return {
    id: randomUUID(),
    kind: kind.name,
    payload,
    maxAttempts: kind.maxAttempts,
    causeKind: cause?.kind ?? null,
    causeId: cause?.id ?? null,
    // The runner compares due times with the app's clock (milliseconds); the database default
    // now() has microseconds and could sort a just-queued job a fraction of a millisecond late.
    runAt: runAt ?? new Date(),
  };
}

/** A job's row (jobRow, mailJobRow) as one of the rows a statement writes with its cause (insertRow, insertOnce). */
export function queuedJobRow(row: typeof jobs.$inferInsert): TableRow {
  return tableRow(jobs, row);
}

/** Hands the jobs caused by record (`kind`, `fromId`) to record `toId` (a merge); returns how many. */
export async function moveJobCause(
  tx: Database,
  kind: JobCause['kind'],
  fromId: string,
  toId: string,
): Promise<number> {
  const moved = await tx
    .update(jobs)
    .set({ causeId: toId })
    .where(and(eq(jobs.causeKind, kind), eq(jobs.causeId, fromId)))
    .returning({ id: jobs.id });
  return moved.length;
}

/** Queues one job in `tx` (a Drizzle transaction, or the database); returns its id. */
export async function enqueueJob<Payload>(
  tx: Database,
  kind: JobKind<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<string> {
  const row = jobRow(kind, payload, options);
  await tx.insert(jobs).values(row);
  await publish(tx, JOBS_CHANNEL, { id: row.id, kind: kind.name });
  return row.id;
}

/**
 * Queues one job with the id `id` unless a job with that id exists (a job that runs again after its
 * runner stopped queues nothing a second time). Like jobRow, it sends no NOTIFY.
 */
export async function enqueueJobOnce<Payload>(
  tx: Database,
  kind: JobKind<Payload>,
  payload: Payload,
  id: string,
  options: EnqueueOptions = {},
): Promise<void> {
  await tx
    .insert(jobs)
    .values({ ...jobRow(kind, payload, options), id })
    .onConflictDoNothing({ target: jobs.id });
}

/**
 * Queues a failed job again with a fresh set of attempts (an operator's "retry"). Returns false
 * when the job does not exist or has not failed.
 */
export async function retryJob(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: new Date(), finishedAt: null, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ id: jobs.id, kind: jobs.kind });
  if (!row) return false;
  await publish(tx, JOBS_CHANNEL, { id: row.id, kind: row.kind });
  return true;
}

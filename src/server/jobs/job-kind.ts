// What a kind of job is: its name in the jobs table, how often it may be tried, how long to wait
// between tries, and how long a runner may hold it. The code that does the work is its handler.
import type { RecordRef } from '@/lib/record-kinds';

export interface JobKind<Payload> {
  readonly name: string;
  readonly maxAttempts: number;
  /** The wait after the n-th failed attempt (n from 1). */
  retryDelayMs(failedAttempts: number): number;
  /** How long a claim lasts: if the runner dies mid-job, another takes the job after this. */
  readonly leaseMs: number;
  /** Names the job in log lines (e.g. 'email'; the runner adds its id and cause); no secrets, no personal data. */
  describe?(payload: Payload): string;
}

/** The record a job is about, written on the job as (cause_kind, cause_id): a lead, a shipment, a user. */
export type JobCause = RecordRef;

export interface RunningJob<Payload> {
  id: string;
  payload: Payload;
  /** This run's attempt number, from 1. */
  attempt: number;
  cause: JobCause | null;
}

/** A kind and the code that runs it, given to the runner (startJobRunner, runDueJobs). */
export interface JobHandler<Payload = unknown> {
  kind: JobKind<Payload>;
  /** Does the work; throwing counts as a failed attempt (retried later, or given up on). */
  run(job: RunningJob<Payload>): Promise<void>;
  /** How many jobs of this kind one runner runs at once (default 1), e.g. the SMTP pool's connections. */
  concurrency?: number;
  /** Called once when the runner stops (e.g. to close a connection). */
  close?(): void | Promise<void>;
}

const KIND_NAME = /^[a-z][a-z0-9-]{0,62}$/;

export function defineJobKind<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  if (!KIND_NAME.test(kind.name)) throw new Error(`Invalid job kind name "${kind.name}"`);
  if (!(kind.maxAttempts >= 1)) throw new Error(`Job kind ${kind.name}: maxAttempts must be at least 1`);
  return kind;
}

/** first, 2×first, 4×first... capped at max. */
export function exponentialBackoff(firstMs: number, maxMs: number) {
  return (failedAttempts: number) => Math.min(firstMs * 2 ** Math.max(0, failedAttempts - 1), maxMs);
}

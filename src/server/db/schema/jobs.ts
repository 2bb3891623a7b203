import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RecordKind } from '../../../lib/record-kinds';
import { JOB_STATES } from '../../../lib/statuses/job';
import { enumCheck } from '../enum-check';

/**
 * Work done after a transaction commits (emails, reports), run by src/server/jobs with retries.
 * Rows are written in the transaction that causes them; `cause_kind` + `cause_id` name that
 * record (a lead, a shipment, a user) without a foreign key per kind.
 */
export const jobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    /** Runs started so far (counted when a runner takes the job). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a runner may next take the job: its due time while queued, its lease end while running. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    causeKind: text('cause_kind').$type<RecordKind>(),
    causeId: text('cause_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.state, t.runAt),
    index('background_jobs_cause_idx').on(t.causeKind, t.causeId),
    index('background_jobs_kind_created_idx').on(t.kind, t.createdAt),
    enumCheck('background_jobs_state_check', t.state, JOB_STATES),
    check('background_jobs_attempts_check', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    check('background_jobs_cause_check', sql`(${t.causeKind} IS NULL) = (${t.causeId} IS NULL)`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

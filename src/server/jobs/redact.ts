// Erasing what jobs say about a person (an erasure on request, LGPD): their payloads are replaced,
// in the erasure's transaction, and a job not yet run is given up, so nothing is sent about them.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import type { RecordKind } from '@/lib/record-kinds';

/** Records that caused jobs (the jobs table's cause_kind and cause_id). */
export interface JobCauses {
  kind: RecordKind;
  ids: readonly string[];
}

/** Which jobs: those whose payload (as text) matches `pattern`, a PostgreSQL regular expression, or caused by one of `causes`. */
export interface JobMatch {
  pattern?: string;
  causes: readonly JobCauses[];
}

/** What the matched jobs keep. */
export interface JobRedaction {
  /** The payload a job of each named kind keeps (plain JSON); other kinds keep `otherPayload`. */
  payloads: Readonly<Record<string, unknown>>;
  otherPayload: unknown;
  /** The error a job not yet run (queued or running) fails with. */
  notRun: string;
  /** Written over the error a finished job recorded (it may quote the data). */
  erasedError: string;
}

const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Replaces the payload of every job `match` names as `redaction` says; returns how many. */
export async function redactJobPayloads(tx: Database, match: JobMatch, redaction: JobRedaction, now = new Date()) {
  const matching = [
    match.pattern ? sql`${jobs.payload}::text ~* ${match.pattern}` : undefined,
    ...match.causes
      .filter((c) => c.ids.length > 0)
      .map((c) => and(eq(jobs.causeKind, c.kind), inArray(jobs.causeId, [...c.ids]))),
  ].filter((c): c is SQL => c !== undefined);
  if (matching.length === 0) return 0;
  const kinds = Object.entries(redaction.payloads);
  const payload =
    kinds.length === 0
      ? asJson(redaction.otherPayload)
      : sql`CASE ${sql.join(
          kinds.map(([kind, kept]) => sql`WHEN ${jobs.kind} = ${kind} THEN ${asJson(kept)}`),
          sql` `,
        )} ELSE ${asJson(redaction.otherPayload)} END`;
  const pending = sql`${jobs.state} IN ('queued', 'running')`;
  const rows = await tx
    .update(jobs)
    .set({
      payload,
      state: sql`CASE WHEN ${pending} THEN 'failed' ELSE ${jobs.state} END`,
      lastError: sql`CASE WHEN ${pending} THEN ${redaction.notRun} WHEN ${jobs.lastError} IS NULL THEN NULL ELSE ${redaction.erasedError} END`,
      finishedAt: sql`coalesce(${jobs.finishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(or(...matching))
    .returning({ id: jobs.id });
  return rows.length;
}

// The audit log: every staff action that changes data calls recordAudit in the transaction that
// makes the change, so the entry exists exactly when the change does.
import { eq, or, sql } from 'drizzle-orm';
import type { RecordKind } from '@/lib/record-kinds';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** `<subject kind>.<verb>`: 'module.update', 'mail.retry'. */
  action: `${string}.${string}`;
  /** The record changed; a module's id is its number. */
  subject: { kind: RecordKind; id: string | number };
  /** The record's fields that changed, as they were and as they are (plain JSON). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one entry in `tx` (the transaction of the change); returns its id. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorLabel: `${entry.actor.name} <${entry.actor.email}>`,
      action: entry.action,
      subjectKind: entry.subject.kind,
      subjectId: String(entry.subject.id),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('recordAudit: the insert returned no row');
  return row.id;
}

/**
 * For an erasure on request (LGPD), the one change an entry ever sees: every entry whose before or
 * after (as text) matches `pattern`, a PostgreSQL regular expression, gets them through `redact`
 * (a null stays null). Returns how many.
 */
export async function redactAuditEntries(tx: Database, pattern: string, redact: (recorded: unknown) => unknown) {
  const rows = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(or(sql`${auditLog.before}::text ~* ${pattern}`, sql`${auditLog.after}::text ~* ${pattern}`))
    .for('update');
  for (const row of rows) {
    const before = row.before === null ? null : redact(row.before);
    const after = row.after === null ? null : redact(row.after);
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
  }
  return rows.length;
}

// The audit log: every staff action that changes data calls recordAudit in the transaction that
// makes the change, so the entry exists exactly when the change does.
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

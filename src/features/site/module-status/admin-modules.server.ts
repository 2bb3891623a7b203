// What the staff do to modules: change a module's status and private notes, in one transaction with
// its audit entry, and read every module with its last recorded change. Callers have checked the
// role (requireAdmin).
import { asc, desc, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { auditLog, modules } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import type { UpdateModuleInput } from './admin-modules.schema';

/** The fields the staff edit, as the table keeps them. */
const EDITABLE = ['status', 'tenantName', 'contractEnd', 'privateNote'] as const;
type Editable = (typeof EDITABLE)[number];
type EditableValues = Pick<typeof modules.$inferSelect, Editable>;

const editableColumns = {
  status: modules.status,
  tenantName: modules.tenantName,
  contractEnd: modules.contractEnd,
  privateNote: modules.privateNote,
};

const only = (values: EditableValues, fields: readonly Editable[]) =>
  Object.fromEntries(fields.map((f) => [f, values[f]]));

/**
 * Applies the form to the module (locked meanwhile). The fields that differ are written with a new
 * updatedAt and one audit entry holding them before and after; when nothing differs, nothing is written.
 */
export async function updateModule(actor: AuditActor, input: UpdateModuleInput): Promise<{ changed: boolean }> {
  const next: EditableValues = {
    status: input.status,
    tenantName: input.tenantName,
    contractEnd: input.contractEnd,
    privateNote: input.privateNote,
  };
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select(editableColumns)
      .from(modules)
      .where(eq(modules.number, input.module))
      .for('update');
    if (!current) refuse('NOT_FOUND', 'adminModules.error.module');
    const changed = EDITABLE.filter((field) => current[field] !== next[field]);
    if (changed.length === 0) return { changed: false };
    await tx
      .update(modules)
      .set({ ...only(next, changed), updatedAt: new Date() })
      .where(eq(modules.number, input.module));
    await recordAudit(tx, {
      actor,
      action: 'module.update',
      subject: { kind: 'module', id: input.module },
      before: only(current, changed),
      after: only(next, changed),
    });
    return { changed: true };
  });
}

/** Every module with its private notes, in number order. */
export async function listStaffModules() {
  return db()
    .select({ number: modules.number, ...editableColumns, updatedAt: modules.updatedAt })
    .from(modules)
    .orderBy(asc(modules.number));
}

/** Each module's latest audit entry (who and when), by module number. */
export async function lastModuleChanges(): Promise<Map<number, { actorLabel: string; at: Date }>> {
  const rows = await db()
    .selectDistinctOn([auditLog.subjectId], {
      subjectId: auditLog.subjectId,
      actorLabel: auditLog.actorLabel,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.subjectKind, 'module'))
    .orderBy(auditLog.subjectId, desc(auditLog.createdAt), desc(auditLog.id));
  return new Map(rows.map((row) => [Number(row.subjectId), { actorLabel: row.actorLabel, at: row.at }]));
}

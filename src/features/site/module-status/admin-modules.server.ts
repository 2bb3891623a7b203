// What the staff read of modules: every module with its status, hold and private notes, and its
// last recorded change. The writes are the modules' owner's (src/features/site/modules/
// module-writes.server.ts). Callers have checked the role (requireAdmin).
import { asc, desc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog, modules } from '@/server/db/schema';

/** Every module with its private notes, in number order. */
export async function listStaffModules() {
  return db()
    .select({
      number: modules.number,
      status: modules.status,
      reserved: modules.reserved,
      privateNote: modules.privateNote,
      // What the staff typed before leases were recorded (migration 0040), shown as it was.
      tenantName: modules.tenantName,
      contractEnd: modules.contractEnd,
      updatedAt: modules.updatedAt,
    })
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

// What the staff read of a module's public content: every module's content with its status and
// version, and its latest change. The save itself is the modules' owner's
// (src/features/site/modules/module-writes.server.ts). Callers have checked the role (requireAdmin).
import { and, asc, desc, eq } from 'drizzle-orm';
import { canonicalContent, contentColumns } from '@/features/site/modules/module-writes.server';
import { db } from '@/server/db/client';
import { auditLog, modules } from '@/server/db/schema';

/** Every module's content with its status and version, in number order (areas in shortest form). */
export async function listModuleContent() {
  const rows = await db()
    .select({ number: modules.number, status: modules.status, version: modules.version, ...contentColumns })
    .from(modules)
    .orderBy(asc(modules.number));
  return rows.map((row) => ({ ...row, ...canonicalContent(row) }));
}

/** The latest public-content change of module `number` (who and when), if any. */
export async function lastContentChange(number: number) {
  const [row] = await db()
    .select({ who: auditLog.actorLabel, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectKind, 'module'),
        eq(auditLog.subjectId, String(number)),
        eq(auditLog.action, 'module.content'),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}

// What the staff do to a module's public content (descriptions, area-table figures, price): save the
// form over the module read at the form's version, in one transaction with its audit entry; a save
// over a newer one is refused (the version check). The modules table's trigger moves the site's
// content version (migration 0019), so visitors see the change on their next request. Callers have
// checked the role (requireAdmin).
import { and, asc, desc, eq } from 'drizzle-orm';
import { fromTenThousandths, toTenThousandths } from '@/features/site/modules/modules.server';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { auditLog, modules } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import type { ModuleContentInput } from './module-content.schema';

/** The content the staff edit, as the table keeps it (areas as numeric strings). */
const contentColumns = {
  descriptionPt: modules.descriptionPt,
  descriptionEn: modules.descriptionEn,
  storageArea: modules.storageArea,
  mezzanineArea: modules.mezzanineArea,
  canopyArea: modules.canopyArea,
  gatehouseArea: modules.gatehouseArea,
  utilitiesArea: modules.utilitiesArea,
  docks: modules.docks,
  ramps: modules.ramps,
  rentCents: modules.rentCents,
  condoFeeCents: modules.condoFeeCents,
  iptuCents: modules.iptuCents,
};
export type ModuleContent = Omit<ModuleContentInput, 'module' | 'version'>;
type Field = keyof ModuleContent;
const FIELDS = Object.keys(contentColumns) as Field[];
const AREAS = ['storageArea', 'mezzanineArea', 'canopyArea', 'gatehouseArea', 'utilitiesArea'] as const;

/** Areas in their shortest form ('1490.6200' and '1490.62' are one value), so only real changes count. */
function canonical(content: ModuleContent): ModuleContent {
  const areas = Object.fromEntries(AREAS.map((f) => [f, fromTenThousandths(toTenThousandths(content[f]))]));
  return { ...content, ...areas };
}

const only = (values: ModuleContent, fields: readonly Field[]) => Object.fromEntries(fields.map((f) => [f, values[f]]));

const CHANGED_MEANWHILE = 'adminSiteModules.error.changedMeanwhile';

/**
 * Writes the form over module `input.module` as read at `input.version`: the fields that differ
 * are audited before and after, the version moves by one. Refused (nothing written) when another
 * save came first; when nothing differs, nothing is written either.
 */
export async function saveModuleContent(actor: AuditActor, input: ModuleContentInput): Promise<{ changed: boolean }> {
  const { module, version, ...form } = input;
  const next = canonical(form);
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ ...contentColumns, version: modules.version })
      .from(modules)
      .where(eq(modules.number, module))
      .for('update');
    if (!current) refuse('NOT_FOUND', 'adminModules.error.module');
    if (current.version !== version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const before = canonical(current);
    const changed = FIELDS.filter((f) => before[f] !== next[f]);
    if (changed.length === 0) return { changed: false };
    // The version is checked again by the write itself: a save committed since the read leaves
    // this one with no row to change, and it is refused.
    const written = await tx
      .update(modules)
      .set({ ...only(next, changed), version: version + 1, updatedAt: new Date() })
      .where(and(eq(modules.number, module), eq(modules.version, version)))
      .returning({ number: modules.number });
    if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
    await recordAudit(tx, {
      actor,
      action: 'module.content',
      subject: { kind: 'module', id: module },
      before: only(before, changed),
      after: only(next, changed),
    });
    return { changed: true };
  });
}

/** Every module's content with its status and version, in number order (areas in shortest form). */
export async function listModuleContent() {
  const rows = await db()
    .select({ number: modules.number, status: modules.status, version: modules.version, ...contentColumns })
    .from(modules)
    .orderBy(asc(modules.number));
  return rows.map((row) => ({ ...row, ...canonical(row) }));
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

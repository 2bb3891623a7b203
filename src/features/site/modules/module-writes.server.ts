// Every write of the modules table (its owner): the staff's save of a module's public content (at
// the version the form read: a save over a newer one is refused), the staff's hold and private
// note, and each module's public status, which follows its leases (settleModuleStatuses). Each in
// the caller's or its own transaction with its audit entry; the table's trigger moves the site's
// content version (migration 0019), so visitors see the change on their next request. Callers
// have checked the role (requireAdmin).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleStatus } from '@/lib/statuses/module';
import { siteDay } from '@/lib/site-time';
import { recordAudit, type AuditActor } from '@/server/audit';
import { claimDailyRun, startDailyTimer } from '@/server/jobs';
import { db, type Database } from '@/server/db/client';
import { leases, modules } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { fromTenThousandths, toTenThousandths, type ModuleFigures } from './area-table';

/** A module's public content as the staff's form gives it (module-content.schema.ts parses it). */
export interface ModuleContentInput extends ModuleFigures {
  module: number;
  /** The version the form was read at. */
  version: number;
  descriptionPt: string;
  descriptionEn: string;
  rentCents: number | null;
  condoFeeCents: number | null;
  iptuCents: number | null;
}

/** The staff's per-module form (admin-modules.schema.ts parses it): status or hold, and note. */
export interface UpdateModuleInput {
  module: number;
  status: ModuleStatus;
  privateNote: string | null;
}

/** The content the staff edit, as the table keeps it (areas as numeric strings). */
export const contentColumns = {
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
export function canonicalContent(content: ModuleContent): ModuleContent {
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
  const next = canonicalContent(form);
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ ...contentColumns, version: modules.version })
      .from(modules)
      .where(eq(modules.number, module))
      .for('update');
    if (!current) refuse('NOT_FOUND', 'adminModules.error.module');
    if (current.version !== version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const before = canonicalContent(current);
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

/** Whether a lease covers the module on `day` (both ends included; no end: open-ended). */
const covers = (
  day: string,
) => sql<boolean>`exists (select 1 from ${leases} where ${leases.moduleNumber} = ${modules.number}
    and ${leases.startsOn} <= ${day} and (${leases.endsOn} is null or ${leases.endsOn} >= ${day}))`;

/**
 * The status each module shows on `day`: leased while a lease covers it; otherwise reserved when the
 * staff hold it; otherwise available. Called with the modules whose lease just changed (linked,
 * ended, removed), it settles those; called without, every module, except that a module recorded
 * as leased before leases were (no lease of it at all) stays leased until the staff record its
 * lease or free it. Writes only the modules whose status differs, so a day without a change
 * empties no cache.
 */
export async function settleModuleStatuses(tx: Database, day: string, leaseChangedModules?: readonly number[]) {
  const anyLease = sql<boolean>`exists (select 1 from ${leases} where ${leases.moduleNumber} = ${modules.number})`;
  const rows = await tx
    .select({
      number: modules.number,
      status: modules.status,
      reserved: modules.reserved,
      covered: covers(day),
      anyLease,
    })
    .from(modules)
    .where(leaseChangedModules ? inArray(modules.number, [...leaseChangedModules]) : undefined)
    .for('update');
  const untrackedKept = (row: (typeof rows)[number]) =>
    !leaseChangedModules && row.status === 'leased' && !row.anyLease;
  const changes = rows
    .map((row) => ({
      number: row.number,
      from: row.status,
      to: (row.covered || untrackedKept(row) ? 'leased' : row.reserved ? 'reserved' : 'available') as ModuleStatus,
    }))
    .filter((change) => change.from !== change.to);
  for (const change of changes) {
    await tx.update(modules).set({ status: change.to, updatedAt: new Date() }).where(eq(modules.number, change.number));
  }
  return changes;
}

const FORM_FIELDS = ['status', 'reserved', 'privateNote'] as const;

/**
 * Applies the staff's form to the module (locked meanwhile) on `now`'s day: the hold (reserved or
 * not) and the private note. A module a lease covers stays leased (the hold then waits for the
 * lease's end); otherwise it becomes what the form says, where "leased" is kept only by a module
 * recorded as leased before its lease was. The fields that differ are written with one audit entry
 * holding them before and after; when nothing differs, nothing is written.
 */
export async function updateModule(actor: AuditActor, input: UpdateModuleInput, now = new Date()) {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: modules.status,
        reserved: modules.reserved,
        privateNote: modules.privateNote,
        covered: covers(siteDay(now)),
      })
      .from(modules)
      .where(eq(modules.number, input.module))
      .for('update');
    if (!current) refuse('NOT_FOUND', 'adminModules.error.module');
    if (!current.covered && input.status === 'leased' && current.status !== 'leased')
      refuse('BAD_REQUEST', 'adminModules.error.leaseFirst');
    const next = {
      status: current.covered ? 'leased' : input.status,
      reserved: input.status === 'reserved',
      privateNote: input.privateNote,
    } satisfies Record<(typeof FORM_FIELDS)[number], unknown>;
    const changed = FORM_FIELDS.filter((field) => current[field] !== next[field]);
    if (changed.length === 0) return { changed: false };
    await tx
      .update(modules)
      .set({ ...pick(next, changed), updatedAt: new Date() })
      .where(eq(modules.number, input.module));
    await recordAudit(tx, {
      actor,
      action: 'module.update',
      subject: { kind: 'module', id: input.module },
      before: pick(current, changed),
      after: pick(next, changed),
    });
    return { changed: true };
  });
}

const pick = <T extends object, K extends keyof T>(values: T, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, values[f]])) as Pick<T, K>;

const STATUS_RUN = 'module-status';

/**
 * Settles every module's status for `now`'s day once, whichever process gets there first: leases
 * begin and end with the day, without a write of their own. Returns the changes, or null when
 * another call settled the day already.
 */
export async function settleModulesForDay(now = new Date()) {
  const day = siteDay(now);
  return db().transaction(async (tx) => {
    if (!(await claimDailyRun(tx, STATUS_RUN, day))) return null;
    return settleModuleStatuses(tx, day);
  });
}

/** The timer every process runs: each new day (Fortaleza), the modules' statuses follow their leases. */
export function startModuleStatusTimer() {
  let settledDay: string | undefined;
  return startDailyTimer(STATUS_RUN, async (now) => {
    const day = siteDay(now);
    if (settledDay === day) return;
    await settleModulesForDay(now);
    settledDay = day;
  });
}

// Reads the warehouse modules from the database for the public pages; the area arithmetic lives in
// area-table.ts. The staff's private notes (hold, earlier tenant, contract end, note) are never selected
// here; the writes are module-writes.server.ts's.
import { asc, getTableColumns } from 'drizzle-orm';
import type { ModuleStatus } from '@/lib/statuses/module';
import { db } from '@/server/db/client';
import { modules } from '@/server/db/schema';
import { buildAreaTable, type AreaTable } from './area-table';

// The exact area arithmetic, for the staff's editor of the figures (src/features/site/module-content).
export { fromTenThousandths, toTenThousandths } from './area-table';

const {
  tenantName: _tenant,
  contractEnd: _contractEnd,
  privateNote: _note,
  reserved: _reserved,
  ...publicColumns
} = getTableColumns(modules);

/** A module as the public pages see it. */
export type ModuleRow = Omit<typeof modules.$inferSelect, 'tenantName' | 'contractEnd' | 'privateNote' | 'reserved'>;

/** All modules in number order, read afresh on every call (an admin's edit shows on the next request). */
export async function listModules(): Promise<ModuleRow[]> {
  return db().select(publicColumns).from(modules).orderBy(asc(modules.number));
}

/** The owner's area table (one row per module, exact column totals), from the given or current modules. */
export async function areaTable(list?: readonly ModuleRow[]): Promise<AreaTable> {
  return buildAreaTable(list ?? (await listModules()));
}

/** Modules split by status: available to lease, reserved for someone, already leased. */
export function byStatus<T extends Pick<ModuleRow, 'status'>>(list: readonly T[]): Record<ModuleStatus, T[]> {
  return {
    available: list.filter((m) => m.status === 'available'),
    reserved: list.filter((m) => m.status === 'reserved'),
    leased: list.filter((m) => m.status === 'leased'),
  };
}

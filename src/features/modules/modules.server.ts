// Reads the warehouse modules from the database; the area arithmetic lives in area-table.ts.
import { asc } from 'drizzle-orm';
import type { ModuleStatus } from '@/lib/statuses/module';
import { db } from '@/server/db/client';
import { modules, type ModuleRow } from '@/server/db/schema';
import { buildAreaTable, type AreaTable } from './area-table';

export type { ModuleRow };

/** All modules in number order. */
export async function listModules(): Promise<ModuleRow[]> {
  return db().select().from(modules).orderBy(asc(modules.number));
}

/** The owner's area table (one row per module, exact column totals), from the given or current modules. */
export async function areaTable(list?: readonly ModuleRow[]): Promise<AreaTable> {
  return buildAreaTable(list ?? (await listModules()));
}

/** Modules split as the page lists them: available to lease, and already leased. */
export function byStatus<T extends Pick<ModuleRow, 'status'>>(list: readonly T[]): Record<ModuleStatus, T[]> {
  return {
    available: list.filter((m) => m.status === 'available'),
    leased: list.filter((m) => m.status === 'leased'),
  };
}

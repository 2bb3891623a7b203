import { date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MODULE_STATUSES } from '../../../lib/statuses/module';
import { enumCheck } from '../enum-check';

/** The 18 warehouse modules. Areas in m² with four decimals, so the owner's table totals add up. */
export const modules = pgTable(
  'modules',
  {
    number: integer('number').primaryKey(),
    status: text('status', { enum: MODULE_STATUSES }).notNull(),
    storageArea: numeric('storage_area', { precision: 12, scale: 4 }).notNull(),
    mezzanineArea: numeric('mezzanine_area', { precision: 12, scale: 4 }).notNull(),
    canopyArea: numeric('canopy_area', { precision: 12, scale: 4 }).notNull(),
    gatehouseArea: numeric('gatehouse_area', { precision: 12, scale: 4 }).notNull(),
    utilitiesArea: numeric('utilities_area', { precision: 12, scale: 4 }).notNull(),
    docks: integer('docks').notNull(),
    ramps: integer('ramps').notNull(),
    description: text('description').notNull(),
    // Private notes for the staff (src/features/admin-modules): never read by the public pages.
    tenantName: text('tenant_name'),
    contractEnd: date('contract_end', { mode: 'string' }),
    privateNote: text('private_note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [enumCheck('modules_status_check', t.status, MODULE_STATUSES)],
);

export type ModuleRow = typeof modules.$inferSelect;

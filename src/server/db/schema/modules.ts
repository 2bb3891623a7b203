import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MODULE_STATUSES } from '../../../lib/statuses/module';
import { enumCheck } from '../enum-check';

/** The 18 warehouse modules. Areas in m² with four decimals, so the owner's table totals add up. */
export const modules = pgTable(
  'modules',
  {
    number: integer('number').primaryKey(),
    /** What the public pages show: leased while a lease covers the day (Fortaleza), else reserved
     *  when the staff hold it, else available. Written only by settleModuleStatuses
     *  (src/features/site/modules/module-writes.server.ts), in each lease change's transaction and once a day. */
    status: text('status', { enum: MODULE_STATUSES }).notNull(),
    /** The staff hold the module for a prospective tenant: shown reserved whenever no lease covers the day. */
    reserved: boolean('reserved').notNull().default(false),
    storageArea: numeric('storage_area', { precision: 12, scale: 4 }).notNull(),
    mezzanineArea: numeric('mezzanine_area', { precision: 12, scale: 4 }).notNull(),
    canopyArea: numeric('canopy_area', { precision: 12, scale: 4 }).notNull(),
    gatehouseArea: numeric('gatehouse_area', { precision: 12, scale: 4 }).notNull(),
    utilitiesArea: numeric('utilities_area', { precision: 12, scale: 4 }).notNull(),
    docks: integer('docks').notNull(),
    ramps: integer('ramps').notNull(),
    /** The public description in each language: plain text or a small safe Markdown (safe-markdown.ts).
     *  The Portuguese one keeps the column's first name. */
    descriptionPt: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** The optional monthly price in centavos: all three or none (src/features/site/module-content). */
    rentCents: integer('rent_cents'),
    condoFeeCents: integer('condo_fee_cents'),
    iptuCents: integer('iptu_cents'),
    /** Moves on every save of the public content: a save names the version it read (the version check). */
    version: integer('version').notNull().default(0),
    // Private notes for the staff (src/features/site/module-status): never read by the public pages.
    /** The tenant and contract end the staff typed before leases were recorded: migration 0040 made
     *  a lease of each leased module's; kept as they were, shown to the staff, never written again. */
    tenantName: text('tenant_name'),
    contractEnd: date('contract_end', { mode: 'string' }),
    privateNote: text('private_note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('modules_status_check', t.status, MODULE_STATUSES),
    check(
      'modules_price_check',
      sql`num_nonnulls(${t.rentCents}, ${t.condoFeeCents}, ${t.iptuCents}) IN (0, 3) AND coalesce(${t.rentCents}, 0) >= 0 AND coalesce(${t.condoFeeCents}, 0) >= 0 AND coalesce(${t.iptuCents}, 0) >= 0`,
    ),
  ],
);

export type ModuleRow = typeof modules.$inferSelect;

import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The 18 warehouse modules. Areas in m² with four decimals, so the owner's table totals add up. */
export const modules = pgTable('modules', {
  number: integer('number').primaryKey(),
  status: text('status', { enum: ['available', 'leased'] }).notNull(),
  storageArea: numeric('storage_area', { precision: 12, scale: 4 }).notNull(),
  mezzanineArea: numeric('mezzanine_area', { precision: 12, scale: 4 }).notNull(),
  canopyArea: numeric('canopy_area', { precision: 12, scale: 4 }).notNull(),
  gatehouseArea: numeric('gatehouse_area', { precision: 12, scale: 4 }).notNull(),
  utilitiesArea: numeric('utilities_area', { precision: 12, scale: 4 }).notNull(),
  docks: integer('docks').notNull(),
  ramps: integer('ramps').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ModuleRow = typeof modules.$inferSelect;

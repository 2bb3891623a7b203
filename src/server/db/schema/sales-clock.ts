import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sales clock's rules (src/features/sales/clock): one row, id 1, absent until the staff's
 * first save (the defaults in code apply until then). Business hours are Monday to Friday in
 * America/Fortaleza, closed days (closed_days) excepted.
 */
export const salesClockSettings = pgTable(
  'sales_clock_settings',
  {
    id: integer('id').primaryKey(),
    /** Business minutes a new lead may wait for the first staff action. */
    firstResponseMinutes: integer('first_response_minutes').notNull(),
    businessOpensMinute: integer('business_opens_minute').notNull(),
    businessClosesMinute: integer('business_closes_minute').notNull(),
    /** Days a lead may stay in each open stage, by stage name. */
    stageDays: jsonb('stage_days').$type<Record<string, number>>().notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sales_clock_settings_single_row', sql`${t.id} = 1`),
    check(
      'sales_clock_settings_ranges',
      sql`${t.firstResponseMinutes} BETWEEN 1 AND 10080 AND ${t.businessOpensMinute} >= 0 AND ${t.businessClosesMinute} <= 1440 AND ${t.businessOpensMinute} < ${t.businessClosesMinute}`,
    ),
  ],
);

/**
 * Work that runs once per day however many processes start it (the morning digest, the day's
 * reminders): the first process to insert (name, day) enqueues the jobs in the same transaction.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);

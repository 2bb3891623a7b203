import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows have each value, kept by triggers in the transactions that change them
 * (drizzle/0023_tally_triggers.sql), so the admin overview reads a handful of rows instead of
 * counting whole tables: leads by stage ('lead.status') and by module ('lead.module', 'none' for
 * none), shipments by status ('shipment.status'), accounts by role ('user.role').
 * A total is its row here plus its changes not yet folded in (src/server/tallies.ts).
 */
export const tallies = pgTable(
  'tallies',
  {
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.key] })],
);

/**
 * Changes to the tallies, appended by the triggers (no row is updated in place, so writers never
 * wait on each other) and folded into `tallies` now and then, by one transaction at a time.
 */
export const tallyChanges = pgTable('tally_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  key: text('key').notNull(),
  n: integer('n').notNull(),
});

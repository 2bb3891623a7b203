import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Heavy work running now, per key (a report or a data export per account): at most a few slots
 * per key, shared by every app process on the database (src/server/work-slots.ts). A slot whose
 * lease ended (its process stopped mid-work) is free again.
 */
export const workSlots = pgTable(
  'work_slots',
  {
    key: text('key').notNull(),
    slot: integer('slot').notNull(),
    /** Who holds it: only that holder's release frees it. */
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.slot] })],
);

import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { modules } from './modules';

/** A visitor's message from the contact form. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    moduleNumber: integer('module_number').references(() => modules.number),
    locale: text('locale').notNull(),
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_created_at_idx').on(t.createdAt)],
);

export type LeadRow = typeof leads.$inferSelect;

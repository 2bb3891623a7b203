import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per form submission that created something, keyed by the form's submission key
 * (src/lib/forms/submission.ts): a retry with the same key gets `result` back. Written in the same
 * transaction as what it created.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    action: text('action').notNull(),
    key: text('key').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.action, t.key] })],
);

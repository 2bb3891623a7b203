import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';

/**
 * Emails waiting to be sent. Rows are written in the same transaction as the record that causes
 * them, and a worker delivers them with retries (src/server/mail/outbox-worker.ts).
 */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    leadId: uuid('lead_id').references(() => leads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;

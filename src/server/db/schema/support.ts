// Customers' support requests (src/features/portal/support) and the messages on each: the customer's
// first message and later ones, and the staff's replies. When an account is erased the requests
// stay, without the person (user_id and author_id become null, texts are kept for the record).
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '../../../lib/statuses/support';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { shipments } from './shipments';

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: text('category', { enum: SUPPORT_CATEGORIES }).notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId, t.updatedAt),
    index('support_requests_status_idx').on(t.status, t.updatedAt),
    enumCheck('support_requests_status_check', t.status, SUPPORT_STATUSES),
    enumCheck('support_requests_category_check', t.category, SUPPORT_CATEGORIES),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** A reply from the staff (shown as the company's), or the customer's own message. */
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt)],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

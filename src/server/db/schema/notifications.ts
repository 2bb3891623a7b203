import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** What a user is told in the portal (src/features/notifications writes and reads them). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    /** A site path to open, e.g. the shipment the notification is about. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The order notifications were written in: the live stream's event id, so a browser that
     * reconnects is sent what it missed (ids after the last one it saw).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity().unique(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A value a notification's message is filled with, rendered in the reader's language: as written
 * (a tracking number, a file name, what someone typed), a message of the catalogue (`{ key }`, a
 * status), an amount in centavos (`{ money }`) or a calendar day 'yyyy-MM-dd' (`{ day }`).
 */
export type NotificationParam = string | number | { key: string } | { money: number } | { day: string };
export type NotificationParams = Record<string, NotificationParam>;

/** What a user is told in the portal (src/features/portal/notifications writes and reads them). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * The title and body as they read in the account's language when it was written: what a page
     * shows when there is no key (rows from before keys, 0025 converted the ones it knew), or its
     * key is no longer in the catalogue; and what the data export gives. A body without a key is
     * someone's own words (a place, a reply), shown as written.
     */
    title: text('title').notNull(),
    body: text('body'),
    /** The catalogue's message for the title (and the body): each page shows it in its own language. */
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    /** What the title's and the body's messages are filled with. */
    params: jsonb('params').$type<NotificationParams>(),
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

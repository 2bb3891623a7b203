// Notices the staff publish to tenants (src/features/tenancy/notices): to every tenant or to those leasing
// chosen modules; who each was sent to (its recipients) and who has read it.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTICE_URGENCIES } from '../../../lib/statuses/rooms';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { tenants } from './tenancy';

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    urgency: text('urgency', { enum: NOTICE_URGENCIES }).notNull().default('normal'),
    /** The modules it was addressed to; null: every tenant. */
    modules: integer('modules').array(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    attachmentKey: text('attachment_key').unique(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_published_idx').on(t.publishedAt),
    enumCheck('notices_urgency_check', t.urgency, NOTICE_URGENCIES),
    check(
      'notices_attachment_check',
      sql`(${t.attachmentKey} IS NULL) = (${t.attachmentName} IS NULL) AND (${t.attachmentKey} IS NULL) = (${t.attachmentType} IS NULL)`,
    ),
  ],
);

/** Each person a notice was sent to, with their tenant as it was then: who may read it. */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.userId] }),
    // A person's notices, newest first.
    index('notice_recipients_user_idx').on(t.userId, t.publishedAt),
  ],
);

/** A person's first opening of a notice: one row per person and notice, written once. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_read_idx').on(t.noticeId, t.readAt)],
);

export type NoticeRow = typeof notices.$inferSelect;

// Files customers upload (src/features/portal/documents): the bytes live in the storage module under
// `storageKey`; this row holds who owns them, what they are and where the staff's review stands.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../../lib/statuses/document';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { shipments } from './shipments';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The file's name as shown and sent on download (sanitised on upload). */
    name: text('name').notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    /** What the content is (read from the bytes, never from the name). */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt),
    index('documents_status_created_idx').on(t.status, t.createdAt),
    enumCheck('documents_status_check', t.status, DOCUMENT_STATUSES),
    enumCheck('documents_type_check', t.documentType, DOCUMENT_TYPES),
    check('documents_size_check', sql`${t.sizeBytes} > 0`),
    // Rejected means a reason; reviewed means who and when.
    check(
      'documents_review_check',
      sql`(${t.status} = 'rejected') = (${t.rejectReason} IS NOT NULL) AND (${t.status} = 'pending') = (${t.reviewedAt} IS NULL)`,
    ),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

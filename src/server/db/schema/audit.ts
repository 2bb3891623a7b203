// What the staff did, written in the same transaction as the change (src/server/audit): who, what,
// on which record, and the record before and after. Read-only in the admin area.
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RecordKind } from '../../../lib/record-kinds';
import { user } from './auth';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff account (null once that account is gone: actorLabel still says who it was). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's name and email when they acted. */
    actorLabel: text('actor_label').notNull(),
    /** 'module.update', 'lead.stage', 'mail.retry', …: `<subject kind>.<verb>`. */
    action: text('action').notNull(),
    subjectKind: text('subject_kind').$type<RecordKind>().notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

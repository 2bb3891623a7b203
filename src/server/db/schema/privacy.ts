// The record of LGPD requests carried out (src/features/accounts/privacy): data exports and erasures, by
// the person themself or by staff on their request. It names no one once the data is gone: the
// subject is a one-way fingerprint of the address, so a later request can be matched to it.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../enum-check';
import { user } from './auth';

export const PRIVACY_ACTIONS = ['export', 'erase'] as const;
export const PRIVACY_SUBJECTS = ['customer', 'lead'] as const;

export const privacyLog = pgTable(
  'privacy_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: PRIVACY_ACTIONS }).notNull(),
    subjectKind: text('subject_kind', { enum: PRIVACY_SUBJECTS }).notNull(),
    /** SHA-256 of the subject's lower-cased email address. */
    subjectFingerprint: text('subject_fingerprint').notNull(),
    /** The staff member who did it; null when the person did it themself (or that staff account is gone). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Why, when staff did it ("asked by phone on …"). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('privacy_log_created_idx').on(t.createdAt),
    enumCheck('privacy_log_action_check', t.action, PRIVACY_ACTIONS),
    enumCheck('privacy_log_subject_check', t.subjectKind, PRIVACY_SUBJECTS),
  ],
);

import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_EVENT_KINDS, type LeadEventData, type LeadEventKind } from '../../../lib/statuses/lead-event';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { leads } from './leads';

/**
 * A lead's timeline, written in the transaction of the change it records: notes, stage, owner and
 * follow-up changes, emails and visits. `data` holds the kind's details (from/to, subject, mail id).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    /** The staff account (null once it is gone: actorLabel still says who it was). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    /** A note's text, or the message of an email. */
    body: text('body'),
    data: jsonb('data')
      .$type<LeadEventData[LeadEventKind]>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.leadId, t.createdAt),
    enumCheck('lead_events_kind_check', t.kind, LEAD_EVENT_KINDS),
  ],
);

export type LeadEventRow = typeof leadEvents.$inferSelect;

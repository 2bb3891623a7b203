import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INITIAL_LEAD_STATUS, LEAD_STATUSES } from '../../../lib/statuses/lead';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { modules } from './modules';

/** A visitor's message from the contact form, and where it stands in the sales pipeline. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    moduleNumber: integer('module_number').references(() => modules.number),
    locale: text('locale').notNull(),
    page: text('page').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default(INITIAL_LEAD_STATUS),
    /** Why a lost lead was lost (set with the 'lost' stage, cleared when it leaves it). */
    lostReason: text('lost_reason'),
    /** The staff account that follows the lead up; null while nobody does. */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The day the owner should next get in touch (a calendar day in the site's time zone). */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sales clock (src/features/sales/clock): when the first staff action is due, in business
     *  time from `created_at`; null for leads from before the clock. */
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    /** The first staff action that reached the lead (reply, note, stage change, visit): stops the clock. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** When the lead entered its current stage: how long it has been idle there. */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What finds a lead's duplicates: the address in lower case, the phone's digits. */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    phoneKey: text('phone_key').generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_owner_idx').on(t.ownerId),
    index('leads_email_key_idx').on(t.emailKey),
    index('leads_phone_key_idx').on(t.phoneKey),
    index('leads_first_response_due_idx')
      .on(t.firstResponseDueAt)
      .where(sql`first_response_at IS NULL`),
    index('leads_stage_changed_idx').on(t.status, t.stageChangedAt),
    enumCheck('leads_status_check', t.status, LEAD_STATUSES),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

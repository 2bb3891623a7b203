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
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_owner_idx').on(t.ownerId),
    enumCheck('leads_status_check', t.status, LEAD_STATUSES),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

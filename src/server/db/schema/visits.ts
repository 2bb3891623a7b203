import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLOSED_DAY_KINDS, VISIT_SOURCES, VISIT_STATUSES } from '../../../lib/statuses/visit';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { leads } from './leads';
import { modules } from './modules';

/**
 * How visits are offered (src/features/sales/visits): one row, id 1, absent until the staff's first
 * save (the defaults in code apply until then). `version` moves on every save; a save naming an
 * older one is refused.
 */
export const visitSettings = pgTable(
  'visit_settings',
  {
    id: integer('id').primaryKey(),
    slotMinutes: integer('slot_minutes').notNull(),
    /** How many visits one slot takes. */
    placesPerSlot: integer('places_per_slot').notNull(),
    /** How many days ahead, today included, a visitor can book. */
    daysAhead: integer('days_ahead').notNull(),
    /** The least time between booking and the visit. */
    minNoticeMinutes: integer('min_notice_minutes').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('visit_settings_single_row', sql`${t.id} = 1`),
    check(
      'visit_settings_ranges',
      sql`${t.slotMinutes} BETWEEN 15 AND 480 AND ${t.placesPerSlot} BETWEEN 1 AND 50 AND ${t.daysAhead} BETWEEN 1 AND 365 AND ${t.minNoticeMinutes} BETWEEN 0 AND 20160`,
    ),
  ],
);

/**
 * Visiting hours: ranges of a weekday (0 Sunday … 6 Saturday) in minutes after midnight,
 * America/Fortaleza. A weekday without a row takes no visits; a day can have several ranges.
 */
export const visitHours = pgTable(
  'visit_hours',
  {
    weekday: smallint('weekday').notNull(),
    startsMinute: integer('starts_minute').notNull(),
    endsMinute: integer('ends_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekday, t.startsMinute] }),
    check(
      'visit_hours_range',
      sql`${t.weekday} BETWEEN 0 AND 6 AND ${t.startsMinute} >= 0 AND ${t.endsMinute} <= 1440 AND ${t.startsMinute} < ${t.endsMinute}`,
    ),
  ],
);

/**
 * Days without visits or business hours: national and Parnamirim holidays (filled from the
 * holidays data set, editable) and days the staff close. The sales clock skips them too.
 */
export const closedDays = pgTable(
  'closed_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    kind: text('kind', { enum: CLOSED_DAY_KINDS }).notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [enumCheck('closed_days_kind_check', t.kind, CLOSED_DAY_KINDS)],
);

/**
 * A slot's places: one row per slot start once anybody booked it. A booking adds one to `booked`
 * in the statement that checks it against `capacity` (an upsert with a WHERE), so the last place
 * is taken once whichever process serves the two requests; the CHECK is the last guard.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [check('visit_slots_places', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`)],
);

/** A visit to the condominium, of one lead. The calendar UID is `<id>@<site host>`. */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The start of the slot (visit_slots) whose place the visit holds while booked: its own start
     * for a visitor's booking, the slot its start falls in for the staff's; null when it holds
     * none (a staff visit outside the visiting hours, or one scheduled before staff visits held
     * places).
     */
    slotAt: timestamp('slot_at', { withTimezone: true }),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('booked'),
    source: text('source', { enum: VISIT_SOURCES }).notNull(),
    moduleNumber: integer('module_number').references(() => modules.number),
    /** The visitor's language: emails, the reschedule page. */
    locale: text('locale').notNull(),
    /** The iCalendar SEQUENCE: one more on every reschedule or cancel. */
    sequence: integer('sequence').notNull().default(0),
    /** The staff account that marked it done or no-show. */
    outcomeBy: text('outcome_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_starts_at_idx').on(t.startsAt),
    index('visits_lead_idx').on(t.leadId, t.startsAt),
    enumCheck('visits_status_check', t.status, VISIT_STATUSES),
    enumCheck('visits_source_check', t.source, VISIT_SOURCES),
    check('visits_time_order', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A staff member's private calendar feed of the visits: the URL carries a random token, stored
 * here as its SHA-256. A new token replaces the old one; deleting the row revokes the feed.
 */
export const staffCalendarFeeds = pgTable('staff_calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VisitRow = typeof visits.$inferSelect;
export type VisitSettingsRow = typeof visitSettings.$inferSelect;

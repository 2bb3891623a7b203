// The common areas tenants book (src/features/tenancy/rooms): rooms the staff define and their bookings.
// Two bookings of one room never overlap: an exclusion constraint over their time ranges
// (drizzle/*_room_booking_overlap.sql, btree_gist), whichever process writes them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '../../../lib/statuses/rooms';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { tenants } from './tenancy';

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    capacity: integer('capacity').notNull(),
    /** Every day's opening hours in America/Fortaleza, minutes after midnight. */
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
    minMinutes: integer('min_minutes').notNull(),
    maxMinutes: integer('max_minutes').notNull(),
    /** A tenant cancels its booking until this many hours before it starts. */
    cancelNoticeHours: integer('cancel_notice_hours').notNull(),
    /** The room's rules (safe Markdown), in each language. */
    rulesPt: text('rules_pt').notNull().default(''),
    rulesEn: text('rules_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rooms_capacity_check', sql`${t.capacity} > 0`),
    check(
      'rooms_hours_check',
      sql`${t.opensMinute} >= 0 AND ${t.opensMinute} < ${t.closesMinute} AND ${t.closesMinute} <= 1440`,
    ),
    check('rooms_length_check', sql`${t.minMinutes} > 0 AND ${t.minMinutes} <= ${t.maxMinutes}`),
    check('rooms_notice_check', sql`${t.cancelNoticeHours} >= 0`),
  ],
);

export const roomBookings = pgTable(
  'room_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bookedBy: text('booked_by').references(() => user.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_bookings_room_idx').on(t.roomId, t.startsAt),
    index('room_bookings_tenant_idx').on(t.tenantId, t.startsAt),
    index('room_bookings_starts_idx').on(t.startsAt),
    enumCheck('room_bookings_status_check', t.status, BOOKING_STATUSES),
    check('room_bookings_order_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;
export type RoomBookingRow = typeof roomBookings.$inferSelect;

// The customer portal's shipments and their history. A shipment's status is never written
// directly: each change is a shipment_events row, and a trigger copies the newest event's status
// onto the shipment (drizzle/0006_shipment_events_and_jobs.sql refuses any other way).
import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CARRIERS } from '../../../lib/tracking/carrier-code';
import { INITIAL_SHIPMENT_STATUS, SHIPMENT_STATUSES } from '../../../lib/statuses/shipment';
import { enumCheck } from '../enum-check';
import { user } from './auth';

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the customer's account is erased (LGPD): the record stays, without the person. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    trackingNumber: text('tracking_number').notNull().unique(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }).notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverEmail: text('receiver_email').notNull(),
    /** The carrier the goods were handed to, if any (staff set it), and its own tracking code. */
    carrier: text('carrier', { enum: CARRIERS }),
    /** The carrier's name when it is not one the site knows (carrier 'other'). */
    carrierName: text('carrier_name'),
    carrierCode: text('carrier_code'),
    /** Follows the newest shipment_events row (set by the database, never by the app). */
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default(INITIAL_SHIPMENT_STATUS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_user_created_idx').on(t.userId, t.createdAt),
    // The staff's list: every customer's shipments, newest first (and filtered by status).
    index('shipments_created_idx').on(t.createdAt),
    index('shipments_status_created_idx').on(t.status, t.createdAt),
    enumCheck('shipments_status_check', t.status, SHIPMENT_STATUSES),
    enumCheck('shipments_carrier_check', t.carrier, CARRIERS),
    // A carrier always comes with its code, and one the site does not know with its name.
    check('shipments_carrier_code_check', sql`(${t.carrier} IS NULL) = (${t.carrierCode} IS NULL)`),
    check('shipments_carrier_name_check', sql`${t.carrier} IS DISTINCT FROM 'other' OR ${t.carrierName} IS NOT NULL`),
  ],
);

/** Every status a shipment has had: where, why, when and by whom (null: the system). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    // A sequence, so events written in one transaction (same created_at) still sort in order.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    place: text('place'),
    note: text('note'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_events_shipment_idx').on(t.shipmentId, t.createdAt),
    enumCheck('shipment_events_status_check', t.status, SHIPMENT_STATUSES),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

// The customer's shipments: creating one (shipment, its first event, notification and
// confirmation email in one transaction), recording status changes as events, and the
// dashboard's reads, always scoped to one customer.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { defaultLocale, isLocale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { mintTrackingNumber, parseTrackingNumber } from '@/lib/tracking/tracking-number';
import {
  canMoveShipment,
  INITIAL_SHIPMENT_STATUS,
  SHIPMENT_STATUSES_NEEDING_REASON,
  type ShipmentStatus,
} from '@/lib/statuses/shipment';
import { submitOnce } from '@/server/forms/submissions';
import { db, type Database } from '@/server/db/client';
import { ERASED_EMAIL, ERASED_TEXT } from '@/server/db/redact';
import { containsPattern } from '@/server/db/search';
import { readPage } from '@/server/lists';
import { shipmentEvents, shipments, user } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { shipmentCreatedEmail } from './shipment-created.email';
import { refuse } from '@/server/refusal';
import type { CreateShipmentInput } from './shipment.schema';

export const RECENT_SHIPMENTS = 4;

/** Who creates the shipment: the signed-in user as the session gives it. */
export interface ShipmentOwner {
  id: string;
  email: string;
  name: string;
  locale?: unknown;
}

/** A fresh tracking number with its check symbol (src/lib/tracking/tracking-number.ts). */
export const generateTrackingNumber = () => mintTrackingNumber(randomInt);

/**
 * Stores a pending shipment with a fresh tracking number, its first event (by the customer), its
 * notification and the confirmation email to the account's address (the customer is the "you"
 * of 'Você receberá um email').
 */
export async function createShipment(owner: ShipmentOwner, input: CreateShipmentInput) {
  const locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
  const trackingNumber = generateTrackingNumber();
  // A retry with the same submission key returns the same shipment (keys are per customer).
  const { shipmentId } = await submitOnce(`shipments.create:${owner.id}`, input.submission, async (tx) => {
    const [row] = await tx
      .insert(shipments)
      .values({
        userId: owner.id,
        trackingNumber,
        origin: input.origin,
        destination: input.destination,
        weightKg: String(input.weight),
        senderName: input.senderName,
        senderEmail: input.senderEmail,
        receiverName: input.receiverName,
        receiverEmail: input.receiverEmail,
      })
      .returning();
    if (!row) throw new Error('createShipment: the insert returned no row');
    await tx.insert(shipmentEvents).values({ shipmentId: row.id, status: INITIAL_SHIPMENT_STATUS, actorId: owner.id });
    await notify(tx, owner.id, locale, {
      title: 'portal.notification.created',
      text: `${input.origin} → ${input.destination}`,
      params: { tracking: trackingNumber },
      link: localizePath(locale, '/dashboard/shipments'),
    });
    await enqueueMail(tx, shipmentCreatedEmail({ ...input, trackingNumber }, owner), {
      cause: { kind: 'shipment', id: row.id },
    });
    return { shipmentId: row.id };
  });
  const [shipment] = await db().select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) throw new Error('createShipment: the shipment just created is missing');
  return shipment;
}

export interface NewShipmentEvent {
  shipmentId: string;
  status: ShipmentStatus;
  place?: string | null;
  /** Why; required for an exception or a cancellation. */
  note?: string | null;
  /** The staff member (or customer) making the change; null for the system. */
  actorId?: string | null;
}

/**
 * Moves a shipment to `status` by recording the event, in the caller's transaction (so its
 * notification and email can go with it). The shipment row is locked first, so concurrent changes
 * apply one after the other. A move SHIPMENT_TRANSITIONS does not allow, or one without the reason
 * it needs, is refused. Callers have checked who may do this.
 */
export async function recordShipmentEvent(tx: Database, event: NewShipmentEvent) {
  const [current] = await tx
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.id, event.shipmentId))
    .for('update');
  if (!current) refuse('NOT_FOUND', 'shipmentOps.error.notFound');
  if (!canMoveShipment(current.status, event.status)) refuse('CONFLICT', 'shipmentOps.error.notAllowed');
  const note = event.note?.trim() || null;
  if (!note && SHIPMENT_STATUSES_NEEDING_REASON.includes(event.status)) {
    refuse('BAD_REQUEST', 'shipmentOps.error.reasonRequired');
  }
  const [row] = await tx
    .insert(shipmentEvents)
    .values({
      shipmentId: event.shipmentId,
      status: event.status,
      place: event.place?.trim() || null,
      note,
      actorId: event.actorId ?? null,
    })
    .returning();
  if (!row) throw new Error('recordShipmentEvent: the insert returned no row');
  return row;
}

/** The carrier a shipment was handed to and its code (all null: none), in the caller's transaction. */
export async function setShipmentCarrier(
  tx: Database,
  shipmentId: string,
  carrier: Pick<typeof shipments.$inferInsert, 'carrier' | 'carrierName' | 'carrierCode'>,
) {
  await tx.update(shipments).set(carrier).where(eq(shipments.id, shipmentId));
}

/**
 * For an erasure on request (LGPD), in its transaction: the customer's shipments stay for the
 * business's records, without the sender's and receiver's names and addresses. Their ids. Their
 * events stay as they are (append-only, a database trigger; written by staff or the system).
 */
export async function anonymiseCustomerShipments(tx: Database, userId: string): Promise<string[]> {
  const rows = await tx
    .update(shipments)
    .set({ senderName: ERASED_TEXT, senderEmail: ERASED_EMAIL, receiverName: ERASED_TEXT, receiverEmail: ERASED_EMAIL })
    .where(eq(shipments.userId, userId))
    .returning({ id: shipments.id });
  return rows.map((r) => r.id);
}

/** A shipment's history, newest first, with who made each change. Callers check access. */
export function listShipmentEvents(shipmentId: string) {
  return db()
    .select({
      id: shipmentEvents.id,
      status: shipmentEvents.status,
      place: shipmentEvents.place,
      note: shipmentEvents.note,
      createdAt: shipmentEvents.createdAt,
      actorId: shipmentEvents.actorId,
      actorName: user.name,
    })
    .from(shipmentEvents)
    .leftJoin(user, eq(user.id, shipmentEvents.actorId))
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(desc(shipmentEvents.createdAt), desc(shipmentEvents.id));
}

export type ShipmentEventView = Awaited<ReturnType<typeof listShipmentEvents>>[number];

/**
 * Which of the customer's shipments match `search`: the tracking number as people type it (see
 * parseTrackingNumber), or text in the tracking number, origin, destination or receiver's name.
 */
function customerShipments(userId: string, search = ''): SQL | undefined {
  const owned = eq(shipments.userId, userId);
  const q = search.trim();
  if (!q) return owned;
  const parsed = parseTrackingNumber(q);
  const like = containsPattern(q);
  return and(
    owned,
    or(
      parsed.ok ? eq(shipments.trackingNumber, parsed.trackingNumber) : undefined,
      ilike(shipments.trackingNumber, like),
      ilike(shipments.origin, like),
      ilike(shipments.destination, like),
      ilike(shipments.receiverName, like),
    ),
  );
}

// Newest first.
const NEWEST = [desc(shipments.createdAt), desc(shipments.id)];

/** The customer's latest shipments. */
export function listShipments(userId: string, { limit = RECENT_SHIPMENTS } = {}) {
  return db()
    .select()
    .from(shipments)
    .where(customerShipments(userId))
    .orderBy(...NEWEST)
    .limit(limit);
}

export type ShipmentRow = Awaited<ReturnType<typeof listShipments>>[number];

/** Page `page` of the customer's shipments matching `search` (all of them when blank), newest first. */
export function shipmentsPage(userId: string, search: string, page: number, pageSize: number) {
  return readPage({
    rows: db().select().from(shipments).$dynamic(),
    where: customerShipments(userId, search),
    orderBy: NEWEST,
    page,
    pageSize,
  });
}

async function countWhere(where: SQL | undefined) {
  const [row] = await db().select({ n: count() }).from(shipments).where(where);
  return row?.n ?? 0;
}

/** How many shipments the customer has. */
export const countShipments = (userId: string) => countWhere(customerShipments(userId));

const withStatus = (userId: string, status: ShipmentStatus) =>
  and(eq(shipments.userId, userId), eq(shipments.status, status));

/** Total = all, active = in transit, pending = awaiting approval (spec §2). */
export async function shipmentStats(userId: string) {
  const [total, active, pending] = await Promise.all([
    countShipments(userId),
    countWhere(withStatus(userId, 'in-transit')),
    countWhere(withStatus(userId, 'pending')),
  ]);
  return { total, active, pending };
}

// The customer's shipments: creating one (shipment, notification and confirmation email in one
// transaction) and the dashboard's reads, always scoped to one customer.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { translate } from '@/i18n/translate';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { config } from '@/server/config';
import { db } from '@/server/db/client';
import { notifications, shipments } from '@/server/db/schema';
import { enqueueMail, kickOutbox } from '@/server/mail';
import type { CreateShipmentInput } from './shipment.schema';

export const RECENT_SHIPMENTS = 4;
export const RECENT_NOTIFICATIONS = 3;

/** Who creates the shipment: the signed-in user as the session gives it. */
export interface ShipmentOwner {
  id: string;
  email: string;
  name: string;
  locale?: unknown;
}

// No 0/O or 1/I: tracking numbers are read out on the phone.
const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateTrackingNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return `PLP-${code}`;
}

function confirmationEmail(owner: ShipmentOwner, locale: Locale, input: CreateShipmentInput, tracking: string) {
  const url = `${config().publicSiteUrl}${localizePath(locale, '/dashboard')}`;
  return {
    to: owner.email,
    subject: translate(locale, 'portal.email.subject', { tracking }),
    text: translate(locale, 'portal.email.text', {
      name: owner.name,
      tracking,
      origin: input.origin,
      destination: input.destination,
      weight: input.weight,
      sender: `${input.senderName} <${input.senderEmail}>`,
      receiver: `${input.receiverName} <${input.receiverEmail}>`,
      url,
    }),
  };
}

/**
 * Stores a pending shipment with a fresh tracking number, its notification and the confirmation
 * email to the account's address (the customer is the "you" of 'Você receberá um email').
 */
export async function createShipment(owner: ShipmentOwner, input: CreateShipmentInput) {
  const locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
  const trackingNumber = generateTrackingNumber();
  const shipment = await db().transaction(async (tx) => {
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
    await tx.insert(notifications).values({
      userId: owner.id,
      title: translate(locale, 'portal.notification.created', { tracking: trackingNumber }),
      body: `${input.origin} → ${input.destination}`,
    });
    await enqueueMail(tx, confirmationEmail(owner, locale, input, trackingNumber));
    return row;
  });
  kickOutbox();
  return shipment;
}

/** The customer's shipments, newest first. */
export function listShipments(userId: string, limit = RECENT_SHIPMENTS, offset = 0) {
  return db()
    .select()
    .from(shipments)
    .where(eq(shipments.userId, userId))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit)
    .offset(offset);
}

export type ShipmentRow = Awaited<ReturnType<typeof listShipments>>[number];

async function countWhere(userId: string, status?: string) {
  const where = status ? and(eq(shipments.userId, userId), eq(shipments.status, status)) : eq(shipments.userId, userId);
  const [row] = await db().select({ n: count() }).from(shipments).where(where);
  return row?.n ?? 0;
}

/** How many shipments the customer has. */
export const countShipments = (userId: string) => countWhere(userId);

/** Total = all, active = in transit, pending = awaiting approval (spec §2). */
export async function shipmentStats(userId: string) {
  const [total, active, pending] = await Promise.all([
    countWhere(userId),
    countWhere(userId, 'in-transit'),
    countWhere(userId, 'pending'),
  ]);
  return { total, active, pending };
}

/** The customer's latest notifications, newest first. */
export function listNotifications(userId: string, limit = RECENT_NOTIFICATIONS) {
  return db()
    .select({ id: notifications.id, title: notifications.title, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

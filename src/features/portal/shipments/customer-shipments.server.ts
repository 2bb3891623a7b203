// One shipment as its customer sees it, and the one change a customer may make: cancelling it
// while it is pending. Every read and change is scoped to the owner, so another customer's
// shipment looks exactly like one that does not exist.
import { and, eq } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { translate } from '@/i18n/translate';
import { isUuid } from '@/lib/ids';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { db } from '@/server/db/client';
import { shipments } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { recordShipmentEvent } from './shipments.server';

/** The customer's page of a shipment (what notifications and emails link to). */
export const shipmentPath = (locale: Locale, id: string) => localizePath(locale, `/dashboard/shipments/${id}`);

/** The shipment `id` if `userId` owns it; undefined for another's, an unknown or a malformed id. */
export async function findCustomerShipment(userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.userId, userId)));
  return row;
}

/**
 * Cancels the customer's shipment if it is still pending: the event (with the customer's reason,
 * or a note that the customer cancelled it) and the customer's notification, in one transaction.
 * Another customer's shipment is refused exactly like one that does not exist.
 */
export async function cancelShipment(
  owner: { id: string },
  locale: Locale,
  shipmentId: string,
  reason?: string,
): Promise<void> {
  if (!isUuid(shipmentId)) refuse('NOT_FOUND', 'portal.cancel.notFound');
  return db().transaction(async (tx) => {
    const [shipment] = await tx
      .select({ status: shipments.status, trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(and(eq(shipments.id, shipmentId), eq(shipments.userId, owner.id)))
      .for('update');
    if (!shipment) refuse('NOT_FOUND', 'portal.cancel.notFound');
    if (shipment.status !== 'pending') refuse('CONFLICT', 'portal.cancel.notPending');
    await recordShipmentEvent(tx, {
      shipmentId,
      status: 'cancelled',
      note: reason?.trim() || translate(locale, 'portal.cancel.byCustomer'),
      actorId: owner.id,
    });
    await notify(tx, owner.id, locale, {
      title: 'portal.notification.cancelled',
      params: { tracking: shipment.trackingNumber },
      link: shipmentPath(locale, shipmentId),
    });
  });
}

// What the staff do to a shipment, each in one transaction: move it along (the event, the
// customer's notification and email, in the customer's language) and record its carrier, each with
// its audit entry. A shipment whose customer erased their account is still handled, telling no one.
// The one place a staff change happens; callers have checked the admin role.
import { eq } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { recordShipmentEvent, setShipmentCarrier } from '@/features/portal/shipments/shipments.server';
import { translate } from '@/i18n/translate';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { parseS10, type Carrier } from '@/lib/tracking/carrier-code';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { shipments, user } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import type { CarrierInput, MoveShipmentInput } from './shipment-operations.schema';
import { shipmentStatusEmail } from './shipment-status.email';

/**
 * The shipment and its customer (null once their account was erased), the shipment locked until
 * the transaction ends (changes apply one at a time).
 */
async function lockShipment(tx: Database, id: string) {
  const [row] = await tx
    .select({ shipment: shipments, customer: { id: user.id, name: user.name, email: user.email, locale: user.locale } })
    .from(shipments)
    .leftJoin(user, eq(user.id, shipments.userId))
    .where(eq(shipments.id, id))
    .for('update', { of: shipments });
  if (!row) refuse('NOT_FOUND', 'shipmentOps.error.notFound');
  return row;
}

type Locked = Awaited<ReturnType<typeof lockShipment>>;
type Customer = NonNullable<Locked['customer']>;

const customerLocale = (customer: Customer): Locale => (isLocale(customer.locale) ? customer.locale : defaultLocale);

/** The customer's page of the shipment, in their language. */
export const customerShipmentPath = (locale: Locale, shipmentId: string) =>
  localizePath(locale, `/dashboard/shipments/${shipmentId}`);

/**
 * Moves the shipment to `input.status` as `actor`: the event, the customer's notification and
 * email (none when the customer's account was erased), all or nothing. Refuses a move the flow
 * does not allow or without its reason (recordShipmentEvent), and one chosen on a page that showed
 * another status than the current one (stale: someone moved it meanwhile).
 */
export async function moveShipment(actor: AuditActor, input: MoveShipmentInput) {
  return db().transaction(async (tx) => {
    const locked = await lockShipment(tx, input.shipmentId);
    if (input.fromStatus && input.fromStatus !== locked.shipment.status) refuse('CONFLICT', 'shipmentOps.error.stale');
    const event = await recordShipmentEvent(tx, {
      shipmentId: input.shipmentId,
      status: input.status,
      place: input.place,
      note: input.note,
      actorId: actor.id,
    });
    await recordAudit(tx, {
      actor,
      action: 'shipment.move',
      subject: { kind: 'shipment', id: locked.shipment.id },
      before: { status: locked.shipment.status },
      after: { status: event.status, place: event.place, note: event.note },
    });
    const { shipment, customer } = locked;
    if (!customer) return event;
    const locale = customerLocale(customer);
    const path = customerShipmentPath(locale, shipment.id);
    await notify(tx, customer.id, locale, {
      title: `shipmentOps.notify.${input.status}`,
      text: [event.place, event.note].filter(Boolean).join(' — ') || null,
      params: { tracking: shipment.trackingNumber },
      link: path,
    });
    await enqueueMail(tx, shipmentStatusEmail({ shipment, event, page: path }, customer), {
      cause: { kind: 'shipment', id: shipment.id },
    });
    return event;
  });
}

interface CarrierColumns {
  carrier: Carrier | null;
  carrierName: string | null;
  carrierCode: string | null;
}

/** The columns as stored: Correios codes in their S10 form, nothing at all when there is no carrier. */
function carrierColumns(input: CarrierInput): CarrierColumns {
  if (!input.carrier || !input.carrierTracking) return { carrier: null, carrierName: null, carrierCode: null };
  if (input.carrier === 'correios') {
    // The schema has checked it; parseS10 gives its stored form (upper case, no spaces).
    return {
      carrier: 'correios',
      carrierName: null,
      carrierCode: parseS10(input.carrierTracking) ?? input.carrierTracking,
    };
  }
  return { carrier: 'other', carrierName: input.carrierName ?? null, carrierCode: input.carrierTracking };
}

/** 'Correios', or the other carrier's name, for the customer. */
export function carrierLabel(
  locale: Locale,
  columns: Pick<CarrierColumns, 'carrier' | 'carrierName'>,
): string | undefined {
  if (columns.carrier === 'correios') return translate(locale, 'shipmentOps.carrier.correios');
  return columns.carrierName ?? undefined;
}

/**
 * Records (or, with no carrier, clears) the carrier the shipment was handed to and its code. The
 * customer (unless their account was erased) is notified when a code is set or changes. A
 * cancelled shipment keeps what it has. Returns whether the shipment now has a carrier.
 */
export async function setCarrier(actor: AuditActor, input: CarrierInput): Promise<{ hasCarrier: boolean }> {
  return db().transaction(async (tx) => {
    const locked = await lockShipment(tx, input.shipmentId);
    if (locked.shipment.status === 'cancelled') refuse('CONFLICT', 'shipmentOps.error.cancelled');
    const next = carrierColumns(input);
    await setShipmentCarrier(tx, locked.shipment.id, next);
    const before = locked.shipment;
    const changed =
      next.carrier !== before.carrier ||
      next.carrierName !== before.carrierName ||
      next.carrierCode !== before.carrierCode;
    if (changed) {
      await recordAudit(tx, {
        actor,
        action: 'shipment.carrier',
        subject: { kind: 'shipment', id: locked.shipment.id },
        before: { carrier: before.carrier, carrierName: before.carrierName, carrierCode: before.carrierCode },
        after: { ...next },
      });
    }
    const { customer } = locked;
    if (next.carrierCode && changed && customer) {
      const locale = customerLocale(customer);
      await notify(tx, customer.id, locale, {
        title: 'shipmentOps.notify.carrier',
        params: {
          tracking: before.trackingNumber,
          // The Correios by their name in the reader's language; another carrier as staff wrote it.
          carrier: next.carrier === 'correios' ? { key: 'shipmentOps.carrier.correios' } : (next.carrierName ?? ''),
          code: next.carrierCode,
        },
        link: customerShipmentPath(locale, locked.shipment.id),
      });
    }
    return { hasCarrier: next.carrier !== null };
  });
}

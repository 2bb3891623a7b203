// What the customer's shipment page renders: the shipment's facts, its carrier, its timeline
// (newest first, local time in the site's time zone) and whether it can still be cancelled.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatWeight } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import { carrierTrackingUrl } from '@/lib/tracking/carrier-code';
import { findCustomerShipment } from './customer-shipments.server';
import { listShipmentEvents } from './shipments.server';

const DETAIL_KEYS = [
  'portal.detail.back',
  'portal.detail.status',
  'portal.detail.facts',
  'portal.detail.timeline',
  'portal.detail.carrier',
  'portal.detail.carrierLink',
  'portal.detail.place',
  'portal.detail.note',
  'portal.detail.noEvents',
  'portal.cancel.title',
  'portal.cancel.intro',
  'portal.cancel.reason',
  'portal.cancel.submit',
] as const satisfies readonly MessageKey[];

export type ShipmentDetailLabels = Record<(typeof DETAIL_KEYS)[number], string>;

/**
 * The timeline as each reader sees it: the staff with who made each change, the customer without,
 * the public tracking page without notes either.
 */
export function timelineView(
  events: Awaited<ReturnType<typeof listShipmentEvents>>,
  locale: Locale,
  { withNotes = true, withActors = false } = {},
) {
  return events.map((e) => ({
    id: e.id,
    status: e.status,
    statusLabel: translate(locale, shipmentStatusKey(e.status)),
    place: e.place,
    note: withNotes ? e.note : null,
    when: formatDateTime(e.createdAt, locale),
    iso: e.createdAt.toISOString(),
    ...(withActors ? { actor: e.actorName } : {}),
  }));
}

export type TimelineEntry = ReturnType<typeof timelineView>[number];

/** Props of the customer's page of shipment `id`; undefined when the customer has no such shipment. */
export async function shipmentDetailProps(user: { id: string }, locale: Locale, id: string) {
  const shipment = await findCustomerShipment(user.id, id);
  if (!shipment) return undefined;
  const t = (key: MessageKey) => translate(locale, key);
  const events = await listShipmentEvents(shipment.id);
  const carrier =
    shipment.carrier && shipment.carrierCode
      ? {
          name: shipment.carrier === 'other' ? (shipment.carrierName ?? '') : t('portal.carrier.correios'),
          code: shipment.carrierCode,
          url: carrierTrackingUrl(shipment.carrier, shipment.carrierCode),
        }
      : undefined;
  return {
    labels: pick(locale, DETAIL_KEYS),
    back: localizePath(locale, '/dashboard/shipments'),
    id: shipment.id,
    trackingNumber: shipment.trackingNumber,
    status: shipment.status,
    statusLabel: t(shipmentStatusKey(shipment.status)),
    facts: [
      { label: t('portal.recent.origin'), value: shipment.origin },
      { label: t('portal.recent.destination'), value: shipment.destination },
      { label: t('portal.detail.weight'), value: formatWeight(shipment.weightKg, locale) },
      { label: t('portal.detail.sender'), value: `${shipment.senderName} <${shipment.senderEmail}>` },
      { label: t('portal.detail.receiver'), value: `${shipment.receiverName} <${shipment.receiverEmail}>` },
      { label: t('portal.detail.created'), value: formatDateTime(shipment.createdAt, locale) },
    ],
    carrier,
    timeline: timelineView(events, locale),
    cancellable: shipment.status === 'pending',
  };
}

export type ShipmentDetailProps = NonNullable<Awaited<ReturnType<typeof shipmentDetailProps>>>;

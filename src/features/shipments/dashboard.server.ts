// What the portal's shipment tabs render: the Overview (stats, recent shipments, notifications)
// and the Shipments list, with every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { listNotifications } from '@/features/notifications/notifications.server';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import { countShipments, listShipments, shipmentStats, type ShipmentRow } from './shipments.server';

const TABLE_KEYS = [
  'portal.recent.tracking', 'portal.recent.origin', 'portal.recent.destination', 'portal.recent.status',
  'portal.recent.date', 'portal.recent.empty',
] as const satisfies readonly MessageKey[];

const OVERVIEW_KEYS = [
  ...TABLE_KEYS, 'portal.overview.title', 'portal.stats.total', 'portal.stats.active', 'portal.stats.pending',
  'portal.recent.title', 'portal.actions.createShipment', 'portal.notifications.title', 'portal.notifications.empty',
] as const satisfies readonly MessageKey[];

const LIST_KEYS = [
  ...TABLE_KEYS, 'portal.shipments.title', 'portal.shipments.previous', 'portal.shipments.next', 'portal.actions.createShipment',
] as const satisfies readonly MessageKey[];

export type TableLabels = Record<(typeof TABLE_KEYS)[number], string>;
export type OverviewLabels = Record<(typeof OVERVIEW_KEYS)[number], string>;
export type ShipmentListLabels = Record<(typeof LIST_KEYS)[number], string>;

/** Shipments per page of the Shipments tab. */
export const SHIPMENTS_PAGE_SIZE = 20;

/** '3 minutes ago' / 'há 3 minutos', in the largest unit that fits. */
export function relativeTime(date: Date, locale: Locale, now = Date.now()) {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60]];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

function tableRows(rows: ShipmentRow[], locale: Locale) {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'America/Fortaleza' });
  return rows.map((s) => ({
    id: s.id,
    trackingNumber: s.trackingNumber,
    origin: s.origin,
    destination: s.destination,
    status: s.status,
    statusLabel: translate(locale, shipmentStatusKey(s.status)),
    date: dateFormat.format(s.createdAt),
  }));
}

export type TableShipment = ReturnType<typeof tableRows>[number];

export async function dashboardProps(user: { id: string }, locale: Locale) {
  const [recent, stats, notes] = await Promise.all([listShipments(user.id), shipmentStats(user.id), listNotifications(user.id)]);
  return {
    labels: pick(locale, OVERVIEW_KEYS),
    createShipment: localizePath(locale, '/create-shipment'),
    stats,
    shipments: tableRows(recent, locale),
    notifications: notes.map((n) => ({ id: n.id, title: n.title, when: relativeTime(n.createdAt, locale), iso: n.createdAt.toISOString() })),
  };
}

/** The Shipments tab: page `page` (from 1) of all the customer's shipments, newest first. */
export async function shipmentListProps(user: { id: string }, locale: Locale, page: number) {
  const total = await countShipments(user.id);
  const pages = Math.max(1, Math.ceil(total / SHIPMENTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await listShipments(user.id, SHIPMENTS_PAGE_SIZE, (current - 1) * SHIPMENTS_PAGE_SIZE);
  const base = localizePath(locale, '/dashboard/shipments');
  const pageLink = (n: number) => (n === 1 ? base : `${base}?pagina=${n}`);
  return {
    labels: pick(locale, LIST_KEYS),
    createShipment: localizePath(locale, '/create-shipment'),
    countText: translate(locale, total === 1 ? 'portal.shipments.countOne' : 'portal.shipments.countOther', { count: total }),
    pagesText: pages > 1 ? translate(locale, 'portal.shipments.pages', { page: current, pages }) : undefined,
    previous: current > 1 ? pageLink(current - 1) : undefined,
    next: current < pages ? pageLink(current + 1) : undefined,
    shipments: tableRows(rows, locale),
  };
}

export type DashboardProps = Awaited<ReturnType<typeof dashboardProps>>;
export type ShipmentListProps = Awaited<ReturnType<typeof shipmentListProps>>;

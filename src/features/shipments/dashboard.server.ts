// What the portal's shipment tabs render: the Overview (stats, recent shipments, notifications)
// and the Shipments list, with every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { relativeTime } from '@/lib/relative-time';
import { notificationsPath } from '@/features/notifications/notifications-paths';
import { listNotifications } from '@/features/notifications/notifications.server';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import { reportDialogProps } from '@/features/reports/report-dialog.server';
import { shipmentPath } from './customer-shipments.server';
import { countShipments, listShipments, shipmentStats, type ShipmentRow } from './shipments.server';

const TABLE_KEYS = [
  'portal.recent.tracking',
  'portal.recent.origin',
  'portal.recent.destination',
  'portal.recent.status',
  'portal.recent.date',
  'portal.recent.empty',
  'portal.recent.details',
] as const satisfies readonly MessageKey[];

const SEARCH_KEYS = [
  'portal.search.label',
  'portal.search.hint',
  'portal.search.submit',
] as const satisfies readonly MessageKey[];

const OVERVIEW_KEYS = [
  ...TABLE_KEYS,
  'portal.overview.title',
  'portal.stats.total',
  'portal.stats.active',
  'portal.stats.pending',
  ...SEARCH_KEYS,
  'portal.recent.title',
  'portal.actions.createShipment',
  'portal.notifications.title',
  'portal.notifications.empty',
  'notifications.seeAll',
  'notifications.seeAllLabel',
  'portal.quick.title',
  'portal.quick.track',
] as const satisfies readonly MessageKey[];

const LIST_KEYS = [
  ...TABLE_KEYS,
  ...SEARCH_KEYS,
  'portal.shipments.title',
  'portal.shipments.previous',
  'portal.shipments.next',
  'portal.actions.createShipment',
  'portal.search.clear',
  'portal.search.empty',
] as const satisfies readonly MessageKey[];

export type TableLabels = Record<(typeof TABLE_KEYS)[number], string>;
export type OverviewLabels = Record<(typeof OVERVIEW_KEYS)[number], string>;
export type ShipmentListLabels = Record<(typeof LIST_KEYS)[number], string>;
export type SearchLabels = Record<(typeof SEARCH_KEYS)[number], string>;

/** The query parameter of the shipments search (the Overview's box and the Shipments tab). */
export const SEARCH_PARAM = 'busca';
const MAX_SEARCH_LENGTH = 100;

/** Shipments per page of the Shipments tab. */
export const SHIPMENTS_PAGE_SIZE = 20;

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
    href: shipmentPath(locale, s.id),
    detailsLabel: translate(locale, 'portal.recent.detailsOf', { tracking: s.trackingNumber }),
  }));
}

export type TableShipment = ReturnType<typeof tableRows>[number];

export async function dashboardProps(user: { id: string }, locale: Locale) {
  const [recent, stats, notes] = await Promise.all([
    listShipments(user.id),
    shipmentStats(user.id),
    listNotifications(user.id),
  ]);
  return {
    labels: pick(locale, OVERVIEW_KEYS),
    createShipment: localizePath(locale, '/create-shipment'),
    track: localizePath(locale, '/rastreamento'),
    search: { action: localizePath(locale, '/dashboard/shipments'), param: SEARCH_PARAM, query: '' },
    stats,
    shipments: tableRows(recent, locale),
    allNotifications: notificationsPath(locale),
    /** The Generate Report island's props (dashboard.astro renders it into the Quick Actions card). */
    reportDialog: reportDialogProps(locale),
    notifications: notes.map((n) => ({
      id: n.id,
      title: n.title,
      when: relativeTime(n.createdAt, locale),
      iso: n.createdAt.toISOString(),
    })),
  };
}

/** The Shipments tab: page `page` (from 1) of the customer's shipments matching `search`, newest first. */
export async function shipmentListProps(user: { id: string }, locale: Locale, params: URLSearchParams) {
  // Text beyond what anyone types into a search box is cut, not refused.
  const query = (params.get(SEARCH_PARAM) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const total = await countShipments(user.id, query);
  const pages = Math.max(1, Math.ceil(total / SHIPMENTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(Number(params.get('pagina') ?? 1)) || 1), pages);
  const rows = await listShipments(user.id, {
    limit: SHIPMENTS_PAGE_SIZE,
    offset: (current - 1) * SHIPMENTS_PAGE_SIZE,
    search: query,
  });
  const base = localizePath(locale, '/dashboard/shipments');
  const pageLink = (n: number) => {
    const link = new URLSearchParams();
    if (query) link.set(SEARCH_PARAM, query);
    if (n > 1) link.set('pagina', String(n));
    return link.size ? `${base}?${link}` : base;
  };
  const count = (one: MessageKey, other: MessageKey) =>
    translate(locale, total === 1 ? one : other, { count: total, query });
  return {
    labels: pick(locale, LIST_KEYS),
    createShipment: localizePath(locale, '/create-shipment'),
    search: { action: base, param: SEARCH_PARAM, query },
    countText: query
      ? count('portal.search.resultsOne', 'portal.search.resultsOther')
      : count('portal.shipments.countOne', 'portal.shipments.countOther'),
    pagesText: pages > 1 ? translate(locale, 'portal.shipments.pages', { page: current, pages }) : undefined,
    previous: current > 1 ? pageLink(current - 1) : undefined,
    next: current < pages ? pageLink(current + 1) : undefined,
    shipments: tableRows(rows, locale),
  };
}

export type DashboardProps = Awaited<ReturnType<typeof dashboardProps>>;
export type ShipmentListProps = Awaited<ReturnType<typeof shipmentListProps>>;

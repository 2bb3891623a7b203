// What the portal's shipment tabs render: the Overview (stats, recent shipments, notifications)
// and the Shipments list, with every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { relativeTime } from '@/lib/relative-time';
import { notificationText } from '@/features/portal/notifications/notification-text.server';
import { notificationsPath } from '@/features/portal/notifications/notifications-paths.server';
import { listNotifications } from '@/features/portal/notifications/notifications.server';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import { reportDialogProps } from '@/features/portal/reports/report-dialog.server';
import { defineList, searchText } from '@/server/lists';
import { shipmentPath } from './customer-shipments.server';
import { listShipments, shipmentsPage, shipmentStats, type ShipmentRow } from './shipments.server';

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
  'portal.actions.createShipment',
  'portal.search.clear',
  'portal.search.empty',
] as const satisfies readonly MessageKey[];

export type TableLabels = Record<(typeof TABLE_KEYS)[number], string>;
export type OverviewLabels = Record<(typeof OVERVIEW_KEYS)[number], string>;
export type ShipmentListLabels = Record<(typeof LIST_KEYS)[number], string>;
export type SearchLabels = Record<(typeof SEARCH_KEYS)[number], string>;

/** The Shipments tab: ?busca= (also the Overview's search box) and ?pagina=. */
const shipmentList = defineList({
  path: '/dashboard/shipments',
  // Text beyond what anyone types into a search box is cut, not refused.
  params: { busca: searchText() },
  messages: {
    countOne: 'portal.shipments.countOne',
    countOther: 'portal.shipments.countOther',
    pages: 'portal.shipments.pages',
    previous: 'portal.shipments.previous',
    next: 'portal.shipments.next',
  },
});
const SEARCH_PARAM = 'busca';

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
    search: { action: shipmentList.href(locale), param: SEARCH_PARAM, query: '' },
    stats,
    shipments: tableRows(recent, locale),
    allNotifications: notificationsPath(locale),
    /** The Generate Report island's props (dashboard.astro renders it into the Quick Actions card). */
    reportDialog: reportDialogProps(locale),
    notifications: notes.map((n) => ({
      id: n.id,
      title: notificationText(n, locale).title,
      when: relativeTime(n.createdAt, locale),
      iso: n.createdAt.toISOString(),
    })),
  };
}

/** The Shipments tab at `params`: a page of the customer's shipments matching the search, newest first. */
export async function shipmentListProps(user: { id: string }, locale: Locale, search: URLSearchParams) {
  const params = shipmentList.read(search);
  const query = params.busca ?? '';
  const page = await shipmentsPage(user.id, query, params.pagina, SHIPMENTS_PAGE_SIZE);
  const action = shipmentList.href(locale);
  return {
    labels: pick(locale, LIST_KEYS),
    createShipment: localizePath(locale, '/create-shipment'),
    search: { action, param: SEARCH_PARAM, query },
    ...shipmentList.view(
      locale,
      page,
      params,
      query ? { one: 'portal.search.resultsOne', other: 'portal.search.resultsOther', params: { query } } : undefined,
    ),
    shipments: tableRows(page.rows, locale),
  };
}

export type DashboardProps = Awaited<ReturnType<typeof dashboardProps>>;
export type ShipmentListProps = Awaited<ReturnType<typeof shipmentListProps>>;

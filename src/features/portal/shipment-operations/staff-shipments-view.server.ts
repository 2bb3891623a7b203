// Props for the staff's shipment pages, built from the request and the queries, with every label,
// date and number already in the page's language (dates in the site's time zone).
import { timelineView } from '@/features/portal/shipments/shipment-detail.server';
import { formatWeight } from '@/lib/format';
import { listShipmentEvents } from '@/features/portal/shipments/shipments.server';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import {
  isFinalShipmentStatus,
  SHIPMENT_STATUSES,
  SHIPMENT_TRANSITIONS,
  type ShipmentStatus,
} from '@/lib/statuses/shipment';
import { carrierTrackingUrl } from '@/lib/tracking/carrier-code';
import { calendarDay, defineList, oneOf, queryText, searchText } from '@/server/lists';
import type { ShipmentFilters } from './shipment-filters';
import { carrierLabel } from './shipment-operations.server';
import {
  getStaffShipment,
  staffShipmentsPage,
  type StaffShipment,
  type StaffShipmentRow,
} from './staff-shipments.server';

const LIST_KEYS = [
  'shipmentOps.list.title',
  'shipmentOps.list.intro',
  'shipmentOps.list.empty',
  'shipmentOps.list.open',
  'shipmentOps.filter.q',
  'shipmentOps.filter.qPlaceholder',
  'shipmentOps.filter.customer',
  'shipmentOps.filter.customerPlaceholder',
  'shipmentOps.filter.status',
  'shipmentOps.filter.anyStatus',
  'shipmentOps.filter.from',
  'shipmentOps.filter.to',
  'shipmentOps.col.tracking',
  'shipmentOps.col.customer',
  'shipmentOps.col.route',
  'shipmentOps.col.status',
  'shipmentOps.col.created',
  'shipmentOps.col.updated',
  'shipmentOps.col.details',
] as const satisfies readonly MessageKey[];

const DETAIL_KEYS = [
  'shipmentOps.detail.back',
  'shipmentOps.detail.data',
  'shipmentOps.detail.status',
  'shipmentOps.detail.customer',
  'shipmentOps.detail.customerShipments',
  'shipmentOps.detail.origin',
  'shipmentOps.detail.destination',
  'shipmentOps.detail.weight',
  'shipmentOps.detail.sender',
  'shipmentOps.detail.receiver',
  'shipmentOps.detail.carrier',
  'shipmentOps.detail.noCarrier',
  'shipmentOps.detail.carrierLink',
  'shipmentOps.detail.created',
  'shipmentOps.detail.updated',
  'shipmentOps.timeline.title',
  'shipmentOps.timeline.place',
  'shipmentOps.timeline.note',
  'shipmentOps.timeline.by',
  'shipmentOps.timeline.unknownActor',
  'shipmentOps.move.title',
  'shipmentOps.carrier.title',
  'shipmentOps.carrier.intro',
  'common.erasedAccount',
] as const satisfies readonly MessageKey[];

export type StaffListLabels = Record<(typeof LIST_KEYS)[number], string>;
export type StaffDetailLabels = Record<(typeof DETAIL_KEYS)[number], string>;

const statusLabel = (locale: Locale, status: ShipmentStatus) => translate(locale, shipmentStatusKey(status));

function listRow(row: StaffShipmentRow, locale: Locale) {
  return {
    id: row.id,
    href: localizePath(locale, `/admin/shipments/${row.id}`),
    openLabel: translate(locale, 'shipmentOps.list.openLabel', { tracking: row.trackingNumber }),
    trackingNumber: row.trackingNumber,
    // Null once the customer's account was erased: the shipment's history is kept without the person.
    customerName: row.customerName ?? translate(locale, 'common.erasedAccount'),
    customerEmail: row.customerEmail ?? '',
    route: `${row.origin} → ${row.destination}`,
    status: row.status,
    statusLabel: statusLabel(locale, row.status),
    created: formatDateTime(row.createdAt, locale),
    updated: formatDateTime(row.updatedAt, locale),
  };
}

export type StaffListRow = ReturnType<typeof listRow>;

/** The staff's list: ?q=&cliente=&status=&de=&ate=&pagina=. */
export const staffShipmentList = defineList({
  path: '/admin/shipments',
  params: {
    q: searchText(200),
    cliente: searchText(200),
    status: oneOf(SHIPMENT_STATUSES),
    de: calendarDay(),
    ate: calendarDay(),
  },
  messages: {
    countOne: 'shipmentOps.list.countOne',
    countOther: 'shipmentOps.list.countOther',
    pages: 'shipmentOps.list.pages',
    previous: 'shipmentOps.list.previous',
    next: 'shipmentOps.list.next',
    filter: 'shipmentOps.filter.label',
  },
});

// What the page says of a value it could not use (and ignored).
const IGNORED = {
  status: 'shipmentOps.filter.badStatus',
  de: 'shipmentOps.filter.badFrom',
  ate: 'shipmentOps.filter.badTo',
} as const satisfies Record<string, MessageKey>;

/** The staff list at `url`: its filters (bad values dropped and reported), one page of results. */
export async function staffListProps(url: URL, locale: Locale) {
  const params = staffShipmentList.read(url.searchParams);
  const filters: ShipmentFilters = {
    query: params.q,
    customer: params.cliente,
    status: params.status,
    from: params.de,
    to: params.ate,
  };
  const ignored = (Object.keys(IGNORED) as (keyof typeof IGNORED)[]).filter(
    (name) => params[name] === undefined && (queryText(url.searchParams, name) ?? '') !== '',
  );
  const page = await staffShipmentsPage(filters, params.pagina, staffShipmentList.cursor(params));
  return {
    labels: pick(locale, LIST_KEYS),
    filters,
    statusOptions: SHIPMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(locale, s) })),
    problems: ignored.map((name) => translate(locale, IGNORED[name])),
    ...staffShipmentList.view(locale, page, params),
    rows: page.rows.map((row) => listRow(row, locale)),
  };
}

export type StaffListProps = Awaited<ReturnType<typeof staffListProps>>;

/** The customer and a link to their shipments; null once their account was erased (the page says so). */
function customerView(customer: StaffShipment['customer'], locale: Locale) {
  if (!customer) return null;
  return {
    name: customer.name,
    email: customer.email,
    shipmentsHref: staffShipmentList.href(locale, { cliente: customer.email }),
  };
}

/** Everything about one shipment for its staff page, or null when there is no such shipment. */
export async function staffDetailProps(id: string, locale: Locale) {
  const found = await getStaffShipment(id);
  if (!found) return null;
  const { shipment: s, customer } = found;
  const events = await listShipmentEvents(s.id);
  const carrier =
    s.carrier && s.carrierCode
      ? { label: carrierLabel(locale, s) ?? '', code: s.carrierCode, url: carrierTrackingUrl(s.carrier, s.carrierCode) }
      : null;
  return {
    labels: pick(locale, DETAIL_KEYS),
    title: translate(locale, 'shipmentOps.detail.title', { tracking: s.trackingNumber }),
    backHref: staffShipmentList.href(locale),
    id: s.id,
    trackingNumber: s.trackingNumber,
    status: s.status,
    statusLabel: statusLabel(locale, s.status),
    customer: customerView(customer, locale),
    origin: s.origin,
    destination: s.destination,
    weight: formatWeight(s.weightKg, locale),
    sender: { name: s.senderName, email: s.senderEmail },
    receiver: { name: s.receiverName, email: s.receiverEmail },
    carrier,
    carrierValues: { carrier: s.carrier ?? '', carrierName: s.carrierName ?? '', carrierTracking: s.carrierCode ?? '' },
    created: formatDateTime(s.createdAt, locale),
    updated: formatDateTime(s.updatedAt, locale),
    closedText: isFinalShipmentStatus(s.status)
      ? translate(locale, 'shipmentOps.move.closed', { status: statusLabel(locale, s.status) })
      : undefined,
    currentText: translate(locale, 'shipmentOps.move.current', { status: statusLabel(locale, s.status) }),
    moveOptions: SHIPMENT_TRANSITIONS[s.status].map((to) => ({ value: to, label: statusLabel(locale, to) })),
    // The customer's timeline, plus who made each change (staff see names, customers do not).
    events: timelineView(events, locale, { withActors: true }),
  };
}

export type StaffDetailProps = NonNullable<Awaited<ReturnType<typeof staffDetailProps>>>;

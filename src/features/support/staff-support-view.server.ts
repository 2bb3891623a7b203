// Props for the staff's support pages: every customer's requests, filtered (?status=&q=&pagina=;
// the open ones by default), and one request's conversation with its customer.
import { pick, translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { SUPPORT_STATUSES, type SupportStatus } from '@/lib/statuses/support';
import { siteConfig } from '@/server/site-config';
import {
  countStaffRequests,
  findStaffRequest,
  listRequestMessages,
  listStaffRequests,
  type StaffRequestFilters,
} from './support-queries.server';
import { staffRequestPath } from './support.server';
import { messageView, pageParam, paging, requestView, SUPPORT_KEYS } from './support-view.server';

const DEFAULT_STATUS: SupportStatus = 'open';

/** Filters from the query string; anything unknown is ignored, and 'all' lifts the status filter. */
function staffFilters(params: URLSearchParams): StaffRequestFilters {
  const status = params.get('status') ?? DEFAULT_STATUS;
  return {
    status: SUPPORT_STATUSES.includes(status as SupportStatus) ? (status as SupportStatus) : undefined,
    query: params.get('q')?.normalize('NFC').trim().slice(0, 100) || undefined,
  };
}

function filtersQuery(filters: StaffRequestFilters, page: number) {
  const q = new URLSearchParams({ status: filters.status ?? 'all' });
  if (filters.query) q.set('q', filters.query);
  if (page > 1) q.set('pagina', String(page));
  return `?${q}`;
}

const customerText = (row: { customerName: string | null; customerEmail: string | null }, locale: Locale) =>
  row.customerName ? `${row.customerName} · ${row.customerEmail}` : translate(locale, 'support.admin.erased');

/** The staff's list at `url`. */
export async function staffSupportProps(url: URL, locale: Locale) {
  const filters = staffFilters(url.searchParams);
  const base = localizePath(locale, '/admin/support');
  const total = await countStaffRequests(filters);
  const { offset, pager } = paging(
    locale,
    total,
    pageParam(url.searchParams),
    (n) => `${base}${filtersQuery(filters, n)}`,
  );
  const rows = await listStaffRequests(filters, offset);
  return {
    labels: pick(locale, SUPPORT_KEYS),
    action: base,
    filters: { status: filters.status ?? 'all', query: filters.query ?? '' },
    statusOptions: SUPPORT_STATUSES.map((s) => ({ value: s, label: translate(locale, `support.status.${s}`) })),
    countText: translate(locale, total === 1 ? 'support.list.countOne' : 'support.list.countOther', { count: total }),
    clearHref: filters.query || filters.status !== DEFAULT_STATUS ? base : undefined,
    rows: rows.map((row) => ({
      ...requestView(row, locale, staffRequestPath(locale, row.id)),
      customer: customerText(row, locale),
    })),
    pager,
  };
}

export type StaffSupportProps = Awaited<ReturnType<typeof staffSupportProps>>;

/** The staff's page of request `id`; undefined when there is none. */
export async function staffThreadProps(id: string, locale: Locale) {
  const request = await findStaffRequest(id);
  if (!request) return undefined;
  const messages = await listRequestMessages(request.id);
  const company = siteConfig().name;
  const customer = request.customerName ?? translate(locale, 'support.admin.erased');
  return {
    labels: pick(locale, SUPPORT_KEYS),
    request: requestView(request, locale, staffRequestPath(locale, request.id)),
    customer: customerText(request, locale),
    backHref: localizePath(locale, '/admin/support'),
    shipment:
      request.shipmentId && request.trackingNumber
        ? { tracking: request.trackingNumber, href: localizePath(locale, `/admin/shipments/${request.shipmentId}`) }
        : undefined,
    // Each reply under the company's name, with who on the staff wrote it.
    messages: messages.map((m) =>
      messageView(m, locale, m.fromStaff ? [company, m.authorName].filter(Boolean).join(' · ') : customer),
    ),
  };
}

export type StaffThreadProps = NonNullable<Awaited<ReturnType<typeof staffThreadProps>>>;

// Props for the staff's support pages: every customer's requests, filtered (?status=&q=&pagina=;
// the open ones by default), and one request's conversation with its customer.
import { pick, translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { SUPPORT_STATUSES } from '@/lib/statuses/support';
import { defineList, oneOf, searchText } from '@/server/lists';
import { siteConfig } from '@/server/site-config';
import {
  findStaffRequest,
  listRequestMessages,
  staffRequestsPage,
  type StaffRequestFilters,
} from './support-queries.server';
import { staffRequestPath } from './support.server';
import { messageView, requestView, SUPPORT_KEYS } from './support-view.server';

/** The staff's list: ?status=&q=&pagina=; the open requests by default, `all` for every status. */
const staffList = defineList({
  path: '/admin/support',
  params: {
    // Anything unknown shows every status, as `all` does.
    status: oneOf([...SUPPORT_STATUSES, 'all'], { absent: 'open', invalid: 'all' }),
    q: searchText(),
  },
  messages: {
    countOne: 'support.list.countOne',
    countOther: 'support.list.countOther',
    pages: 'support.list.pages',
    previous: 'support.list.previous',
    next: 'support.list.next',
    filter: 'support.filter.label',
  },
});

const customerText = (row: { customerName: string | null; customerEmail: string | null }, locale: Locale) =>
  row.customerName ? `${row.customerName} · ${row.customerEmail}` : translate(locale, 'support.admin.erased');

/** The staff's list at `url`. */
export async function staffSupportProps(url: URL, locale: Locale) {
  const params = staffList.read(url.searchParams);
  const filters: StaffRequestFilters = { status: params.status === 'all' ? undefined : params.status, query: params.q };
  const page = await staffRequestsPage(filters, params.pagina);
  return {
    labels: pick(locale, SUPPORT_KEYS),
    filters: { status: params.status, query: params.q ?? '' },
    statusOptions: SUPPORT_STATUSES.map((s) => ({ value: s, label: translate(locale, `support.status.${s}`) })),
    ...staffList.view(locale, page, params),
    rows: page.rows.map((row) => ({
      ...requestView(row, locale, staffRequestPath(locale, row.id)),
      customer: customerText(row, locale),
    })),
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

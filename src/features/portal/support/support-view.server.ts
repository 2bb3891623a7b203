// Props for the customer's support pages (the channels, the new-request form, their requests and
// one request's conversation), every label and date already in the page's language; and the
// pieces the staff's pages share with them.
import { listShipments } from '@/features/portal/shipments/shipments.server';
import { shipmentPath } from '@/features/portal/shipments/customer-shipments.server';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { SUPPORT_CATEGORIES } from '@/lib/statuses/support';
import { loginRedirect } from '@/server/guards';
import { siteConfig } from '@/server/site-config';
import { defineList } from '@/server/lists';
import {
  customerRequestsPage,
  findCustomerRequest,
  listRequestMessages,
  type ListedRequest,
  type RequestMessage,
} from './support-queries.server';
import { customerRequestPath } from './support.server';

export const SUPPORT_KEYS = [
  'support.portal.title',
  'support.portal.intro',
  'support.channels.title',
  'support.signIn.text',
  'support.signIn.link',
  'support.new.title',
  'support.new.subject',
  'support.new.category',
  'support.new.chooseCategory',
  'support.new.message',
  'support.new.shipment',
  'support.new.noShipment',
  'support.new.optional',
  'support.new.submit',
  'support.list.title',
  'support.list.empty',
  'support.col.subject',
  'support.col.category',
  'support.col.status',
  'support.col.updated',
  'support.col.customer',
  'support.col.shipment',
  'support.col.created',
  'support.thread.back',
  'support.thread.messages',
  'support.thread.title',
  'support.thread.message',
  'support.thread.reopenHint',
  'support.thread.send',
  'support.thread.closedText',
  'support.admin.title',
  'support.admin.intro',
  'support.admin.back',
  'support.admin.replyTitle',
  'support.admin.reply',
  'support.admin.replyHint',
  'support.admin.send',
  'support.admin.close',
  'support.admin.closedText',
  'support.admin.empty',
  'support.filter.label',
  'support.filter.status',
  'support.filter.anyStatus',
  'support.filter.q',
] as const satisfies readonly MessageKey[];

export type SupportLabels = Record<(typeof SUPPORT_KEYS)[number], string>;

/** The ways to reach the business, from the site's configuration. */
export function supportChannels(locale: Locale) {
  const site = siteConfig();
  const t = (key: MessageKey) => translate(locale, key);
  return [
    { key: 'phone', label: t('support.channels.phone'), text: formatPhone(site.phone), href: `tel:${site.phone}` },
    {
      key: 'whatsapp',
      label: t('support.channels.whatsapp'),
      text: formatPhone(site.whatsapp),
      href: `https://wa.me/${site.whatsapp.replace(/\D/g, '')}`,
    },
    { key: 'email', label: t('support.channels.email'), text: site.email, href: `mailto:${site.email}` },
    {
      key: 'hours',
      label: t('support.channels.hours'),
      text: translate(locale, 'support.channels.hoursValue', site.hours),
      href: undefined,
    },
  ];
}

export type SupportChannel = ReturnType<typeof supportChannels>[number];

/** One request as a list shows it; `href` is its page for the reader (customer or staff). */
export function requestView(row: ListedRequest, locale: Locale, href: string) {
  return {
    id: row.id,
    subject: row.subject,
    categoryLabel: translate(locale, `support.category.${row.category}`),
    status: row.status,
    statusLabel: translate(locale, `support.status.${row.status}`),
    created: formatDateTime(row.createdAt, locale),
    updated: formatDateTime(row.updatedAt, locale),
    trackingNumber: row.trackingNumber ?? undefined,
    href,
  };
}

export type RequestView = ReturnType<typeof requestView>;

/** One message of a conversation; `author` is how the reader knows who wrote it. */
export function messageView(message: RequestMessage, locale: Locale, author: string) {
  return {
    id: message.id,
    fromStaff: message.fromStaff,
    author,
    body: message.body,
    when: formatDateTime(message.createdAt, locale),
    iso: message.createdAt.toISOString(),
  };
}

export type MessageView = ReturnType<typeof messageView>;

/** The Support page for a visitor: the channels, and the way in to open a request. */
export function publicSupportProps(locale: Locale, pathname: string) {
  return {
    labels: pick(locale, SUPPORT_KEYS),
    channels: supportChannels(locale),
    signInHref: loginRedirect(locale, pathname),
  };
}

export type PublicSupportProps = ReturnType<typeof publicSupportProps>;

/** The customer's requests on the Support page: ?pagina=. */
const customerList = defineList({
  path: '/support',
  params: {},
  messages: { pages: 'support.list.pages', previous: 'support.list.previous', next: 'support.list.next' },
});

/** The Support page for a signed-in customer at `url`: the channels, the form, a page of their requests. */
export async function customerSupportProps(userId: string, url: URL, locale: Locale) {
  const params = customerList.read(url.searchParams);
  const [page, shipments] = await Promise.all([
    customerRequestsPage(userId, params.pagina),
    listShipments(userId, { limit: 200 }),
  ]);
  return {
    labels: pick(locale, SUPPORT_KEYS),
    channels: supportChannels(locale),
    categoryOptions: SUPPORT_CATEGORIES.map((c) => ({ value: c, label: translate(locale, `support.category.${c}`) })),
    shipmentOptions: shipments.map((s) => ({ value: s.id, label: `${s.trackingNumber} · ${s.destination}` })),
    rows: page.rows.map((row) => requestView(row, locale, customerRequestPath(locale, row.id))),
    ...customerList.view(locale, page, params),
  };
}

export type CustomerSupportProps = Awaited<ReturnType<typeof customerSupportProps>>;

/** The customer's page of their request `id`; undefined for any other id (another customer's included). */
export async function customerThreadProps(userId: string, id: string, locale: Locale) {
  const request = await findCustomerRequest(userId, id);
  if (!request) return undefined;
  const messages = await listRequestMessages(request.id);
  const company = siteConfig().name;
  const you = translate(locale, 'support.thread.you');
  return {
    labels: pick(locale, SUPPORT_KEYS),
    request: requestView(request, locale, customerRequestPath(locale, request.id)),
    backHref: localizePath(locale, '/support'),
    shipment:
      request.shipmentId && request.trackingNumber
        ? { tracking: request.trackingNumber, href: shipmentPath(locale, request.shipmentId) }
        : undefined,
    // The staff answer as the company, never as a person.
    messages: messages.map((m) => messageView(m, locale, m.fromStaff ? company : you)),
  };
}

export type CustomerThreadProps = NonNullable<Awaited<ReturnType<typeof customerThreadProps>>>;

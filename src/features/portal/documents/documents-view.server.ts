// Props for the document pages, with every label, date and size already in the page's language.
import { desc, eq } from 'drizzle-orm';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, documentShortId } from '@/lib/statuses/document';
import { documentStatusKey } from '@/lib/statuses/labels';
import { db } from '@/server/db/client';
import { shipments } from '@/server/db/schema';
import { defineList, listParams, oneOf, searchText } from '@/server/lists';
import { staffDocumentsPage, type StaffDocumentFilters } from './document-review.server';
import { listCustomerDocuments, type ListedDocument } from './documents.server';
import { INLINE_KINDS } from './file-content';

export const DOCUMENT_KEYS = [
  'documents.portal.title',
  'documents.portal.intro',
  'documents.tabs.label',
  'documents.tab.mine',
  'documents.tab.templates',
  'documents.upload.title',
  'documents.upload.file',
  'documents.upload.fileHint',
  'documents.upload.type',
  'documents.upload.shipment',
  'documents.upload.noShipment',
  'documents.upload.submit',
  'documents.upload.submitting',
  'documents.upload.progress',
  'documents.search.label',
  'documents.search.placeholder',
  'documents.search.submit',
  'documents.search.clear',
  'documents.col.id',
  'documents.col.name',
  'documents.col.type',
  'documents.col.date',
  'documents.col.status',
  'documents.col.actions',
  'documents.col.customer',
  'documents.col.shipment',
  'documents.col.size',
  'documents.action.view',
  'documents.action.download',
  'documents.action.delete',
  'documents.empty',
  'documents.emptySearch',
  'documents.admin.title',
  'documents.admin.intro',
  'documents.filter.status',
  'documents.filter.anyStatus',
  'documents.filter.customer',
  'documents.filter.q',
  'documents.list.empty',
  'documents.review.verify',
  'documents.review.reject',
  'documents.review.reason',
] as const satisfies readonly MessageKey[];

export type DocumentLabels = Record<(typeof DOCUMENT_KEYS)[number], string>;

/** The messages the upload island may show (its schema's and its action's). */
export const UPLOAD_MESSAGE_KEYS = [
  'documents.error.fileRequired',
  'documents.error.tooLarge',
  'documents.error.kind',
  'documents.error.type',
  'documents.error.shipment',
  'documents.upload.failed',
  'documents.upload.failedTitle',
] as const satisfies readonly MessageKey[];

export const documentFileHref = (id: string, download = false) =>
  `/api/documents/${id}${download ? '?download=1' : ''}`;

function formatSize(bytes: number, locale: Locale) {
  const kb = bytes / 1024;
  const [value, unit] = kb >= 1024 ? [kb / 1024, 'MB'] : [Math.max(kb, 0.1), 'KB'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

function rowView(row: ListedDocument & { customerName?: string; customerEmail?: string }, locale: Locale) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  return {
    id: row.id,
    shortId: documentShortId(row.id),
    name: row.name,
    typeLabel: t(`documents.type.${row.documentType}`),
    date: formatDateTime(row.createdAt, locale),
    status: row.status,
    statusLabel: t(documentStatusKey(row.status)),
    rejectReason: row.rejectReason ? t('documents.rejectedBecause', { reason: row.rejectReason }) : undefined,
    size: formatSize(row.sizeBytes, locale),
    trackingNumber: row.trackingNumber ?? undefined,
    viewHref: INLINE_KINDS.includes(row.contentType) ? documentFileHref(row.id) : undefined,
    downloadHref: documentFileHref(row.id, true),
    viewLabel: t('documents.action.viewNamed', { name: row.name }),
    downloadLabel: t('documents.action.downloadNamed', { name: row.name }),
    deleteLabel: t('documents.action.deleteNamed', { name: row.name }),
    customer: row.customerName ? `${row.customerName} · ${row.customerEmail}` : undefined,
  };
}

export type DocumentRowView = ReturnType<typeof rowView>;

/** The customer's shipments a document may belong to, newest first. */
async function shipmentOptions(userId: string) {
  const rows = await db()
    .select({ id: shipments.id, trackingNumber: shipments.trackingNumber, destination: shipments.destination })
    .from(shipments)
    .where(eq(shipments.userId, userId))
    .orderBy(desc(shipments.createdAt))
    .limit(200);
  return rows.map((s) => ({ value: s.id, label: `${s.trackingNumber} · ${s.destination}` }));
}

const typeOptions = (locale: Locale) =>
  DOCUMENT_TYPES.map((type) => ({ value: type, label: translate(locale, `documents.type.${type}`) }));

/** The My Documents tab, shown whole: ?busca= searches by name or type. */
const customerList = listParams('/dashboard/documents', { busca: searchText() });

/** The My Documents tab at `url`: every document of the customer matching the search. */
export async function customerDocumentsProps(userId: string, url: URL, locale: Locale) {
  const params = customerList.read(url.searchParams);
  const query = params.busca;
  const page = customerList.href(locale);
  const [rows, shipmentChoices] = await Promise.all([
    listCustomerDocuments(userId, query, locale),
    shipmentOptions(userId),
  ]);
  return {
    labels: pick(locale, DOCUMENT_KEYS),
    tabs: documentTabs(locale, 'mine'),
    search: {
      action: page,
      param: 'busca',
      query: query ?? '',
      clearHref: customerList.filtered(params) ? page : undefined,
    },
    typeOptions: typeOptions(locale),
    shipmentOptions: shipmentChoices,
    rows: rows.map((row) => rowView(row, locale)),
    emptyText: translate(locale, query ? 'documents.emptySearch' : 'documents.empty'),
  };
}

export type CustomerDocumentsProps = Awaited<ReturnType<typeof customerDocumentsProps>>;

export function documentTabs(locale: Locale, current: 'mine' | 'templates') {
  return [
    {
      key: 'mine',
      href: localizePath(locale, '/dashboard/documents'),
      label: translate(locale, 'documents.tab.mine'),
      current: current === 'mine',
    },
    {
      key: 'templates',
      href: localizePath(locale, '/dashboard/documents/templates'),
      label: translate(locale, 'documents.tab.templates'),
      current: current === 'templates',
    },
  ];
}

/** The staff's list: ?status=&cliente=&q=&pagina=; what awaits review by default, `all` for every status. */
const staffList = defineList({
  path: '/admin/documents',
  params: {
    // Anything unknown shows every status, as `all` does.
    status: oneOf([...DOCUMENT_STATUSES, 'all'], { absent: 'pending', invalid: 'all' }),
    cliente: searchText(),
    q: searchText(),
  },
  messages: {
    countOne: 'documents.list.countOne',
    countOther: 'documents.list.countOther',
    pages: 'documents.list.pages',
    previous: 'documents.list.previous',
    next: 'documents.list.next',
    filter: 'documents.filter.label',
  },
});

/** The staff's documents page at `url`: filters and one page of documents. */
export async function staffDocumentsProps(url: URL, locale: Locale) {
  const params = staffList.read(url.searchParams);
  const filters: StaffDocumentFilters = {
    status: params.status === 'all' ? undefined : params.status,
    customer: params.cliente,
    query: params.q,
  };
  const page = await staffDocumentsPage(filters, locale, params.pagina);
  return {
    labels: pick(locale, DOCUMENT_KEYS),
    filters: { status: params.status, customer: params.cliente ?? '', query: params.q ?? '' },
    statusOptions: DOCUMENT_STATUSES.map((s) => ({ value: s, label: translate(locale, documentStatusKey(s)) })),
    ...staffList.view(locale, page, params),
    rows: page.rows.map((row) => rowView(row, locale)),
  };
}

export type StaffDocumentsProps = Awaited<ReturnType<typeof staffDocumentsProps>>;

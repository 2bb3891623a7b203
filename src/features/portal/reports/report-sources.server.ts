// Where each report's rows come from. A source names its columns and yields the rows of one
// customer (or every customer, for staff) in the range, read in pages of PAGE_SIZE with a keyset
// cursor so a 10,000-row report never sits in memory at once. Every type the request schema
// names has its entry here: the endpoint, the writers and the dialog follow them.
import { and, asc, eq, gt, gte, lt, lte, or, type Column, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { chargeState } from '@/lib/statuses/charge';
import { siteToday } from '@/lib/format';
import { documentShortId } from '@/lib/statuses/document';
import { MAX_DOCUMENT_BYTES } from '@/lib/upload-limits';
import { MAX_CHARGE_CENTS, MAX_WEIGHT_KG } from '@/lib/value-limits';
import { chargeStateKey, documentStatusKey, shipmentStatusKey } from '@/lib/statuses/labels';
import { db } from '@/server/db/client';
import { charges, documents, shipments } from '@/server/db/schema';
import type { ReportType } from './report-request.schema';
import type { ResolvedRange } from './report-range';

export const PAGE_SIZE = 1000;

/** How a writer shows a cell: text; a calendar day ('yyyy-MM-dd'); an instant; a number; centavos. */
export type ColumnKind = 'text' | 'day' | 'instant' | 'number' | 'money';
export type Cell = string | number | Date | null;
export interface ReportColumn {
  label: MessageKey;
  kind: ColumnKind;
  /** The widest value the column may hold (its limit): a number or amount column is sized to it. */
  widest?: Cell;
}

export interface ReportQuery {
  /** The customer whose rows are read; undefined only for staff reporting on every customer. */
  userId: string | undefined;
  range: ResolvedRange;
  locale: Locale;
  now: Date;
}

export interface ReportSource {
  title: MessageKey;
  columns: ReportColumn[];
  rows(query: ReportQuery): AsyncGenerator<Cell[]>;
}

/** Every page of `read`, each starting after the last row of the one before. */
async function* paged<R>(read: (after: R | undefined) => Promise<R[]>): AsyncGenerator<R> {
  let after: R | undefined;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < PAGE_SIZE) return;
    after = page.at(-1);
  }
}

/** Rows after `last` in (`sort`, `id`) order: the keyset cursor of the next page. */
function afterRow<V>(sort: Column, id: Column, last: { sort: V; id: string } | undefined): SQL | undefined {
  return last ? or(gt(sort, last.sort), and(eq(sort, last.sort), gt(id, last.id))) : undefined;
}

/** How a source's rows are paged: whose they are, the range column (an instant or a day) and the tie-break. */
interface Keyset {
  user: Column;
  sort: Column;
  by: 'instant' | 'day';
  id: Column;
}

/** One page's filter: the customer's rows (every customer's for staff) in the range, after `last`. */
function pageWhere(keys: Keyset, { userId, range }: ReportQuery, last: { sort: unknown; id: string } | undefined) {
  const inRange =
    keys.by === 'day'
      ? [gte(keys.sort, range.firstDay), lte(keys.sort, range.lastDay)]
      : [gte(keys.sort, range.start), lt(keys.sort, range.end)];
  const mine = userId === undefined ? undefined : eq(keys.user, userId);
  return and(mine, ...inRange, afterRow(keys.sort, keys.id, last));
}

const pageOrder = (keys: Keyset) => [asc(keys.sort), asc(keys.id)];

const shipmentKeys: Keyset = { user: shipments.userId, sort: shipments.createdAt, by: 'instant', id: shipments.id };
const chargeKeys: Keyset = { user: charges.userId, sort: charges.dueDate, by: 'day', id: charges.id };
const documentKeys: Keyset = { user: documents.userId, sort: documents.createdAt, by: 'instant', id: documents.id };

const shipmentsSource: ReportSource = {
  title: 'reports.type.shipments',
  columns: [
    { label: 'reports.col.tracking', kind: 'text' },
    { label: 'reports.col.created', kind: 'instant' },
    { label: 'reports.col.origin', kind: 'text' },
    { label: 'reports.col.destination', kind: 'text' },
    { label: 'reports.col.weight', kind: 'number', widest: MAX_WEIGHT_KG - 0.001 },
    { label: 'reports.col.status', kind: 'text' },
    { label: 'reports.col.lastChange', kind: 'instant' },
    { label: 'reports.col.receiver', kind: 'text' },
  ],
  async *rows(query) {
    const { locale } = query;
    const rows = paged<typeof shipments.$inferSelect>((after) =>
      db()
        .select()
        .from(shipments)
        .where(pageWhere(shipmentKeys, query, after && { sort: after.createdAt, id: after.id }))
        .orderBy(...pageOrder(shipmentKeys))
        .limit(PAGE_SIZE),
    );
    for await (const s of rows) {
      yield [
        s.trackingNumber,
        s.createdAt,
        s.origin,
        s.destination,
        Number(s.weightKg),
        translate(locale, shipmentStatusKey(s.status)),
        s.updatedAt,
        s.receiverName,
      ];
    }
  },
};

const paymentsSource: ReportSource = {
  title: 'reports.type.payments',
  columns: [
    { label: 'reports.col.description', kind: 'text' },
    { label: 'reports.col.amount', kind: 'money', widest: MAX_CHARGE_CENTS },
    { label: 'reports.col.dueDate', kind: 'day' },
    { label: 'reports.col.state', kind: 'text' },
    { label: 'reports.col.paidOn', kind: 'day' },
    { label: 'reports.col.method', kind: 'text' },
  ],
  async *rows(query) {
    const { locale } = query;
    const today = siteToday(query.now);
    const rows = paged<typeof charges.$inferSelect>((after) =>
      db()
        .select()
        .from(charges)
        .where(pageWhere(chargeKeys, query, after && { sort: after.dueDate, id: after.id }))
        .orderBy(...pageOrder(chargeKeys))
        .limit(PAGE_SIZE),
    );
    for await (const c of rows) {
      const method = c.paymentMethod ? translate(locale, `charges.method.${c.paymentMethod}`) : null;
      yield [
        c.description,
        c.amountCents,
        c.dueDate,
        translate(locale, chargeStateKey(chargeState(c.status, c.dueDate, today))),
        c.paidOn,
        method,
      ];
    }
  },
};

/** Bytes as kilobytes with one decimal (a 1-byte file still shows 0.1, not 0). */
const kilobytes = (bytes: number) => Math.max(0.1, Math.round(bytes / 102.4) / 10);

/** One page of documents with their shipment's tracking number, oldest first, after `after`. */
function readDocuments(query: ReportQuery, after?: { createdAt: Date; id: string }) {
  return db()
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.documentType,
      createdAt: documents.createdAt,
      status: documents.status,
      sizeBytes: documents.sizeBytes,
      tracking: shipments.trackingNumber,
    })
    .from(documents)
    .leftJoin(shipments, eq(shipments.id, documents.shipmentId))
    .where(pageWhere(documentKeys, query, after && { sort: after.createdAt, id: after.id }))
    .orderBy(...pageOrder(documentKeys))
    .limit(PAGE_SIZE);
}
type DocumentReportRow = Awaited<ReturnType<typeof readDocuments>>[number];

const documentsSource: ReportSource = {
  title: 'reports.type.documents',
  columns: [
    { label: 'reports.col.documentId', kind: 'text' },
    { label: 'reports.col.name', kind: 'text' },
    { label: 'reports.col.docType', kind: 'text' },
    { label: 'reports.col.uploaded', kind: 'instant' },
    { label: 'reports.col.status', kind: 'text' },
    { label: 'reports.col.size', kind: 'number', widest: kilobytes(MAX_DOCUMENT_BYTES) },
    { label: 'reports.col.shipment', kind: 'text' },
  ],
  async *rows(query) {
    const { locale } = query;
    const rows = paged<DocumentReportRow>((after) => readDocuments(query, after));
    for await (const d of rows) {
      yield [
        documentShortId(d.id),
        d.name,
        translate(locale, `documents.type.${d.type}`),
        d.createdAt,
        translate(locale, documentStatusKey(d.status)),
        kilobytes(d.sizeBytes),
        d.tracking,
      ];
    }
  },
};

export const REPORT_SOURCES: Record<ReportType, ReportSource> = {
  shipments: shipmentsSource,
  payments: paymentsSource,
  documents: documentsSource,
};

// The staff's side of documents: the list waiting for review (or any status, any customer), and
// the review itself: verified or rejected with a reason, told to the customer by a notification
// and an email in their language, all in one transaction with the change and its audit entry.
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { DocumentStatus } from '@/lib/statuses/document';
import { documentStatusKey } from '@/lib/statuses/labels';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { documents, shipments, user } from '@/server/db/schema';
import { containsPattern } from '@/server/db/search';
import { readPage } from '@/server/lists';
import { enqueueMail } from '@/server/mail';
import { documentReviewEmail } from './document-review.email';
import { refuse } from '@/server/refusal';
import type { ReviewDocumentInput } from './document.schema';
import { documentSearch, listedDocument } from './documents.server';

export const DOCUMENTS_PAGE_SIZE = 20;

/** The customer's Documents tab in their language. */
export const customerDocumentsPath = (locale: Locale) => localizePath(locale, '/dashboard/documents');

/** Marks a document waiting for review verified or rejected as `staff`, and tells its owner. */
export async function reviewDocument(staff: AuditActor, input: ReviewDocumentInput) {
  return db().transaction(async (tx) => {
    const [found] = await tx
      .select({ doc: documents, owner: { email: user.email, name: user.name, locale: user.locale } })
      .from(documents)
      .innerJoin(user, eq(user.id, documents.userId))
      .where(eq(documents.id, input.documentId))
      .for('update', { of: documents });
    if (!found) refuse('NOT_FOUND', 'documents.error.notFound');
    if (found.doc.status !== 'pending') refuse('CONFLICT', 'documents.error.notPending');
    const rejected = input.decision === 'rejected';
    const change = { status: input.decision, rejectReason: rejected ? (input.reason ?? null) : null };
    await tx
      .update(documents)
      .set({ ...change, reviewedBy: staff.id, reviewedAt: new Date() })
      .where(eq(documents.id, input.documentId));
    await recordAudit(tx, {
      actor: staff,
      action: rejected ? 'document.reject' : 'document.verify',
      subject: { kind: 'document', id: found.doc.id },
      before: { status: found.doc.status },
      after: change,
    });
    const locale: Locale = isLocale(found.owner.locale) ? found.owner.locale : defaultLocale;
    await notify(tx, found.doc.userId, locale, {
      title: 'documents.notify.title',
      body: rejected ? 'documents.notify.rejectedBody' : null,
      params: {
        name: found.doc.name,
        status: { key: documentStatusKey(input.decision) },
        ...(rejected ? { reason: input.reason ?? '' } : {}),
      },
      link: customerDocumentsPath(locale),
    });
    const review = { document: found.doc, decision: input, page: customerDocumentsPath(locale) };
    const email = documentReviewEmail(review, found.owner);
    await enqueueMail(tx, email, { cause: { kind: 'document', id: found.doc.id } });
  });
}

export interface StaffDocumentFilters {
  status?: DocumentStatus;
  customer?: string;
  query?: string;
}

function staffWhere(filters: StaffDocumentFilters, locale: Locale) {
  return and(
    filters.status ? eq(documents.status, filters.status) : undefined,
    filters.customer
      ? or(ilike(user.name, containsPattern(filters.customer)), ilike(user.email, containsPattern(filters.customer)))
      : undefined,
    documentSearch(filters.query, locale),
  );
}

/** Page `page` of every customer's documents matching the filters, newest first. */
export function staffDocumentsPage(filters: StaffDocumentFilters, locale: Locale, page: number) {
  return readPage({
    rows: db()
      .select({ ...listedDocument, customerName: user.name, customerEmail: user.email })
      .from(documents)
      .innerJoin(user, eq(user.id, documents.userId))
      .leftJoin(shipments, eq(shipments.id, documents.shipmentId))
      .$dynamic(),
    where: staffWhere(filters, locale),
    orderBy: [desc(documents.createdAt), desc(documents.id)],
    page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  });
}

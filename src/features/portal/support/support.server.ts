// What customers and staff do to support requests, each in one transaction with what it causes:
// a new request or a customer's message is emailed to the support address (in Portuguese, for the
// staff); a staff reply notifies the customer and emails them in their language. Callers have
// checked the role (requireUser / requireAdmin); a customer only ever reaches their own requests.
// Each staff change writes its audit entry in the same transaction.
import { and, eq, inArray, or } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { SupportCategory } from '@/lib/statuses/support';
import { recordAudit, type AuditActor } from '@/server/audit';
import { config } from '@/server/config';
import { db, type Database } from '@/server/db/client';
import { ERASED_TEXT, scrubSet } from '@/server/db/redact';
import { shipments, supportMessages, supportRequests, user } from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { supportReplyEmail } from './support-reply.email';
import { STAFF_LOCALE, supportRequestEmail } from './support-request.email';
import type { CloseRequestInput, NewRequestInput, RequestMessageInput } from './support.schema';

/** How much of a reply the notification shows. */
const EXCERPT_LENGTH = 200;

/** The customer's page of a request, in their language (what notifications and emails link to). */
export const customerRequestPath = (locale: Locale, id: string) => localizePath(locale, `/support/${id}`);

/** The staff's page of a request. */
export const staffRequestPath = (locale: Locale, id: string) => localizePath(locale, `/admin/support/${id}`);

export interface SupportCustomer {
  id: string;
  name: string;
  email: string;
}

interface RequestFacts {
  id: string;
  subject: string;
  category: SupportCategory;
  tracking: string | null;
}

/** The email telling the support address of a new request (`new`) or a customer's new message. */
const staffEmail = (kind: 'new' | 'message', request: RequestFacts, customer: SupportCustomer, message: string) =>
  supportRequestEmail(
    { kind, request, customer, message, page: staffRequestPath(STAFF_LOCALE, request.id) },
    config().supportNotifyTo,
  );

const excerpt = (text: string) => {
  const chars = [...text];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : text;
};

/** The tracking number of `customerId`'s shipment `shipmentId`, or a refusal. */
async function ownShipmentTracking(tx: Database, customerId: string, shipmentId: string) {
  const [found] = await tx
    .select({ tracking: shipments.trackingNumber })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.userId, customerId)));
  if (!found) refuse('BAD_REQUEST', 'support.error.shipment');
  return found.tracking;
}

/** Stores a customer's request and its first message, and emails the support address; once per submission. */
export async function createRequest(customer: SupportCustomer, input: NewRequestInput) {
  return submitOnce('support.create', input.submission, async (tx) => {
    const tracking = input.shipmentId ? await ownShipmentTracking(tx, customer.id, input.shipmentId) : null;
    const [row] = await tx
      .insert(supportRequests)
      .values({
        userId: customer.id,
        subject: input.subject,
        category: input.category,
        shipmentId: input.shipmentId ?? null,
      })
      .returning({ id: supportRequests.id, subject: supportRequests.subject, category: supportRequests.category });
    if (!row) throw new Error('createRequest: the insert returned no row');
    await tx
      .insert(supportMessages)
      .values({ requestId: row.id, authorId: customer.id, fromStaff: false, body: input.message });
    await enqueueMail(tx, staffEmail('new', { ...row, tracking }, customer, input.message), {
      cause: { kind: 'support', id: row.id },
    });
    return { id: row.id };
  });
}

/** Request `requestId` (only `ownerId`'s, when given), locked until the transaction ends; never a closed one. */
async function lockOpenRequest(tx: Database, requestId: string, ownerId?: string) {
  const [found] = await tx
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      category: supportRequests.category,
      status: supportRequests.status,
      userId: supportRequests.userId,
      tracking: shipments.trackingNumber,
      owner: { name: user.name, email: user.email, locale: user.locale },
    })
    .from(supportRequests)
    .leftJoin(shipments, eq(shipments.id, supportRequests.shipmentId))
    .leftJoin(user, eq(user.id, supportRequests.userId))
    .where(
      and(eq(supportRequests.id, requestId), ownerId === undefined ? undefined : eq(supportRequests.userId, ownerId)),
    )
    .for('update', { of: supportRequests });
  if (!found) refuse('NOT_FOUND', 'support.error.notFound');
  if (found.status === 'closed') refuse('CONFLICT', 'support.error.closed');
  return found;
}

async function addMessage(
  tx: Database,
  requestId: string,
  message: typeof supportMessages.$inferInsert,
  status: 'open' | 'answered',
) {
  await tx.insert(supportMessages).values(message);
  await tx.update(supportRequests).set({ status, updatedAt: new Date() }).where(eq(supportRequests.id, requestId));
}

/** The customer writes again on their own request (open again if it was answered); the staff are emailed. */
export async function addCustomerMessage(customer: SupportCustomer, input: RequestMessageInput) {
  return submitOnce('support.message', input.submission, async (tx) => {
    const request = await lockOpenRequest(tx, input.requestId, customer.id);
    await addMessage(
      tx,
      request.id,
      { requestId: request.id, authorId: customer.id, fromStaff: false, body: input.message },
      'open',
    );
    await enqueueMail(tx, staffEmail('message', request, customer, input.message), {
      cause: { kind: 'support', id: request.id },
    });
    return { id: request.id };
  });
}

/** The staff's reply: the request becomes answered and its customer is told (notification and email). */
export async function replyToRequest(staff: AuditActor, input: RequestMessageInput) {
  return submitOnce('support.reply', input.submission, async (tx) => {
    const request = await lockOpenRequest(tx, input.requestId);
    await addMessage(
      tx,
      request.id,
      { requestId: request.id, authorId: staff.id, fromStaff: true, body: input.message },
      'answered',
    );
    await recordAudit(tx, {
      actor: staff,
      action: 'support.reply',
      subject: { kind: 'support', id: request.id },
      before: { status: request.status },
      after: { status: 'answered' },
    });
    // An erased account keeps its requests, without anyone to tell.
    if (request.userId && request.owner) {
      const locale: Locale = isLocale(request.owner.locale) ? request.owner.locale : defaultLocale;
      await notify(tx, request.userId, locale, {
        title: 'support.notify.title',
        text: excerpt(input.message),
        params: { subject: request.subject },
        link: customerRequestPath(locale, request.id),
      });
      const reply = { request, message: input.message, page: customerRequestPath(locale, request.id) };
      await enqueueMail(tx, supportReplyEmail(reply, request.owner), {
        cause: { kind: 'support', id: request.id },
      });
    }
    return { id: request.id };
  });
}

/** The staff close a request that is done; a closed request takes no more messages. */
export async function closeRequest(staff: AuditActor, input: CloseRequestInput) {
  await db().transaction(async (tx) => {
    const request = await lockOpenRequest(tx, input.requestId);
    await tx
      .update(supportRequests)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(eq(supportRequests.id, request.id));
    await recordAudit(tx, {
      actor: staff,
      action: 'support.close',
      subject: { kind: 'support', id: request.id },
      before: { status: request.status },
      after: { status: 'closed' },
    });
  });
}

/**
 * For an erasure on request (LGPD), in its transaction: the customer's support requests stay,
 * without the person: their subjects and the customer's own messages replaced, their names and
 * addresses (`pattern`, a PostgreSQL regular expression) taken out of the staff's replies. Their ids.
 */
export async function anonymiseCustomerSupport(tx: Database, userId: string, pattern: string | undefined) {
  const requests = await tx
    .update(supportRequests)
    .set({ subject: ERASED_TEXT })
    .where(eq(supportRequests.userId, userId))
    .returning({ id: supportRequests.id });
  const requestIds = requests.map((r) => r.id);
  const theirs = or(
    eq(supportMessages.authorId, userId),
    requestIds.length > 0
      ? and(inArray(supportMessages.requestId, requestIds), eq(supportMessages.fromStaff, false))
      : undefined,
  );
  await tx.update(supportMessages).set({ body: ERASED_TEXT }).where(theirs);
  if (pattern && requestIds.length > 0) {
    const reply = scrubSet({ body: supportMessages.body }, pattern);
    await tx
      .update(supportMessages)
      .set(reply.set)
      .where(and(inArray(supportMessages.requestId, requestIds), reply.where));
  }
  return requestIds;
}

// What the support pages read: a customer's own requests (another's id looks like an unknown one),
// the staff's filtered list, and the messages of one request, oldest first.
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { SupportStatus } from '@/lib/statuses/support';
import { db } from '@/server/db/client';
import { shipments, supportMessages, supportRequests, user } from '@/server/db/schema';
import { containsPattern } from '@/server/db/search';
import { readPage } from '@/server/lists';

export const SUPPORT_PAGE_SIZE = 20;

const listed = {
  id: supportRequests.id,
  subject: supportRequests.subject,
  category: supportRequests.category,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
  shipmentId: supportRequests.shipmentId,
  trackingNumber: shipments.trackingNumber,
};

const mine = (userId: string) => eq(supportRequests.userId, userId);

// The most recently active first.
const byActivity = [desc(supportRequests.updatedAt), desc(supportRequests.id)];

/** Page `page` of the customer's requests. */
export function customerRequestsPage(userId: string, page: number) {
  return readPage({
    rows: db()
      .select(listed)
      .from(supportRequests)
      .leftJoin(shipments, eq(shipments.id, supportRequests.shipmentId))
      .$dynamic(),
    where: mine(userId),
    orderBy: byActivity,
    page,
    pageSize: SUPPORT_PAGE_SIZE,
  });
}

export type ListedRequest = Awaited<ReturnType<typeof customerRequestsPage>>['rows'][number];

/** Request `id` if `userId` owns it; undefined for another's, an unknown or a malformed id. */
export async function findCustomerRequest(userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select(listed)
    .from(supportRequests)
    .leftJoin(shipments, eq(shipments.id, supportRequests.shipmentId))
    .where(and(eq(supportRequests.id, id), mine(userId)));
  return row;
}

export interface StaffRequestFilters {
  status?: SupportStatus;
  /** Part of the subject, or of the customer's name or email. */
  query?: string;
}

function staffWhere(filters: StaffRequestFilters) {
  const like = filters.query ? containsPattern(filters.query) : undefined;
  return and(
    filters.status ? eq(supportRequests.status, filters.status) : undefined,
    like ? or(ilike(supportRequests.subject, like), ilike(user.name, like), ilike(user.email, like)) : undefined,
  );
}

const withCustomer = { ...listed, customerName: user.name, customerEmail: user.email };

/** Page `page` of every customer's requests matching the filters. */
export function staffRequestsPage(filters: StaffRequestFilters, page: number) {
  return readPage({
    rows: db()
      .select(withCustomer)
      .from(supportRequests)
      .leftJoin(user, eq(user.id, supportRequests.userId))
      .leftJoin(shipments, eq(shipments.id, supportRequests.shipmentId))
      .$dynamic(),
    where: staffWhere(filters),
    orderBy: byActivity,
    page,
    pageSize: SUPPORT_PAGE_SIZE,
  });
}

/** Request `id` with its customer, for the staff; undefined when there is none. */
export async function findStaffRequest(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select(withCustomer)
    .from(supportRequests)
    .leftJoin(user, eq(user.id, supportRequests.userId))
    .leftJoin(shipments, eq(shipments.id, supportRequests.shipmentId))
    .where(eq(supportRequests.id, id));
  return row;
}

/** The request's messages, oldest first, with each author's name (null once an account is erased). */
export function listRequestMessages(requestId: string) {
  return db()
    .select({
      id: supportMessages.id,
      fromStaff: supportMessages.fromStaff,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      authorName: user.name,
    })
    .from(supportMessages)
    .leftJoin(user, eq(user.id, supportMessages.authorId))
    .where(eq(supportMessages.requestId, requestId))
    .orderBy(asc(supportMessages.createdAt));
}

export type RequestMessage = Awaited<ReturnType<typeof listRequestMessages>>[number];

// The staff's reads of every customer's shipments: the filtered list (a page at a time) and one
// shipment with its customer. Callers have checked the admin role.
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import { parseTrackingNumber } from '@/lib/tracking/tracking-number';
import { db } from '@/server/db/client';
import { containsPattern as contains } from '@/server/db/search';
import { shipments, user } from '@/server/db/schema';
import { readPage } from '@/server/lists';
import { parseDay, startOfDay } from '@/lib/calendar-day';
import type { ShipmentFilters } from './shipment-filters';

/** Shipments per page of the staff list. */
export const STAFF_PAGE_SIZE = 20;

function searchCondition(query: string): SQL | undefined {
  const like = contains(query);
  const conditions = [
    ilike(shipments.trackingNumber, like),
    ilike(shipments.origin, like),
    ilike(shipments.destination, like),
    ilike(shipments.senderName, like),
    ilike(shipments.receiverName, like),
  ];
  // A full tracking number typed any way people type it (lower case, spaces, no prefix).
  const tracking = parseTrackingNumber(query);
  if (tracking.ok) conditions.push(eq(shipments.trackingNumber, tracking.trackingNumber));
  return or(...conditions);
}

function whereOf(filters: ShipmentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(shipments.status, filters.status));
  if (filters.customer) {
    const like = contains(filters.customer);
    conditions.push(or(ilike(user.name, like), ilike(user.email, like)));
  }
  if (filters.query) conditions.push(searchCondition(filters.query));
  const from = filters.from ? parseDay(filters.from) : undefined;
  if (from) conditions.push(gte(shipments.createdAt, startOfDay(from)));
  const to = filters.to ? parseDay(filters.to) : undefined;
  // Up to the end of that day: before the next one begins.
  if (to) conditions.push(lt(shipments.createdAt, startOfDay([to[0], to[1], to[2] + 1])));
  return and(...conditions);
}

const listColumns = {
  id: shipments.id,
  trackingNumber: shipments.trackingNumber,
  origin: shipments.origin,
  destination: shipments.destination,
  status: shipments.status,
  createdAt: shipments.createdAt,
  updatedAt: shipments.updatedAt,
  customerName: user.name,
  customerEmail: user.email,
};

/** Page `page` of the shipments matching `filters`, newest first. */
export function staffShipmentsPage(filters: ShipmentFilters, page: number, pageSize = STAFF_PAGE_SIZE) {
  return readPage({
    rows: db()
      .select(listColumns)
      .from(shipments)
      .leftJoin(user, eq(user.id, shipments.userId))
      .where(whereOf(filters))
      .$dynamic(),
    orderBy: [desc(shipments.createdAt), desc(shipments.id)],
    page,
    pageSize,
  });
}

export type StaffShipmentRow = Awaited<ReturnType<typeof staffShipmentsPage>>['rows'][number];

/**
 * One shipment with its customer (null once the customer's account was erased: the shipment stays),
 * or null (also for an id that cannot be one: PostgreSQL would throw).
 */
export async function getStaffShipment(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ shipment: shipments, customer: { id: user.id, name: user.name, email: user.email, locale: user.locale } })
    .from(shipments)
    .leftJoin(user, eq(user.id, shipments.userId))
    .where(eq(shipments.id, id));
  return row ?? null;
}

export type StaffShipment = NonNullable<Awaited<ReturnType<typeof getStaffShipment>>>;

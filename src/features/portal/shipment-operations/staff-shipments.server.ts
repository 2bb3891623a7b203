// The staff's reads of every customer's shipments: the filtered list (a page at a time) and one
// shipment with its customer. Callers have checked the admin role.
import { and, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import { parseTrackingNumber } from '@/lib/tracking/tracking-number';
import { db } from '@/server/db/client';
import { matchesText } from '@/server/db/search';
import { shipments, user } from '@/server/db/schema';
import { readPage, type Cursor } from '@/server/lists';
import { parseDay, startOfDay } from '@/lib/calendar-day';
import type { ShipmentFilters } from './shipment-filters';

/** Shipments per page of the staff list. */
export const STAFF_PAGE_SIZE = 20;

function searchCondition(query: string): SQL | undefined {
  const conditions = [
    matchesText(
      [shipments.trackingNumber, shipments.origin, shipments.destination, shipments.senderName, shipments.receiverName],
      query,
    ),
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
    // The customers first (user_search_idx), then their shipments (shipments_user_created_idx).
    const customers = db()
      .select({ id: user.id })
      .from(user)
      .where(matchesText([user.name, user.email], filters.customer));
    conditions.push(inArray(shipments.userId, customers));
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

/** The page of shipments matching `filters`, newest first, that `page` or `cursor` (a keyset page) asks for. */
export function staffShipmentsPage(
  filters: ShipmentFilters,
  page: number,
  cursor: Cursor = {},
  pageSize = STAFF_PAGE_SIZE,
) {
  return readPage({
    rows: db().select(listColumns).from(shipments).leftJoin(user, eq(user.id, shipments.userId)).$dynamic(),
    where: whereOf(filters),
    orderBy: [desc(shipments.createdAt), desc(shipments.id)],
    page,
    pageSize,
    keyset: { table: shipments, time: shipments.createdAt, id: shipments.id, cursor, idOf: (row) => row.id },
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

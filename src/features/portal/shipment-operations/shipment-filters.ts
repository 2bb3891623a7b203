// The staff list's filters (staff-shipments-view.server.ts reads them from the query string); its
// days are days in the site's time zone (src/lib/calendar-day.ts).
import type { ShipmentStatus } from '@/lib/statuses/shipment';

export interface ShipmentFilters {
  /** Tracking number, origin, destination, sender or receiver name. */
  query?: string;
  /** The customer's name or email. */
  customer?: string;
  status?: ShipmentStatus;
  /** Created on or after this day ('2026-11-23'). */
  from?: string;
  /** Created on or before this day. */
  to?: string;
}

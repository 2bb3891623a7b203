// The staff list's filters (staff-shipments-view.server.ts reads them from the query string), and
// the days they name as instants: dates are days in the site's time zone.
import { SITE_TIME_ZONE } from '@/lib/format';
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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a real calendar day written as YYYY-MM-DD; else undefined. */
export function parseDay(value: string): [number, number, number] | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? [y, m, d] : undefined;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (instant % 1000));
}

/** The instant a day begins in `timeZone` (day overflow rolls on: day 32 is the next month's 1st). */
export function startOfDay([y, m, d]: [number, number, number], timeZone = SITE_TIME_ZONE): Date {
  const wallMidnight = Date.UTC(y, m - 1, d);
  const first = wallMidnight - zoneOffset(wallMidnight, timeZone);
  const second = wallMidnight - zoneOffset(first, timeZone);
  // Where the clocks change near midnight (summer time) one guess can land the evening before:
  // the day begins at the earliest guess that falls on it.
  const onTheDay = (instant: number) => instant + zoneOffset(instant, timeZone) >= wallMidnight;
  return new Date([first, second].sort((a, b) => a - b).find(onTheDay) ?? Math.max(first, second));
}

// The staff list's filters as the GET form sends them (?q=&cliente=&status=&de=&ate=&pagina=):
// read leniently (a bad value is dropped and reported, never an error page) and written back into
// links, so every page of the results keeps them. Dates are days in the site's time zone.
import type { MessageKey } from '@/i18n/translate';
import { SITE_TIME_ZONE } from '@/lib/format';
import { isShipmentStatus, type ShipmentStatus } from '@/lib/statuses/shipment';

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

export const FILTER_PARAMS = {
  query: 'q',
  customer: 'cliente',
  status: 'status',
  from: 'de',
  to: 'ate',
} as const satisfies Record<keyof ShipmentFilters, string>;
export const PAGE_PARAM = 'pagina';

const TEXT_MAX_LENGTH = 200;
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

/** What the query string asks for: text trimmed, without control characters (PostgreSQL refuses a NUL), and short. */
function text(params: URLSearchParams, name: string): string | undefined {
  const value = (params.get(name) ?? '')
    // eslint-disable-next-line no-control-regex -- removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, TEXT_MAX_LENGTH);
  return value || undefined;
}

export interface ParsedFilters {
  filters: ShipmentFilters;
  /** The page asked for (from 1); the caller keeps it within the results. */
  page: number;
  /** Values that were dropped, as messages for the page. */
  problems: MessageKey[];
}

export function parseShipmentFilters(params: URLSearchParams): ParsedFilters {
  const filters: ShipmentFilters = {};
  const problems: MessageKey[] = [];
  filters.query = text(params, FILTER_PARAMS.query);
  filters.customer = text(params, FILTER_PARAMS.customer);
  const status = text(params, FILTER_PARAMS.status);
  if (isShipmentStatus(status)) filters.status = status;
  else if (status) problems.push('shipmentOps.filter.badStatus');
  for (const [key, problem] of [
    ['from', 'shipmentOps.filter.badFrom'],
    ['to', 'shipmentOps.filter.badTo'],
  ] as const) {
    const day = text(params, FILTER_PARAMS[key]);
    if (day && parseDay(day)) filters[key] = day;
    else if (day) problems.push(problem);
  }
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return {
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ShipmentFilters,
    page,
    problems,
  };
}

/** The query string of these filters on page `page` ('' for page 1 without filters). */
export function filtersQuery(filters: ShipmentFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(FILTER_PARAMS) as (keyof ShipmentFilters)[]) {
    const value = filters[key];
    if (value) params.set(FILTER_PARAMS[key], value);
  }
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

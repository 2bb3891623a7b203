// The report date ranges (spec §9), computed as calendar days in the site's time zone
// (America/Fortaleza: UTC-3 all year, no daylight saving time since 2019) and returned as
// half-open instants [start, end): a row belongs to the range when start <= t < end.
import type { ReportRange } from './report-request.schema';

/** Fortaleza's fixed offset from UTC, in milliseconds. */
const SITE_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ResolvedRange {
  start: Date;
  end: Date;
  /** The first and last calendar day covered ('yyyy-MM-dd', last inclusive), for due dates and titles. */
  firstDay: string;
  lastDay: string;
}

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** `range` as of `now`: each bound is a local midnight; every range ends with today included. */
export function resolveRange(range: ReportRange, now: Date = new Date()): ResolvedRange {
  // The local calendar fields, read from a Date shifted so its UTC fields are Fortaleza's.
  const local = new Date(now.getTime() + SITE_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const today = Date.UTC(y, m, local.getUTCDate());
  const tomorrow = today + DAY_MS;
  const bounds: Record<ReportRange, [number, number]> = {
    last_7_days: [today - 6 * DAY_MS, tomorrow],
    last_30_days: [today - 29 * DAY_MS, tomorrow],
    this_month: [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)],
    last_month: [Date.UTC(y, m - 1, 1), Date.UTC(y, m, 1)],
    this_year: [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)],
  };
  const [from, to] = bounds[range];
  return {
    start: new Date(from - SITE_OFFSET_MS),
    end: new Date(to - SITE_OFFSET_MS),
    firstDay: isoDay(from),
    lastDay: isoDay(to - DAY_MS),
  };
}

/** A Date whose UTC fields read as Fortaleza's wall-clock time (what a spreadsheet cell shows). */
export function toSiteWallClock(date: Date): Date {
  return new Date(date.getTime() + SITE_OFFSET_MS);
}

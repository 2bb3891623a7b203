// Business time in the site's time zone (America/Fortaleza, UTC-3 all year: a fixed offset is
// exact): Monday to Friday between the opening and closing minutes, closed days excepted. The
// sales clock's first-response deadline is a number of business minutes after a lead arrives.

const SITE_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** How far ahead a deadline is looked for: beyond this the search stops at this bound. */
export const BUSINESS_SEARCH_DAYS = 366;

export interface BusinessHours {
  /** Minutes after midnight, site time. */
  opensMinute: number;
  closesMinute: number;
}

/** Whether `day` ('yyyy-MM-dd') is Monday to Friday and not closed. */
export function isBusinessDay(day: string, isClosed: (day: string) => boolean): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5 && !isClosed(day);
}

/**
 * The instant `minutes` business minutes after `start`: time before opening, after closing, on
 * weekends and on closed days does not count. A deadline that ends exactly at closing time is the
 * closing time. Looks BUSINESS_SEARCH_DAYS ahead at most (then answers that bound).
 */
export function addBusinessMinutes(
  start: Date,
  minutes: number,
  hours: BusinessHours,
  isClosed: (day: string) => boolean,
): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  const local = start.getTime() + SITE_OFFSET_MS;
  let dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  let cursor = local;
  for (let i = 0; i < BUSINESS_SEARCH_DAYS; i += 1) {
    const day = new Date(dayStart).toISOString().slice(0, 10);
    if (isBusinessDay(day, isClosed)) {
      const from = Math.max(cursor, dayStart + hours.opensMinute * MINUTE_MS);
      const close = dayStart + hours.closesMinute * MINUTE_MS;
      if (from < close) {
        if (remaining <= close - from) return new Date(from + remaining - SITE_OFFSET_MS);
        remaining -= close - from;
      }
    }
    dayStart += DAY_MS;
    cursor = dayStart;
  }
  return new Date(dayStart - SITE_OFFSET_MS);
}

/** The minute of the day of `date` in site time. */
export function siteMinute(date: Date): number {
  const local = date.getTime() + SITE_OFFSET_MS;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

// Days as forms and URLs write them: 'yyyy-MM-dd', checked to be a real calendar day, and the
// instant a day begins in the site's time zone.
import { SITE_TIME_ZONE } from './format';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'yyyy-MM-dd' between 2000 and 2100 (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
}

/** Year, month (1-12) and day of a calendar day (isCalendarDay); else undefined. */
export function parseDay(value: string): [number, number, number] | undefined {
  if (!isCalendarDay(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number);
  return [y!, m!, d!];
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

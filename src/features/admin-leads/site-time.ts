// Days and times as the staff type them, in the site's time zone: America/Fortaleza is UTC-3 all
// year (no daylight saving time since 2019), so a fixed offset converts them exactly.
import type { Locale } from '@/lib/i18n-types';

const SITE_OFFSET_HOURS = -3;
const HOUR_MS = 60 * 60 * 1000;

/** Today in the site's time zone, 'yyyy-MM-dd'. */
export function siteToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SITE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** The instant of `day` ('yyyy-MM-dd') at `time` ('HH:mm', default midnight) in the site's time zone. */
export function siteInstant(day: string, time = '00:00'): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - SITE_OFFSET_HOURS * HOUR_MS);
}

/** The day after `day`, 'yyyy-MM-dd'. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** A visit's start for people, Fortaleza time: 'quarta-feira, 25 de novembro de 2026 às 14:30', 'Wednesday, November 25, 2026 at 2:30 PM'. */
export function visitWhen(start: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Fortaleza',
  }).format(start);
}

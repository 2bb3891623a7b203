// Days and times of the leads' pipeline in the site's time zone (src/lib/site-time.ts converts them).
import type { Locale } from '@/lib/i18n-types';

const HOUR_MS = 60 * 60 * 1000;

export { siteInstant } from '@/lib/site-time';

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

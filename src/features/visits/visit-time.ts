// A visit's days and times for people, in the site's time zone (America/Fortaleza).
import { SITE_TIME_ZONE } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';

/** 'quarta-feira, 25 de novembro de 2026 às 14:30', 'Wednesday, November 25, 2026 at 2:30 PM'. */
export const visitWhen = (start: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(start);

/** A day's heading in the slot list: 'quarta-feira, 25 de novembro'. */
export const slotDay = (start: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: SITE_TIME_ZONE }).format(
    start,
  );

/** A slot's time: '14:30', '2:30 PM'. */
export const slotTime = (start: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(start);

// A visit's days and times for people, in the site's time zone (America/Fortaleza). The formatters
// are made once per language: the slot list formats a hundred times per page.
import { SITE_TIME_ZONE } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';

function formatter(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (date: Date, locale: Locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: SITE_TIME_ZONE })));
    return format.format(date);
  };
}

/** 'quarta-feira, 25 de novembro de 2026 às 14:30', 'Wednesday, November 25, 2026 at 2:30 PM'. */
export const visitWhen = formatter({ dateStyle: 'full', timeStyle: 'short' });

/** A day's heading in the slot list: 'quarta-feira, 25 de novembro'. */
export const slotDay = formatter({ weekday: 'long', day: 'numeric', month: 'long' });

/** A slot's time: '14:30', '2:30 PM'. */
export const slotTime = formatter({ timeStyle: 'short' });

// Relative times for lists ('há 3 minutos', '3 minutes ago'), shared by the portal's features.
import type { Locale } from './i18n-types';

/** '3 minutes ago' / 'há 3 minutos', in the largest unit that fits. */
export function relativeTime(date: Date, locale: Locale, now = Date.now()) {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

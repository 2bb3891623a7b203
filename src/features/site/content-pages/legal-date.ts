// The legal pages carry a fixed date: it changes only when their text does.
import type { Locale } from '@/lib/i18n-types';

export const LEGAL_UPDATED_ON = '2026-11-22';

/** '22 de novembro de 2026' (pt-BR) or 'November 22, 2026' (en). */
export function formatLegalDate(locale: Locale, isoDate: string = LEGAL_UPDATED_ON): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

// Where the notifications page lives, a page of it at a time (?pagina=N, as the Shipments tab).
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

export const PAGE_PARAM = 'pagina';

/** The page number in a query value: a whole number from 1, else 1. */
export function pageNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** '/dashboard/notifications' or '/en/dashboard/notifications?pagina=2'. */
export function notificationsPath(locale: Locale, page?: string | number | null): string {
  const base = localizePath(locale, '/dashboard/notifications');
  const n = pageNumber(page == null ? null : String(page));
  return n > 1 ? `${base}?${PAGE_PARAM}=${n}` : base;
}

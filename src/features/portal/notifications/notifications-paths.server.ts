// Where the notifications page lives, a page of it at a time (?pagina=N, as the Shipments tab).
import type { Locale } from '@/lib/i18n-types';
import { defineList, pageNumber } from '@/server/lists';

export const notificationsList = defineList({
  path: '/dashboard/notifications',
  params: {},
  messages: { pages: 'notifications.pages', previous: 'notifications.previous', next: 'notifications.next' },
});

/** '/dashboard/notifications' or '/en/dashboard/notifications?pagina=2' (a page as a form sends it back). */
export function notificationsPath(locale: Locale, page?: string | number | null): string {
  return notificationsList.href(locale, {}, pageNumber(page));
}

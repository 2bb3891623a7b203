// What the notifications page renders: every notification of the user, 20 a page, newest first,
// with its read state, relative time and link, and the unread count, all in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { relativeTime } from '@/lib/relative-time';
import { notificationLink, notificationText } from './notification-text.server';
import { notificationsList } from './notifications-paths.server';
import { notificationsPage, unreadCount } from './notifications.server';

const PAGE_KEYS = [
  'notifications.title',
  'notifications.empty',
  'notifications.unread',
  'notifications.markRead',
  'notifications.markAllRead',
] as const satisfies readonly MessageKey[];

export type NotificationsPageLabels = Record<(typeof PAGE_KEYS)[number], string>;

/** '3 não lidas' / '1 unread' / 'None unread.' */
export function unreadSummary(locale: Locale, count: number) {
  const key: MessageKey =
    count === 0
      ? 'notifications.summary.none'
      : count === 1
        ? 'notifications.summary.one'
        : 'notifications.summary.other';
  return translate(locale, key, { count });
}

/** The notifications page at `search` (?pagina=). */
export async function notificationsPageProps(user: { id: string }, locale: Locale, search: URLSearchParams) {
  const params = notificationsList.read(search);
  const [page, unread] = await Promise.all([notificationsPage(user.id, params.pagina), unreadCount(user.id)]);
  const now = Date.now();
  return {
    labels: pick(locale, PAGE_KEYS),
    summary: unreadSummary(locale, unread),
    unread,
    page: page.page,
    ...notificationsList.view(locale, page, params),
    items: page.rows.map((n) => ({
      id: n.id,
      ...notificationText(n, locale),
      // Written by the site, but only ever rendered as a link within it.
      link: notificationLink(n.link, locale),
      when: relativeTime(n.createdAt, locale, now),
      at: formatDateTime(n.createdAt, locale),
      iso: n.createdAt.toISOString(),
      unread: n.readAt === null,
    })),
  };
}

export type NotificationsPageProps = Awaited<ReturnType<typeof notificationsPageProps>>;

// Notifications shown to a user in the portal. notify() writes one in the caller's transaction
// and publishes its id, so live listeners (in any app process) hear of it once that commits;
// marking read publishes too, so the user's other open pages refresh their counter. A notification
// is stored as message keys and parameters, and read in the language of the page that shows it
// (notification-text.server.ts).
import { and, asc, count, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { db, type Database } from '@/server/db/client';
import { notifications, type NotificationParams } from '@/server/db/schema';
import { publish, subscribe, type LiveEvents, type SubscribeOptions } from '@/server/events';
import { renderParams } from './notification-text.server';
import { readPage } from '@/server/lists';

/** How many the dashboard shows (spec §9). */
export const RECENT_NOTIFICATIONS = 3;

/** How many the notifications page shows at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NewNotification {
  /** The title, a message of the catalogue: each page shows it in its own language. */
  title: MessageKey;
  /** A second line from the catalogue... */
  body?: MessageKey | null;
  /** ...or in someone's own words (a place, a staff reply): shown as written. */
  text?: string | null;
  /** What the messages are filled with. */
  params?: NotificationParams;
  /** A site path to open (in any language: it is shown in the page's). */
  link?: string | null;
}

/**
 * What listeners hear: ids only; they read the notification (and check its owner) themselves.
 * 'created' for a new notification, 'read' when some of the user's were marked read.
 */
export type NotificationEvent = { type: 'created'; userId: string; id: string } | { type: 'read'; userId: string };

/**
 * Writes a notification for `userId` in `tx`; returns its id. `locale` is the account's: the text
 * kept beside the keys (for the data export, and should a key leave the catalogue) is written in it.
 */
export async function notify(
  tx: Database,
  userId: string,
  locale: Locale,
  { title, body, text, params, link }: NewNotification,
): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId,
      title: translate(locale, title, renderParams(params, locale)),
      body: body ? translate(locale, body, renderParams(params, locale)) : (text ?? null),
      titleKey: title,
      bodyKey: body ?? null,
      params: params ?? null,
      link: link ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notify: the insert returned no row');
  await publish(tx, NOTIFICATIONS_CHANNEL, { userId, id: row.id });
  return row.id;
}

const listed = {
  id: notifications.id,
  seq: notifications.seq,
  title: notifications.title,
  body: notifications.body,
  titleKey: notifications.titleKey,
  bodyKey: notifications.bodyKey,
  params: notifications.params,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export type ListedNotification = { [K in keyof typeof listed]: (typeof notifications.$inferSelect)[K] };

/** The user's latest notifications, newest first. */
export function listNotifications(userId: string, limit = RECENT_NOTIFICATIONS): Promise<ListedNotification[]> {
  return db()
    .select(listed)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.seq))
    .limit(limit);
}

/** How many of the user's notifications are unread. */
export async function unreadCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Page `page` (from 1, clamped to what exists) of all the user's notifications, newest first. */
export function notificationsPage(userId: string, page: number) {
  return readPage({
    rows: db().select(listed).from(notifications).$dynamic(),
    where: eq(notifications.userId, userId),
    orderBy: [desc(notifications.seq)],
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  });
}

/** The user's notifications written after `seq`, oldest first, at most `limit`: a stream's catch-up. */
export function notificationsAfter(userId: string, seq: number, limit: number): Promise<ListedNotification[]> {
  return db()
    .select(listed)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
}

/** The newest sequence number among the user's notifications (0 when none): where a page's stream starts. */
export async function latestSeq(userId: string): Promise<number> {
  const [row] = await db()
    .select({ seq: max(notifications.seq) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.seq ?? 0;
}

/** One of the user's notifications, or undefined (another user's, or none with that id). */
export async function findNotification(userId: string, id: string): Promise<ListedNotification | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select(listed)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row;
}

/** Marks the user's unread notifications (one, given `id`) read; announces it when any changed. */
async function markWhere(userId: string, id?: string): Promise<number> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(eq(notifications.userId, userId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined),
      )
      .returning({ id: notifications.id });
    if (changed.length > 0) await publish(tx, NOTIFICATIONS_CHANNEL, { userId, read: changed.length });
    return changed.length;
  });
}

/**
 * Marks one of the user's notifications read. Another user's id, an unknown or malformed one, or
 * one already read change nothing and answer false alike: nobody learns whether an id exists.
 */
export async function markRead(userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await markWhere(userId, id)) > 0;
}

/** Marks every unread notification of the user read; returns how many changed. */
export function markAllRead(userId: string): Promise<number> {
  return markWhere(userId);
}

/**
 * Calls `listener` for every committed notification change (every user's: filter by userId).
 * `events` is this process's live events unless a test stands in another process's.
 */
export function onNotification(
  listener: (event: NotificationEvent) => void,
  options?: SubscribeOptions,
  events: Pick<LiveEvents, 'subscribe'> = { subscribe },
) {
  return events.subscribe(
    NOTIFICATIONS_CHANNEL,
    (payload) => {
      const userId = String(payload.userId);
      listener(
        payload.read !== undefined ? { type: 'read', userId } : { type: 'created', userId, id: String(payload.id) },
      );
    },
    options,
  );
}

/** For an erasure on request (LGPD), in its transaction: deletes every notification of `userId`. */
export async function deleteUserNotifications(tx: Database, userId: string) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

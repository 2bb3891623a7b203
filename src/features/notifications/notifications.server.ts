// Notifications shown to a user in the portal. notify() writes one in the caller's transaction
// and publishes its id, so live listeners (in any app process) hear of it once that commits.
import { desc, eq } from 'drizzle-orm';
import { db, type Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { publish, subscribe, type SubscribeOptions } from '@/server/events';

/** How many the dashboard shows (spec §9). */
export const RECENT_NOTIFICATIONS = 3;

export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NewNotification {
  title: string;
  body?: string | null;
  /** A site path to open (already localised). */
  link?: string | null;
}

/** What listeners hear: ids only; they read the notification (and check its owner) themselves. */
export interface NotificationEvent {
  userId: string;
  id: string;
}

/** Writes a notification for `userId` in `tx`; returns its id. */
export async function notify(tx: Database, userId: string, notification: NewNotification): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, title: notification.title, body: notification.body ?? null, link: notification.link ?? null })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notify: the insert returned no row');
  await publish(tx, NOTIFICATIONS_CHANNEL, { userId, id: row.id } satisfies NotificationEvent);
  return row.id;
}

/** The user's latest notifications, newest first. */
export function listNotifications(userId: string, limit = RECENT_NOTIFICATIONS) {
  return db()
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Calls `listener` for every committed notification (every user's: filter by userId). */
export function onNotification(listener: (event: NotificationEvent) => void, options?: SubscribeOptions) {
  return subscribe(
    NOTIFICATIONS_CHANNEL,
    (payload) => listener({ userId: String(payload.userId), id: String(payload.id) }),
    options,
  );
}

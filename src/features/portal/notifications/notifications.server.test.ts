import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTestDatabase } from '@/server/events/live-events.test-support';
import type { DatabaseHandle } from '@/server/db/client';
import { notifications, user } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { subscribe, type EventPayload } from '@/server/events';
import {
  latestSeq,
  listNotifications,
  markAllRead,
  markRead,
  notificationsAfter,
  notificationsPage,
  notify,
  NOTIFICATIONS_CHANNEL,
  NOTIFICATIONS_PAGE_SIZE,
  onNotification,
  unreadCount,
  type NotificationEvent,
} from './notifications.server';

let handle: DatabaseHandle;
useLiveTestDatabase((h) => (handle = h));
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE notifications, "user" CASCADE`);
  for (const id of ['ana', 'bia']) {
    await handle.db.insert(user).values({ id, name: id, email: `${id}@example.com`, firstName: id, lastName: 'Teste' });
  }
});

/** A notification about shipment `tracking` (its title: 'Envio <tracking> criado'). */
const about = (tracking: string) => ({ title: 'portal.notification.created' as const, params: { tracking } });
/** The shipment a listed notification is about. */
const trackingOf = (n: { params: unknown }) => (n.params as { tracking?: string } | null)?.tracking;

/** Writes notifications for `userId` about `prefix 1`…`prefix n`, one transaction each; returns their ids. */
async function write(userId: string, n: number, prefix = 'Aviso') {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++)
    ids.push(await handle.db.transaction((tx) => notify(tx, userId, 'pt-BR', about(`${prefix} ${i}`))));
  return ids;
}

/** Everything published on the channel while `run` runs (and shortly after). */
async function published(run: () => Promise<unknown>) {
  const raw: EventPayload[] = [];
  const stop = await subscribe(NOTIFICATIONS_CHANNEL, (payload) => raw.push(payload));
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return raw;
  } finally {
    await stop();
  }
}

describe(`notifications on ${testEngine}`, () => {
  it('are written in the caller’s transaction and listed newest first, per user', async () => {
    for (const n of [1, 2, 3, 4]) {
      await handle.db.transaction((tx) =>
        notify(tx, 'ana', 'pt-BR', {
          ...about(`Aviso ${n}`),
          text: n === 4 ? 'Detalhes' : undefined,
          link: '/dashboard',
        }),
      );
    }
    await handle.db.transaction((tx) => notify(tx, 'bia', 'pt-BR', about('Da Bia')));
    const latest = await listNotifications('ana');
    expect(latest.map(trackingOf)).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2']);
    expect(latest[0]).toMatchObject({
      titleKey: 'portal.notification.created',
      title: 'Envio Aviso 4 criado',
      body: 'Detalhes',
      bodyKey: null,
      link: '/dashboard',
      readAt: null,
    });
    expect((await listNotifications('bia', 10)).map(trackingOf)).toEqual(['Da Bia']);
  });

  it('are heard by listeners after commit, as ids only, and never after a rollback', async () => {
    const heard: NotificationEvent[] = [];
    const raw: EventPayload[] = [];
    const stopHearing = await onNotification((event) => heard.push(event));
    const stopRaw = await subscribe(NOTIFICATIONS_CHANNEL, (payload) => raw.push(payload));
    try {
      await expect(
        handle.db.transaction(async (tx) => {
          await notify(tx, 'bia', 'pt-BR', about('Nunca'));
          throw new Error('the shipment failed');
        }),
      ).rejects.toThrow('the shipment failed');
      const id = await handle.db.transaction(async (tx) => {
        const created = await notify(tx, 'ana', 'pt-BR', {
          ...about('PLP-AAAA2222'),
          text: 'Parnamirim/RN → Recife/PE',
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(heard).toEqual([]);
        return created;
      });
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'created', userId: 'ana', id }]), {
        timeout: 2000,
        interval: 10,
      });
      // Nothing of the content travels: the listener reads the row (and checks its owner) itself.
      expect(raw).toEqual([{ userId: 'ana', id }]);
      expect(await handle.db.select().from(notifications)).toHaveLength(1);
    } finally {
      await stopHearing();
      await stopRaw();
    }
  });

  it('count the unread; marking one read changes only that one, and says so on the channel', async () => {
    const [first, second] = await write('ana', 3);
    await write('bia', 2);
    expect(await unreadCount('ana')).toBe(3);
    const raw = await published(async () => expect(await markRead('ana', first!)).toBe(true));
    expect(raw).toEqual([{ userId: 'ana', read: 1 }]);
    expect(await unreadCount('ana')).toBe(2);
    expect(await unreadCount('bia')).toBe(2);
    const listed = await listNotifications('ana', 10);
    expect(listed.find((n) => n.id === first)?.readAt).toBeInstanceOf(Date);
    expect(listed.find((n) => n.id === second)?.readAt).toBeNull();
    // Again: nothing changes, nothing is announced.
    expect(await published(async () => expect(await markRead('ana', first!)).toBe(false))).toEqual([]);
  });

  it('never mark another user’s notification, and answer a foreign, unknown or malformed id alike', async () => {
    const [anas] = await write('ana', 1);
    const raw = await published(async () => {
      for (const id of [anas!, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "x' OR 1=1 --", '']) {
        expect(await markRead('bia', id)).toBe(false);
      }
      expect(await markAllRead('bia')).toBe(0);
    });
    expect(raw).toEqual([]);
    expect(await unreadCount('ana')).toBe(1);
  });

  it('mark all of the user’s read at once, and no one else’s', async () => {
    await write('ana', 4);
    await write('bia', 2);
    const raw = await published(async () => expect(await markAllRead('ana')).toBe(4));
    expect(raw).toEqual([{ userId: 'ana', read: 4 }]);
    expect(await unreadCount('ana')).toBe(0);
    expect(await unreadCount('bia')).toBe(2);
    expect(await markAllRead('ana')).toBe(0);
  });

  it('page through all of them, 20 a page, newest first, with their read state', async () => {
    await write('ana', NOTIFICATIONS_PAGE_SIZE + 5);
    await write('bia', 3, 'Bia');
    const first = await notificationsPage('ana', 1);
    expect(first).toMatchObject({ total: NOTIFICATIONS_PAGE_SIZE + 5, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(trackingOf(first.rows[0]!)).toBe(`Aviso ${NOTIFICATIONS_PAGE_SIZE + 5}`);
    const second = await notificationsPage('ana', 2);
    expect(second.rows.map(trackingOf)).toEqual(['Aviso 5', 'Aviso 4', 'Aviso 3', 'Aviso 2', 'Aviso 1']);
    // Past the end, or nonsense: the nearest page that exists.
    expect((await notificationsPage('ana', 99)).page).toBe(2);
    expect((await notificationsPage('ana', Number.NaN)).page).toBe(1);
    expect(await notificationsPage('nobody', 1)).toMatchObject({ rows: [], total: 0, page: 1, pages: 1 });
  });

  it('give what came after a seq, oldest first and capped: a stream’s catch-up', async () => {
    await write('ana', 2);
    const seen = await latestSeq('ana');
    await write('bia', 1, 'Bia');
    await write('ana', 4, 'Depois');
    const after = await notificationsAfter('ana', seen, 3);
    expect(after.map(trackingOf)).toEqual(['Depois 1', 'Depois 2', 'Depois 3']);
    expect(after.every((n, i, all) => i === 0 || n.seq > all[i - 1]!.seq)).toBe(true);
    expect(await notificationsAfter('ana', await latestSeq('ana'), 50)).toEqual([]);
    expect(await latestSeq('nobody')).toBe(0);
  });
});

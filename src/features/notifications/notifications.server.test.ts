import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { notifications, user } from '@/server/db/schema';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { startLiveEvents, subscribe, type EventPayload, type LiveEvents } from '@/server/events';
import { listNotifications, notify, NOTIFICATIONS_CHANNEL, onNotification, type NotificationEvent } from './notifications.server';

let handle: DatabaseHandle;
let events: LiveEvents;
beforeAll(async () => {
  handle = await useTestDatabase();
  events = await startLiveEvents(handle.driver);
});
afterAll(async () => {
  await events.stop();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE notifications, "user" CASCADE`);
  for (const id of ['ana', 'bia']) {
    await handle.db.insert(user).values({ id, name: id, email: `${id}@example.com`, firstName: id, lastName: 'Teste' });
  }
});

describe(`notifications on ${testEngine}`, () => {
  it('are written in the caller’s transaction and listed newest first, per user', async () => {
    for (const n of [1, 2, 3, 4]) {
      await handle.db.transaction((tx) => notify(tx, 'ana', { title: `Aviso ${n}`, body: n === 4 ? 'Detalhes' : undefined, link: '/dashboard' }));
    }
    await handle.db.transaction((tx) => notify(tx, 'bia', { title: 'Da Bia' }));
    const latest = await listNotifications('ana');
    expect(latest.map((n) => n.title)).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2']);
    expect(latest[0]).toMatchObject({ body: 'Detalhes', link: '/dashboard' });
    expect((await listNotifications('bia', 10)).map((n) => n.title)).toEqual(['Da Bia']);
  });

  it('are heard by listeners after commit, as ids only, and never after a rollback', async () => {
    const heard: NotificationEvent[] = [];
    const raw: EventPayload[] = [];
    const stopHearing = await onNotification((event) => heard.push(event));
    const stopRaw = await subscribe(NOTIFICATIONS_CHANNEL, (payload) => raw.push(payload));
    try {
      await expect(
        handle.db.transaction(async (tx) => {
          await notify(tx, 'bia', { title: 'Nunca' });
          throw new Error('the shipment failed');
        }),
      ).rejects.toThrow('the shipment failed');
      const id = await handle.db.transaction(async (tx) => {
        const created = await notify(tx, 'ana', { title: 'Envio PLP-AAAA2222 criado', body: 'Parnamirim/RN → Recife/PE' });
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(heard).toEqual([]);
        return created;
      });
      await vi.waitFor(() => expect(heard).toEqual([{ userId: 'ana', id }]), { timeout: 2000, interval: 10 });
      // Nothing of the content travels: the listener reads the row (and checks its owner) itself.
      expect(raw).toEqual([{ userId: 'ana', id }]);
      expect(await handle.db.select().from(notifications)).toHaveLength(1);
    } finally {
      await stopHearing();
      await stopRaw();
    }
  });
});

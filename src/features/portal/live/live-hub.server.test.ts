import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTestDatabase } from '@/server/events/live-events.test-support';
import { latestSeq, markAllRead, notify } from '@/features/portal/notifications/notifications.server';
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import { notifications, user } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { startLiveEvents, type LiveEvents } from '@/server/events';
import { createLiveHub, type LiveHub } from './live-hub.server';

let handle: DatabaseHandle;
let events: LiveEvents;
const hubs: LiveHub[] = [];
useLiveTestDatabase((h, e) => ((handle = h), (events = e)), { reconnectDelaysMs: [50] });
afterAll(async () => {
  for (const hub of hubs) await hub.stop();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE notifications, "user" CASCADE`);
  for (const id of ['ana', 'bia']) {
    await handle.db.insert(user).values({ id, name: id, email: `${id}@example.com`, firstName: id, lastName: 'Teste' });
  }
});

const hubFor = (options: Parameters<typeof createLiveHub>[0] = {}) => {
  const hub = createLiveHub({ events, ...options });
  hubs.push(hub);
  return hub;
};

interface Received {
  event: string;
  id?: number;
  data: Record<string, unknown>;
}

/** A stream's receiving end: its events as a browser's EventSource would see them. */
function browser() {
  const received: Received[] = [];
  let closed = false;
  const sink = {
    write(frame: string) {
      const fields = Object.fromEntries(
        frame
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      received.push({
        event: fields.event!,
        id: fields.id === undefined ? undefined : Number(fields.id),
        data: JSON.parse(fields.data!) as Record<string, unknown>,
      });
    },
    close: () => void (closed = true),
  };
  const of = (...names: string[]) => received.filter((r) => names.includes(r.event));
  return { sink, received, of, isClosed: () => closed };
}

/** Notifies `userId` of a reply to their request `subject`; a stream says it as said() does. */
const tell = (userId: string, subject: string, db: Database = handle.db) =>
  db.transaction((tx) => notify(tx, userId, 'pt-BR', { title: 'support.notify.title', params: { subject } }));
const said = (subject: string) => `Resposta ao chamado: ${subject}`;
const wait = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the live hub on ${testEngine}`, () => {
  it('sends each notification only to its own user’s streams, with its seq as the event id', async () => {
    const hub = hubFor();
    const [ana1, ana2, bia] = [browser(), browser(), browser()];
    await hub.open('ana', undefined, ana1.sink);
    await hub.open('ana', undefined, ana2.sink);
    await hub.open('bia', undefined, bia.sink);
    expect(hub.count()).toBe(3);
    await tell('ana', 'Envio PLP-1 em trânsito');
    const seq = await latestSeq('ana');
    for (const tab of [ana1, ana2]) {
      await wait(() =>
        expect(tab.of('notification')).toEqual([
          { event: 'notification', id: seq, data: { title: said('Envio PLP-1 em trânsito') } },
        ]),
      );
    }
    // Marking read reaches the user's other tabs (their counters), no one else.
    await markAllRead('ana');
    await wait(() => expect(ana2.of('read')).toHaveLength(1));
    await tell('bia', 'Só para a Bia');
    await wait(() => expect(bia.of('notification')).toHaveLength(1));
    await sleep(200);
    expect(bia.of('notification', 'read').map((r) => r.data.title)).toEqual([said('Só para a Bia')]);
    expect(ana1.of('notification').map((r) => r.data.title)).toEqual([said('Envio PLP-1 em trânsito')]);
  });

  it('says a notification in the language of the page whose stream it is, live and on catch-up', async () => {
    const hub = hubFor();
    const seen = await latestSeq('ana');
    const [pt, en] = [browser(), browser()];
    await hub.open('ana', undefined, pt.sink);
    await hub.open('ana', undefined, en.sink, 'en');
    await tell('ana', 'Idioma');
    await wait(() => expect(en.of('notification').map((r) => r.data.title)).toEqual(['Reply to your request: Idioma']));
    await wait(() => expect(pt.of('notification').map((r) => r.data.title)).toEqual([said('Idioma')]));
    const late = browser();
    await hub.open('ana', seen, late.sink, 'en');
    expect(late.of('notification').map((r) => r.data.title)).toEqual(['Reply to your request: Idioma']);
  });

  it('starts a stream with `ready` carrying the newest seq, so a reconnect knows where it was', async () => {
    const hub = hubFor();
    await tell('ana', 'Antes');
    const tab = browser();
    await hub.open('ana', undefined, tab.sink);
    expect(tab.received).toEqual([{ event: 'ready', id: await latestSeq('ana'), data: {} }]);
  });

  it('catches a reconnecting stream up on what it missed, by seq, then follows live', async () => {
    const hub = hubFor();
    await tell('ana', 'Visto');
    const seen = await latestSeq('ana');
    await tell('ana', 'Perdido 1');
    await tell('bia', 'Da Bia');
    await tell('ana', 'Perdido 2');
    const tab = browser();
    await hub.open('ana', seen, tab.sink);
    expect(tab.received.map((r) => [r.event, r.data.title])).toEqual([
      ['notification', said('Perdido 1')],
      ['notification', said('Perdido 2')],
      ['ready', undefined],
    ]);
    expect(tab.received[2]?.id).toBe(tab.received[1]?.id);
    await tell('ana', 'Ao vivo');
    await wait(() =>
      expect(tab.of('notification').map((r) => r.data.title)).toEqual([
        said('Perdido 1'),
        said('Perdido 2'),
        said('Ao vivo'),
      ]),
    );
  });

  it('sends one resync instead of a long catch-up', async () => {
    const hub = hubFor({ catchUpLimit: 3 });
    for (const n of [1, 2, 3, 4, 5]) await tell('ana', `Aviso ${n}`);
    const tab = browser();
    await hub.open('ana', 0, tab.sink);
    const newest = await latestSeq('ana');
    expect(tab.received).toEqual([
      { event: 'resync', id: newest, data: {} },
      { event: 'ready', id: newest, data: {} },
    ]);
  });

  it('does not send again a notification whose live event comes after the stream was ready', async () => {
    // Events the test hands over itself, late, as a busy LISTEN connection may.
    let emit: (payload: Record<string, unknown>) => void = () => {};
    const lateEvents = {
      subscribe: async (_channel: string, handler: (payload: Record<string, unknown>) => void) => {
        emit = handler;
        return async () => {};
      },
    } as unknown as LiveEvents;
    const hub = hubFor({ catchUpLimit: 3, events: lateEvents });
    for (const n of [1, 2, 3, 4, 5]) await tell('ana', `Aviso ${n}`);
    const tab = browser();
    await hub.open('ana', 0, tab.sink);
    // The five events arrive only now, after the stream said it was ready at the newest seq.
    const all = () =>
      handle.db.select({ id: notifications.id, seq: notifications.seq }).from(notifications).orderBy(notifications.seq);
    for (const row of await all()) emit({ userId: 'ana', id: row.id });
    await tell('ana', 'Aviso 6');
    const latest = await latestSeq('ana');
    emit({ userId: 'ana', id: (await all()).at(-1)!.id });
    await wait(() => expect(tab.of('notification')).toHaveLength(1));
    await sleep(50);
    expect(tab.received.map((r) => r.event)).toEqual(['resync', 'ready', 'notification']);
    expect(tab.of('notification')[0]).toMatchObject({ id: latest, data: { title: said('Aviso 6') } });
  });

  it('keeps a heartbeat on every stream and stops writing to a closed one', async () => {
    const hub = hubFor({ heartbeatMs: 40 });
    const [kept, left] = [browser(), browser()];
    await hub.open('ana', undefined, kept.sink);
    const close = await hub.open('bia', undefined, left.sink);
    await wait(() => expect(left.of('ping').length).toBeGreaterThanOrEqual(2));
    close();
    expect(left.isClosed()).toBe(true);
    const pings = left.of('ping').length;
    await wait(() => expect(kept.of('ping').length).toBeGreaterThanOrEqual(pings + 3));
    expect(left.of('ping')).toHaveLength(pings);
    expect(hub.count('bia')).toBe(0);
  });

  it('drops a stream whose connection is gone (a write that fails)', async () => {
    const hub = hubFor({ heartbeatMs: 30 });
    await hub.open('ana', undefined, { write: () => {}, close: () => {} });
    let writes = 0;
    await hub.open('ana', undefined, {
      write: () => {
        if (++writes > 1) throw new Error('ERR_STREAM_DESTROYED');
      },
      close: () => {},
    });
    await wait(() => expect(hub.count('ana')).toBe(1));
  });

  it('closes every stream when it stops', async () => {
    const hub = hubFor();
    const tabs = [browser(), browser()];
    for (const tab of tabs) await hub.open('ana', undefined, tab.sink);
    await hub.stop();
    expect(tabs.map((t) => t.isClosed())).toEqual([true, true]);
    expect(hub.count()).toBe(0);
  });

  it.skipIf(testEngine === 'pglite')(
    'tells every stream to resync when its LISTEN connection came back after a drop',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const hub = hubFor();
      const [ana, bia] = [browser(), browser()];
      await hub.open('ana', undefined, ana.sink);
      await hub.open('bia', undefined, bia.sink);
      await handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      await wait(() => expect([ana.of('resync').length, bia.of('resync').length]).toEqual([1, 1]));
      await tell('ana', 'Depois da queda');
      await wait(() => expect(ana.of('notification')).toHaveLength(1));
      vi.restoreAllMocks();
    },
  );

  it.skipIf(testEngine === 'pglite')(
    'reaches streams held by another process on the same PostgreSQL, and only their user’s',
    async () => {
      // Another app process: its own connection pool writes, its own LISTEN connection hears.
      const other = await openDatabase({ url: (handle.driver as { url: string }).url });
      const otherEvents = await startLiveEvents(other.driver);
      try {
        const here = hubFor();
        const there = hubFor({ events: otherEvents });
        const [anaHere, anaThere, biaThere] = [browser(), browser(), browser()];
        await here.open('ana', undefined, anaHere.sink);
        await there.open('ana', undefined, anaThere.sink);
        await there.open('bia', undefined, biaThere.sink);
        await tell('ana', 'Escrito no outro processo', other.db);
        await wait(() => expect([anaHere, anaThere].map((t) => t.of('notification').length)).toEqual([1, 1]));
        await tell('bia', 'Escrito aqui');
        await wait(() => expect(biaThere.of('notification').map((r) => r.data.title)).toEqual([said('Escrito aqui')]));
        await sleep(200);
        expect(anaThere.of('notification').map((r) => r.data.title)).toEqual([said('Escrito no outro processo')]);
      } finally {
        await otherEvents.stop();
        await other.close();
      }
    },
  );
});

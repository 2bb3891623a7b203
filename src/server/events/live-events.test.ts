import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { publish, startLiveEvents, subscribe, type EventPayload, type LiveEvents } from '.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let handle: DatabaseHandle;
let events: LiveEvents;
beforeAll(async () => {
  handle = await useTestDatabase();
  events = await startLiveEvents(handle.driver, { reconnectDelaysMs: [50] });
});
afterAll(async () => {
  await events.stop();
  await handle.close();
});

/** Subscribes for one test; returns what it heard. */
async function listen(channel: string, options?: { onReconnect?: () => void }) {
  const heard: EventPayload[] = [];
  const stop = await subscribe(channel, (payload) => heard.push(payload), options);
  return { heard, stop };
}

describe(`live events on ${testEngine}`, () => {
  it('are heard only once the transaction commits', async () => {
    const { heard, stop } = await listen('test_commit');
    await handle.db.transaction(async (tx) => {
      await publish(tx, 'test_commit', { id: 'a1', n: 1 });
      await sleep(200);
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toEqual([{ id: 'a1', n: 1 }]), { timeout: 2000, interval: 10 });
    await stop();
  });

  it('are never heard after a rollback', async () => {
    const { heard, stop } = await listen('test_rollback');
    await expect(
      handle.db.transaction(async (tx) => {
        await publish(tx, 'test_rollback', { id: 'rolled-back' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    // A later committed event arrives, and nothing before it did.
    await handle.db.transaction((tx) => publish(tx, 'test_rollback', { id: 'committed' }));
    await vi.waitFor(() => expect(heard).toContainEqual({ id: 'committed' }), { timeout: 2000, interval: 10 });
    expect(heard).toEqual([{ id: 'committed' }]);
    await stop();
  });

  it('reach every subscriber of the channel, and no longer one that stopped', async () => {
    const a = await listen('test_fanout');
    const b = await listen('test_fanout');
    const other = await listen('test_other');
    await handle.db.transaction((tx) => publish(tx, 'test_fanout', { id: 'x' }));
    await vi.waitFor(() => expect([a.heard, b.heard]).toEqual([[{ id: 'x' }], [{ id: 'x' }]]), {
      timeout: 2000,
      interval: 10,
    });
    await a.stop();
    await handle.db.transaction((tx) => publish(tx, 'test_fanout', { id: 'y' }));
    await vi.waitFor(() => expect(b.heard).toHaveLength(2), { timeout: 2000, interval: 10 });
    expect(a.heard).toEqual([{ id: 'x' }]);
    expect(other.heard).toEqual([]);
    await b.stop();
    await other.stop();
  });

  it('carry ids, not content: large payloads and odd channel names are refused', async () => {
    await expect(handle.db.transaction((tx) => publish(tx, 'test_big', { text: 'x'.repeat(2000) }))).rejects.toThrow(
      /send ids/,
    );
    await expect(handle.db.transaction((tx) => publish(tx, 'Bad-Channel; DROP', { id: '1' }))).rejects.toThrow(
      /Invalid/,
    );
  });

  it.skipIf(testEngine === 'pglite')('reach a listener in another process (another connection pool)', async () => {
    const { heard, stop } = await listen('test_cross');
    const other = await openDatabase({ url: (handle.driver as { url: string }).url });
    try {
      await other.db.transaction((tx) => publish(tx, 'test_cross', { id: 'from-elsewhere' }));
      await vi.waitFor(() => expect(heard).toEqual([{ id: 'from-elsewhere' }]), { timeout: 2000, interval: 10 });
    } finally {
      await other.close();
      await stop();
    }
  });

  it.skipIf(testEngine === 'pglite')(
    'reconnect after the listening connection drops, and say so to re-read',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'info').mockImplementation(() => {});
      let reconnects = 0;
      const { heard, stop } = await listen('test_reconnect', { onReconnect: () => reconnects++ });
      await handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 3000, interval: 20 });
      await handle.db.transaction((tx) => publish(tx, 'test_reconnect', { id: 'after' }));
      await vi.waitFor(() => expect(heard).toEqual([{ id: 'after' }]), { timeout: 2000, interval: 10 });
      await stop();
      vi.restoreAllMocks();
    },
  );
});

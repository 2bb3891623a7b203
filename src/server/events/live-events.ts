// Hearing live events (see publish.ts) in this process: one dedicated LISTEN connection on
// PostgreSQL, reconnected after a drop, or PGlite's listen (its thread, src/server/db/pglite-worker.ts). Started and stopped with
// the app (src/server/boot.ts).
import type pg from 'pg';
import type { DatabaseDriver } from '@/server/db/client';
import { moduleLogger } from '@/server/observability';
import { assertChannel, type EventPayload } from './publish';

const log = moduleLogger('events');

export interface SubscribeOptions {
  /**
   * Called after the connection came back from a drop: notifications sent meanwhile are lost, so
   * re-read whatever the listener keeps up to date.
   */
  onReconnect?: () => void;
}

type Listener = (payload: EventPayload) => void;
interface Subscription {
  listener: Listener;
  onReconnect?: () => void;
}

/** How the connection is held: PGlite's one connection, or a pg client of its own. */
interface Backend {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  close(): Promise<void>;
}

export interface LiveEvents {
  subscribe(channel: string, listener: Listener, options?: SubscribeOptions): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

// The spec's realtime reconnect delays: 1 s, 2 s, 5 s, then every 10 s.
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

function pgliteBackend(
  client: Extract<DatabaseDriver, { engine: 'pglite' }>['client'],
  deliver: (channel: string, raw: string) => void,
): Backend {
  const unlistens = new Map<string, () => Promise<void>>();
  return {
    async listen(channel) {
      unlistens.set(channel, await client.listen(channel, (raw) => deliver(channel, raw)));
    },
    async unlisten(channel) {
      await unlistens.get(channel)?.();
      unlistens.delete(channel);
    },
    async close() {
      if (client.closed) return;
      for (const channel of [...unlistens.keys()]) await this.unlisten(channel);
    },
  };
}

function postgresBackend(
  url: string,
  channels: () => Iterable<string>,
  deliver: (channel: string, raw: string) => void,
  reconnected: () => void,
  delays = RECONNECT_DELAYS_MS,
): Backend & { ready: Promise<void> } {
  /** The connection in use, once it listens to every channel. */
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel}"`;

  async function connect(isReconnect: boolean) {
    // Loaded here: a server on the embedded database never needs the PostgreSQL client.
    const { Client } = (await import('pg')).default;
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      // Until none is left: a channel subscribed during these awaits is listened to as well.
      const listened = new Set<string>();
      for (;;) {
        const channel = [...channels()].find((c) => !listened.has(c));
        if (channel === undefined) break;
        await next.query(`LISTEN ${quote(channel)}`);
        listened.add(channel);
      }
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    if (isReconnect) {
      log.info('live-event connection restored');
      reconnected();
    }
  }

  function lost(which: pg.Client, error?: Error) {
    if (stopped || which !== client) return;
    client = undefined;
    log.warn({ err: error }, 'live-event connection lost; reconnecting');
    which.end().catch(() => {});
    retry();
  }

  function retry() {
    if (stopped) return;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 10_000;
    failures += 1;
    timer = setTimeout(() => {
      connect(true).catch((error: unknown) => {
        log.warn({ err: error }, 'live-event reconnect failed');
        retry();
      });
    }, delay);
    timer.unref();
  }

  return {
    ready: connect(false),
    async listen(channel) {
      // While disconnected the channel is listened to on reconnect (channels() includes it).
      await client?.query(`LISTEN ${quote(channel)}`);
    },
    async unlisten(channel) {
      await client?.query(`UNLISTEN ${quote(channel)}`);
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}

let active: LiveEvents | undefined;

/** Opens the LISTEN side for this process; `subscribe` works until `stop()`. */
export async function startLiveEvents(
  driver: DatabaseDriver,
  options: { reconnectDelaysMs?: number[] } = {},
): Promise<LiveEvents> {
  const subscriptions = new Map<string, Set<Subscription>>();
  const listening = new Map<string, Promise<void>>();

  const deliver = (channel: string, raw: string) => {
    let payload: EventPayload;
    try {
      payload = JSON.parse(raw) as EventPayload;
    } catch {
      log.warn({ channel }, `ignored a malformed payload on "${channel}"`);
      return;
    }
    for (const sub of subscriptions.get(channel) ?? []) {
      try {
        sub.listener(payload);
      } catch (error) {
        log.error({ err: error, channel }, `a listener on "${channel}" failed`);
      }
    }
  };
  const reconnected = () => {
    for (const set of subscriptions.values()) for (const sub of set) sub.onReconnect?.();
  };

  let backend: Backend;
  if (driver.engine === 'pglite') {
    backend = pgliteBackend(driver.client, deliver);
  } else {
    const pgBackend = postgresBackend(
      driver.url,
      () => subscriptions.keys(),
      deliver,
      reconnected,
      options.reconnectDelaysMs,
    );
    await pgBackend.ready;
    backend = pgBackend;
  }

  const events: LiveEvents = {
    async subscribe(channel, listener, subscribeOptions = {}) {
      assertChannel(channel);
      const sub: Subscription = { listener, onReconnect: subscribeOptions.onReconnect };
      let set = subscriptions.get(channel);
      if (!set) {
        set = new Set();
        subscriptions.set(channel, set);
        listening.set(channel, backend.listen(channel));
      }
      set.add(sub);
      // A second subscriber waits for the first one's LISTEN too.
      await listening.get(channel);
      return async () => {
        const current = subscriptions.get(channel);
        if (!current?.delete(sub) || current.size > 0) return;
        subscriptions.delete(channel);
        listening.delete(channel);
        await backend.unlisten(channel);
      };
    },
    async stop() {
      subscriptions.clear();
      listening.clear();
      await backend.close();
      if (active === events) active = undefined;
    },
  };
  active = events;
  return events;
}

/**
 * Calls `listener` with each payload published on `channel` by a committed transaction, in any
 * process on the same database. Resolves once listening; returns the way to stop.
 */
export function subscribe(channel: string, listener: Listener, options?: SubscribeOptions) {
  if (!active) throw new Error('Live events are not started: boot() (or a test) calls startLiveEvents first.');
  return active.subscribe(channel, listener, options);
}

// The live streams open in this process, by user, fed by ONE subscription to the notifications
// channel (not one LISTEN per stream): each event goes to its own user's streams and no one
// else's. A stream first catches up on what its browser missed (by seq), then follows live. A new
// notification's title is sent in each stream's own language (that of the page that opened it).
import {
  findNotification,
  latestSeq,
  notificationsAfter,
  onNotification,
  type ListedNotification,
  type NotificationEvent,
} from '@/features/portal/notifications/notifications.server';
import { notificationText } from '@/features/portal/notifications/notification-text.server';
import { defaultLocale, type Locale } from '@/lib/i18n-types';
import { liveStreamsOpen, moduleLogger } from '@/server/observability';
import { CATCH_UP_LIMIT, HEARTBEAT_MS, sseFrame } from './live-protocol';

/** Where a stream's frames go (the HTTP response). A `write` that throws closes the stream. */
export interface FrameSink {
  write(frame: string): void;
  /** Ends the response (the hub stops, or the client is gone). */
  close(): void;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  catchUpLimit?: number;
  /** Whose LISTEN to follow: this process's live events unless a test stands in another's. */
  events?: Parameters<typeof onNotification>[2];
}

interface Stream {
  userId: string;
  /** The language of the page that opened it: notifications' titles are sent in it. */
  locale: Locale;
  sink: FrameSink;
  /** While catching up: live frames held back, with the seq of each notification. */
  held: Array<{ frame: string; seq?: number }> | null;
  /** The seq the stream's `ready` named: a live event at or before it (one that comes late) is
   *  already on the page, through the catch-up, the resync or the page itself, and is not sent. */
  readySeq: number;
}

const notificationFrame = (row: ListedNotification, locale: Locale) =>
  sseFrame('notification', { title: notificationText(row, locale).title }, row.seq);

export function createLiveHub(options: LiveHubOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const catchUpLimit = options.catchUpLimit ?? CATCH_UP_LIMIT;
  const streams = new Map<string, Set<Stream>>();
  /** Per user, the reads of their new notifications in order (frames leave in commit order). */
  const queues = new Map<string, Promise<void>>();
  let subscription: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function deliver(stream: Stream, frame: string, seq?: number) {
    if (seq !== undefined && seq <= stream.readySeq) return;
    if (stream.held) {
      stream.held.push({ frame, seq });
      return;
    }
    try {
      stream.sink.write(frame);
    } catch {
      remove(stream);
    }
  }

  /** Sends each of the user's streams its frame (`frame(stream)`: in the stream's language). */
  function toUser(userId: string, frame: string | ((stream: Stream) => string), seq?: number) {
    for (const stream of streams.get(userId) ?? [])
      deliver(stream, typeof frame === 'string' ? frame : frame(stream), seq);
  }

  function toEveryone(frame: string) {
    for (const set of streams.values()) for (const stream of set) deliver(stream, frame);
  }

  function onEvent(event: NotificationEvent) {
    if (!streams.has(event.userId)) return;
    if (event.type === 'read') {
      toUser(event.userId, sseFrame('read'));
      return;
    }
    const { userId, id } = event;
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        // The owner is checked again on reading: only the user's own row is ever sent.
        const row = await findNotification(userId, id);
        if (row) toUser(userId, (stream) => notificationFrame(row, stream.locale), row.seq);
      })
      .catch((error: unknown) => {
        moduleLogger('live').warn({ err: error }, `could not read notification ${id}`);
        toUser(userId, sseFrame('resync'));
      })
      .finally(() => {
        if (queues.get(userId) === next) queues.delete(userId);
      });
    queues.set(userId, next);
  }

  function ensureSubscribed() {
    // A LISTEN that came back after a drop missed whatever was sent meanwhile: every page re-reads.
    subscription ??= onNotification(
      onEvent,
      { onReconnect: () => toEveryone(sseFrame('resync')) },
      options.events,
    ).catch((error: unknown) => {
      subscription = undefined;
      throw error;
    });
    return subscription;
  }

  function remove(stream: Stream) {
    const set = streams.get(stream.userId);
    if (!set?.delete(stream)) return;
    liveStreamsOpen.dec();
    try {
      stream.sink.close();
    } catch {
      // Already closed by the client.
    }
    if (set.size === 0) streams.delete(stream.userId);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /** Sends what the browser missed after `since`, or says where it starts; returns the ready seq. */
  async function catchUp(stream: Stream, since: number | undefined): Promise<number> {
    const { sink } = stream;
    const ready = (seq: number) => {
      sink.write(sseFrame('ready', {}, seq));
      return seq;
    };
    if (since === undefined) return ready(await latestSeq(stream.userId));
    const missed = await notificationsAfter(stream.userId, since, catchUpLimit + 1);
    if (missed.length > catchUpLimit) {
      // Too many to replay: the page re-reads everything instead, and goes on from the newest.
      const newest = await latestSeq(stream.userId);
      sink.write(sseFrame('resync', {}, newest));
      return ready(newest);
    }
    for (const row of missed) sink.write(notificationFrame(row, stream.locale));
    return ready(missed.at(-1)?.seq ?? since);
  }

  return {
    /**
     * Opens a stream for `userId`: catch-up after `since` (a seq the browser saw), then live, with
     * titles in `locale`. Resolves to the way to close it (idempotent).
     */
    async open(
      userId: string,
      since: number | undefined,
      sink: FrameSink,
      locale: Locale = defaultLocale,
    ): Promise<() => void> {
      await ensureSubscribed();
      const stream: Stream = { userId, locale, sink, held: [], readySeq: -Infinity };
      let set = streams.get(userId);
      if (!set) streams.set(userId, (set = new Set()));
      set.add(stream);
      // The process's open streams, for /metrics (src/server/observability counts, this hub says).
      liveStreamsOpen.inc();
      heartbeat ??= setInterval(() => toEveryone(sseFrame('ping')), heartbeatMs);
      heartbeat.unref();
      const close = () => remove(stream);
      try {
        stream.readySeq = await catchUp(stream, since);
        const held = stream.held ?? [];
        stream.held = null;
        for (const { frame, seq } of held) deliver(stream, frame, seq);
      } catch (error) {
        close();
        throw error;
      }
      return close;
    },

    /** How many streams are open, in all and for one user (tests, the benchmark). */
    count(userId?: string): number {
      if (userId !== undefined) return streams.get(userId)?.size ?? 0;
      let n = 0;
      for (const set of streams.values()) n += set.size;
      return n;
    },

    /** Closes every stream and stops listening. */
    async stop() {
      for (const set of [...streams.values()]) for (const stream of [...set]) remove(stream);
      const unsubscribe = await subscription?.catch(() => undefined);
      subscription = undefined;
      await unsubscribe?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

let shared: LiveHub | undefined;

/** This process's hub (the stream endpoint uses it). */
export function liveHub(): LiveHub {
  shared ??= createLiveHub();
  return shared;
}

// What the live stream and the browser agree on (no server code: live-client.ts imports it).
// Spec §9: heartbeat every 25 s; reconnect after 1 s, 2 s, 5 s, then every 10 s.

/** Where a signed-in page opens its stream (src/pages/api/live.ts). */
export const LIVE_ENDPOINT = '/api/live';

/** The stream's query parameter naming the page's language: the titles it sends are in it. */
export const LIVE_LOCALE_PARAM = 'lang';

/** The stream a page in `locale` opens. */
export const liveStreamUrl = (locale: string) => `${LIVE_ENDPOINT}?${LIVE_LOCALE_PARAM}=${encodeURIComponent(locale)}`;

/** The server sends a `ping` this often (EventSource hides comments, so a named event). */
export const HEARTBEAT_MS = 25_000;

/** A stream without any event for this long is taken as dead and reopened. */
export const DEAD_STREAM_MS = 60_000;

/** The browser's waits before each reconnect: the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The most missed notifications sent on reconnect; past that, one `resync`. */
export const CATCH_UP_LIMIT = 50;

/**
 * The events a stream carries:
 * - `ready` (id: the newest notification's seq) once the stream is caught up;
 * - `notification` (id: its seq; data: { title }, in the stream's language) for a new one;
 * - `read` when some were marked read (in any tab);
 * - `resync` when the server may have missed changes: re-read the page;
 * - `ping`, the heartbeat.
 */
export type LiveEventName = 'ready' | 'notification' | 'read' | 'resync' | 'ping';

/** One Server-Sent Events frame. JSON never holds a raw line break, so `data` is one line. */
export function sseFrame(event: LiveEventName, data: unknown = {}, id?: number): string {
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

// The HTTP side of a live stream: who may open one (the signed-in user, for their own events
// only), where it resumes (Last-Event-ID), and a response that is never compressed, buffered or
// cached on the way, closed when the browser leaves or the session ends.
import { queryText } from '@/server/lists';
import { moduleLogger } from '@/server/observability';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { liveHub, type LiveHub } from './live-hub.server';
import { LIVE_LOCALE_PARAM } from './live-protocol';

/** A stream is reopened (and the session checked again) at least this often. */
export const MAX_STREAM_MS = 30 * 60_000;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: the app's compression (and any proxy) must pass events through as they come.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** The language the page that opened the stream speaks (?lang=, LIVE_LOCALE_PARAM): its titles are sent in it. */
export function streamLocale(url: URL): Locale {
  const lang = queryText(url.searchParams, LIVE_LOCALE_PARAM);
  return isLocale(lang) ? lang : defaultLocale;
}

/** The seq the browser saw last: the Last-Event-ID header, else ?lastEventId=; undefined if none or not one. */
export function resumeFrom(request: Request, url: URL): number | undefined {
  const raw = request.headers.get('last-event-id') ?? queryText(url.searchParams, 'lastEventId');
  if (raw === null || raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

interface StreamRequest {
  request: Request;
  url: URL;
  locals: Pick<App.Locals, 'user' | 'session'>;
}

function plain(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The response to GET /api/live. */
export async function liveStreamResponse(
  { request, url, locals }: StreamRequest,
  hub: LiveHub = liveHub(),
): Promise<Response> {
  const { user, session } = locals;
  if (!user) return plain(401, 'Sign in required');
  // HEAD (and a client that only probes): the headers, no stream.
  if (request.method !== 'GET') return new Response(null, { status: 200, headers: STREAM_HEADERS });
  const since = resumeFrom(request, url);
  const encoder = new TextEncoder();
  const expiresAt = session?.expiresAt ? new Date(session.expiresAt).getTime() : Date.now() + MAX_STREAM_MS;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  /** Ends the stream when the session does (set once the stream is open). */
  const expiry: { timer?: NodeJS.Timeout } = {};
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => close(),
  });
  const sink = {
    write: (frame: string) => controller.enqueue(encoder.encode(frame)),
    close() {
      if (!open) return;
      open = false;
      clearTimeout(expiry.timer);
      request.signal.removeEventListener('abort', close);
      controller.close();
    },
  };
  try {
    // Catch-up frames wait in the body until the response is sent.
    close = await hub.open(user.id, since, sink, streamLocale(url));
  } catch (error) {
    moduleLogger('live').error({ err: error }, 'a stream could not start');
    return plain(503, 'Live updates are unavailable', { 'Retry-After': '10' });
  }
  if (request.signal.aborted) close();
  request.signal.addEventListener('abort', close, { once: true });
  // The browser reconnects at once with its last id, and the session is checked again then.
  expiry.timer = setTimeout(close, Math.max(1_000, Math.min(MAX_STREAM_MS, expiresAt - Date.now())));
  expiry.timer.unref();
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}

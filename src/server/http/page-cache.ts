// The anonymous page cache, in front of Astro. A GET without cookies for a page that marked itself
// shareable (shared-page.ts: the public pages and their fragments) is rendered once, compressed
// once, and then served from memory to every anonymous visitor.
// - No one's own page is ever stored or served to another: a request with any cookie (a session,
//   a flash message, a form's answer) or credentials goes to Astro as before, and a response that
//   sets a cookie is never stored.
// - No stale page: entries are keyed by the site's content version (content-version.ts), read
//   before rendering. A change to what public pages show moves it in the change's transaction,
//   so the next request renders afresh, in every process on the same database.
// - Entries also expire after `maxAgeMs`, so text derived from the clock (a year) never lags long.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { moduleLogger, pageCacheRequests, requestContext } from '@/server/observability';
import { acceptedEncodings } from './precompressed';
import { captureResponse, type Captured } from './capture-response';
import { encodeBody, type Encoding } from './encode-body';
import { SHARED_PAGE_HEADER } from './shared-page';

export interface PageCacheOptions {
  /** The site's content version, read before each lookup (the database's, in production). */
  version: () => Promise<string>;
  /** Memory the stored pages may take, all encodings counted (PAGE_CACHE_MB; 16 MB). */
  maxBytes?: number;
  maxAgeMs?: number;
  /** X-Forwarded-Proto and X-Forwarded-Host are part of the page's address (TRUST_PROXY). */
  trustProxy?: boolean;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  bytes: number;
  storedAt: number;
  /** The Astro route that rendered it: a hit is counted under it too. */
  route: string | undefined;
}

const log = moduleLogger('page-cache');

/**
 * Counts a page served from memory (hit) or rendered and stored (miss), and tells the request's
 * log line; what is never stored (files, errors, private pages) is neither.
 */
function counted(result: 'hit' | 'miss', entry?: Entry) {
  pageCacheRequests.inc({ result });
  const context = requestContext();
  if (!context) return;
  context.cache = result;
  if (entry?.route) context.route = entry.route;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Whether a request may be answered from, and stored in, the shared cache. */
export function isAnonymousRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.cookie || req.headers.authorization) return false;
  return (req.url ?? '').length <= 2048;
}

function pickEncoding(req: IncomingMessage): Encoding {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

function etagMatches(req: IncomingMessage, etag: string) {
  const header = req.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  const encoding = pickEncoding(req);
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    ETag: entry.etag,
    Vary: 'Accept-Encoding, Cookie',
    'X-Page-Cache': 'hit',
  };
  if (etagMatches(req, entry.etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  const body = entry.bodies[encoding];
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A stored page's headers: what Astro sent, less what the cache sets per answer. */
function storedHeaders(captured: Captured): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(captured.headers)) {
    if (
      value === undefined ||
      ['content-length', 'content-encoding', 'vary', 'etag', SHARED_PAGE_HEADER].includes(name)
    )
      continue;
    headers[name] = value;
  }
  headers['cache-control'] ??= 'no-cache';
  return headers;
}

async function toEntry(captured: Captured): Promise<Entry> {
  const [gzip, br] = await Promise.all([encodeBody(captured.body, 'gzip'), encodeBody(captured.body, 'br')]);
  const etag = `W/"${createHash('sha256').update(captured.body).digest('base64url').slice(0, 27)}"`;
  return {
    status: captured.status,
    headers: storedHeaders(captured),
    etag,
    bodies: { identity: captured.body, gzip, br },
    bytes: captured.body.length + gzip.length + br.length,
    storedAt: Date.now(),
    route: requestContext()?.route,
  };
}

function isShareable(captured: Captured) {
  return (
    captured.status === 200 &&
    captured.headers[SHARED_PAGE_HEADER] !== undefined &&
    captured.headers['set-cookie'] === undefined
  );
}

/** Sends what Astro answered, compressed for the client, when it could not be stored. */
async function sendUnstored(req: IncomingMessage, res: ServerResponse, captured: Captured) {
  const headers: OutgoingHttpHeaders = { ...captured.headers };
  delete headers[SHARED_PAGE_HEADER];
  delete headers['content-length'];
  const encoding = pickEncoding(req);
  const compressible =
    captured.body.length >= 1024 &&
    /^(text\/|application\/(json|xml|javascript))/.test(String(headers['content-type'] ?? ''));
  const body =
    compressible && encoding !== 'identity' && !headers['content-encoding']
      ? await encodeBody(captured.body, encoding)
      : captured.body;
  if (body !== captured.body) {
    headers['content-encoding'] = encoding;
    headers.vary = 'Accept-Encoding';
  }
  headers['content-length'] = body.length;
  res.writeHead(captured.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createPageCache(handler: Handler, options: PageCacheOptions): Middleware {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  // Insertion order is use order (a hit moves its entry to the end): the first is the least used.
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;
  let seenVersion: string | undefined;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  const addressOf = (req: IncomingMessage) => {
    const forwarded = (name: string) =>
      options.trustProxy
        ? String(req.headers[name] ?? '')
            .split(',')[0]
            ?.trim()
        : '';
    return `${forwarded('x-forwarded-proto')}|${forwarded('x-forwarded-host') || req.headers.host || ''}|${req.url ?? ''}`;
  };

  // Renders through Astro; stores the page when it is shareable, else sends it as it is.
  const render = async (req: IncomingMessage, res: ServerResponse, key: string) => {
    const captured = await captureResponse(res, () => handler(req, res));
    if (!captured) return undefined;
    res.removeHeader(SHARED_PAGE_HEADER);
    if (!isShareable(captured)) {
      await sendUnstored(req, res, captured);
      return undefined;
    }
    counted('miss');
    const entry = await toEntry(captured);
    store(key, entry);
    send(req, res, entry);
    return entry;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    let version: string;
    try {
      version = await options.version();
    } catch (error) {
      // The content version cannot be read (the database is away): Astro answers, nothing is kept.
      log.error({ err: error }, 'cannot read the content version; rendering without the cache');
      return next();
    }
    if (version !== seenVersion) {
      entries.clear();
      bytes = 0;
      seenVersion = version;
    }
    const key = `${version}|${addressOf(req)}`;
    const entry = entries.get(key);
    if (entry && Date.now() - entry.storedAt < maxAgeMs) {
      entries.delete(key);
      entries.set(key, entry);
      counted('hit', entry);
      return send(req, res, entry);
    }
    remove(key);
    const inFlight = pending.get(key);
    if (inFlight) {
      // Another request is rendering this page: wait for it rather than render it twice.
      const rendered = await inFlight;
      if (!rendered) return next();
      counted('hit', rendered);
      return send(req, res, rendered);
    }
    // HEAD renders nothing worth keeping; it goes to Astro like any uncached request.
    if (req.method === 'HEAD') return next();
    const rendering = render(req, res, key);
    pending.set(key, rendering);
    try {
      await rendering;
    } finally {
      pending.delete(key);
    }
  };

  return (req, res, next) => {
    if (!isAnonymousRead(req)) return next();
    serve(req, res, next).catch((error: unknown) => {
      log.error({ err: error }, 'the page cache failed to answer');
      res.destroy();
    });
  };
}

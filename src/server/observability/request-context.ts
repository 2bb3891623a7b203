// What the app knows of the request it is serving, wherever the call chain has got to: its id
// (on every log line about it, and on the error pages) and what answered it (the route label of
// the request metrics). Set by the HTTP server (src/server/http/) for the request's whole life.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

export interface RequestContext {
  readonly id: string;
  /** The Astro route pattern (`/admin/leads/[id]`), or a fixed label for what answered before Astro. */
  route?: string;
  /** Whether the anonymous page cache served the page (hit) or had it rendered (miss). */
  cache?: 'hit' | 'miss';
  /** The site's content version this request renders from (content-version.ts: read once). */
  contentVersion?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it starts) as part of the request `context`. */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request being served, or undefined outside one (start-up, jobs, tests). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

// What a proxy's id may look like (nginx's $request_id, a UUID, a trace id): nothing that could
// break a header, a log line or the page it is shown on.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the proxy's X-Request-Id when a proxy is trusted and it is well formed, so
 * both logs tell of the same request; otherwise a new one, short enough to read out on the phone.
 */
export function requestIdFor(header: string | string[] | undefined, trustProxy: boolean): string {
  const given = Array.isArray(header) ? header[0] : header;
  if (trustProxy && given !== undefined && VALID_REQUEST_ID.test(given)) return given;
  return randomBytes(8).toString('hex');
}

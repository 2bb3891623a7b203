// Each request's one log line and its metrics, written when its response ends: method, route,
// status, duration, bytes, page-cache result and the request id (also sent back as X-Request-Id).
// The route is the Astro route pattern (set by src/server/middleware/request-route.ts) or what
// answered before Astro; never the path, which may hold ids or a visitor's search.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { httpRequestDuration, httpRequests, moduleLogger, type RequestContext } from '@/server/observability';
import { ALLOWED_METHODS } from './methods';

const log = moduleLogger('http');

/** Route labels of what answers before Astro (an Astro route is its pattern, starting with /). */
export const ROUTE = {
  /** Files: the build's hashed assets, public/ (the node adapter's static handler). */
  static: 'static',
  methodNotAllowed: 'method-not-allowed',
  bodyTooLarge: 'body-too-large',
  /** Refused by Astro before any route ran (its origin check on a cross-site form post). */
  other: 'other',
} as const;

/** What answered a request no route claimed: a file, or a refusal before routing. */
function unroutedLabel(method: string, status: number) {
  return (method === 'GET' || method === 'HEAD') && status < 400 ? ROUTE.static : ROUTE.other;
}

/** The operator's endpoints: logged at debug, as a probe every second would drown the rest. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

const isEventStream = (res: ServerResponse) => /^text\/event-stream\b/i.test(String(res.getHeader('content-type')));

/** Starts timing `req`; its line and metrics are written once `res` has finished or closed. */
export function observeRequest(req: IncomingMessage, res: ServerResponse, context: RequestContext) {
  const startedAt = performance.now();
  const bytesBefore = req.socket.bytesWritten;
  res.setHeader('X-Request-Id', context.id);
  const done = () => {
    res.off('finish', done);
    res.off('close', done);
    const seconds = (performance.now() - startedAt) / 1000;
    // Headers never sent: the client left before any answer (nginx's 499).
    const status = res.headersSent ? res.statusCode : 499;
    const method = (ALLOWED_METHODS as readonly string[]).includes(req.method ?? '') ? req.method! : 'OTHER';
    const route = context.route ?? unroutedLabel(method, status);
    httpRequests.inc({ method, route, status: String(status) });
    // A stream's duration is how long the page stayed open, not how fast the site answered.
    if (!isEventStream(res)) httpRequestDuration.observe({ method, route }, seconds);
    const line = {
      requestId: context.id,
      method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      bytes: req.socket.bytesWritten - bytesBefore,
      cache: context.cache,
      aborted: res.writableFinished ? undefined : true,
    };
    const message = `${method} ${route} ${status}`;
    if (QUIET_ROUTES.has(route)) log.debug(line, message);
    else if (status >= 500) log.warn(line, message);
    else log.info(line, message);
  };
  res.once('finish', done);
  res.once('close', done);
}

// The production HTTP server around Astro's node handler (scripts/serve.mjs listens with it):
// the request's id, log line and metrics, the operator's endpoints (/healthz, /readyz, /metrics),
// security headers, caching of hashed files, the anonymous page cache, compression that leaves
// event streams alone, and the request-body limits. See docs/decisions/001-custom-server-entry.md.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { requestIdFor, runInRequestContext, type RequestContext } from '@/server/observability';
import { createBodyGuard } from './body-guard';
import { bodyLimits, type BodyLimitRule } from './body-limits';
import { createCompression } from './compress-responses';
import { applyForwardedProto } from './forwarded-proto';
import { ALLOWED_METHODS, refuseMethod } from './methods';
import { createOperatorEndpoints, type Readiness } from './operator-endpoints';
import { createPageCache } from './page-cache';
import { createPrecompressed } from './precompressed';
import { observeRequest, ROUTE } from './request-log';
import { createResponseHeaders } from './response-headers';
import { withoutSharedMarker } from './shared-page';

export type { BodyLimitRule } from './body-limits';
export { ALLOWED_METHODS } from './methods';
export type { Readiness } from './operator-endpoints';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface HttpServerOptions {
  /** The site is served over HTTPS (PUBLIC_SITE_URL): send Strict-Transport-Security. */
  secureCookies?: boolean;
  /** Routes allowed a larger body: the table in body-limits.ts unless a test passes its own. */
  bodyLimits?: readonly BodyLimitRule[];
  /** How long the rest of an over-limit body is read and discarded after its 413. */
  drainMs?: number;
  /** The build's client folder (dist/client): its hashed assets are sent precompressed. */
  clientDir?: string;
  /** A proxy sits in front (TRUST_PROXY): its X-Forwarded-Proto tells Astro the request was HTTPS. */
  trustProxy?: boolean;
  /** The site's content version (content-version.ts): with it, anonymous public pages are cached. */
  contentVersion?: () => Promise<string>;
  /** Memory the page cache may take (PAGE_CACHE_MB). */
  pageCacheBytes?: number;
  /** What /readyz checks (boot's readiness); without it, answering is being ready. */
  readiness?: () => Promise<Readiness>;
  /** METRICS_TOKEN: /metrics for a scraper that is not on this machine. */
  metricsToken?: string;
}

/** An http.Server, not yet listening; `app.config` from boot() is a valid `options`. */
export function createHttpServer(handler: RequestHandler, options: HttpServerOptions = {}) {
  const setHeaders = createResponseHeaders({ https: options.secureCookies ?? false });
  const guardBody = createBodyGuard({ rules: options.bodyLimits ?? bodyLimits, drainMs: options.drainMs ?? 30_000 });
  const compress = createCompression();
  const precompressed = createPrecompressed(options.clientDir);
  const render = (req: IncomingMessage, res: ServerResponse) => void handler(req, res);
  const pageCache = options.contentVersion
    ? createPageCache(render, {
        version: options.contentVersion,
        trustProxy: options.trustProxy,
        maxBytes: options.pageCacheBytes,
      })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  const operatorEndpoints = createOperatorEndpoints(options);
  const serve = (req: IncomingMessage, res: ServerResponse, context: RequestContext) => {
    observeRequest(req, res, context);
    if (options.trustProxy) applyForwardedProto(req);
    setHeaders(req, res);
    // Anything else (TRACE, PUT, OPTIONS…) is refused before Astro, which cannot build a Request for some.
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '')) {
      context.route = ROUTE.methodNotAllowed;
      req.resume();
      return refuseMethod(res);
    }
    if (operatorEndpoints(req, res, context)) return;
    const renderUncached = () => {
      withoutSharedMarker(res);
      render(req, res);
    };
    guardBody(req, res, () =>
      precompressed(req, res, () => pageCache(req, res, () => compress(req, res, renderUncached))),
    );
  };
  // Everything the request sets off, down to Astro's pages and the log lines they write, runs
  // in its context (its id; the route that answered).
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const context: RequestContext = { id: requestIdFor(req.headers['x-request-id'], options.trustProxy ?? false) };
    runInRequestContext(context, () => serve(req, res, context));
  };
  const server = http.createServer(listener);
  // Requests sent with "Expect: 100-continue" arrive here instead: the guard refuses them before
  // the client sends its body, or tells it to go on.
  server.on('checkContinue', listener);
  server.keepAliveTimeout = 65_000;
  return server;
}

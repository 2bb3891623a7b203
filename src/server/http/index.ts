// The production HTTP server around Astro's node handler (scripts/serve.mjs listens with it):
// security headers, caching of hashed files, the anonymous page cache, compression that leaves
// event streams alone, and the request-body limits. See docs/decisions/001-custom-server-entry.md.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createBodyGuard } from './body-guard';
import { bodyLimits, type BodyLimitRule } from './body-limits';
import { createCompression } from './compress-responses';
import { applyForwardedProto } from './forwarded-proto';
import { createPageCache } from './page-cache';
import { createPrecompressed } from './precompressed';
import { createResponseHeaders } from './response-headers';
import { withoutSharedMarker } from './shared-page';

export type { BodyLimitRule } from './body-limits';

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
}

/** The methods the site serves: pages and endpoints answer GET and HEAD, forms and auth POST. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

function refuseMethod(res: ServerResponse) {
  res.writeHead(405, {
    Allow: ALLOWED_METHODS.join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end('Method Not Allowed\n');
}

/** An http.Server, not yet listening; `app.config` from boot() is a valid `options`. */
export function createHttpServer(handler: RequestHandler, options: HttpServerOptions = {}) {
  const setHeaders = createResponseHeaders({ https: options.secureCookies ?? false });
  const guardBody = createBodyGuard({ rules: options.bodyLimits ?? bodyLimits, drainMs: options.drainMs ?? 30_000 });
  const compress = createCompression();
  const precompressed = createPrecompressed(options.clientDir);
  const render = (req: IncomingMessage, res: ServerResponse) => void handler(req, res);
  const pageCache = options.contentVersion
    ? createPageCache(render, { version: options.contentVersion, trustProxy: options.trustProxy })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (options.trustProxy) applyForwardedProto(req);
    setHeaders(req, res);
    // Anything else (TRACE, PUT, OPTIONS…) is refused before Astro, which cannot build a Request for some.
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '')) {
      req.resume();
      return refuseMethod(res);
    }
    const renderUncached = () => {
      withoutSharedMarker(res);
      render(req, res);
    };
    guardBody(req, res, () =>
      precompressed(req, res, () => pageCache(req, res, () => compress(req, res, renderUncached))),
    );
  };
  const server = http.createServer(listener);
  // Requests sent with "Expect: 100-continue" arrive here instead: the guard refuses them before
  // the client sends its body, or tells it to go on.
  server.on('checkContinue', listener);
  server.keepAliveTimeout = 65_000;
  return server;
}

// The operator's endpoints, answered before anything else (no page cache, session or language):
// GET /healthz (the process answers), GET /readyz (it can serve: src/server/observability/
// readiness.ts) and GET /metrics (Prometheus). All never cached; HEAD answers like GET, bodiless.
// /metrics is open to a scraper on the same machine (a loopback socket, and no proxy header: a
// request a proxy on the same machine passed on is not local) and otherwise only with
// `Authorization: Bearer <METRICS_TOKEN>`: 403 for anyone else, token set or not.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { moduleLogger, renderMetrics, type RequestContext } from '@/server/observability';
import { sameSecret } from '@/server/signed-links';
import { refuseMethod } from './methods';

/** What /readyz reports: each check's 'ok' or what is wrong (src/server/observability/readiness.ts). */
export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

export interface OperatorEndpointOptions {
  /** Boot's readiness checks; without them the process is ready once it answers. */
  readiness?: () => Promise<Readiness>;
  /** METRICS_TOKEN: lets a scraper from another machine read /metrics. */
  metricsToken?: string;
}

const log = moduleLogger('http');

const PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function isLoopback(address: string | undefined) {
  return !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');
}

function hasToken(req: IncomingMessage, token: string | undefined) {
  const header = req.headers.authorization ?? '';
  const given = /^Bearer (\S+)$/i.exec(header)?.[1];
  return !!token && !!given && sameSecret(given, token);
}

/** Whether a request may read /metrics. */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined) {
  const local = isLoopback(req.socket.remoteAddress) && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
  return local || hasToken(req, token);
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers the operator's endpoints; false for any other path (the request goes on). */
export function createOperatorEndpoints(options: OperatorEndpointOptions) {
  const readiness = options.readiness ?? (async (): Promise<Readiness> => ({ ready: true, checks: {} }));
  const serve = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === '/healthz') return answer(req, res, 200, 'text/plain; charset=utf-8', 'ok\n');
    if (path === '/readyz') {
      const report = await readiness();
      const failing = Object.entries(report.checks)
        .filter(([, status]) => status !== 'ok')
        .map(([name]) => name);
      const body = report.ready
        ? { status: 'ready', checks: report.checks }
        : { status: 'not ready', failing, checks: report.checks };
      return answer(req, res, report.ready ? 200 : 503, 'application/json', `${JSON.stringify(body)}\n`);
    }
    if (!mayReadMetrics(req, options.metricsToken))
      return answer(req, res, 403, 'text/plain; charset=utf-8', 'Forbidden\n');
    const metrics = await renderMetrics();
    return answer(req, res, 200, metrics.contentType, metrics.body);
  };

  return (req: IncomingMessage, res: ServerResponse, context: RequestContext): boolean => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!PATHS.has(path)) return false;
    context.route = path;
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      refuseMethod(res, ['GET', 'HEAD']);
      return true;
    }
    serve(req, res, path).catch((error: unknown) => {
      // The checks and collectors catch their own failures: this is a bug, answered rather than hung.
      log.error({ err: error }, `${path} failed`);
      if (res.headersSent) return res.destroy();
      answer(req, res, 500, 'text/plain; charset=utf-8', 'Internal Server Error\n');
    });
    return true;
  };
}

// GET /metrics over the real HTTP server: the format, requests counted under their route pattern,
// page-cache hits, jobs waiting (read from the real database), and who may read it.
import type { APIContext } from 'astro';
import { writeResponse } from 'astro/app/node';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { defineJobKind, jobRow } from '@/server/jobs';
import { requestRouteMiddleware } from '@/server/middleware/request-route';
import { registerScrapeTimeMetrics } from '@/server/observability/collectors';
import { captureLogs } from '@/server/observability/logger.test-support';
import { mayReadMetrics } from './operator-endpoints';
import { SHARED_PAGE_HEADER } from './shared-page';
import { send, startServer, stopServers } from './test-server';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await useTestDatabase();
  registerScrapeTimeMetrics();
});
afterAll(() => handle.close());
afterEach(stopServers);

/** A stand-in for Astro: its middleware names the route (as src/middleware.ts does), then a shareable page. */
function site(routePattern: string) {
  return async (_req: IncomingMessage, res: ServerResponse) => {
    const response = await requestRouteMiddleware({ routePattern } as APIContext, async () => {
      return new Response(`<!doctype html><title>x</title>${'<p>Galpão</p>'.repeat(100)}`, {
        headers: { 'Content-Type': 'text/html', [SHARED_PAGE_HEADER]: '1' },
      });
    });
    await writeResponse(response as Response, res);
  };
}

const scrape = async (port: number, headers: Record<string, string> = {}) => {
  const sent = await send(port, { method: 'GET', path: '/metrics', headers });
  return { ...sent, text: sent.body.toString() };
};

/** The value of one series in the exposition text (undefined when it is not there). */
function series(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe(`/metrics on ${testEngine}`, () => {
  it('is Prometheus text: every line a comment or a series, with the process defaults', async () => {
    captureLogs();
    const port = await startServer(site('/'));
    const { status, headers, text } = await scrape(port);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(headers['cache-control']).toBe('no-store');
    for (const line of text.split('\n').filter(Boolean)) {
      expect(line).toMatch(/^(# (HELP|TYPE) [a-zA-Z_:][\w:]* .+|[a-zA-Z_:][\w:]*(\{[^}]*\})? [-+\d.eE]+|.*NaN|.*Inf)$/);
    }
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(
      series(text, 'database_pool', { state: testEngine === 'postgres' ? 'total' : 'in_flight' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('counts a request under its route pattern, never its path, with its latency', async () => {
    captureLogs();
    const port = await startServer(site('/admin/leads/[id]'));
    const labels = { method: 'GET', route: '/admin/leads/[id]', status: '200' };
    const before = series((await scrape(port)).text, 'http_requests_total', labels) ?? 0;
    await send(port, { method: 'GET', path: '/admin/leads/3f1c9a', headers: { cookie: 'session=1' } });
    await send(port, { method: 'GET', path: '/admin/leads/77aa01?aba=notas', headers: { cookie: 'session=1' } });
    const { text } = await scrape(port);
    expect(series(text, 'http_requests_total', labels)).toBe(before + 2);
    expect(series(text, 'http_request_duration_seconds_count', { route: '/admin/leads/[id]' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(text).not.toContain('3f1c9a');
    expect(text).not.toContain('aba=notas');
    // What answered before Astro has a label of its own.
    await send(port, { method: 'DELETE', path: '/admin/leads/3f1c9a' });
    expect(
      series((await scrape(port)).text, 'http_requests_total', { route: 'method-not-allowed', status: '405' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts page-cache hits and misses, a hit under the route that rendered the page', async () => {
    captureLogs();
    const port = await startServer(site('/modulos'), { contentVersion: async () => '1' });
    const before = series((await scrape(port)).text, 'page_cache_requests_total', { result: 'hit' }) ?? 0;
    await send(port, { method: 'GET', path: '/modulos' });
    await send(port, { method: 'GET', path: '/modulos' });
    const { text } = await scrape(port);
    expect(series(text, 'page_cache_requests_total', { result: 'hit' })).toBe(before + 1);
    expect(series(text, 'page_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'http_requests_total', { route: '/modulos', status: '200' })).toBeGreaterThanOrEqual(2);
  });

  it('reports the jobs waiting per kind and how long the oldest has been due', async () => {
    captureLogs();
    await handle.db.execute(sql`TRUNCATE background_jobs`);
    const report = defineJobKind<unknown>({ name: 'report', maxAttempts: 1, retryDelayMs: () => 0, leaseMs: 1_000 });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await handle.db.insert(jobs).values([
      jobRow(report, {}, { runAt: minutesAgo(5) }),
      jobRow(report, {}, { runAt: minutesAgo(1) }),
      // Due tomorrow (a retry's backoff): waiting, but not late.
      jobRow(report, {}, { runAt: new Date(Date.now() + 86_400_000) }),
      { ...jobRow(report, {}, { runAt: minutesAgo(60) }), state: 'succeeded' },
    ]);
    const port = await startServer(site('/'));
    const { text } = await scrape(port);
    expect(series(text, 'jobs_waiting', { kind: 'report' })).toBe(3);
    const age = series(text, 'jobs_oldest_waiting_age_seconds', { kind: 'report' }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(400);
  });

  it('is open to this machine, and to anyone else only with the token', async () => {
    captureLogs();
    const port = await startServer(site('/'), { metricsToken: TOKEN });
    expect((await scrape(port)).status).toBe(200);
    // A proxy on this machine passing a visitor on: not a local scraper.
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    expect((await scrape(port, proxied)).status).toBe(403);
    expect(
      (await scrape(port, { ...proxied, authorization: 'Bearer wrong-token-wrong-token-wrong-token' })).status,
    ).toBe(403);
    expect((await scrape(port, { ...proxied, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    // Without METRICS_TOKEN, nobody from afar.
    const open = await startServer(site('/'));
    expect((await scrape(open, { ...proxied, authorization: `Bearer ${TOKEN}` })).status).toBe(403);
  });

  it('tells loopback by the socket, never by what the request says', () => {
    const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
    expect(mayReadMetrics(request('127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('::1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('203.0.113.7'), undefined)).toBe(false);
    expect(mayReadMetrics(request('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
  });
});

// The process's metrics, in one prom-client registry served at /metrics (src/server/http/).
// Modules count what they do through these; what is read at scrape time (jobs waiting, the
// database pool) is registered by boot (collectors.ts). Labels are bounded sets: a route
// pattern, never a path.
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const registers = [registry];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern (or static, method-not-allowed…) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its response ending, by method and route (event streams left out)',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const pageCacheRequests = new client.Counter({
  name: 'page_cache_requests_total',
  help: 'Shareable anonymous pages served from the page cache (hit) or rendered and stored (miss)',
  labelNames: ['result'] as const,
  registers,
});

export const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Background job attempts, by kind and outcome (succeeded, retrying, failed = given up)',
  labelNames: ['kind', 'outcome'] as const,
  registers,
});

export const emailsSent = new client.Counter({
  name: 'emails_sent_total',
  help: 'Emails the SMTP server accepted (or the log took, without SMTP_URL)',
  registers,
});

export const emailsFailed = new client.Counter({
  name: 'emails_failed_total',
  help: 'Email sends that failed: retrying (another attempt is due) or gave_up (the last attempt)',
  labelNames: ['outcome'] as const,
  registers,
});

export const liveStreamsOpen = new client.Gauge({
  name: 'live_streams_open',
  help: 'Live-update streams (server-sent events) open in this process',
  registers,
});

/** The metrics in Prometheus' text format, and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

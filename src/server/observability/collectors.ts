// The metrics read when Prometheus scrapes rather than counted as things happen: the jobs
// waiting per kind and how long the oldest has been due, and how busy the database connections
// are. Registered once by boot (registerScrapeTimeMetrics).
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import { databaseStats, db } from '@/server/db/client';
import { localJobKinds } from '@/server/jobs';
import { moduleLogger } from './logger';
import { registry } from './metrics';
import { singleFlight, timeBoxed } from './time-box';

const log = moduleLogger('metrics');

// A scrape must answer even when the database does not: the job series are then left out.
const QUERY_TIMEOUT_MS = 2_000;

interface WaitingJobs {
  kind: string;
  waiting: number;
  /** Seconds since the oldest queued job of the kind became due (0 when none is due yet). */
  oldestAgeSeconds: number;
}

/**
 * Queued jobs by kind. It reads the queued rows only, through background_jobs_due_idx
 * (state, run_at): the finished jobs, nearly the whole table, are never visited.
 */
export const WAITING_JOBS = sql`
    SELECT kind, count(*)::int AS waiting,
           greatest(0, extract(epoch FROM now() - min(run_at)))::float8 AS age
    FROM background_jobs WHERE state = 'queued' GROUP BY kind`;

export async function readWaitingJobs(): Promise<WaitingJobs[]> {
  const { rows } = (await db().execute(WAITING_JOBS)) as unknown as {
    rows: Array<{ kind: string; waiting: number; age: number }>;
  };
  return rows.map((row) => ({ kind: row.kind, waiting: Number(row.waiting), oldestAgeSeconds: Number(row.age) }));
}

let registered = false;

/** Adds the scrape-time metrics to the registry (once per evaluation of this module: the dev
 * server evaluates it anew after an edit, and the new gauges replace those of the old instance). */
export function registerScrapeTimeMetrics() {
  if (registered) return;
  registered = true;

  // Both job gauges come from one query per scrape, shared by their collect() calls; a query
  // that hangs is shared by the next scrapes too, not started again.
  const reading = singleFlight(readWaitingJobs);
  const waitingJobs = () =>
    timeBoxed(reading(), QUERY_TIMEOUT_MS).catch((error: unknown) => {
      log.warn({ err: error }, 'could not read the waiting jobs for /metrics');
      return undefined;
    });
  // Every kind this process runs has a series, at 0 when nothing waits, so an alert sees it.
  const byKind = async (pick: (jobs: WaitingJobs) => number) => {
    const rows = await waitingJobs();
    if (!rows) return undefined;
    const values = new Map<string, number>(localJobKinds().map((kind) => [kind, 0]));
    for (const row of rows) values.set(row.kind, pick(row));
    return values;
  };

  gauge({
    name: 'jobs_waiting',
    help: 'Background jobs queued (due or scheduled for a retry), by kind',
    labelNames: ['kind'] as const,
    async collect() {
      const values = await byKind((jobs) => jobs.waiting);
      this.reset();
      for (const [kind, value] of values ?? []) this.set({ kind }, value);
    },
  });
  gauge({
    name: 'jobs_oldest_waiting_age_seconds',
    help: 'How long the oldest queued job of each kind has been due without a runner taking it',
    labelNames: ['kind'] as const,
    async collect() {
      const values = await byKind((jobs) => jobs.oldestAgeSeconds);
      this.reset();
      for (const [kind, value] of values ?? []) this.set({ kind }, value);
    },
  });
  gauge({
    name: 'database_pool',
    help:
      'PostgreSQL: pool clients (total, idle) and queries waiting for one (waiting). ' +
      'PGlite: statements sent to its thread and not yet answered (in_flight)',
    labelNames: ['state'] as const,
    collect() {
      const stats = databaseStats();
      this.reset();
      if (stats?.engine === 'postgres') {
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      } else if (stats?.engine === 'pglite') {
        this.set({ state: 'in_flight' }, stats.inFlight);
      }
    },
  });
}

function gauge<Label extends string>(configuration: client.GaugeConfiguration<Label>) {
  registry.removeSingleMetric(configuration.name);
  return new client.Gauge({ ...configuration, registers: [registry] });
}

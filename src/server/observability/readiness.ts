// Whether this process can serve (GET /readyz): the database answers, its migrations are this
// release's, file storage takes a write, and the job runner looks for work. Each check is
// time-boxed, and one still running is joined rather than started again, so a load balancer
// probing every second never piles queries up on a database that hangs. Nothing is cached.
// The answer names what fails in a few fixed words; the reason goes to the log, once per change.
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { db, defaultMigrationsFolder, type Database } from '@/server/db/client';
import { jobRunnerState } from '@/server/jobs';
import { storage, type Storage } from '@/server/storage';
import { moduleLogger, serializeError } from './logger';
import { singleFlight, timeBoxed, TimedOut } from './time-box';

export type CheckName = 'database' | 'migrations' | 'storage' | 'jobs';

export interface ReadinessReport {
  ready: boolean;
  /** 'ok', or a few words on what is wrong ('unreachable', 'behind', 'not writable', 'stalled'…). */
  checks: Record<CheckName, string>;
}

export interface ReadinessOptions {
  database?: () => Database;
  storage?: () => Storage;
  jobRunner?: () => string;
  /** The release's migrations (drizzle/): the last one must be the database's last applied. */
  migrationsFolder?: string;
  timeoutMs?: number;
}

const log = moduleLogger('readiness');

/** The `when` of the folder's last migration: what drizzle writes as its `created_at` once applied. */
function lastMigrationOf(folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return journal.entries.at(-1)?.when ?? 0;
}

// PostgreSQL's answers when drizzle's migrations table (or its schema) is not there.
const NO_MIGRATIONS_TABLE = new Set(['42P01', '3F000']);

type Outcome = { ok: true } | { ok: false; status: string; error?: unknown };

export function createReadiness(options: ReadinessOptions = {}): () => Promise<ReadinessReport> {
  const database = options.database ?? db;
  const files = options.storage ?? storage;
  const jobRunner = options.jobRunner ?? (() => jobRunnerState());
  const timeoutMs = options.timeoutMs ?? 2_000;
  const expected = lastMigrationOf(options.migrationsFolder ?? defaultMigrationsFolder());

  // One query answers both: the database is there, and how far its migrations go.
  const readLastMigration = singleFlight(async () => {
    // Both engines answer with `{ rows }`.
    const { rows } = (await database().execute(
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ last: string | null }> };
    const last = rows[0]?.last;
    return last === null || last === undefined ? undefined : Number(last);
  });
  const checkStorage = singleFlight(() => files().check());

  async function databaseAndMigrations(): Promise<Record<'database' | 'migrations', Outcome>> {
    try {
      const last = await timeBoxed(readLastMigration(), timeoutMs);
      if (last === expected) return { database: { ok: true }, migrations: { ok: true } };
      const status = last === undefined ? 'none applied' : last < expected ? 'behind' : 'ahead of this release';
      const error = new Error(`the last migration applied is ${last ?? 'none'}; this release's is ${expected}`);
      return { database: { ok: true }, migrations: { ok: false, status, error } };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && NO_MIGRATIONS_TABLE.has(code))
        return { database: { ok: true }, migrations: { ok: false, status: 'none applied', error } };
      const status = error instanceof TimedOut ? 'timed out' : 'unreachable';
      return { database: { ok: false, status, error }, migrations: { ok: false, status: 'unknown' } };
    }
  }

  async function storageWritable(): Promise<Outcome> {
    try {
      await timeBoxed(checkStorage(), timeoutMs);
      return { ok: true };
    } catch (error) {
      return { ok: false, status: error instanceof TimedOut ? 'timed out' : 'not writable', error };
    }
  }

  function jobsRunning(): Outcome {
    const state = jobRunner();
    return state === 'ok' ? { ok: true } : { ok: false, status: state };
  }

  // What each check said last time, so a failure (and the recovery) is logged once, not per probe.
  const lastStatus = new Map<CheckName, string>();
  function note(name: CheckName, outcome: Outcome) {
    const status = outcome.ok ? 'ok' : outcome.status;
    const previous = lastStatus.get(name) ?? 'ok';
    lastStatus.set(name, status);
    if (status === previous) return;
    if (outcome.ok) log.info({ check: name }, `readiness: ${name} is ok again`);
    else
      log.warn(
        { check: name, status, err: outcome.error === undefined ? undefined : serializeError(outcome.error) },
        `readiness: ${name} ${status}`,
      );
  }

  return async () => {
    const [both, files_] = await Promise.all([databaseAndMigrations(), storageWritable()]);
    const outcomes: Record<CheckName, Outcome> = { ...both, storage: files_, jobs: jobsRunning() };
    const checks = {} as Record<CheckName, string>;
    for (const [name, outcome] of Object.entries(outcomes) as Array<[CheckName, Outcome]>) {
      note(name, outcome);
      checks[name] = outcome.ok ? 'ok' : outcome.status;
    }
    return { ready: Object.values(outcomes).every((o) => o.ok), checks };
  };
}

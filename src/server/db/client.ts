// The one place that chooses the database engine: PGlite in DATA_DIR by default, PostgreSQL
// when DATABASE_URL is set. Both run the same drizzle-kit migrations (drizzle/). PGlite runs on a
// thread of its own (pglite-worker.ts), so its SQL never holds up the thread that serves HTTP.
import { types, type PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { moduleLogger } from '../observability/logger';
import { runMigrations } from './migration-runner';
import { PGliteWorkerClient } from './pglite-worker-client';
import type { PgliteSettings } from './pglite-settings';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What live events (src/server/events) need of the embedded database: LISTEN on its one connection. */
export interface PgliteListener {
  readonly closed: boolean;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** What LISTEN needs (src/server/events): the embedded database's client, or where PostgreSQL is. */
export type DatabaseDriver = { engine: 'pglite'; client: PgliteListener } | { engine: 'postgres'; url: string };

/** How busy the connections are, for the metrics: PostgreSQL's pool, or PGlite's thread. */
export type DatabaseStats =
  { engine: 'postgres'; total: number; idle: number; waiting: number } | { engine: 'pglite'; inFlight: number };

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  driver: DatabaseDriver;
  /**
   * Applies the migrations not yet applied, each in its own transaction (migration-runner.ts); a
   * test may name an older set of them. Resolves with the tags applied.
   * @throws MigrationError naming the one that failed (rolled back; the ones before it stay).
   */
  migrate(migrationsFolder?: string): Promise<string[]>;
  stats(): DatabaseStats;
  close(): Promise<void>;
}

// Read when migrating, so a test can point start-up at a folder of its own.
export const defaultMigrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');

/**
 * Opens a database: a postgres:// URL, a PGlite directory, or 'memory://' for tests (which may start
 * from `loadDataDir`, an archive of a data folder: the tests' migrated template). PGlite takes
 * `settings` (its memory; a small server's by default).
 */
export async function openDatabase(
  target: { url: string } | { dataDir: string; loadDataDir?: string; settings?: PgliteSettings },
): Promise<DatabaseHandle> {
  if ('url' in target) {
    // Loaded here: a server on the embedded database never holds the PostgreSQL client.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', (error) => moduleLogger('db').error({ err: error }, 'idle client error'));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      engine: 'postgres',
      driver: { engine: 'postgres', url: target.url },
      migrate: (migrationsFolder = defaultMigrationsFolder()) => runMigrations(db, migrationsFolder),
      stats: () => ({ engine: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = await PGliteWorkerClient.start(target.dataDir, target);
  // Drizzle's PGlite driver uses query() and transaction() (its tx: query()), which the client has.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  pgliteClients.set(db, client);
  return {
    db,
    engine: 'pglite',
    driver: { engine: 'pglite', client },
    migrate: (migrationsFolder = defaultMigrationsFolder()) => runMigrations(db, migrationsFolder),
    stats: () => ({ engine: 'pglite', inFlight: client.inFlight }),
    close: () => client.close(),
  };
}

let current: DatabaseHandle | undefined;

/** The embedded database's client under each Drizzle instance opened on it (for runCompiled). */
const pgliteClients = new WeakMap<Database, PGliteWorkerClient>();

/** Installs the process-wide database (done once by boot, or by a test). */
export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}

const dialect = new PgDialect();

/** What Drizzle's PGlite driver keeps as PostgreSQL's text: dates, times, intervals and their arrays. */
const DRIZZLE_PARSERS = {
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
      oid,
      (value: string) => value,
    ]),
  ),
};

/** A statement turned into its text and parameters once (see compileStatement). */
export interface CompiledStatement {
  query: Query;
  name: string;
}

/**
 * Compiles a statement once, for a hot path: it may hold sql.placeholder values, given on each run
 * (runCompiled). It runs as a prepared statement named after its text, so PostgreSQL (and PGlite,
 * pglite-prepared.ts) also parses and plans it once per connection.
 */
export function compileStatement(statement: SQL): CompiledStatement {
  const query = dialect.sqlToQuery(statement);
  return { query, name: `compiled_${createHash('sha256').update(query.sql).digest('hex').slice(0, 32)}` };
}

/** Runs a compiled statement with its placeholders' values; returns its rows. */
export async function runCompiled<Row>(
  database: Database,
  { query, name }: CompiledStatement,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  // Drizzle's PGlite driver drops the name: the worker's client takes it (values as Drizzle's would be).
  const pglite = pgliteClients.get(database);
  if (pglite) {
    return (await pglite.queryPrepared<Row>(name, query.sql, fillPlaceholders(query.params, values), DRIZZLE_PARSERS))
      .rows;
  }
  // Both drivers answer with `{ rows }`.
  const result = (await database._.session.prepareQuery(query, undefined, name, false).execute(values)) as {
    rows: Row[];
  };
  return result.rows;
}

/** The process-wide database's connections, once boot has opened it. */
export function databaseStats(): DatabaseStats | undefined {
  return current?.stats();
}

/** The process-wide database. */
export function db(): Database {
  if (!current) throw new Error('Database not initialised: boot() has not run.');
  return current.db;
}

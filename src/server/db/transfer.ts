// Moves every application row between databases (embedded PGlite <-> PostgreSQL) through a
// portable JSON-lines file: `npm run db:export -- <file>` and `npm run db:import -- <file>`
// (scripts/db-transfer.mjs). PostgreSQL itself turns each row into JSON (to_jsonb) and back
// (jsonb_populate_recordset), so timestamps keep their microseconds, jsonb stays jsonb, bytea
// travels as \x hex and bigints never pass through a JavaScript number.
//
// The command runs this file with Node's type stripping, without a build: local imports name
// their .ts file and must be as plain (migration-runner.ts is).
import fs from 'node:fs';
import readline from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations } from './migration-runner.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

export const FORMAT = 'condominio-galpoes-data';
const BATCH_ROWS = 500;

/** One connection: every statement of an export or an import runs on it, in one transaction. */
export interface Connection {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Endpoint extends Connection {
  /** 'PostgreSQL at host:5432/name' or 'the embedded database in <dir>' (for messages). */
  label: string;
  /** Applies this release's migrations (drizzle/), as the server does at start-up. */
  migrate(migrationsFolder: string): Promise<string[]>;
  close(): Promise<void>;
}

export class TransferError extends Error {}

/** Opens a postgres:// URL or a PGlite directory (which must already hold a database to export). */
export async function openEndpoint(target: { url: string } | { dataDir: string }): Promise<Endpoint> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { host, port, pathname } = new URL(target.url);
    return {
      label: `PostgreSQL at ${host}${port ? '' : ':5432'}${pathname}`,
      query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as T[] }),
      migrate: (migrationsFolder) => runMigrations(drizzlePg({ client }), migrationsFolder),
      close: () => client.end(),
    };
  }
  if (!target.dataDir.includes('://')) fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir, { extensions: pgliteExtensions });
  return {
    label: target.dataDir === 'memory://' ? 'an in-memory database' : `the embedded database in ${target.dataDir}`,
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query<T>(text, params)).rows }),
    migrate: (migrationsFolder) => runMigrations(drizzlePglite({ client }), migrationsFolder),
    close: () => client.close(),
  };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Header {
  format: string;
  version: 1;
  exportedAt: string;
  migrations: Migrations;
}
interface Migrations {
  count: number;
  last: string | null;
}
interface TableLine {
  table: string;
  columns: string[];
  rows: number;
}
interface SequenceLine {
  sequence: string;
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

async function migrationsOf(db: Connection): Promise<Migrations> {
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists.rows[0]?.present) return { count: 0, last: null };
  const { rows } = await db.query<Migrations>(
    'SELECT count(*)::int AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
  );
  return rows[0] ?? { count: 0, last: null };
}

/** The application's tables (schema public), parents before the tables whose foreign keys name them. */
export async function tablesInForeignKeyOrder(db: Connection): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const { rows: edges } = await db.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name))
      throw new TransferError(`The foreign keys of table ${name} form a cycle: it cannot be ordered.`);
    visiting.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name);
  return ordered;
}

async function columnsOf(db: Connection, table: string) {
  const { rows } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** Sequences owned by a column (serial, bigserial, identity) with where they stand. */
async function sequencesOf(db: Connection, table: string): Promise<SequenceLine[]> {
  const { rows } = await db.query<{ column: string; sequence: string | null }>(
    `SELECT column_name AS column, pg_get_serial_sequence(format('%I', table_name), column_name) AS sequence
     FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  const found: SequenceLine[] = [];
  for (const { column, sequence } of rows) {
    if (!sequence) continue;
    const state = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${sequence}`,
    );
    const { last_value: lastValue = '1', is_called: isCalled = false } = state.rows[0] ?? {};
    found.push({ sequence, table, column, lastValue, isCalled });
  }
  return found;
}

type Write = (line: string) => Promise<void>;

/**
 * Writes the whole database as JSON lines: a header, then per table a line naming it and its row
 * count followed by one line per row, then the sequences, then an end line (a cut-off file fails).
 * Reads one snapshot (REPEATABLE READ), so a PostgreSQL source may keep serving meanwhile.
 */
export async function exportData(db: Connection, write: Write) {
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migrations = await migrationsOf(db);
    if (migrations.count === 0)
      throw new TransferError("This database has no migrations applied: it is not this application's database.");
    const header: Header = { format: FORMAT, version: 1, exportedAt: new Date().toISOString(), migrations };
    await write(JSON.stringify(header));
    const counts: Record<string, number> = {};
    const sequences: SequenceLine[] = [];
    for (const table of await tablesInForeignKeyOrder(db)) {
      const columns = await columnsOf(db, table);
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`);
      const total = rows[0]?.n ?? 0;
      await write(JSON.stringify({ table, columns, rows: total } satisfies TableLine));
      const list = columns.map(ident).join(', ');
      await db.query(
        `DECLARE rows_out NO SCROLL CURSOR FOR SELECT to_jsonb(r)::text AS line FROM (SELECT ${list} FROM ${ident(table)}) r`,
      );
      for (
        let batch;
        (batch = (await db.query<{ line: string }>(`FETCH ${BATCH_ROWS} FROM rows_out`)).rows).length > 0;
      ) {
        for (const { line } of batch) await write(line);
      }
      await db.query('CLOSE rows_out');
      counts[table] = total;
      sequences.push(...(await sequencesOf(db, table)));
    }
    for (const sequence of sequences) await write(JSON.stringify(sequence));
    await write(JSON.stringify({ end: true, tables: Object.keys(counts).length }));
    return counts;
  } finally {
    await db.query('ROLLBACK');
  }
}

async function nonEmptyTables(db: Connection, tables: string[]) {
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`);
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table} (${rows[0]?.n})`);
  }
  return found;
}

async function* lines(file: string) {
  const input = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of input) if (line.trim() !== '') yield line;
}

function parse<T>(line: string, what: string): T {
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new TransferError(`The file is damaged: ${what} expected, found ${line.slice(0, 80)}`);
  }
}

interface ImportOptions {
  /** Empties every application table first (the target's own rows are lost). */
  replace?: boolean;
}

/**
 * Loads a file written by exportData into a database already migrated to the same migration, in
 * one transaction: every row keeps its id and timestamps, sequences continue after the highest
 * id (or where they stood in the source, if further). Triggers that derive data (a shipment's
 * status from its events) are held off while rows arrive as they were; foreign keys still apply.
 */
export async function importData(db: Connection, file: string, { replace = false }: ImportOptions = {}) {
  const input = lines(file)[Symbol.asyncIterator]();
  const next = async (what: string) => {
    const { value, done } = await input.next();
    if (done) throw new TransferError(`The file ends early (${what} expected): was the export interrupted?`);
    return value;
  };
  const header = parse<Header>(await next('the header'), 'the header');
  if (header.format !== FORMAT || header.version !== 1)
    throw new TransferError(`${file} is not a file written by db:export.`);
  const target = await migrationsOf(db);
  if (target.count !== header.migrations.count || target.last !== header.migrations.last) {
    throw new TransferError(
      `The file was exported at migration ${header.migrations.count} and this database is at migration ${target.count}. ` +
        'Start this release once on the source database (it applies the migrations), stop it, and export again.',
    );
  }
  const tables = await tablesInForeignKeyOrder(db);
  await db.query('BEGIN');
  try {
    if (replace) await db.query(`TRUNCATE ${tables.map(ident).join(', ')} RESTART IDENTITY CASCADE`);
    const occupied = await nonEmptyTables(db, tables);
    if (occupied.length > 0) {
      throw new TransferError(
        `The target database already has rows in ${occupied.join(', ')}. Import into a new, empty database ` +
          '(or pass --replace to delete them first).',
      );
    }
    for (const table of tables) await db.query(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
    const counts: Record<string, number> = {};
    for (let line = await next('a table'); ; line = await next('a table')) {
      const section = parse<Partial<TableLine & SequenceLine & { end: true }>>(line, 'a table');
      if (section.end) break;
      if (section.sequence) {
        await restoreSequence(db, section as SequenceLine);
        continue;
      }
      const { table = '', columns = [], rows = 0 } = section;
      if (!tables.includes(table)) throw new TransferError(`Table ${table} does not exist in the target database.`);
      counts[table] = await loadTable(db, table, columns, rows, next);
    }
    for (const table of tables) await db.query(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
    await db.query('COMMIT');
    return counts;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

async function loadTable(
  db: Connection,
  table: string,
  columns: string[],
  rows: number,
  next: (what: string) => Promise<string>,
) {
  const present = await columnsOf(db, table);
  const missing = columns.filter((column) => !present.includes(column));
  if (missing.length > 0)
    throw new TransferError(`Table ${table} has no column ${missing.join(', ')} in the target database.`);
  const list = columns.map(ident).join(', ');
  const insert =
    `INSERT INTO ${ident(table)} (${list}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${list} FROM jsonb_populate_recordset(NULL::${ident(table)}, $1::jsonb)`;
  for (let done = 0; done < rows;) {
    const batch: string[] = [];
    while (batch.length < BATCH_ROWS && done + batch.length < rows) batch.push(await next(`a row of ${table}`));
    await db.query(insert, [`[${batch.join(',')}]`]);
    done += batch.length;
  }
  const { rows: check } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`);
  if (check[0]?.n !== rows) throw new TransferError(`Table ${table}: ${rows} rows in the file, ${check[0]?.n} loaded.`);
  return rows;
}

async function restoreSequence(db: Connection, { table, column, lastValue, isCalled }: SequenceLine) {
  // The target's own name for it; then past both the highest id and the source's position, so an id
  // (an email's Message-ID derives from its job's) is never handed out twice.
  await db.query(
    `SELECT setval(s.name, greatest(m.top, $1::bigint), m.top IS NOT NULL OR $2::boolean)
     FROM (SELECT pg_get_serial_sequence($3, $4) AS name) s,
          LATERAL (SELECT max(${ident(column)})::bigint AS top FROM ${ident(table)}) m`,
    [lastValue, isCalled, ident(table), column],
  );
}

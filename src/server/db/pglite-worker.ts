// The embedded database's own thread: it owns the PGlite instance, so PostgreSQL's work (WASM)
// never runs on the thread that serves HTTP. The main thread talks to it through
// pglite-worker-client.ts, one message per statement.
//
// PGlite has one connection. Statements outside a transaction run in the order they arrive; once a
// transaction begins, only that transaction's statements run until it commits or rolls back, and
// the others wait here (not on the main thread, so they follow the commit at once). A statement of
// a transaction that is not open (its BEGIN failed) is refused.
//
// Rows come back as PostgreSQL's text, unparsed: the caller's parsers are functions, which cannot
// cross threads, so the client parses them. Errors come back with their PostgreSQL fields (code…).
//
// Loaded in three ways: by the client, only for `pgliteWorkerUrl` (its own file, built as its own
// chunk); as the worker itself; and as a process that makes a new database (`--create-database`,
// pglite-create.ts). It imports nothing of the app's but the extensions it loads, its settings'
// type and its prepared statements (pglite-extensions.ts, pglite-settings.ts, pglite-prepared.ts,
// which import nothing either), so Node also runs it from the source (.ts, types stripped) in the tests.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { preparedStatements } from './pglite-prepared.ts';
import type { PgliteSettings } from './pglite-settings.ts';

/** What the client asks; `tx` names the transaction a statement belongs to. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number; name?: string }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** The PostgreSQL fields of an error (code, detail, constraint…), plus its message. */
export type WorkerError = { message: string; name: string } & Record<string, string | number | undefined>;

export type WorkerReply =
  | { id: number; results: Results<unknown[]>[] }
  | { id: number; error: WorkerError }
  | { notification: { channel: string; payload: string } }
  | { ready: { arrayTypes: { oid: number; typarray: number }[] } }
  | { failed: WorkerError };

export interface WorkerStart {
  pgliteWorker: true;
  dataDir: string;
  /** A data folder's archive (PGlite's dumpDataDir) to start 'memory://' from, instead of an empty database. */
  loadDataDir?: string;
  settings: PgliteSettings;
}

/** The argument that runs this file as a process that creates a database and ends (see createDatabase). */
export const CREATE_DATABASE = '--create-database';

/** This file, for `new Worker(...)`: the source in development and tests, its chunk once built. */
export const pgliteWorkerUrl = import.meta.url;

/** An error as plain data: its message and every string or number field PostgreSQL gave it. */
function errorData(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const data: WorkerError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') data[key] = value;
  }
  return data;
}

const raw = (value: string) => value;

/**
 * Opens PGlite with the settings' memory. V8's flags are the process's: every PGlite compiled after
 * this one (its module is compiled as it opens) follows them too.
 */
async function open({ dataDir, loadDataDir, settings }: WorkerStart) {
  // Without tiering, V8 never hands PostgreSQL's largest functions to its optimising compiler,
  // which took 600 MB for one of them (decision 025).
  const tiering = settings.compiler === 'optimizing' ? '' : 'no-';
  setFlagsFromString(`--${tiering}wasm-tier-up`);
  setFlagsFromString(`--${tiering}wasm-dynamic-tiering`);
  const sharedBuffers = `shared_buffers=${settings.sharedBuffers}`;
  return PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir: new Blob([await readFile(loadDataDir)]) } : {}),
    // A command-line setting wins over postgresql.conf, so a changed setting applies at the next start.
    startParams: [...PGlite.defaultStartParams, '-c', sharedBuffers],
    initDbStartParams: ['--set', sharedBuffers],
  });
}

async function serve(port: NonNullable<typeof parentPort>, start: WorkerStart) {
  let pg: PGlite;
  let arrayTypes: { oid: number; typarray: number }[];
  try {
    pg = await open(start);
    // Every type as text: the client parses with its own parsers (and knows the array types).
    for (const key of Object.keys(pg.parsers)) pg.parsers[key] = raw;
    arrayTypes = (
      await pg.query<{ oid: number; typarray: number }>(
        `SELECT b.oid::int AS oid, b.typarray::int AS typarray FROM pg_catalog.pg_type a
       JOIN pg_catalog.pg_type b ON b.oid = a.typelem WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray`,
      )
    ).rows.map(({ oid, typarray }) => ({ oid: Number(oid), typarray: Number(typarray) }));
  } catch (error) {
    port.postMessage({ failed: errorData(error) } satisfies WorkerReply);
    return;
  }
  pg.onNotification((channel, payload) =>
    port.postMessage({ notification: { channel, payload } } satisfies WorkerReply),
  );

  const queue: WorkerRequest[] = [];
  let openTx: number | undefined;
  let running = false;
  const queryPrepared = preparedStatements(pg);

  async function run(request: WorkerRequest): Promise<Results<unknown[]>[]> {
    switch (request.op) {
      case 'query':
        if (request.name) return [await queryPrepared(request.name, request.sql, request.params)];
        return [await pg.query<unknown[]>(request.sql, request.params, { rowMode: 'array' })];
      case 'exec':
        return (await pg.exec(request.sql, { rowMode: 'array' })) as Results<unknown[]>[];
      case 'begin':
        openTx = request.tx;
        return pg.exec('BEGIN') as Promise<Results<unknown[]>[]>;
      case 'commit':
      case 'rollback':
        try {
          return (await pg.exec(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK')) as Results<unknown[]>[];
        } finally {
          openTx = undefined;
        }
      case 'close':
        await pg.close();
        return [];
    }
  }

  /** The next request that may run: any while no transaction is open, else only that one's. */
  const nextIndex = () => queue.findIndex((r) => openTx === undefined || ('tx' in r && r.tx === openTx));

  async function pump() {
    if (running) return;
    running = true;
    for (let at = nextIndex(); at !== -1; at = nextIndex()) {
      const [request] = queue.splice(at, 1);
      if (!request) break;
      try {
        if ('tx' in request && request.tx !== undefined && request.op !== 'begin' && request.tx !== openTx) {
          throw new Error('The transaction is not open: its BEGIN failed, or it has ended.');
        }
        port.postMessage({ id: request.id, results: await run(request) } satisfies WorkerReply);
      } catch (error) {
        if (request.op === 'begin') openTx = undefined;
        port.postMessage({ id: request.id, error: errorData(error) } satisfies WorkerReply);
      }
      if (request.op === 'close') {
        port.close();
        return;
      }
    }
    running = false;
  }

  port.on('message', (request: WorkerRequest) => {
    queue.push(request);
    void pump();
  });
  port.postMessage({ ready: { arrayTypes } } satisfies WorkerReply);
}

/**
 * `node <this file> --create-database <WorkerStart as JSON>`: creates the database (initdb) in
 * its directory and ends. The client runs it before opening a new directory, so that initdb's
 * two extra PostgreSQL instances never live in the server's process: a process's memory all
 * returns when it ends, a thread's does not.
 */
async function createDatabase(start: WorkerStart) {
  try {
    await (await open(start)).close();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

const start = workerData as WorkerStart | undefined;
if (!isMainThread && parentPort && start?.pgliteWorker) void serve(parentPort, start);
else if (isMainThread && process.argv[2] === CREATE_DATABASE && process.argv[1] === fileURLToPath(import.meta.url)) {
  void createDatabase(JSON.parse(process.argv[3] ?? '{}') as WorkerStart);
}

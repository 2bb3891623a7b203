// The main thread's side of the embedded database (pglite-worker.ts runs PGlite on its own
// thread): the part of PGlite's API that Drizzle's PGlite driver and live events use — query(),
// transaction() with real interactive transactions, exec(), listen() and close() — each statement
// one message to the worker. Rows arrive as PostgreSQL's text and are parsed here with PGlite's
// parsers and the caller's (Drizzle keeps timestamps as strings), exactly as PGlite would.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  TransactionAbortedError,
  types,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { moduleLogger } from '../observability/logger';
import type { WorkerError, WorkerReply, WorkerRequest, WorkerStart } from './pglite-worker';
import { DEFAULT_PGLITE_SETTINGS, type PgliteSettings } from './pglite-settings';
import { createDatabase } from './pglite-create';

const log = moduleLogger('db');

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Parser = (value: string, typeId?: number) => unknown;

/** A database error raised in the worker, with PostgreSQL's fields (`code`, `detail`, `constraint`…). */
export class PGliteWorkerError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
  readonly severity?: string;

  constructor(data: WorkerError) {
    super(data.message);
    Object.assign(this, data);
  }
}

/** What a transaction callback gets: PGlite's Transaction, less the template tag and listen. */
export type WorkerTransaction = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'closed'>;

/** PGlite's rule for channel names: "Quoted" keeps its case, anything else is lower-cased. */
function postgresName(channel: string) {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class PGliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (results: Results<unknown[]>[]) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #parsers: Record<number, Parser> = { ...types.parsers };
  #nextId = 0;
  #nextTx = 0;
  #closed = false;
  /** Set when the worker died: every later call fails with it. */
  #failure: Error | undefined;

  private constructor(worker: Worker, arrayTypes: { oid: number; typarray: number }[]) {
    this.#worker = worker;
    for (const { oid, typarray } of arrayTypes) {
      this.#parsers[typarray] = (value) => types.arrayParser(value, (x) => this.#parse(x, oid), typarray);
    }
    worker.on('message', (reply: WorkerReply) => this.#receive(reply));
    worker.on('error', (error) => {
      log.error({ err: error }, 'the database worker failed');
      this.#fail(new Error(`The database worker failed: ${error.message}`, { cause: error }));
    });
    worker.on('exit', (code) => this.#fail(new Error(`The database worker stopped (exit code ${code}).`)));
    worker.unref();
  }

  /**
   * Starts the worker on `dataDir` (a directory, where a new database is first made by another
   * process: pglite-create.ts; or 'memory://', which may start from the archive `loadDataDir`)
   * with `settings` (its memory), and waits until it is ready.
   */
  static async start(
    dataDir: string,
    { loadDataDir, settings = DEFAULT_PGLITE_SETTINGS }: { loadDataDir?: string; settings?: PgliteSettings } = {},
  ): Promise<PGliteWorkerClient> {
    const start: WorkerStart = { pgliteWorker: true, dataDir, loadDataDir, settings };
    if (!dataDir.startsWith('memory://') && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await createDatabase(start);
    }
    const { worker, arrayTypes } = await PGliteWorkerClient.#spawn(start);
    return new PGliteWorkerClient(worker, arrayTypes);
  }

  /** A worker serving the database of `start`, once it is ready. */
  static async #spawn(start: WorkerStart) {
    // Its own chunk once built: the worker loads only that file (and PGlite).
    const { pgliteWorkerUrl } = await import('./pglite-worker');
    const worker = new Worker(new URL(pgliteWorkerUrl), { workerData: start });
    let stopListening = () => {};
    const arrayTypes = await new Promise<{ oid: number; typarray: number }[]>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The database worker stopped while opening ${start.dataDir} (exit code ${code}).`));
      const onMessage = (reply: WorkerReply) => {
        if ('ready' in reply) resolve(reply.ready.arrayTypes);
        else if ('failed' in reply) reject(new PGliteWorkerError(reply.failed));
      };
      worker.on('error', reject).on('exit', onExit).on('message', onMessage);
      // Only these: the Worker keeps listeners of its own (they start and reference its port).
      stopListening = () => worker.off('error', reject).off('exit', onExit).off('message', onMessage);
    })
      .catch(async (error: unknown) => {
        await worker.terminate();
        throw error;
      })
      .finally(() => stopListening());
    return { worker, arrayTypes };
  }

  get closed() {
    return this.#closed;
  }

  /** Statements sent to the worker and not yet answered (its queue, for the metrics). */
  get inFlight() {
    return this.#pending.size;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  /**
   * query() as the prepared statement `name`: parsed and planned once on the connection
   * (pglite-prepared.ts), for a statement that runs often with other values.
   */
  async queryPrepared<T>(name: string, sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined, name);
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return (await this.#send({ op: 'exec', sql })).map((results) => this.#rows(results, options));
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. Until
   * then the worker runs no other statement; Drizzle's nested transactions are savepoints in it.
   */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = ++this.#nextTx;
    // BEGIN travels with the first statement, not a round trip before it: the worker runs them in
    // order and refuses the transaction's statements if BEGIN failed. Resolves to that failure.
    const began = this.#send({ op: 'begin', tx: id }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(sql, params ?? [], options, id);
      },
      exec: async (sql: string, options?: QueryOptions) => {
        open();
        return (await this.#send({ op: 'exec', sql, tx: id })).map((results) => this.#rows(results, options));
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#send({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      const beginFailed = await began;
      if (beginFailed) throw beginFailed;
      if (!closed) {
        closed = true;
        const [committed] = await this.#send({ op: 'commit', tx: id });
        if (committed?.command === 'ROLLBACK') throw new TransactionAbortedError();
      }
      return result;
    } catch (error) {
      const beginFailed = await began;
      if (!closed) {
        closed = true;
        if (!beginFailed) await this.#send({ op: 'rollback', tx: id });
      }
      throw beginFailed ?? error;
    }
  }

  /** LISTEN on `channel`; `callback` gets each payload. Returns the way to stop. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const name = postgresName(channel);
    const callbacks = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, callbacks);
    callbacks.add(callback);
    const forget = () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#listeners.get(name) !== callbacks) return false;
      this.#listeners.delete(name);
      return true;
    };
    try {
      await this.#send({ op: 'exec', sql: `LISTEN ${quoted(name)}` });
    } catch (error) {
      forget();
      throw error;
    }
    return async () => {
      if (forget()) await this.#send({ op: 'exec', sql: `UNLISTEN ${quoted(name)}` });
    };
  }

  /** Waits for the statements already sent (and an open transaction), closes PGlite, ends the worker. */
  async close() {
    if (this.#closed || this.#failure) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#send({ op: 'close' });
    this.#closed = true;
    // Referenced until it has exited (the reply unreferenced it): a caller awaiting close() must
    // not see the process end under it, as serve.mjs would, exiting 0 instead of its own code.
    this.#worker.ref();
    await exited;
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options?: QueryOptions,
    tx?: number,
    name?: string,
  ): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.onNotice) {
      throw new Error('The PGlite worker client takes no serializers, blob or onNotice: they cannot cross threads.');
    }
    const [results] = await this.#send({ op: 'query', sql, params, tx, name });
    if (!results) throw new Error('The database worker answered a query with no result.');
    return this.#rows(results, options) as Results<T>;
  }

  #parse(value: string | null, typeId: number) {
    return types.parseType(value, typeId, this.#parsers);
  }

  /** The worker's text rows parsed and shaped as PGlite would (rowMode 'object' by default). */
  #rows(results: Results<unknown[]>, options?: QueryOptions): Results {
    const { fields } = results;
    // Each column's parser, looked up once (the caller's first, as PGlite does); none keeps the text.
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.#parsers[dataTypeID]);
    const parseRow = (row: unknown[]) =>
      row.map((value, i) => {
        const parser = parsers[i];
        return value === null || !parser ? value : parser(value as string, fields[i]?.dataTypeID);
      });
    const rows =
      options?.rowMode === 'array'
        ? results.rows.map(parseRow)
        : results.rows.map((row) => {
            const values = parseRow(row);
            return Object.fromEntries(fields.map((field, i) => [field.name, values[i]]));
          });
    return { ...results, rows };
  }

  #send(request: Request): Promise<Results<unknown[]>[]> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // The worker keeps the process alive only while an answer is awaited.
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(reply: WorkerReply) {
    if ('notification' in reply) {
      for (const callback of this.#listeners.get(reply.notification.channel) ?? []) {
        try {
          callback(reply.notification.payload);
        } catch (error) {
          log.error(
            { err: error, channel: reply.notification.channel },
            `a listener on "${reply.notification.channel}" failed`,
          );
        }
      }
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ('error' in reply) pending?.reject(new PGliteWorkerError(reply.error));
    else pending?.resolve(reply.results);
  }

  #fail(error: Error) {
    if (!this.#closed) this.#failure ??= error;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}

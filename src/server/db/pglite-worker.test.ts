// The embedded database on its own thread (pglite-worker.ts + pglite-worker-client.ts), through
// openDatabase as the app uses it: transactions, their serialisation on PGlite's one connection,
// PostgreSQL's error codes, LISTEN/NOTIFY, values parsed as in-process PGlite parses them, close.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { PGliteWorkerClient } from './pglite-worker-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The rows of a raw statement (Drizzle types them by driver; both drivers give `rows`). */
async function rowsOf<T>(query: PromiseLike<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
const names = async (handle: DatabaseHandle) =>
  (await rowsOf<{ name: string }>(handle.db.execute(sql`SELECT name FROM things ORDER BY id`))).map((r) => r.name);
/** The worker client under a handle opened on PGlite. */
const clientOf = (handle: DatabaseHandle) => {
  if (handle.driver.engine !== 'pglite') throw new Error('expected the embedded database');
  return handle.driver.client as PGliteWorkerClient;
};

/** The PostgreSQL code anywhere on the error's cause chain (Drizzle wraps the driver's error). */
function codeOf(error: unknown): unknown {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code) return (e as { code?: unknown }).code;
  return undefined;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await handle.db.execute(sql`CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE)`);
}, 60_000);
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE things RESTART IDENTITY`);
});

describe('the PGlite worker', () => {
  it('commits every statement of a transaction together', async () => {
    const result = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (name) VALUES ('a')`);
      await tx.execute(sql`INSERT INTO things (name) VALUES ('b')`);
      return (await rowsOf<{ n: number }>(tx.execute(sql`SELECT count(*)::int AS n FROM things`)))[0]?.n;
    });
    expect(result).toBe(2);
    expect(await names(handle)).toEqual(['a', 'b']);
  });

  it('rolls back everything when the callback throws, and only a savepoint when a nested one does', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO things (name) VALUES ('gone')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names(handle)).toEqual([]);

    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (name) VALUES ('kept')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO things (name) VALUES ('inner')`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await tx.transaction(async (inner) => inner.execute(sql`INSERT INTO things (name) VALUES ('second')`));
    });
    expect(await names(handle)).toEqual(['kept', 'second']);
  });

  it('runs nothing else while a transaction is open, then everything in order', async () => {
    const order: string[] = [];
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (name) VALUES ('first')`);
      order.push('first inserted');
      await sleep(150);
      order.push('first commits');
    });
    await vi.waitFor(() => expect(order).toContain('first inserted'));
    // Through the client, which sends at once (Drizzle takes a few ticks): queued before the second.
    const outside = clientOf(handle)
      .query<{ n: number }>('SELECT count(*)::int AS n FROM things')
      .then(({ rows }) => {
        order.push(`outside saw ${rows[0]?.n}`);
      });
    const second = handle.db.transaction(async (tx) => {
      const seen = await rowsOf<{ n: number }>(tx.execute(sql`SELECT count(*)::int AS n FROM things`));
      order.push(`second saw ${seen[0]?.n}`);
      await tx.execute(sql`INSERT INTO things (name) VALUES ('second')`);
    });
    await Promise.all([first, outside, second]);
    expect(order).toEqual(['first inserted', 'first commits', 'outside saw 1', 'second saw 1']);
    expect(await names(handle)).toEqual(['first', 'second']);
  });

  it('reports a unique violation with its PostgreSQL code and constraint, and the connection goes on', async () => {
    await handle.db.execute(sql`INSERT INTO things (name) VALUES ('once')`);
    const error = await handle.db
      .transaction((tx) => tx.execute(sql`INSERT INTO things (name) VALUES ('once')`))
      .catch((e: unknown) => e);
    expect(codeOf(error)).toBe('23505');
    expect(String((error as Error).cause)).toMatch(/duplicate key/);
    expect(await names(handle)).toEqual(['once']);
  });

  it('parses values as PGlite in this thread does', async () => {
    const local = await PGlite.create();
    try {
      const text = `SELECT 1::int AS i, 2::bigint AS big, 1.5::numeric AS num, true AS b, '{"a":[1]}'::jsonb AS j,
        ARRAY[1,2]::int[] AS ints, ARRAY['x','y'] AS texts, '\\x0102'::bytea AS bytes, NULL::text AS nothing,
        '2026-11-23 12:00:00.123456+00'::timestamptz AS ts, '2026-11-23'::date AS d`;
      const worker = clientOf(handle);
      expect((await worker.query(text)).rows).toEqual((await local.query(text)).rows);
      const keepText = { parsers: { 1184: (v: string) => v } };
      expect((await worker.query(text, [], { ...keepText, rowMode: 'array' })).rows).toEqual(
        (await local.query(text, [], { ...keepText, rowMode: 'array' })).rows,
      );
      expect((await worker.query('SELECT $1::int + 1 AS n, $2::jsonb AS j', [41, { k: 'v' }])).rows).toEqual([
        { n: 42, j: { k: 'v' } },
      ]);
    } finally {
      await local.close();
    }
  });

  it('delivers notifications once the commit is done, before it returns, and not after unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await clientOf(handle).listen('worker_test', (payload) => heard.push(payload));
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('worker_test', 'committed')`);
      await sleep(50);
      expect(heard).toEqual([]);
    });
    // Already heard when the commit returns, as with PGlite in-process (src/server/content-version.ts counts on it).
    expect(heard).toEqual(['committed']);
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('worker_test', 'rolled back')`);
        throw new Error('undo');
      })
      .catch(() => {});
    await unlisten();
    await handle.db.execute(sql`SELECT pg_notify('worker_test', 'after unlisten')`);
    await sleep(50);
    expect(heard).toEqual(['committed']);
  });

  it('runs a statement prepared once with other values, parsed as query() parses, and keeps it after an error', async () => {
    const client = clientOf(handle);
    const insert = 'INSERT INTO things (name) VALUES ($1) RETURNING id, name';
    expect((await client.queryPrepared('insert_thing', insert, ['a'])).rows).toEqual([{ id: 1, name: 'a' }]);
    await expect(client.queryPrepared('insert_thing', insert, ['a'])).rejects.toMatchObject({ code: '23505' });
    expect((await client.queryPrepared('insert_thing', insert, ['b'])).rows).toEqual([{ id: 3, name: 'b' }]);
    expect(await names(handle)).toEqual(['a', 'b']);
    expect(
      await rowsOf(handle.db.execute(sql`SELECT statement FROM pg_prepared_statements WHERE name = 'insert_thing'`)),
    ).toEqual([{ statement: insert }]);
  });
});

describe('the PGlite worker on a directory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('waits for what was sent before closing, keeps the data, and refuses statements after', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute(sql`CREATE TABLE kept (n int)`);
    // Sent at once (a Drizzle query only starts when awaited).
    const pending = clientOf(first).query('INSERT INTO kept VALUES (7)');
    await first.close();
    await pending;
    expect(clientOf(first).closed).toBe(true);
    await expect(first.db.execute(sql`SELECT 1`)).rejects.toThrow();

    const again = await openDatabase({ dataDir: dir });
    expect(await rowsOf(again.db.execute(sql`SELECT n FROM kept`))).toEqual([{ n: 7 }]);
    await again.close();
  });

  it('makes a new database with the memory settings, and follows a changed setting at the next start', async () => {
    const fresh = path.join(dir, 'settings');
    const first = await openDatabase({ dataDir: fresh, settings: { sharedBuffers: '8MB', compiler: 'baseline' } });
    expect(await rowsOf(first.db.execute(sql`SHOW shared_buffers`))).toEqual([{ shared_buffers: '8MB' }]);
    await first.close();
    expect(fs.readFileSync(path.join(fresh, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 8MB/m);
    const again = await openDatabase({ dataDir: fresh, settings: { sharedBuffers: '12MB', compiler: 'baseline' } });
    expect(await rowsOf(again.db.execute(sql`SHOW shared_buffers`))).toEqual([{ shared_buffers: '12MB' }]);
    await again.close();
  });

  it('fails to start with the reason when the directory cannot be used', async () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    await expect(PGliteWorkerClient.start(path.join(file, 'db'))).rejects.toThrow(
      /Creating the database in .*a-file\/db failed/,
    );
  });
});

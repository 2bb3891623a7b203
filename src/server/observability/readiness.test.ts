// GET /healthz and GET /readyz over the real HTTP server, with readiness checked against the real
// database engine (PGlite, or PostgreSQL with TEST_DATABASE_URL), a real files folder and a real
// job runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '@/server/db/test-database';
import type { Database, DatabaseHandle } from '@/server/db/client';
import { send, startServer, stopServers } from '@/server/http/test-server';
import { defineJobKind, startJobRunner, type JobRunner } from '@/server/jobs';
import { createStorage } from '@/server/storage';
import { captureLogs } from './logger.test-support';
import { createReadiness, type ReadinessOptions } from './readiness';

const noop = defineJobKind<unknown>({ name: 'noop', maxAttempts: 1, retryDelayMs: () => 0, leaseMs: 1_000 });

let handle: DatabaseHandle;
let filesDir: string;
let runner: JobRunner;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readyz-files-'));
  runner = await startJobRunner({
    handlers: [{ kind: noop, run: async () => {} }],
    listen: false,
    database: () => handle.db,
  });
});
afterAll(async () => {
  await runner.stop();
  await handle.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});
afterEach(stopServers);

/** A server whose /readyz checks `options` on top of the healthy defaults; its port. */
function serverWith(options: ReadinessOptions = {}) {
  const readiness = createReadiness({
    database: () => handle.db,
    storage: () => createStorage({ driver: 'disk', directory: filesDir }),
    ...options,
  });
  return startServer((_req, res) => res.end('page'), { readiness });
}

const get = (port: number, path: string, method = 'GET') => send(port, { method, path });
const json = (body: Buffer) => JSON.parse(body.toString()) as Record<string, unknown>;

describe(`health and readiness on ${testEngine}`, () => {
  it('/healthz answers ok, uncached, without looking at anything else', async () => {
    const port = await serverWith({ database: () => ({}) as Database });
    const sent = await get(port, '/healthz');
    expect(sent.status).toBe(200);
    expect(sent.body.toString()).toBe('ok\n');
    expect(sent.headers['cache-control']).toBe('no-store');
    const head = await get(port, '/healthz', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await send(port, { method: 'POST', path: '/healthz' })).status).toBe(405);
  });

  it('/readyz is 200 with each check when the database, migrations, storage and job runner are fine', async () => {
    const port = await serverWith();
    const sent = await get(port, '/readyz');
    expect(sent.status).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(json(sent.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', jobs: 'ok' },
    });
    // HEAD: the same answer without a body; the probe leaves nothing behind in the files folder.
    const head = await get(port, '/readyz', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(fs.readdirSync(path.join(filesDir, '.tmp'))).toEqual([]);
  });

  it('/readyz is 503 naming the database when it is closed, and /healthz still answers', async () => {
    const logs = captureLogs();
    const closed = await createTestDatabase({ seed: false });
    await closed.close();
    const port = await serverWith({ database: () => closed.db });
    const sent = await get(port, '/readyz');
    expect(sent.status).toBe(503);
    expect(json(sent.body)).toMatchObject({
      status: 'not ready',
      failing: ['database', 'migrations'],
      checks: { database: 'unreachable', migrations: 'unknown', storage: 'ok', jobs: 'ok' },
    });
    expect((await get(port, '/healthz')).status).toBe(200);
    // The reason is logged once, not on every probe.
    await get(port, '/readyz');
    expect(logs.at('warn').filter((line) => line.check === 'database')).toHaveLength(1);
  });

  it('/readyz is 503 naming the migrations when the database lacks the last one', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'older-migrations-'));
    const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    journal.entries = journal.entries.slice(0, -1);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries) fs.copyFileSync(`drizzle/${tag}.sql`, path.join(folder, `${tag}.sql`));
    const older = await createTestDatabase({ migrationsFolder: folder, seed: false });
    try {
      captureLogs();
      const port = await serverWith({ database: () => older.db });
      const sent = await get(port, '/readyz');
      expect(sent.status).toBe(503);
      expect(json(sent.body)).toMatchObject({
        failing: ['migrations'],
        checks: { database: 'ok', migrations: 'behind', storage: 'ok', jobs: 'ok' },
      });
    } finally {
      await older.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('/readyz is 503 naming storage when the files folder cannot be written', async () => {
    captureLogs();
    // A file where the folder should be: no write gets through, not even root's.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'readyz-blocked-'));
    const blocked = path.join(parent, 'files');
    fs.writeFileSync(blocked, 'not a folder');
    try {
      const port = await serverWith({ storage: () => createStorage({ driver: 'disk', directory: blocked }) });
      const sent = await get(port, '/readyz');
      expect(sent.status).toBe(503);
      expect(json(sent.body)).toMatchObject({ failing: ['storage'], checks: { storage: 'not writable' } });
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('/readyz is 503 naming the jobs when no runner runs, or one has stalled', async () => {
    captureLogs();
    const idle = await serverWith({ jobRunner: () => 'not started' });
    expect(json((await get(idle, '/readyz')).body)).toMatchObject({
      failing: ['jobs'],
      checks: { jobs: 'not started' },
    });
    const stalled = await serverWith({ jobRunner: () => 'stalled' });
    expect((await get(stalled, '/readyz')).status).toBe(503);
  });

  it('time-boxes a database that does not answer, and never has more than one probe query waiting on it', async () => {
    captureLogs();
    let queries = 0;
    const hanging = { execute: () => (queries++, new Promise(() => {})) } as unknown as Database;
    const port = await serverWith({ database: () => hanging, timeoutMs: 200 });
    const started = Date.now();
    const probes = await Promise.all([1, 2, 3, 4, 5].map(() => get(port, '/readyz')));
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const probe of probes) {
      expect(probe.status).toBe(503);
      expect(json(probe.body)).toMatchObject({ checks: { database: 'timed out' } });
    }
    expect((await get(port, '/readyz')).status).toBe(503);
    expect(queries).toBe(1);
  });
});

// Two app instances on one PostgreSQL (tests/e2e/two-instances.spec.ts): a throw-away database on
// 127.0.0.1:5432, one session secret, one files folder and the shared mail sink, as several
// processes behind one proxy would run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startAppServer, type AppServer } from './own-server';

const ADMIN_URL = process.env.TWO_INSTANCES_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Where the test looks for PostgreSQL, for the skip message. */
export const postgresAddress = () => new URL(ADMIN_URL).host;

/** Whether PostgreSQL answers (on 127.0.0.1:5432 unless TWO_INSTANCES_POSTGRES_URL says otherwise). */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

export interface Cluster {
  a: AppServer;
  b: AppServer;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** A fresh database and two instances on it; `settings` go to both. */
export async function startCluster(outDir: string, settings: NodeJS.ProcessEnv): Promise<Cluster> {
  const name = `two_instances_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-files-'));
  const shared = {
    ...settings,
    DATABASE_URL: url.href,
    FILES_DIR: filesDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
  };
  const started: AppServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    for (const server of started) server.remove();
    fs.rmSync(filesDir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    started.push(await startAppServer(outDir, shared));
    started.push(await startAppServer(outDir, shared));
  } catch (error) {
    await stop();
    throw error;
  }
  return { a: started[0]!, b: started[1]!, databaseUrl: url.href, stop };
}

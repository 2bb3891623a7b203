// For integration tests: a fresh, migrated database per call. PGlite in memory by default;
// a throw-away PostgreSQL database when TEST_DATABASE_URL is set (scripts/test.mjs does that
// when PostgreSQL answers on 127.0.0.1:5432). Both start from the run's migrated template
// (test-template.setup.ts) unless a test asks for an older set of migrations.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { openDatabase, setDatabase, type DatabaseHandle } from './client';
import { seedDatabase } from './seed';

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A new PostgreSQL database on `adminUrl`'s server (empty, or a copy of `template`), and the way to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** `migrationsFolder` + `seed: false` give a database as an older release left it. */
export async function createTestDatabase({
  migrationsFolder,
  seed = true,
}: { migrationsFolder?: string; seed?: boolean } = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = !migrationsFolder && seed ? inject('testDatabaseTemplate') : undefined;
  if (!adminUrl) {
    if (template) return openDatabase({ dataDir: 'memory://', loadDataDir: template });
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate(migrationsFolder);
    if (seed) await seedDatabase(handle.db);
    return handle;
  }
  const database = await createPostgresDatabase(adminUrl, template);
  const handle = await openDatabase({ url: database.url });
  if (!template) {
    await handle.migrate(migrationsFolder);
    if (seed) await seedDatabase(handle.db);
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** Installs a fresh test database as the process-wide one; returns it for direct queries. */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  setDatabase(handle);
  return handle;
}

/**
 * A test file's database: fresh for the file, closed after it, and `tables` (if any) emptied before
 * each test. `receive` gets the handle once it is open (assign it to the file's `handle`).
 */
export function useTestDatabaseForFile(receive: (handle: DatabaseHandle) => void, tables: readonly string[] = []) {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await useTestDatabase();
    receive(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  if (tables.length === 0) return;
  beforeEach(async () => {
    await handle?.db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} CASCADE`));
  });
}

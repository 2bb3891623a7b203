// Start-up and a migration that fails: boot() stops with the migration's name and the database's
// error, and does nothing else (no seed, no secret, no first admin); the data directory is free.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot, MigrationError } from './boot';
import { openDatabase } from './db/client';
import { createPostgresDatabase, testEngine } from './db/test-database';
import { migrationsFolder } from './db/test-migrations';

let dataDir: string;
let folder: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-'));
  folder = migrationsFolder({
    extra: {
      '9000_probe_good': 'CREATE TABLE probe_good (id integer);',
      '9001_probe_bad': 'ALTER TABLE probe_good ADD COLUMN total integer NOT NULL DEFAULT 1 / 0;',
    },
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) postgres = await createPostgresDatabase(adminUrl);
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', postgres?.url ?? '');
  vi.stubEnv('MIGRATIONS_DIR', folder);
  vi.stubEnv('ADMIN_EMAIL', 'admin@example.com');
  vi.stubEnv('ADMIN_PASSWORD', 'Galpao2026ok');
  vi.stubEnv('AUTH_SECRET', '');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(folder, { recursive: true, force: true });
});

describe(`start-up on a failing migration (${testEngine})`, () => {
  it(
    'stops naming the migration and the error, with the migrations before it kept and nothing else done',
    { timeout: 60_000 },
    async () => {
      const error = await boot().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(
        /^Migration 9001_probe_bad failed: division by zero \(SQLSTATE 22012\)\nIt was rolled back/,
      );
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);

      // The database closed cleanly (the embedded one reopens): the good migration is there, the bad
      // one is not, and nothing was seeded or created.
      const handle = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dataDir, 'pglite') });
      try {
        const one = async <T>(query: ReturnType<typeof sql>) =>
          ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows[0];
        expect(await one(sql`SELECT count(*)::int AS n FROM probe_good`)).toEqual({ n: 0 });
        expect(
          await one(sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE column_name = 'total'`),
        ).toEqual({ n: 0 });
        expect(await one(sql`SELECT count(*)::int AS n FROM modules`)).toEqual({ n: 0 });
        expect(await one(sql`SELECT count(*)::int AS n FROM "user"`)).toEqual({ n: 0 });
        const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
          entries: { tag: string; when: number }[];
        };
        expect(
          await one(sql`SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`),
        ).toEqual({
          n: journal.entries.length - 1,
          last: String(journal.entries.at(-2)!.when),
        });
      } finally {
        await handle.close();
      }
    },
  );
});

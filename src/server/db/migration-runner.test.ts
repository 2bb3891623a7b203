// Start-up's migrations, each in its own transaction (docs/decisions/021-migrations-and-upgrades.md):
// a failed one is undone and named, the ones before it stay applied and recorded. Drizzle's own
// migrator, which start-up used before, is shown undoing every pending one instead.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as drizzleMigratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { MigrationError, readMigrations } from './migration-runner';
import { createTestDatabase, testEngine } from './test-database';
import { migrationsFolder } from './test-migrations';

const GOOD_A = `CREATE TABLE probe_a (id integer PRIMARY KEY);--> statement-breakpoint
INSERT INTO probe_a VALUES (1);`;
const GOOD_B = `ALTER TABLE probe_a ADD COLUMN note text;--> statement-breakpoint
UPDATE probe_a SET note = 'b';`;
const BAD_C = `CREATE TABLE probe_c (id integer);--> statement-breakpoint
INSERT INTO probe_c SELECT id FROM no_such_table;`;

let handle: DatabaseHandle;
const folders: string[] = [];
const folderWith = (extra: Record<string, string>) => {
  const dir = migrationsFolder({ extra });
  folders.push(dir);
  return dir;
};

beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>, database = handle) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const exists = async (table: string) =>
  (await rows<{ found: string | null }>(sql`SELECT to_regclass(${table})::text AS found`))[0]?.found !== null;
const recorded = () =>
  rows<{ hash: string; created_at: string }>(
    sql`SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );

describe(`migrations at start-up (${testEngine})`, () => {
  it('keeps the migrations before a failed one applied and recorded, undoes the failed one, and names it', async () => {
    const folder = folderWith({ '9000_probe_a': GOOD_A, '9001_probe_b': GOOD_B, '9002_probe_c': BAD_C });
    const before = await recorded();

    const error = await handle.migrate(folder).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migration).toBe('9002_probe_c');
    expect((error as Error).message).toContain('Migration 9002_probe_c failed (statement 2 of 2)');
    expect((error as Error).message).toContain('relation "no_such_table" does not exist (SQLSTATE 42P01)');
    expect((error as Error).message).toContain('up to 9001_probe_b');
    expect(await rows(sql`SELECT id, note FROM probe_a`)).toEqual([{ id: 1, note: 'b' }]);
    expect(await exists('probe_c')).toBe(false);
    const byTag = new Map(readMigrations(folder).map((m) => [m.tag, m]));
    expect(await recorded()).toEqual([
      ...before,
      { hash: byTag.get('9000_probe_a')!.hash, created_at: String(byTag.get('9000_probe_a')!.createdAt) },
      { hash: byTag.get('9001_probe_b')!.hash, created_at: String(byTag.get('9001_probe_b')!.createdAt) },
    ]);

    // Fixed, the next start applies only what is left.
    const fixed = folderWith({
      '9000_probe_a': GOOD_A,
      '9001_probe_b': GOOD_B,
      '9002_probe_c': 'CREATE TABLE probe_c (id integer);',
    });
    expect(await handle.migrate(fixed)).toEqual(['9002_probe_c']);
    expect(await exists('probe_c')).toBe(true);
    expect(await handle.migrate(fixed)).toEqual([]);
  });

  it("drizzle's own migrator (used before) undoes every pending migration when the last one fails", async () => {
    const folder = folderWith({ '9000_probe_a': GOOD_A, '9001_probe_b': GOOD_B, '9002_probe_c': BAD_C });
    const before = await recorded();
    const run =
      handle.engine === 'pglite'
        ? drizzleMigratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder })
        : drizzleMigratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    await expect(run).rejects.toThrow();
    expect(await exists('probe_a')).toBe(false);
    expect(await recorded()).toEqual(before);
  });

  it('applies each migration once when two processes start together', async () => {
    const folder = folderWith({
      '9000_probe_a': GOOD_A,
      '9001_probe_b': `INSERT INTO probe_a SELECT max(id) + 1 FROM probe_a;`,
    });
    // PostgreSQL: a second connection pool on the same database, as a second instance has.
    const other = handle.driver.engine === 'postgres' ? await openDatabase({ url: handle.driver.url }) : undefined;
    try {
      const applied = await Promise.all([handle.migrate(folder), (other ?? handle).migrate(folder)]);
      expect(applied.flat().sort()).toEqual(['9000_probe_a', '9001_probe_b']);
      expect(await rows(sql`SELECT id FROM probe_a ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
      const tags = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY created_at HAVING count(*) > 1`,
      );
      expect(tags).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it('names a journal entry whose file is missing', async () => {
    const folder = folderWith({ '9000_probe_a': GOOD_A });
    fs.rmSync(path.join(folder, '9000_probe_a.sql'));
    await expect(handle.migrate(folder)).rejects.toThrow(/9000_probe_a\.sql, listed in .*_journal\.json, is missing/);
    expect(await exists('probe_a')).toBe(false);
  });
});

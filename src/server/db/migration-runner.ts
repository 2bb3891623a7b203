// Applies drizzle-kit's migrations (drizzle/) at start-up, each in a transaction of its own
// (docs/decisions/021-migrations-and-upgrades.md): a failed one leaves the database as the
// migrations before it left it, and says which one failed and why. Drizzle's own migrator runs
// every pending migration in one transaction; this one keeps its bookkeeping table
// (drizzle.__drizzle_migrations: hash and the journal's `when`) so either can follow the other.
// Plain enough for Node's type stripping: db:import (transfer.ts) runs it without a build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Either engine's Drizzle database, with or without the app's schema (db:import has none). */
type Migratable = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** One migration of the folder, as drizzle-kit's journal lists it. */
export interface Migration {
  /** '0020_work_slots': the file's name without `.sql`. */
  tag: string;
  file: string;
  /** The file cut at drizzle-kit's `--> statement-breakpoint` marks. */
  statements: string[];
  /** SHA-256 of the file, as drizzle records it. */
  hash: string;
  /** The journal's `when`: what the bookkeeping table records and orders by. */
  createdAt: number;
}

/** A migration failed: start-up stops with this message (serve.mjs prints it and exits 1). */
export class MigrationError extends Error {
  /** The tag of the migration that failed ('' when the folder itself is unusable). */
  readonly migration: string;

  constructor(migration: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MigrationError';
    this.migration = migration;
  }
}

// Any process that migrates (app instances starting together, db:import) takes it for each step.
const MIGRATION_LOCK = 7_302_020_001;

/** The migrations of `folder`, in the journal's order. */
export function readMigrations(folder: string): Migration[] {
  const journalFile = path.join(folder, 'meta', '_journal.json');
  if (!fs.existsSync(journalFile)) {
    throw new MigrationError('', `Cannot migrate: ${journalFile} is missing (the migrations folder is ${folder}).`);
  }
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => {
    const file = path.join(folder, `${tag}.sql`);
    if (!fs.existsSync(file))
      throw new MigrationError(tag, `Cannot migrate: ${file}, listed in ${journalFile}, is missing.`);
    const text = fs.readFileSync(file, 'utf8');
    return {
      tag,
      file,
      statements: text.split('--> statement-breakpoint'),
      hash: createHash('sha256').update(text).digest('hex'),
      createdAt: when,
    };
  });
}

/** The `when` of the last migration applied (drizzle's rule: everything up to it is applied). */
async function lastApplied(database: Migratable): Promise<number> {
  const result = (await database.execute(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | null }[] };
  return Number(result.rows[0]?.last ?? 0);
}

/** PostgreSQL's own words (and SQLSTATE), not Drizzle's "Failed query: <the whole file>". */
function databaseMessage(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  if (!(innermost instanceof Error)) return String(innermost);
  const code = (innermost as { code?: unknown }).code;
  return typeof code === 'string' ? `${innermost.message} (SQLSTATE ${code})` : innermost.message;
}

/**
 * Applies the migrations of `folder` that the database has not had yet, each in its own
 * transaction with its record in drizzle.__drizzle_migrations. Returns the tags it applied.
 * @throws MigrationError naming the migration that failed; that one was rolled back, the ones
 * before it stay applied and recorded, the ones after it were not tried.
 */
export async function runMigrations(database: Migratable, folder: string): Promise<string[]> {
  const migrations = readMigrations(folder);
  await database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
      id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  });
  const applied: string[] = [];
  let last = await lastApplied(database);
  for (const migration of migrations) {
    if (migration.createdAt <= last) continue;
    let statement = 0;
    try {
      const ran = await database.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
        // Another process may have applied it while this one waited for the lock.
        if (migration.createdAt <= (await lastApplied(tx))) return false;
        for (const text of migration.statements) {
          statement++;
          await tx.execute(sql.raw(text));
        }
        await tx.execute(
          sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.createdAt})`,
        );
        return true;
      });
      if (ran) applied.push(migration.tag);
    } catch (error) {
      throw new MigrationError(migration.tag, failureMessage(migrations, migration, statement, error), {
        cause: error,
      });
    }
    last = migration.createdAt;
  }
  return applied;
}

function failureMessage(migrations: Migration[], failed: Migration, statement: number, error: unknown) {
  const where =
    statement > 0 && failed.statements.length > 1 ? ` (statement ${statement} of ${failed.statements.length})` : '';
  const before = migrations.filter((m) => m.createdAt < failed.createdAt).at(-1);
  return [
    `Migration ${failed.tag} failed${where}: ${databaseMessage(error)}`,
    `It was rolled back: the database has none of its changes, and keeps the migrations before it` +
      `${before ? ` (up to ${before.tag})` : ''}. Nothing else was done. File: ${failed.file}`,
  ].join('\n');
}

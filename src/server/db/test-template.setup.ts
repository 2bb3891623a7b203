// Vitest's global setup: one migrated, seeded database per test run, which every test database
// starts from (test-database.ts) instead of running initdb and every migration again: an archive
// of a PGlite data folder, or a PostgreSQL database used as a template (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './client';
import { runMigrations } from './migration-runner';
import * as schema from './schema';
import { seedDatabase } from './seed';
import { pgliteExtensions } from './pglite-extensions';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite archive (a file path) or the PostgreSQL template database's name. */
    testDatabaseTemplate: string;
  }
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.href });
    await handle.migrate();
    await seedDatabase(handle.db);
    await handle.close();
    project.provide('testDatabaseTemplate', name);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client, schema });
  await runMigrations(db, 'drizzle');
  await seedDatabase(db);
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-template-')), 'pglite.tar');
  fs.writeFileSync(archive, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('testDatabaseTemplate', archive);
  return () => fs.rmSync(path.dirname(archive), { recursive: true, force: true });
}

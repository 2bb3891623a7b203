// An upgrade loses nothing: the data the last release left behind (tests/fixtures/upgrade/, made
// by scripts/make-upgrade-fixture.mjs from that release's own code) opened by the current code and
// brought up to its migrations still holds every row with its values, lets every account sign in
// (with its second factor) and serves every file with its SHA-256. Per engine: the embedded
// database's folder on PGlite, a pg_dump restored into a fresh database on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../../tests/e2e/support/totp';
import { notificationText } from '@/features/portal/notifications/notification-text.server';
import { CLIENT_IP_HEADER, getAuth, resetAuth } from '../auth';
import { createStorage } from '../storage';
import { openDatabase, setDatabase, type DatabaseHandle } from './client';
import { readMigrations } from './migration-runner';
import type { NotificationParams } from './schema';
import { createPostgresDatabase, testEngine } from './test-database';

const FIXTURE = path.resolve('tests/fixtures/upgrade');
const SITE = 'http://localhost:4321';

interface Account {
  label: string;
  id: string;
  email: string;
  password: string;
  role: string;
  twoFactor: { secret: string; backupCodes: string[]; usedBackupCode?: string } | null;
  refused?: { status: number; code: string | null };
}
type Row = Record<string, unknown>;
type NotificationRow = {
  title: string;
  body: string | null;
  title_key: string | null;
  body_key: string | null;
  params: NotificationParams | null;
};
interface EnginePart {
  accounts: Account[];
  files: { documentId: string; storageKey: string; size: number; contentType: string; sha256: string }[];
  migrations: { hash: string; createdAt: string }[];
  tables: Record<string, { key: string[]; rows: Row[] }>;
}
interface Manifest {
  release: { commit: string };
  pglite: EnginePart & { archive: string };
  postgres: EnginePart & { dump: string; filesArchive: string; authSecret: { env: string } };
}

const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'manifest.json'), 'utf8')) as Manifest;
const part: EnginePart = manifest[testEngine];
let tmp: string;
let handle: DatabaseHandle;
let filesDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let applied: string[];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.error?.message}`);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'));
  filesDir = path.join(tmp, 'files');
  vi.stubEnv('PUBLIC_SITE_URL', SITE);
  vi.stubEnv('DATA_DIR', tmp);
  if (testEngine === 'pglite') {
    // The release's data directory as it was: the database, the files and the generated secret.
    run('tar', ['-xf', path.join(FIXTURE, manifest.pglite.archive), '-C', tmp]);
    vi.stubEnv('AUTH_SECRET', '');
    handle = await openDatabase({ dataDir: path.join(tmp, 'pglite') });
  } else {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = database.drop;
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '-d',
      database.url,
      path.join(FIXTURE, manifest.postgres.dump),
    ]);
    run('tar', ['-xf', path.join(FIXTURE, manifest.postgres.filesArchive), '-C', tmp]);
    vi.stubEnv('AUTH_SECRET', manifest.postgres.authSecret.env);
    handle = await openDatabase({ url: database.url });
  }
  applied = await handle.migrate();
  setDatabase(handle);
  resetAuth();
});
afterAll(async () => {
  resetAuth();
  setDatabase(undefined);
  await handle?.close();
  await dropDatabase?.();
  vi.unstubAllEnvs();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every row of `table` as JSON (timestamps in UTC), by its primary key. */
async function currentRows(table: string, key: string[]): Promise<Map<string, Row>> {
  const rows = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const result = (await tx.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM "${table}" t`))) as unknown as {
      rows: { row: Row }[];
    };
    return result.rows.map((r) => r.row);
  });
  return new Map(rows.map((row) => [JSON.stringify(key.map((column) => row[column])), row]));
}

let ipCounter = 0;
async function call(endpoint: string, body: unknown, cookie?: string) {
  const headers = new Headers({
    origin: SITE,
    'content-type': 'application/json',
    [CLIENT_IP_HEADER]: `198.51.100.${++ipCounter}`,
  });
  if (cookie) headers.set('cookie', cookie);
  const response = await getAuth().handler(
    new Request(`${SITE}/api/auth${endpoint}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, json, cookies };
}
const signedInAs = async (cookies: string) =>
  (await getAuth().api.getSession({ headers: new Headers({ cookie: cookies }) }))?.user.id;

describe(`the last release's data (${manifest.release.commit}) under the current code (${testEngine})`, () => {
  it('takes the current migrations on top of the ones it had', async () => {
    const current = readMigrations(path.resolve('drizzle'));
    const result = (await handle.db.execute(
      sql`SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at`,
    )) as unknown as { rows: { hash: string; createdAt: string }[] };
    expect(result.rows.slice(0, part.migrations.length)).toEqual(part.migrations);
    expect(result.rows.map((r) => r.createdAt)).toEqual(current.map((m) => String(m.createdAt)));
    expect(applied).toEqual(current.slice(part.migrations.length).map((m) => m.tag));
  });

  it('keeps every row of every table with its values', async () => {
    const problems: string[] = [];
    for (const [table, { key, rows }] of Object.entries(part.tables)) {
      const now = await currentRows(table, key);
      for (const expected of rows) {
        const id = JSON.stringify(key.map((column) => expected[column]));
        const actual = now.get(id);
        if (!actual) {
          problems.push(`${table} ${id}: missing`);
          continue;
        }
        // Columns a later migration added may be there too; every column the release had is unchanged.
        for (const [column, value] of Object.entries(expected)) {
          if (JSON.stringify(actual[column]) !== JSON.stringify(value)) {
            problems.push(
              `${table} ${id}.${column}: ${JSON.stringify(value)} became ${JSON.stringify(actual[column])}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(Object.values(part.tables).reduce((n, t) => n + t.rows.length, 0)).toBeGreaterThan(100);
  });

  it('reads every notification the release wrote in the language of the page (migration 0025)', async () => {
    const notes = [...(await currentRows('notifications', ['id'])).values()] as unknown as NotificationRow[];
    const written = part.tables.notifications?.rows ?? [];
    expect(notes.length).toBe(written.length);
    // Every one was a kind the site writes: each now has its key, and its text is kept as it was.
    expect(notes.filter((n) => !n.title_key).map((n) => n.title)).toEqual([]);
    const created = (row: NotificationRow) => /^(Envio|Shipment) (\S+) (criado|created)$/.exec(row.title)?.[2];
    const english = notes.find((n) => n.title.startsWith('Shipment ') && created(n));
    const portuguese = notes.find((n) => n.title.startsWith('Envio ') && created(n));
    for (const row of [english, portuguese]) {
      const text = {
        title: row!.title,
        body: row!.body,
        titleKey: row!.title_key,
        bodyKey: row!.body_key,
        params: row!.params,
      };
      expect(notificationText(text, 'pt-BR').title).toBe(`Envio ${created(row!)} criado`);
      expect(notificationText(text, 'en').title).toBe(`Shipment ${created(row!)} created`);
    }
  });

  it('signs every account in with its password, and its second factor where it has one', async () => {
    for (const account of part.accounts.filter((a) => !a.refused)) {
      const first = await call('/sign-in/email', { email: account.email, password: account.password });
      expect(first.status, account.label).toBe(200);
      if (!account.twoFactor) {
        expect(await signedInAs(first.cookies), account.label).toBe(account.id);
        continue;
      }
      expect(first.json.twoFactorRedirect, account.label).toBe(true);
      expect(await signedInAs(first.cookies), account.label).toBeUndefined();
      const second = await call('/two-factor/verify-totp', { code: totpCode(account.twoFactor.secret) }, first.cookies);
      expect(second.status, account.label).toBe(200);
      expect(await signedInAs(second.cookies), account.label).toBe(account.id);

      // A backup code from before the upgrade works once; one used before it does not.
      const again = await call('/sign-in/email', { email: account.email, password: account.password });
      const [code] = account.twoFactor.backupCodes;
      const backup = await call('/two-factor/verify-backup-code', { code }, again.cookies);
      expect(backup.status, account.label).toBe(200);
      expect(await signedInAs(backup.cookies), account.label).toBe(account.id);
      if (account.twoFactor.usedBackupCode) {
        const third = await call('/sign-in/email', { email: account.email, password: account.password });
        const used = await call(
          '/two-factor/verify-backup-code',
          { code: account.twoFactor.usedBackupCode },
          third.cookies,
        );
        expect(used.status, account.label).toBe(401);
      }
    }
  });

  it('still refuses a wrong password and a suspended account as the release did', async () => {
    const [someone] = part.accounts;
    expect((await call('/sign-in/email', { email: someone!.email, password: 'Wrong2026pass' })).status).toBe(401);
    const suspended = part.accounts.filter((a) => a.refused);
    expect(suspended.length).toBeGreaterThan(0);
    for (const account of suspended) {
      const answer = await call('/sign-in/email', { email: account.email, password: account.password });
      expect({ status: answer.status, code: answer.json.code ?? null }).toEqual(account.refused);
    }
  });

  it('reads every file back from the file storage with its SHA-256', async () => {
    const files = createStorage({ driver: 'disk', directory: filesDir });
    expect(part.files.length).toBeGreaterThan(0);
    for (const file of part.files) {
      const bytes = await files.getBytes(file.storageKey);
      expect(bytes.byteLength).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      expect((await files.getMetadata(file.storageKey)).contentType).toBe(file.contentType);
    }
    files.close();
  });
});

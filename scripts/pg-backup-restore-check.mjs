// Proves a PostgreSQL backup restores into a database the app runs on (docs/deploy.md, "Backups"):
// pg_dump -Fc the source, create a fresh database, pg_restore into it, compare every table's row
// count, boot the built app on the copy (its own port and DATA_DIR, no SMTP, no S3) and check that
// it answers; then drop what it created.
//
//   npm run db:backup-check                       a self-test: makes a source database itself (the
//                                                 app boots on it, an admin and a lead are added), and
//                                                 on the copy signs in as that admin and finds the lead
//   npm run db:backup-check -- postgres://…/prod  checks a real database's backup (read-only on it;
//                                                 the copy is made on the same server)
// PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test) is where the self-test creates its
// databases; ASTRO_OUT_DIR the build to boot (default dist; built when missing).
// Exit codes: 0 passed, 1 failed, 3 skipped (PostgreSQL or pg_dump/pg_restore missing).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const SKIP = 3;
const started = Date.now();
const tag = randomBytes(4).toString('hex');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-backup-check-'));
const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const givenSource = process.argv[2];
const adminUrl =
  givenSource ?? process.env.PG_ADMIN_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = { email: 'backup-check@example.com', password: 'Backup12345' };
const lead = { name: `Restore Check ${tag}`, email: `restore-${tag}@example.com` };
const created = [];
const children = new Set();

const log = (message) => console.info(`[backup-check] ${message}`);
const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).href;

async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.error?.message}`);
}

function has(command) {
  return spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0;
}

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function createDatabase(name) {
  await sql(adminUrl, `CREATE DATABASE "${name}"`);
  created.push(name);
  return withDatabase(adminUrl, name);
}

/** The built server on `databaseUrl`; resolves once /robots.txt answers. Only the variables it needs. */
async function boot(databaseUrl, extraEnv = {}) {
  if (!fs.existsSync(path.join(outDir, 'server/entry.mjs'))) {
    log(`no build in ${outDir}: building…`);
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ASTRO_OUT_DIR: outDir },
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ASTRO_OUT_DIR: outDir,
    DATABASE_URL: databaseUrl,
    DATA_DIR: fs.mkdtempSync(path.join(tmp, 'data-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: base,
    AUTH_SECRET: `backup-check-${'x'.repeat(32)}`,
    ADMIN_TWO_FACTOR: 'optional',
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      return {
        base,
        async stop() {
          child.kill('SIGTERM');
          await exited;
          children.delete(child);
        },
      };
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer within 60 s:\n${output}`);
}

/** The self-test's source: migrated and seeded by the app itself, plus a first admin and a lead. */
async function makeSource() {
  const url = await createDatabase(`backup_src_${tag}`);
  const server = await boot(url, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  await server.stop();
  await sql(
    url,
    `INSERT INTO leads (full_name, email, phone, locale, page) VALUES ($1, $2, '+55 84 90000-0000', 'pt-BR', '/contato')`,
    [lead.name, lead.email],
  );
  return url;
}

async function rowCounts(url) {
  const tables = await sql(url, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const counts = {};
  for (const { tablename } of tables) {
    counts[tablename] = (await sql(url, `SELECT count(*)::int AS n FROM "${tablename}"`))[0].n;
  }
  return counts;
}

async function expectOk(base, pathname, init) {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual', ...init });
  if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}`);
  return response;
}

/** Signs in with the password stored in the source (not re-created on the copy) and finds the lead. */
async function findLeadAsAdmin(base) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`signing in as ${admin.email} on the copy answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csv = await (await expectOk(base, '/admin/leads.csv', { headers: { Cookie: cookie } })).text();
  if (!csv.includes(lead.email)) throw new Error('the lead added to the source is not in /admin/leads.csv on the copy');
}

async function main() {
  if (!has('pg_dump') || !has('pg_restore'))
    return skip('pg_dump or pg_restore is missing (apt-get install postgresql-client).');
  if (!(await answers(adminUrl))) return skip(`PostgreSQL does not answer at ${new URL(adminUrl).host}.`);
  const source = givenSource ?? (await makeSource());
  const dump = path.join(tmp, 'backup.dump');
  run('pg_dump', ['--format=custom', `--file=${dump}`, source]);
  log(`pg_dump -Fc: ${(fs.statSync(dump).size / 1024).toFixed(0)} KB`);
  const copy = await createDatabase(`backup_restore_${tag}`);
  run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${copy}`, dump]);
  const [before, after] = [await rowCounts(source), await rowCounts(copy)];
  if (Object.keys(before).length === 0) throw new Error("the source database has no tables: is it the app's database?");
  const differ = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
  if (differ.length > 0) {
    const list = differ.map((t) => `${t} ${before[t]} → ${after[t]}`).join(', ');
    // A live database may have changed since the dump; the self-test's source cannot have.
    if (!givenSource) throw new Error(`row counts differ after pg_restore: ${list}`);
    log(`row counts that differ (rows written since the dump?): ${list}`);
  }
  log(
    `pg_restore into a fresh database: ${Object.keys(after).length} tables, ${Object.values(after).reduce((a, b) => a + b, 0)} rows, counts ${differ.length ? 'compared' : 'equal'}`,
  );
  const server = await boot(copy);
  try {
    await expectOk(server.base, '/robots.txt');
    await expectOk(server.base, '/');
    if (!givenSource) await findLeadAsAdmin(server.base);
  } finally {
    await server.stop();
  }
  log(
    `the app booted on the restored database and answered${givenSource ? '' : ' (the admin signed in and found the lead)'}`,
  );
  console.info(`\nBackup/restore check passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

function skip(reason) {
  console.info(`\nBackup/restore check skipped: ${reason}`);
  return SKIP;
}

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  for (const name of created) {
    await sql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error) =>
      log(`could not drop ${name}: ${error.message}`),
    );
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

let code;
try {
  code = await main();
} catch (error) {
  console.error(`\nBackup/restore check FAILED: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await cleanUp();
}
process.exit(code);

// Makes the upgrade fixture (tests/fixtures/upgrade/) from a released version of the app, once per
// release: src/server/db/upgrade.test.ts then boots the current code on it and finds everything.
//
//   git worktree add /tmp/release-<commit> <commit>      # the last landed release
//   (cd /tmp/release-<commit> && npm install)
//   npx node scripts/make-upgrade-fixture.mjs /tmp/release-<commit> [postgres://postgres@127.0.0.1:5432/test]
//   git worktree remove --force /tmp/release-<commit>
//
// The current fixture was made from c30836c. For each engine the release's own code
// (scripts/upgrade-fixture/release-writer.mjs, copied into the release and run by its own vitest)
// boots on an empty database, writes leads, accounts, shipments, documents, charges, support
// requests… and reports what must survive. Then this script packs what the release left:
//   pglite.tar.xz          its data directory: pglite/ (the embedded database), files/, auth-secret
//   postgres.dump          pg_dump -Fc of a PostgreSQL database it wrote (restored by pg_restore)
//   postgres-files.tar.xz  the files of that run (FILES_DIR)
//   manifest.json          the release, and per engine the accounts (passwords, TOTP secrets,
//                          backup codes), the files' SHA-256 and every row of every table
// The PostgreSQL part needs the server named by the second argument (default above; a database is
// created there and dropped). Nothing is committed in the release's checkout.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const [releaseArg, adminUrl = 'postgres://postgres@127.0.0.1:5432/test'] = process.argv.slice(2);
if (!releaseArg) {
  console.error('Usage: npx node scripts/make-upgrade-fixture.mjs <release checkout> [postgres admin URL]');
  process.exit(2);
}
const release = path.resolve(releaseArg);
const outDir = path.resolve('tests/fixtures/upgrade');
const writerTarget = path.join(release, 'scripts/upgrade-fixture-writer.test.ts');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-fixture-'));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  return result;
}
const git = (...args) => spawnSync('git', ['-C', release, ...args], { encoding: 'utf8' }).stdout.trim();

/** Runs the writer in the release with `env`; returns what it reported. */
function writeWithRelease(name, env) {
  const out = path.join(work, `${name}.json`);
  run('npx', ['vitest', 'run', 'scripts/upgrade-fixture-writer.test.ts'], {
    cwd: release,
    env: { ...process.env, ...env, UPGRADE_FIXTURE_OUT: out, TEST_DATABASE_URL: '' },
  });
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/**
 * tar.xz with a dictionary large enough to see that the embedded database's three catalogs
 * (template0, template1, postgres) are nearly the same files: 1.2 MB where gzip made 4.9 MB.
 */
function pack(name, dir, entries) {
  run('tar', ['-cJf', path.join(outDir, name), '-C', dir, '--exclude', 'files/.tmp', ...entries], {
    env: { ...process.env, XZ_OPT: '-9e -T1' },
  });
}

async function sqlOn(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (!fs.existsSync(path.join(release, 'node_modules'))) {
  console.error(`${release} has no node_modules: run npm install there first.`);
  process.exit(2);
}
const commit = git('rev-parse', '--short', 'HEAD');
const dbName = `upgrade_fixture_${randomBytes(4).toString('hex')}`;
const pgUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;
try {
  fs.copyFileSync(new URL('./upgrade-fixture/release-writer.mjs', import.meta.url), writerTarget);
  // A new fixture replaces the old one whole (git keeps the old).
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  // The embedded database, with the secret the release generated in its data directory.
  const pgliteData = path.join(work, 'pglite-data');
  const pglite = writeWithRelease('pglite', { DATA_DIR: pgliteData, DATABASE_URL: '', AUTH_SECRET: '', FILES_DIR: '' });
  pack('pglite.tar.xz', pgliteData, ['pglite', 'files', 'auth-secret']);

  // PostgreSQL, with AUTH_SECRET in the configuration as several instances need.
  await sqlOn(adminUrl, `CREATE DATABASE "${dbName}"`);
  const authSecret = `upgrade-fixture-${randomBytes(24).toString('base64url')}`;
  const postgresData = path.join(work, 'postgres-data');
  const postgres = writeWithRelease('postgres', {
    DATA_DIR: postgresData,
    DATABASE_URL: pgUrl,
    AUTH_SECRET: authSecret,
    FILES_DIR: path.join(postgresData, 'files'),
  });
  run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-d', pgUrl, '-f', path.join(outDir, 'postgres.dump')]);
  pack('postgres-files.tar.xz', postgresData, ['files']);

  const manifest = {
    release: { commit, subject: git('log', '-1', '--format=%s'), date: git('log', '-1', '--format=%cI') },
    madeBy: 'scripts/make-upgrade-fixture.mjs',
    madeAt: new Date().toISOString(),
    pglite: { archive: 'pglite.tar.xz', authSecret: { file: 'auth-secret' }, ...pglite },
    postgres: {
      dump: 'postgres.dump',
      filesArchive: 'postgres-files.tar.xz',
      authSecret: { env: authSecret },
      ...postgres,
    },
  };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  for (const file of fs.readdirSync(outDir)) {
    console.info(`${file}: ${(fs.statSync(path.join(outDir, file)).size / 1024).toFixed(0)} KB`);
  }
} finally {
  fs.rmSync(writerTarget, { force: true });
  await sqlOn(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}

// `npm test`: unit and integration tests (PGlite, then PostgreSQL when it answers), then the
// browser tests in Chromium and the PostgreSQL backup/restore check. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv[2]; // 'unit' | 'e2e' | undefined (all)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

function run(label, command, args, env, report) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`(${label}: ${Math.round((Date.now() - started) / 1000)} s; report in ${report ?? 'the log'})`);
  if (result.status !== 0) failedStep = true;
  if (report && fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    if ('numPassedTests' in json) {
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
      totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    } else if (json.stats) {
      totals.passed += json.stats.expected;
      totals.failed += json.stats.unexpected + json.stats.flaky;
      totals.skipped += json.stats.skipped;
    }
  } else if (report) {
    totals.failed += 1;
  }
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The variable read in code (a comment that names it is not a read). */
const READS_DATABASE_URL = /process\.env\.TEST_DATABASE_URL/;

/** Test files that read TEST_DATABASE_URL themselves (the others reach a database through test-database.ts). */
function testsReadingDatabaseUrl() {
  return ['src', 'scripts']
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true }).map((file) => path.join(dir, String(file))))
    .filter((file) => /\.test\.tsx?$/.test(file) && READS_DATABASE_URL.test(fs.readFileSync(file, 'utf8')));
}

const e2eOutDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
/**
 * The build every browser test serves (scripts/e2e-server.mjs builds it when it is not given one).
 * Started while the PostgreSQL pass runs, which leaves most of a core idle (it waits on the server).
 */
let e2eBuild;
function startE2eBuild() {
  console.log(`\n(building ${e2eOutDir} for the browser tests alongside)`);
  const child = spawn('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_OUT_DIR: e2eOutDir },
  });
  e2eBuild = new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

if (only !== 'e2e') {
  const vitest = (name, args, env) => {
    const report = path.join(tmp, `${name}.json`);
    run(
      `unit and integration tests: ${name}`,
      'npx',
      ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      env,
      report,
    );
  };
  vitest('PGlite', ['run'], { TEST_DATABASE_URL: '' });
  if (only !== 'unit') startE2eBuild();
  if (await reachable(pgUrl)) {
    console.log(`\nPostgreSQL answers at ${new URL(pgUrl).host}: running the database tests against it too.`);
    // Only the tests that use a database, through test-database.ts (by any import path) or directly.
    const databaseTests = ['src/server/db/test-database.ts', ...testsReadingDatabaseUrl()];
    vitest('PostgreSQL', ['related', '--run', ...databaseTests], { TEST_DATABASE_URL: pgUrl });
  } else {
    console.log(`\nPostgreSQL does not answer at ${new URL(pgUrl).host}: database tests ran on PGlite only.`);
  }
}

if (only !== 'unit') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  if (!fs.existsSync(chromium)) {
    console.error(
      `\nChromium is missing at ${chromium}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
    failedStep = true;
    totals.failed += 1;
  } else {
    const report = path.join(tmp, 'playwright.json');
    const built = e2eBuild ? await e2eBuild : undefined;
    if (built === false) {
      console.error(`\nThe build for the browser tests failed (npm run build, ASTRO_OUT_DIR=${e2eOutDir}).`);
      failedStep = true;
      totals.failed += 1;
    } else {
      run(
        'browser tests (Playwright, Chromium)',
        'npx',
        ['playwright', 'test'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...(built ? { E2E_SKIP_BUILD: '1', ASTRO_OUT_DIR: e2eOutDir } : {}) },
        report,
      );
    }
  }
  // On the build the browser tests just made: one test, skipped (exit 3) without PostgreSQL.
  console.log('\n=== PostgreSQL backup and restore (scripts/pg-backup-restore-check.mjs) ===');
  const check = spawnSync(process.execPath, ['scripts/pg-backup-restore-check.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, PG_ADMIN_URL: pgUrl, ASTRO_OUT_DIR: process.env.ASTRO_OUT_DIR ?? 'dist-e2e' },
  });
  if (check.status === 0) totals.passed += 1;
  else if (check.status === 3) totals.skipped += 1;
  else {
    totals.failed += 1;
    failedStep = true;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);

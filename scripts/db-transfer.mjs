// `npm run db:export -- <file>`: every application row of the configured database (DATABASE_URL,
// or the embedded PGlite in DATA_DIR) into a JSON-lines file.
// `npm run db:import -- <file> [--replace]`: that file into the configured database, after this
// release's migrations, in one transaction. Moving to PostgreSQL: docs/deploy.md.
// Runs src/ TypeScript through Node's type stripping (Node 24, pinned by package.json): no build.
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../src/server/data-dir-lock.ts';
import { exportData, importData, openEndpoint, TransferError } from '../src/server/db/transfer.ts';

const usage = 'Usage: npm run db:export -- <file>   |   npm run db:import -- <file> [--replace]';
const [command, ...rest] = process.argv.slice(2);
const replace = rest.includes('--replace');
// npm runs scripts in the project's folder: a relative file name is taken from where npm was run.
const fileArg = rest.find((arg) => !arg.startsWith('--'));
const file = fileArg && path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--replace');
if (!['export', 'import'].includes(command) || !file || unknown.length > 0 || (replace && command !== 'import')) {
  console.error(usage);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must start with postgres:// or postgresql://');
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
const pgliteDir = path.join(dataDir, 'pglite');

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let release = () => {};
if (!databaseUrl) {
  if (command === 'export' && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    fail(`There is no embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL to export from PostgreSQL).`);
  }
  try {
    // PGlite has no lock of its own: the server and this command must never open it together.
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    fail(`Stop the server before you ${command} its embedded database. ${error.message}`);
  }
}

const started = Date.now();
let endpoint;
try {
  endpoint = await openEndpoint(databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir });
  const counts = command === 'export' ? await exportTo(file) : await importFrom(file);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `${command === 'export' ? 'Exported' : 'Imported'} ${total} rows of ${Object.keys(counts).length} tables ` +
      `${command === 'export' ? 'from' : 'into'} ${endpoint.label} in ${seconds} s:`,
  );
  for (const [table, n] of Object.entries(counts)) if (n > 0) console.info(`  ${table}: ${n}`);
} catch (error) {
  // PostgreSQL's own refusals (a connection, a permission) carry a code: their message says enough.
  if (!(error instanceof TransferError) && !error?.code) throw error;
  process.exitCode = 1;
  console.error(`\n${command} failed: ${error.message}\n`);
} finally {
  await endpoint?.close();
  release();
}

async function exportTo(target) {
  if (fs.existsSync(target)) throw new TransferError(`${target} exists already: choose another name or delete it.`);
  // Written beside the target and renamed at the end: a failed export leaves no plausible file.
  const partial = `${target}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const write = (line) =>
    new Promise((resolve, reject) => {
      out.write(`${line}\n`, (error) => (error ? reject(error) : resolve()));
    });
  try {
    const counts = await exportData(endpoint, write);
    await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
    fs.renameSync(partial, target);
    return counts;
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function importFrom(source) {
  if (!fs.existsSync(source)) throw new TransferError(`${source} does not exist.`);
  await endpoint.migrate(
    process.env.MIGRATIONS_DIR
      ? path.resolve(process.env.MIGRATIONS_DIR)
      : new URL('../drizzle', import.meta.url).pathname,
  );
  return importData(endpoint, source, { replace });
}

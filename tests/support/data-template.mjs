// A migrated data directory made once per browser-test run, beside the build it was made with:
// every server the tests start on a fresh data directory (the shared one, and those of a test's
// own) starts from a copy of it instead of creating and migrating an empty database, 4 s each on
// an idle machine and far more on a busy one. The copy is what a first start leaves behind; a
// server started on it applies any migration the template lacks, as an upgraded one would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { followLog, isListening } from './server-log.mjs';

const templateOf = (outDir) => path.join(path.resolve(outDir), 'e2e-data-template');

/** A port nothing listens on now. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the build in `outDir` on an empty folder, waits until it listens, stops it: the folder
 *  then holds a migrated, seeded database. Replaces an earlier template of that build. */
export async function makeDataTemplate(outDir) {
  const template = templateOf(outDir);
  const making = `${template}-${process.pid}`;
  fs.rmSync(making, { recursive: true, force: true });
  fs.mkdirSync(making, { recursive: true });
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: outDir,
      DATA_DIR: making,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const listening = new Promise((resolve) => {
    const onLine = (line, raw) => {
      tail = `${tail}${raw}\n`.slice(-5_000);
      if (isListening(line)) resolve(true);
    };
    followLog(child.stdout, onLine);
    followLog(child.stderr, onLine);
  });
  const exited = new Promise((resolve) => child.on('exit', () => resolve(false)));
  if (!(await Promise.race([listening, exited]))) throw new Error(`The template server stopped:\n${tail}`);
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(template, { recursive: true, force: true });
  fs.renameSync(making, template);
}

/** A new data directory for a server of the build in `outDir`: a copy of its template when there
 *  is one, else empty (the server then migrates it itself). */
export function freshDataDir(outDir, prefix = 'e2e-data-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = templateOf(outDir);
  if (fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

// A new embedded database is made (initdb) by a process of its own, which ends before the worker
// opens it (pglite-worker-client.ts): initdb runs two more PostgreSQL instances, about 500 MB at
// its peak, and a process's memory all returns when it ends, a thread's does not
// (docs/decisions/027-memory-of-the-embedded-default.md). The process is the worker's own file
// (pglite-worker.ts, `--create-database`).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { WorkerStart } from './pglite-worker';

/** Creates the database of `start` in its directory; rejects with what the process said. */
export async function createDatabase(start: WorkerStart) {
  const { pgliteWorkerUrl, CREATE_DATABASE } = await import('./pglite-worker');
  const child = spawn(process.execPath, [fileURLToPath(pgliteWorkerUrl), CREATE_DATABASE, JSON.stringify(start)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said = `${said}${chunk}`.slice(-4000)));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0)
    throw new Error(`Creating the database in ${start.dataDir} failed (exit code ${code}): ${said.trim()}`);
}

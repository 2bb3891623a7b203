// The server the browser tests drive: a fresh build in its own folder and a fresh data directory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist-e2e');
if (!process.env.E2E_SKIP_BUILD) {
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_OUT_DIR: outDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.ASTRO_OUT_DIR = outDir;
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
await import('./serve.mjs');

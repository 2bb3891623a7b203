// The server the browser tests drive: a fresh build in its own folder and a fresh data directory,
// a copy of the migrated template it makes first for every server of the run
// (tests/support/data-template.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { freshDataDir, makeDataTemplate } from '../tests/support/data-template.mjs';

const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist-e2e');
if (!process.env.E2E_SKIP_BUILD) {
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_OUT_DIR: outDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await makeDataTemplate(outDir);
process.env.ASTRO_OUT_DIR = outDir;
process.env.DATA_DIR = freshDataDir(outDir);
await import('./serve.mjs');

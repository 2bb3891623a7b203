// `npm run bench -- reports`: runs scripts/bench-reports.test.ts (through Vitest, which resolves
// the app's modules) in its own process and returns its figures. Needs no build and no server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function reportsBench() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-')), 'results.json');
  const run = spawnSync('npx', ['vitest', 'run', 'scripts/bench-reports.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORTS_OUT: out, TEST_DATABASE_URL: '' },
  });
  if (run.status !== 0 || !fs.existsSync(out)) throw new Error('the reports benchmark failed');
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

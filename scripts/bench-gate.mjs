// `npm run bench -- gate`: runs scripts/bench-gate.test.ts (through Vitest, which resolves the app's
// modules) in its own process and returns its figures. Needs no build and no server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function gateBench() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gate-')), 'results.json');
  const run = spawnSync('npx', ['vitest', 'run', 'scripts/bench-gate.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_GATE_OUT: out, TEST_DATABASE_URL: '' },
  });
  if (run.status !== 0 || !fs.existsSync(out)) throw new Error('the gate benchmark failed');
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

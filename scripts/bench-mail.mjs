// `npm run bench -- mail`: runs scripts/bench-mail.test.ts (through Vitest, which resolves the
// app's modules) in its own process and returns its figures. Needs no build and no server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function mailBench() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-out-')), 'results.json');
  const run = spawnSync('npx', ['vitest', 'run', 'scripts/bench-mail.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_MAIL_OUT: out, TEST_DATABASE_URL: '' },
  });
  if (run.status !== 0 || !fs.existsSync(out)) throw new Error('the mail benchmark failed');
  const results = JSON.parse(fs.readFileSync(out, 'utf8'));
  // The target: 1,000 emails in under a minute, each received once.
  const { pooled } = results;
  results.targetMet =
    pooled.emails >= 1_000 &&
    pooled.seconds < 60 &&
    pooled.distinctMessageIds === pooled.emails &&
    pooled.received === pooled.emails;
  return results;
}

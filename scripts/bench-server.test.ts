// The benchmarks' reading of the server's memory (scripts/bench-server.mjs): a process's resident
// memory counts the processes it started (a new database is made by one), and the budget line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { MEMORY_BUDGET_MB, memoryBudgetLine, residentMB } from './bench-server.mjs';

const ownMB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

describe('the benchmarks’ memory reading', () => {
  it.runIf(fs.existsSync('/proc/self/status'))('counts the memory of the processes a process started', async () => {
    // A parent that starts a child holding 64 MB, and ends it when told to end.
    const child = `const b = Buffer.alloc(64 * 1024 * 1024, 1); console.log('ready'); setInterval(() => b[0]++, 1000);`;
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: ['ignore', 'inherit', 'ignore'] });
         process.on('SIGTERM', () => { c.kill(); process.exit(0); });`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      await once(parent.stdout!, 'data');
      expect(residentMB(parent.pid!)).toBeGreaterThanOrEqual(ownMB(parent.pid!) + 60);
    } finally {
      parent.kill('SIGTERM');
      await once(parent, 'exit');
    }
    expect(residentMB(parent.pid!)).toBe(0);
  });

  it('says the budget is met only when both the idle and the peak memory are within it', () => {
    const { idle, peak } = MEMORY_BUDGET_MB;
    expect(memoryBudgetLine('PGlite', { idleMB: idle, peakMB: peak })).toMatch(/: memory budget met\.$/);
    expect(memoryBudgetLine('PGlite', { idleMB: idle + 1, peakMB: peak })).toMatch(/NOT met/);
    expect(memoryBudgetLine('PGlite', { idleMB: idle, peakMB: peak + 1 })).toMatch(/NOT met/);
  });
});

// The built server as the benchmarks run it: `scripts/serve.mjs` from `outDir` on `port`, with
// `env` on top (a data directory, a database, accounts), resolved once it listens; and its stop.
// Its resident memory (the process and any it started) is sampled from the moment it is spawned:
// the one place the benchmarks read it (docs/decisions/027-memory-of-the-embedded-default.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { followLog, isListening } from '../tests/support/server-log.mjs';

/** What the embedded default may take on a 1 GB server: idle after start and a page view; at a part's peak. */
export const MEMORY_BUDGET_MB = { idle: 300, peak: 512 };

/** The processes `pid` started, and theirs (from /proc; none elsewhere). */
function descendants(pid) {
  let children = [];
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      children.push(...fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean));
    }
  } catch {
    return [];
  }
  children = children.map(Number);
  return [...children, ...children.flatMap(descendants)];
}

/** Resident memory in MB of `pid` and the processes it started (VmRSS); 0 once it is gone. */
export function residentMB(pid) {
  let kB = 0;
  for (const id of [pid, ...descendants(pid)]) {
    try {
      kB += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended between the listing and the read
    }
  }
  return Math.round(kB / 1024);
}

/** Samples residentMB(pid) every 100 ms: the highest since the last mark(), and since the start. */
function sampleMemory(pid) {
  let sinceMark = 0;
  let overall = 0;
  const sample = () => {
    const now = residentMB(pid);
    sinceMark = Math.max(sinceMark, now);
    overall = Math.max(overall, now);
    return now;
  };
  const timer = setInterval(sample, 100);
  timer.unref();
  return {
    now: sample,
    /** The peak since the previous mark (or the start), and a new mark. */
    mark() {
      const peak = Math.max(sinceMark, sample());
      sinceMark = 0;
      return peak;
    },
    overallPeak: () => overall,
    stop: () => clearInterval(timer),
  };
}

export function startBenchServer({ outDir, port, env = {}, nodeArgs = [] }) {
  const server = spawn(process.execPath, [...nodeArgs, 'scripts/serve.mjs'], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: outDir,
      PORT: String(port),
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.memory = sampleMemory(server.pid);
  server.on('exit', () => server.memory.stop());
  return new Promise((resolve, reject) => {
    followLog(server.stdout, (line) => isListening(line) && resolve(server));
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * The server's memory at rest: after one page view and a second of quiet. Also marks the start of
 * what comes next: `startPeakMB` is the highest from its spawn (a new database made) to here.
 */
export async function idleMemory(server, base) {
  await (await fetch(base)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idleMB = server.memory.now();
  return { idleMB, startPeakMB: server.memory.mark() };
}

/** Whether an embedded-database server stayed within MEMORY_BUDGET_MB, as one line. */
export function memoryBudgetLine(label, { idleMB, peakMB }) {
  const met = idleMB <= MEMORY_BUDGET_MB.idle && peakMB <= MEMORY_BUDGET_MB.peak;
  return `${label}: idle ${idleMB} MB (budget ${MEMORY_BUDGET_MB.idle}), peak ${peakMB} MB (budget ${MEMORY_BUDGET_MB.peak}): ${met ? 'memory budget met.' : 'memory budget NOT met.'}`;
}

export async function stopBenchServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

// The built server as the benchmarks run it: `scripts/serve.mjs` from `outDir` on `port`, with
// `env` on top (a data directory, a database, accounts), resolved once it listens; and its stop.
import { spawn } from 'node:child_process';
import { followLog, isListening } from '../tests/support/server-log.mjs';

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
  return new Promise((resolve, reject) => {
    followLog(server.stdout, (line) => isListening(line) && resolve(server));
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export async function stopBenchServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

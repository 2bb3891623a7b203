// Production server: runs start-up (src/app-boot.ts, re-exported by the built entry), then
// serves the Astro handler through the app's HTTP server (src/server/http/). Its lines are JSON,
// through the app's logger, except what stops start-up: that is said plainly on stderr, for the
// person at the terminal.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The JavaScript heap, sized for a small server: V8 let each thread's young generation grow to
// 96 MB and the old one to four times what it holds, 300 MB more at the contact form's peak. V8
// takes these only from the command line (and then for every thread), so this file starts again
// with them, in the same process (same PID and environment): whoever imported it (npm start, the
// browser tests' server) does not run twice. HEAP_SEMI_SPACE_MB and HEAP_GROWTH_PERCENT (0: V8's
// own) are validated with the rest of the configuration at start-up; flags given to node win
// (docs/decisions/027-memory-of-the-embedded-default.md).
const SEMI_SPACE = '--max-semi-space-size';
if (!process.execArgv.some((arg) => arg.startsWith(SEMI_SPACE))) {
  const whole = (value, fallback) => (/^\d+$/.test(value ?? '') ? Number(value) : fallback);
  const growth = whole(process.env.HEAP_GROWTH_PERCENT, 100);
  process.execve(process.execPath, [
    process.execPath,
    `${SEMI_SPACE}=${whole(process.env.HEAP_SEMI_SPACE_MB, 16)}`,
    ...(growth > 0 && !process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))
      ? [`--heap-growing-percent=${growth}`]
      : []),
    ...process.execArgv,
    fileURLToPath(import.meta.url),
  ]);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React and friends pick their development builds (several times slower) unless told otherwise.
process.env.NODE_ENV ??= 'production';
const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const { handler, boot } = await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href);

let app;
try {
  app = await boot.boot();
} catch (error) {
  if (
    error instanceof boot.ConfigError ||
    error instanceof boot.DataDirLockedError ||
    error instanceof boot.MigrationError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const log = boot.logger.child({ module: 'server' });
const { port, host } = app.config;
// Headers, caching, compression and body limits: src/server/http/ (bundled with the app).
// Anonymous public pages are cached, keyed by the content version (src/server/http/page-cache.ts).
// /healthz, /readyz (app.readiness) and /metrics (METRICS_TOKEN from the config) are served there too.
const server = boot.createHttpServer(handler, {
  ...app.config,
  clientDir: path.join(outDir, 'client'),
  contentVersion: app.contentVersion,
  readiness: app.readiness,
});
server.on('error', async (error) => {
  const busy = error.code === 'EADDRINUSE';
  const message = busy
    ? `port ${port} on ${host} is already in use: stop what uses it, or set PORT.`
    : `cannot listen on ${host}:${port}: ${error.message}`;
  console.error(`\n${message}\n`);
  log.fatal({ err: error }, message);
  await app.shutdown();
  process.exit(1);
});
server.listen(port, host, () => {
  log.info(`listening on http://${host}:${port}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: shutting down`);
  server.close();
  server.closeIdleConnections?.();
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

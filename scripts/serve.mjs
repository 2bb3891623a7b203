// Production server: runs start-up (src/server/boot.ts, re-exported by the built entry), then
// serves the Astro handler behind compression and security headers.
import compression from 'compression';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React and friends pick their development builds (several times slower) unless told otherwise.
process.env.NODE_ENV ??= 'production';
const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const { handler, boot } = await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href);

let app;
try {
  app = await boot.boot();
} catch (error) {
  if (error instanceof boot.ConfigError || error instanceof boot.DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const { port, host, secureCookies } = app.config;
const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Fallback for files and endpoints; Astro replaces it on pages with the policy from astro.config.ts.
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  ...(secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
};
// Generated images carry a content hash in their name, like Astro's /_astro/ assets.
const HASHED = /^\/(_astro|img)\/[^?]*[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+(\?|$)/;

const compress = compression({ threshold: 1024 });
const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (req.url && HASHED.test(req.url)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  }
  compress(req, res, () => handler(req, res));
});
server.keepAliveTimeout = 65_000;
server.on('error', async (error) => {
  const busy = error.code === 'EADDRINUSE';
  console.error(busy ? `[server] port ${port} on ${host} is already in use: stop what uses it, or set PORT.` : `[server] cannot listen on ${host}:${port}: ${error.message}`);
  await app.shutdown();
  process.exit(1);
});
server.listen(port, host, () => {
  console.info(`[server] listening on http://${host}:${port}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: shutting down`);
  server.close();
  server.closeIdleConnections?.();
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

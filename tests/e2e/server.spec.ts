import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, freshDataDir } from '../support/data-template.mjs';
import { isListening, logLines } from '../support/server-log.mjs';
import { migrationsFolder } from '../../src/server/db/test-migrations';
import { startAppServer } from './support/own-server';

test('pages are compressed and carry security headers', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
  const headers = response.headers();
  expect(headers['content-encoding']).toMatch(/gzip|br/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test('hashed assets are cached immutably and sent compressed', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('astro-island').first().getAttribute('renderer-url');
  expect(script).toMatch(/^\/_astro\/.+\.js$/);
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  // The site's stylesheet is one hashed file, sent precompressed (brotli made at build time).
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(stylesheet).toMatch(/^\/_astro\/.+\.css$/);
  const css = await request.get(stylesheet!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(css.headers()['content-encoding']).toBe('br');
  const img = await page.locator('picture source[type="image/avif"]').first().getAttribute('srcset');
  const firstImage = img!.split(',')[0]!.trim().split(' ')[0]!;
  const imageResponse = await request.get(firstImage);
  expect(imageResponse.status()).toBe(200);
  expect(imageResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: process.env.ASTRO_OUT_DIR ?? 'dist-e2e',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

// A server takes up to a minute to listen on two busy cores (one on an empty data directory migrates it first).
async function waitFor(check: () => boolean, ms = 90_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('a second server on the same data directory stops with a clear message and changes nothing', async () => {
  test.setTimeout(150_000);
  const dataDir = freshDataDir(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', 'lock-e2e-');
  const port = await freePort();
  const first = startServer(dataDir, port);
  const children: ChildProcess[] = [first.child];
  try {
    await waitFor(() => logLines(first.output()).some(isListening));
    const snapshot = () =>
      fs
        .readdirSync(path.join(dataDir, 'pglite'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => `${path.join(e.parentPath, e.name)}:${fs.statSync(path.join(e.parentPath, e.name)).mtimeMs}`)
        .sort();
    const before = snapshot();
    const second = startServer(dataDir, port + 100);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another process`);
    expect(snapshot()).toEqual(before);
    const response = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    expect(response.status).toBe(200);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await first.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a port already in use stops the server with a clear message and frees the data directory', async () => {
  test.setTimeout(150_000);
  const dataDir = freshDataDir(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', 'port-e2e-');
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    const server = startServer(dataDir, port);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  } finally {
    blocker.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a bad configuration value stops the server with a message naming it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-e2e-'));
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: process.env.ASTRO_OUT_DIR ?? 'dist-e2e',
      DATA_DIR: dataDir,
      PORT: 'not-a-port',
      DATABASE_URL: 'mysql://x',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('PORT');
  expect(output).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
});

test('a migration that fails stops the server with a message naming it, before it seeds or listens', async () => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-e2e-'));
  const migrations = migrationsFolder({ extra: { '9000_broken': 'SELECT 1 / 0;' } });
  const port = await freePort();
  try {
    const server = startServer(dataDir, port, { DATABASE_URL: '', MIGRATIONS_DIR: migrations, ADMIN_EMAIL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Migration 9000_broken failed: division by zero (SQLSTATE 22012)');
    expect(server.output()).toContain('It was rolled back');
    expect(server.output()).not.toContain('listening');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(migrations, { recursive: true, force: true });
  }
});

test('an unexpected server error shows the branded 500 page with its request id, and logs the stack', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // A real failure: the server runs on its own PostgreSQL database whose table then disappears.
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    test.skip(true, 'PostgreSQL is not reachable on 127.0.0.1:5432');
  }
  const name = `e2e_500_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-500-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: process.env.ASTRO_OUT_DIR ?? 'dist-e2e',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.href,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const db = new pg.Client({ connectionString: url.href });
  try {
    await waitFor(() => logLines(output).some(isListening));
    await db.connect();
    await db.query('ALTER TABLE modules RENAME TO modules_gone');
    const page = await browser.newPage();
    const ids: string[] = [];
    for (const [path_, heading, idLabel] of [
      ['/', 'Algo deu errado do nosso lado', 'Código do pedido:'],
      ['/en', 'Something went wrong on our side', 'Request id:'],
    ] as const) {
      const response = await page.goto(`http://127.0.0.1:${port}${path_}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The id the visitor can quote is the one on the response and on the server's lines.
      const id = (await response?.headerValue('x-request-id')) ?? '';
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      await expect(page.getByText(idLabel)).toContainText(id);
      ids.push(id);
    }
    await page.close();
    await waitFor(() => logLines(output).filter((line) => line.msg?.startsWith('500 GET ')).length === 2);
    const failures = logLines(output).filter((line) => line.level === 'error' && line.msg?.startsWith('500 GET '));
    expect(failures.map((line) => [line.msg, line.requestId])).toEqual([
      ['500 GET /', ids[0]],
      ['500 GET /en', ids[1]],
    ]);
    for (const line of failures) {
      expect(line.err?.message).toContain('modules');
      expect(line.err?.stack).toMatch(/\n\s+at /);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    await db.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('methods the site does not serve get 405, and /500 is not a page of its own', async ({ request }) => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await request.fetch('/', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD, POST');
  }
  expect((await request.get('/500')).status()).toBe(404);
  expect((await request.get('/en/500')).status()).toBe(404);
});

test('behind a TLS proxy (TRUST_PROXY), a form posted over HTTPS passes the origin check; a foreign origin does not', async () => {
  test.setTimeout(150_000);
  const site = 'https://galpoes.example';
  const server = await startAppServer(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', {
    PUBLIC_SITE_URL: site,
    TRUST_PROXY: 'true',
  });
  try {
    // What nginx or Caddy send on (docs/deploy.md): the browser's host and scheme. (fetch would
    // replace the Host header, hence node:http.)
    const body = new URLSearchParams({
      nome_completo: 'Ana Proxy',
      email: 'ana@example.com',
      celular: '(84) 98888-7777',
    }).toString();
    const post = (origin: string) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const req = http.request(
          `${server.origin}/?_action=leads.submit`,
          {
            method: 'POST',
            headers: {
              host: 'galpoes.example',
              origin,
              'x-forwarded-proto': 'https',
              'x-forwarded-for': '203.0.113.5',
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0 });
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect((await post(site)).status).toBe(303);
    expect((await post('https://elsewhere.example')).status).toBe(403);
  } finally {
    await server.stop();
    server.remove();
  }
});

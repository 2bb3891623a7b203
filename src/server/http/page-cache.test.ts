import { writeResponse } from 'astro/app/node';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_PAGE_HEADER } from './shared-page';
import { send, startServer, stopServers } from './test-server';

afterEach(stopServers);

/**
 * A stand-in for Astro: each render says which render it was, who asked (their cookie) and the
 * data it read, and marks itself shareable unless told not to.
 */
function site(data: { modules: string; version: number }) {
  let renders = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    renders++;
    const url = new URL(req.url ?? '/', 'http://x');
    const who = req.headers.cookie ?? 'anonymous';
    const html = `<!doctype html><title>Galpões</title><p>render ${renders} for ${who}: ${data.modules}</p>${'<p>Módulo</p>'.repeat(200)}`;
    const headers: Record<string, string> = { 'Content-Type': 'text/html' };
    if (url.pathname !== '/private') headers[SHARED_PAGE_HEADER] = '1';
    if (url.pathname === '/sets-cookie') headers['Set-Cookie'] = 'flash=1';
    const status = url.pathname === '/missing' ? 404 : 200;
    return writeResponse(new Response(html, { status, headers }), res);
  };
  return { handler, renders: () => renders, contentVersion: async () => String(data.version) };
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  send(port, { method: 'GET', path, headers });
const text = (sent: { body: Buffer; headers: Record<string, unknown> }) =>
  sent.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(sent.body).toString()
    : sent.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(sent.body).toString()
      : sent.body.toString();

describe('anonymous page cache', () => {
  it('renders a shareable page once and serves it to every anonymous visitor, compressed as each accepts', async () => {
    const fake = site({ modules: 'módulo 7 disponível', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    const first = await get(port, '/', { 'accept-encoding': 'br' });
    const second = await get(port, '/', { 'accept-encoding': 'gzip' });
    const third = await get(port, '/');
    expect(fake.renders()).toBe(1);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(third.headers['content-encoding']).toBeUndefined();
    for (const sent of [first, second, third]) {
      expect(text(sent)).toContain('render 1 for anonymous: módulo 7 disponível');
      expect(sent.headers[SHARED_PAGE_HEADER]).toBeUndefined();
      expect(sent.headers.vary).toContain('Cookie');
      expect(sent.headers['cache-control']).toBe('no-cache');
      expect(Number(sent.headers['content-length'])).toBe(sent.body.length);
    }
    expect(second.headers['x-page-cache']).toBe('hit');
    // The security headers are still sent on a hit.
    expect(third.headers['x-frame-options']).toBe('DENY');
  });

  it('never serves a stored page to a visitor with a cookie, nor stores theirs', async () => {
    const fake = site({ modules: 'módulo 7 disponível', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    await get(port, '/');
    const signedIn = await get(port, '/', { cookie: 'session=maria' });
    expect(text(signedIn)).toContain('for session=maria');
    expect(signedIn.headers[SHARED_PAGE_HEADER]).toBeUndefined();
    const anonymous = await get(port, '/');
    expect(text(anonymous)).toContain('render 1 for anonymous');
    expect(text(anonymous)).not.toContain('maria');
    expect(fake.renders()).toBe(2);
  });

  it('renders afresh once the content version moves', async () => {
    const data = { modules: 'módulo 7 disponível', version: 1 };
    const fake = site(data);
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    await get(port, '/');
    data.modules = 'módulo 7 reservado';
    // Without the version moving, the stored page stands: the version is the only signal.
    expect(text(await get(port, '/'))).toContain('disponível');
    data.version = 2;
    expect(text(await get(port, '/'))).toContain('render 2 for anonymous: módulo 7 reservado');
  });

  it('keeps neither unmarked pages, nor errors, nor answers that set a cookie, and still compresses them', async () => {
    const fake = site({ modules: 'x', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    for (const path of ['/private', '/missing', '/sets-cookie']) {
      const one = await get(port, path, { 'accept-encoding': 'gzip' });
      const two = await get(port, path, { 'accept-encoding': 'gzip' });
      expect(one.headers['content-encoding']).toBe('gzip');
      expect(text(two)).not.toBe(text(one));
      expect(two.headers[SHARED_PAGE_HEADER]).toBeUndefined();
      expect(two.headers['x-page-cache']).toBeUndefined();
    }
    expect((await get(port, '/missing')).status).toBe(404);
    expect(fake.renders()).toBe(6 + 1);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const fake = site({ modules: 'x', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    const { headers } = await get(port, '/');
    const again = await get(port, '/', { 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const fake = site({ modules: 'x', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    const all = await Promise.all(Array.from({ length: 10 }, () => get(port, '/en')));
    expect(new Set(all.map((sent) => text(sent))).size).toBe(1);
    expect(fake.renders()).toBe(1);
  });

  it('keys pages by their whole address, query included', async () => {
    const fake = site({ modules: 'x', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: fake.contentVersion });
    await get(port, '/');
    await get(port, '/?utm_source=whatsapp');
    await get(port, '/?utm_source=whatsapp');
    expect(fake.renders()).toBe(2);
  });

  it('lets Astro answer, uncached, when the content version cannot be read', async () => {
    const fake = site({ modules: 'x', version: 1 });
    const port = await startServer(fake.handler, { contentVersion: () => Promise.reject(new Error('database away')) });
    const sent = await get(port, '/');
    expect(sent.status).toBe(200);
    expect(sent.headers[SHARED_PAGE_HEADER]).toBeUndefined();
    await get(port, '/');
    expect(fake.renders()).toBe(2);
  });
});

import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { send, startServer, stopServers } from './test-server';

afterEach(stopServers);

const page = `<!doctype html><html lang="pt-BR"><title>Galpões</title><main>${'<p>Módulo disponível</p>'.repeat(300)}</main></html>`;

// Answers the way Astro's handler does: a web Response written by Astro's own writeResponse.
function astroLike(response: () => Response) {
  return (_req: IncomingMessage, res: ServerResponse) => writeResponse(response(), res);
}

const htmlResponse = () => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

describe('HTTP server', () => {
  it('sends the security headers on every response, and HSTS only over HTTPS', async () => {
    const plain = await startServer(astroLike(htmlResponse));
    const { headers } = await send(plain, { method: 'GET', path: '/robots.txt' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBeUndefined();

    const secure = await startServer(astroLike(htmlResponse), { secureCookies: true });
    const https = await send(secure, { method: 'GET', path: '/' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('behind a trusted proxy, gives Astro the scheme the browser used, so an HTTPS form post passes the origin check', async () => {
    // The URL Astro's node adapter builds for the request: a form post's Origin must match its origin.
    const origin = (req: IncomingMessage, res: ServerResponse) =>
      res.end(new URL(createRequestFromNodeRequest(req).url).origin);
    const trusted = await startServer(origin, { trustProxy: true });
    const ask = async (port: number, proto?: string) =>
      (
        await send(port, {
          method: 'GET',
          path: '/',
          headers: { host: 'galpoes.example', ...(proto ? { 'x-forwarded-proto': proto } : {}) },
        })
      ).body.toString();
    expect(await ask(trusted, 'https')).toBe('https://galpoes.example');
    expect(await ask(trusted, 'https, http')).toBe('https://galpoes.example');
    // Each request says its own scheme (one proxy connection may carry both).
    expect(await ask(trusted, 'http')).toBe('http://galpoes.example');
    expect(await ask(trusted)).toBe('http://galpoes.example');
    // Without TRUST_PROXY the header is anyone's to send, and is ignored.
    const direct = await startServer(origin);
    expect(await ask(direct, 'https')).toBe('http://galpoes.example');
  });

  it('answers 405 to methods the site does not serve, without reaching the app', async () => {
    let reached = 0;
    const port = await startServer((req, res) => {
      reached++;
      res.end('ok');
    });
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const { status, headers } = await send(port, { method, path: '/' });
      expect(status, method).toBe(405);
      expect(headers.allow).toBe('GET, HEAD, POST');
    }
    expect(reached).toBe(0);
    for (const method of ['GET', 'HEAD', 'POST'])
      expect((await send(port, { method, path: '/' })).status, method).toBe(200);
    expect(reached).toBe(3);
  });

  it('caches files with a content hash in their name for a year, and nothing else', async () => {
    const port = await startServer(astroLike(() => new Response('x')));
    const cacheOf = async (path: string) => (await send(port, { method: 'GET', path })).headers['cache-control'];
    const immutable = 'public, max-age=31536000, immutable';
    expect(await cacheOf('/_astro/client.BfA3x9_k.js')).toBe(immutable);
    expect(await cacheOf('/img/hero-complex-800-3f9a1c2d.avif')).toBe(immutable);
    expect(await cacheOf('/_astro/client.js')).toBeUndefined();
    expect(await cacheOf('/img/hero.avif')).toBeUndefined();
    expect(await cacheOf('/modulos')).toBeUndefined();
  });

  it('compresses HTML for a browser that accepts it', async () => {
    const port = await startServer(astroLike(htmlResponse));
    for (const encoding of ['gzip', 'br']) {
      const { headers, body } = await send(port, {
        method: 'GET',
        path: '/',
        headers: { 'Accept-Encoding': encoding },
      });
      expect(headers['content-encoding']).toBe(encoding);
      expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5);
      const text = (encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString();
      expect(text).toBe(page);
    }
  });

  it('sends each server-sent event as it is written, uncompressed', async () => {
    const encoder = new TextEncoder();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
      // Should the first event not arrive, the stream still ends and the test fails on it.
      setTimeout(resolve, 3000);
    });
    let ended = false;
    const events = () =>
      new Response(
        new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode('event: notice\ndata: {"id":1}\n\n'));
            await released;
            controller.enqueue(encoder.encode('event: notice\ndata: {"id":2}\n\n'));
            ended = true;
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
      );
    const port = await startServer(astroLike(events));

    let endedBeforeFirstEvent: boolean | undefined;
    const { headers, first, rest } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      first: string;
      rest: string;
    }>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/notifications/stream',
          headers: { 'Accept-Encoding': 'gzip, br', Accept: 'text/event-stream' },
          agent: false,
        },
        (res) => {
          res.setEncoding('utf8');
          let first: string | undefined;
          let rest = '';
          res.on('data', (chunk: string) => {
            if (first !== undefined) {
              rest += chunk;
              return;
            }
            first = chunk;
            endedBeforeFirstEvent = ended;
            release();
          });
          res.on('end', () => resolve({ headers: res.headers, first: first ?? '', rest }));
        },
      );
      req.on('error', reject);
    });
    expect(endedBeforeFirstEvent).toBe(false);
    expect(first).toBe('event: notice\ndata: {"id":1}\n\n');
    expect(rest).toBe('event: notice\ndata: {"id":2}\n\n');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['x-accel-buffering']).toBe('no');
    expect(headers['cache-control']).toBe('no-cache, no-transform');
  });
});

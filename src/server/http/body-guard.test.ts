import { createRequestFromNodeRequest } from 'astro/app/node';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '@/server/observability/logger.test-support';
import { formBody, MiB, send, startServer, stopServers } from './test-server';

// The island's side of an action call: Astro's own client code that reads the response.
const astroDir = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const { deserializeActionResult } = (await import(
  pathToFileURL(path.join(astroDir, 'dist/actions/runtime/client.js')).href
)) as {
  deserializeActionResult: (res: { type: 'error'; body: string; status: number; contentType: string }) => {
    error?: { code: string; status: number; message: string };
  };
};

let reached: string[] = [];
beforeEach(() => {
  reached = [];
  captureLogs();
});
afterEach(stopServers);

// Reads the body as Astro's handler does (a web Request made from the Node request).
async function echoSize(req: IncomingMessage, res: ServerResponse) {
  reached.push(req.url ?? '');
  const request = createRequestFromNodeRequest(req);
  const size = (await request.arrayBuffer()).byteLength;
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`received ${size}`);
}

const chunk = (data: Buffer) =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
const upload = { action: 'documents.upload', maxBytes: 3 * MiB };

describe('request body limits', () => {
  it('answers a form post over 1 MiB with a page in Portuguese that leads back to the form', async () => {
    const port = await startServer(echoSize);
    const res = await send(port, {
      path: '/?_action=leads.submit',
      body: formBody(2 * MiB),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body.toString();
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
    expect(html).toContain('<title>Envio grande demais</title>');
    expect(html).toContain('<p>O envio é grande demais (máximo 1 MB).</p>');
    expect(html).toContain('<a href="/">Voltar à página</a>');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(reached).toEqual([]);
  });

  it('answers in English under /en', async () => {
    const port = await startServer(echoSize);
    const res = await send(port, { path: '/en/login?_action=account.signIn', body: formBody(2 * MiB) });
    const html = res.body.toString();
    expect(res.status).toBe(413);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p>The submission is too large (1 MB at most).</p>');
    expect(html).toContain('<a href="/en/login">Back to the page</a>');
  });

  it('answers an API call with JSON, in the language of the page that made it', async () => {
    const port = await startServer(echoSize);
    const json = Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * MiB) }));
    const pt = await send(port, {
      path: '/api/auth/sign-in/email',
      body: json,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(pt.status).toBe(413);
    expect(pt.headers['content-type']).toBe('application/json');
    expect(JSON.parse(pt.body.toString())).toEqual({
      code: 'CONTENT_TOO_LARGE',
      message: 'O envio é grande demais (máximo 1 MB).',
    });
    const en = await send(port, {
      path: '/api/auth/sign-in/email',
      body: json,
      headers: { Referer: 'http://localhost:4321/en/login' },
    });
    expect(JSON.parse(en.body.toString()).message).toBe('The submission is too large (1 MB at most).');
    expect(reached).toEqual([]);
  });

  it("answers an island's action call with an action error Astro's client reads as CONTENT_TOO_LARGE", async () => {
    const port = await startServer(echoSize);
    const res = await send(port, {
      path: '/_actions/leads.submit',
      body: formBody(2 * MiB),
      headers: { Referer: 'http://localhost:4321/en' },
    });
    expect(res.status).toBe(413);
    const { error } = deserializeActionResult({
      type: 'error',
      body: res.body.toString(),
      status: res.status,
      contentType: 'application/json',
    });
    expect(error?.code).toBe('CONTENT_TOO_LARGE');
    expect(error?.status).toBe(413);
    expect(error?.message).toBe('The submission is too large (1 MB at most).');
  });

  it('passes bodies within the limit through untouched, whether sized or chunked', async () => {
    const port = await startServer(echoSize);
    const sized = await send(port, { path: '/?_action=leads.submit', body: formBody(MiB) });
    expect(sized.body.toString()).toBe(`received ${MiB}`);
    const chunked = await send(port, { path: '/?_action=leads.submit', body: [formBody(MiB / 2), formBody(MiB / 2)] });
    expect(chunked.body.toString()).toBe(`received ${MiB}`);
  });

  it('counts a chunked body as it arrives and answers 413 once it passes the limit', async () => {
    const port = await startServer(echoSize);
    const chunks = Array.from({ length: 48 }, () => formBody(64 * 1024));
    const res = await send(port, { path: '/en/create-shipment?_action=shipments.create', body: chunks });
    expect(res.status).toBe(413);
    expect(res.body.toString()).toContain('The submission is too large (1 MB at most).');
    expect(reached).toEqual([]);
    // The server is still there for the next request.
    expect((await send(port, { path: '/', body: formBody(100) })).status).toBe(200);
  });

  it('lets an upload route declared in the table take its larger body, and only it', async () => {
    const port = await startServer(echoSize, { bodyLimits: [upload] });
    const body = formBody(2 * MiB);
    const rpc = await send(port, { path: '/_actions/documents.upload', body });
    expect(rpc.body.toString()).toBe(`received ${2 * MiB}`);
    const form = await send(port, { path: '/en/dashboard/documents?_action=documents.upload', body });
    expect(form.body.toString()).toBe(`received ${2 * MiB}`);
    const chunked = await send(port, {
      path: '/dashboard/documents?_action=documents.upload',
      body: [body, body.subarray(0, MiB / 2)],
    });
    expect(chunked.body.toString()).toBe(`received ${2.5 * MiB}`);

    const tooBig = await send(port, { path: '/_actions/documents.upload', body: formBody(4 * MiB) });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body.toString()).message).toBe('O envio é grande demais (máximo 3 MB).');
    const otherAction = await send(port, { path: '/_actions/leads.submit', body });
    expect(otherAction.status).toBe(413);
    expect(JSON.parse(otherAction.body.toString()).message).toBe('O envio é grande demais (máximo 1 MB).');
  });

  it('refuses a client waiting for "100 Continue" before it sends the body', async () => {
    const port = await startServer(echoSize);
    const outcome = await new Promise<{ status?: number; connection?: string; continued: boolean }>(
      (resolve, reject) => {
        let continued = false;
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/login?_action=account.signIn',
          agent: false,
          headers: { 'Content-Length': 2 * MiB, Expect: '100-continue' },
        });
        req.on('continue', () => {
          continued = true;
          req.end(formBody(2 * MiB));
        });
        req.on('response', (res) => {
          res.resume();
          resolve({ status: res.statusCode, connection: res.headers.connection, continued });
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders();
      },
    );
    expect(outcome).toEqual({ status: 413, connection: 'close', continued: false });

    const allowed = await send(port, { path: '/', body: formBody(1000), headers: { Expect: '100-continue' } });
    expect(allowed.body.toString()).toBe('received 1000');
  });

  it.each([
    ['sized', { 'Content-Length': String(8 * MiB) }, [formBody(8 * MiB)]],
    [
      'chunked',
      { 'Transfer-Encoding': 'chunked' },
      [...Array.from({ length: 32 }, () => chunk(formBody(256 * 1024))), '0\r\n\r\n'],
    ],
  ])(
    'reads the rest of a refused %s body, so a client that sends it all before reading still gets the answer',
    async (_framing, headers, body) => {
      const port = await startServer(echoSize);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let received = '';
        socket.on('error', reject);
        socket.on('data', (data) => (received += data.toString()));
        // Like a browser: nothing is read until the whole body is sent.
        socket.pause();
        const head = Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        socket.write(`POST /login?_action=account.signIn HTTP/1.1\r\nHost: localhost\r\n${head}\r\n`);
        for (const part of body.slice(0, -1)) socket.write(part);
        socket.write(body.at(-1)!, () => {
          socket.resume();
          setTimeout(() => {
            socket.end();
            resolve(received);
          }, 300);
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('O envio é grande demais (máximo 1 MB).');
      expect(reached).toEqual([]);
    },
  );

  it('stops reading a refused body that takes too long, and closes the connection', async () => {
    const port = await startServer(echoSize, { drainMs: 200 });
    const started = Date.now();
    const { received, closedAfter } = await new Promise<{ received: string; closedAfter: number }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => resolve({ received, closedAfter: Date.now() - started }));
      socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${100 * MiB}\r\n\r\n`);
      socket.write(formBody(1024));
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfter).toBeGreaterThanOrEqual(150);
    expect(closedAfter).toBeLessThan(2000);
  });
});

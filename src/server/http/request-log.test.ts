// The request's log line and id over the real HTTP server: one JSON line per request carrying the
// id the response sends back, the proxy's id only from a trusted proxy, and nothing personal from
// what the visitor sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleLogger, requestContext } from '@/server/observability';
import { captureLogs } from '@/server/observability/logger.test-support';
import { send, startServer, stopServers } from './test-server';

afterEach(stopServers);

/** Reads the body, logs a line of its own from inside the request (as app code does), answers. */
async function app(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const context = requestContext();
  if (context) context.route = '/contato';
  moduleLogger('form').info({ fields: new URLSearchParams(Buffer.concat(chunks).toString()).size }, 'form read');
  res.writeHead(303, { Location: '/contato#enviado' });
  res.end();
}

const requestLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.module === 'http');

describe('request logs', () => {
  it('writes one JSON line per request, with the id the response carries, on every line about it', async () => {
    const logs = captureLogs();
    const port = await startServer(app);
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const sent = await send(port, { method: 'POST', path: '/contato', body: Buffer.from('nome=x') });
      ids.push(String(sent.headers['x-request-id']));
    }
    await send(port, { method: 'GET', path: '/healthz' });
    expect(new Set(ids).size).toBe(3);
    const lines = requestLines(logs.lines);
    expect(lines).toHaveLength(3);
    for (const [i, line] of lines.entries()) {
      expect(line).toMatchObject({
        level: 'info',
        requestId: ids[i],
        method: 'POST',
        route: '/contato',
        status: 303,
        durationMs: expect.any(Number),
        bytes: expect.any(Number),
        msg: 'POST /contato 303',
      });
    }
    // The app's own line inside the request carries its id too (the probe is left to debug).
    expect(logs.lines.filter((line) => line.msg === 'form read').map((line) => line.requestId)).toEqual(ids);
  });

  it('takes a well-formed X-Request-Id from a trusted proxy only', async () => {
    captureLogs();
    const idOf = async (port: number, given: string) =>
      (await send(port, { method: 'GET', path: '/', headers: { 'x-request-id': given } })).headers['x-request-id'];
    const trusted = await startServer(app, { trustProxy: true });
    expect(await idOf(trusted, 'nginx-4f2a9c0e1b7d')).toBe('nginx-4f2a9c0e1b7d');
    const forged = await idOf(trusted, '<script>alert(1)</script>');
    expect(forged).toMatch(/^[0-9a-f]{16}$/);
    const direct = await startServer(app);
    expect(await idOf(direct, 'nginx-4f2a9c0e1b7d')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('leaves no email, name, phone or search text in any line', async () => {
    const logs = captureLogs();
    const port = await startServer(app, { trustProxy: true });
    const personal = {
      nome_completo: 'Joana Prado',
      email: 'joana.prado@example.com',
      celular: '(84) 98888-7777',
      busca: 'galpão refrigerado joana',
    };
    const query = new URLSearchParams(personal).toString();
    await send(port, {
      method: 'POST',
      path: `/contato?${query}`,
      headers: { 'x-forwarded-for': '203.0.113.7', referer: `https://galpoes.example/?${query}` },
      body: Buffer.from(query),
    });
    await send(port, { method: 'GET', path: `/modulos?${query}` });
    const text = logs.text();
    expect(requestLines(logs.lines)).toHaveLength(2);
    for (const word of ['Joana', 'joana', 'Prado', '98888', '7777', 'example.com', 'refrigerado', '203.0.113.7'])
      expect(text).not.toContain(word);
  });
});

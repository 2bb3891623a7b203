// What the operator gets from the built server: /healthz, /readyz, /metrics, JSON log lines with
// the request id the visitor sees on the error pages, and no one's personal data in the log.
import { expect, test } from '@playwright/test';
import http from 'node:http';
import net from 'node:net';
import { logLines, parseLogLine } from '../support/server-log.mjs';
import { startAppServer } from './support/own-server';

test('/healthz and /readyz answer, uncached, and /metrics is open to this machine', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe('ok\n');
  expect(health.headers()['cache-control']).toBe('no-store');
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect(await ready.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', migrations: 'ok', storage: 'ok', jobs: 'ok' },
  });
  await request.get('/');
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/^http_requests_total\{method="GET",route="\/",status="200"\} \d+$/m);
  expect(text).toMatch(/^jobs_waiting\{kind="mail"\} \d+$/m);
  expect(text).toMatch(/^live_streams_open \d+$/m);
  // Through a proxy (a forwarded request) it needs the token, which this server has not.
  expect((await request.get('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status()).toBe(403);
});

test('the 404 page shows the request id the response carries, in both languages', async ({ page }) => {
  for (const [path, label] of [
    ['/pagina-que-nao-existe', 'Código do pedido:'],
    ['/en/page-that-does-not-exist', 'Request id:'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const id = (await response?.headerValue('x-request-id')) ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    await expect(page.getByText(label)).toHaveText(`${label} ${id}`);
  }
});

/** A loopback port with nothing behind it: every email sent there fails. */
async function closedPort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('every line is JSON, a request has one line with its id, and no one’s name, email or phone is logged', async () => {
  test.setTimeout(90_000);
  const server = await startAppServer(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', {
    // The lead's notification fails (nothing listens there): the job's retry is logged too.
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    LEADS_NOTIFY_TO: 'vendas.galpoes@example.com',
  });
  try {
    const person = {
      nome_completo: 'Joana Prado Teixeira',
      email: 'joana.prado@example.com',
      celular: '(84) 98888-7777',
      mensagem: 'Procuro um galpão refrigerado',
    };
    const body = new URLSearchParams(person).toString();
    const posted = await new Promise<{ status: number; id: string }>((resolve, reject) => {
      const req = http.request(
        `${server.origin}/?_action=leads.submit&email=${encodeURIComponent(person.email)}`,
        {
          method: 'POST',
          headers: {
            origin: server.origin,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, id: String(res.headers['x-request-id']) });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(posted.status).toBe(303);
    const search = await fetch(`${server.origin}/rastreamento?codigo=${encodeURIComponent(person.nome_completo)}`);
    const searchId = search.headers.get('x-request-id');
    // A request's line is written once its response has ended.
    await search.text();

    // The email job fails and is logged (kind, id, attempt, cause), with the lead's id, not the lead.
    await expect
      .poll(
        () => {
          const logged = logLines(server.output());
          return (
            logged.some((line) => line.module === 'jobs' && line.outcome === 'retrying') &&
            logged.some((line) => line.module === 'http' && line.requestId === searchId)
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const output = server.output();
    const lines = logLines(output);
    const retry = lines.find((line) => line.module === 'jobs' && line.outcome === 'retrying');
    expect(retry).toMatchObject({ kind: 'mail', attempt: 1, causeKind: 'lead', causeId: expect.any(String) });

    // One line per request, with the id its response carried.
    const requestLines = lines.filter((line) => line.module === 'http' && line.route !== undefined);
    expect(requestLines.filter((line) => line.requestId === posted.id)).toEqual([
      expect.objectContaining({ method: 'POST', route: '/', status: 303 }),
    ]);
    expect(requestLines.filter((line) => line.requestId === searchId)).toEqual([
      expect.objectContaining({ method: 'GET', route: '/rastreamento' }),
    ]);

    // Every line is JSON; nothing names the visitor, the recipient or what they wrote.
    expect(output.split('\n').filter((raw) => raw && !parseLogLine(raw))).toEqual([]);
    for (const word of ['Joana', 'Prado', 'Teixeira', '98888', 'refrigerado', 'vendas.galpoes'])
      expect(output).not.toContain(word);
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  } finally {
    await server.stop();
    server.remove();
  }
});

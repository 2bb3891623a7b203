// Every kind of page is valid HTML by the Nu HTML Checker (vnu-jar, run with Java): the public
// pages, the account pages, the error pages, the portal and admin pages, and the states a form
// leaves (its messages after a failed post, a flash after a successful one). The checker's CSS
// parser is outdated (it rejects modern CSS it does not know), so only its HTML errors count.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { freshIp } from './support/accounts';
import { publicPages } from './support/public-pages';

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
}

test('pages are valid HTML in every area and state', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const client = (): Promise<APIRequestContext> =>
    playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-forwarded-for': freshIp(), origin } });
  const pages: Record<string, string> = {};
  const keep = async (name: string, response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.headers()['content-type'], name).toContain('text/html');
    pages[name] = await response.text();
  };

  const visitor = await client();
  for (const { path: p } of publicPages) await keep(`public ${p}`, await visitor.get(p));
  for (const p of [
    '/login',
    '/en/login/two-factor',
    '/en/signup',
    '/forgot-password',
    '/en/reset-password?token=x',
    '/nao-existe',
    '/en/missing',
  ]) {
    await keep(`page ${p}`, await visitor.get(p));
  }
  await keep(
    'failed contact form',
    await visitor.post('/en?_action=leads.submit', { form: { nome_completo: 'A1', email: 'x' } }),
  );
  await visitor.post('/?_action=leads.submit', {
    form: { nome_completo: 'Ana Lima', email: 'ana@example.com', celular: '(84) 99999-0000', pagina: '/' },
  });
  await keep('sent contact form', await visitor.get('/'));
  await keep(
    'failed visit booking',
    await visitor.post('/en/agendar-visita?_action=visits.book', { form: { nome_completo: 'A1', email: 'x' } }),
  );
  const slot = /name="horario" value="([^"]+)"/.exec(await (await visitor.get('/agendar-visita')).text())?.[1];
  const booked = await visitor.post('/agendar-visita?_action=visits.book', {
    form: {
      nome_completo: 'Ana Lima',
      empresa: 'Logística Lima',
      email: 'ana.visita@example.com',
      celular: '(84) 97777-0000',
      horario: slot ?? '',
    },
    maxRedirects: 0,
  });
  expect(booked.status(), 'a visit booked').toBe(303);
  await keep('a visit booked', await visitor.get(booked.headers().location!));
  await keep('a visit link that is not one', await visitor.get('/visita/nada'));
  await keep(
    'failed sign-up',
    await visitor.post('/signup?_action=account.signUp', { form: { firstName: 'Ana', email: 'x' } }),
  );
  await visitor.dispose();

  const admin = await client();
  const signIn = await admin.post('/login?_action=account.signIn', {
    form: { email: 'admin@example.com', password: 'Admin12345' },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  for (const p of [
    '/dashboard',
    '/en/dashboard/shipments',
    '/dashboard/settings',
    '/dashboard/settings/security',
    '/dashboard/settings/privacy',
    '/dashboard/settings/two-factor',
    '/en/dashboard/notifications',
    '/dashboard/charges',
    '/en/create-shipment',
    '/admin',
    '/en/admin',
    '/admin/charges',
    '/en/admin/charges?estado=overdue',
    '/dashboard/documents',
    '/en/dashboard/documents/templates',
    '/admin/documents',
    '/support',
    '/admin/support',
    '/admin/privacy',
    '/en/admin/privacy?email=admin@example.com',
  ]) {
    await keep(`signed in ${p}`, await admin.get(p));
  }
  // The admin area's lists, and one record of each kind (the lead sent above, the admin's own
  // account, an email), with its forms.
  for (const p of [
    '/admin/leads',
    '/en/admin/leads/board',
    '/admin/leads/clock',
    '/admin/leads/report',
    '/en/admin/leads/duplicates',
    '/admin/modules',
    '/en/admin/accounts',
    '/admin/mail',
    '/en/admin/audit',
    '/admin/site/faq',
    '/en/admin/site/banner',
    '/admin/visits',
    '/en/admin/visits/settings',
    '/admin/visits/calendar',
  ]) {
    await keep(`signed in ${p}`, await admin.get(p));
  }
  for (const [list, record] of [
    ['/admin/leads?q=Ana+Lima', /href="(\/admin\/leads\/[0-9a-f-]{36})"/],
    ['/admin/accounts?q=admin%40example.com', /href="(\/admin\/accounts\/[\w-]+)"/],
    ['/admin/mail', /href="(\/admin\/mail\/[0-9a-f-]{36})"/],
    ['/admin/site/faq', /href="(\/admin\/site\/faq\/[0-9a-f-]{36})"/],
  ] as const) {
    const href = record.exec(await (await admin.get(list)).text())?.[1];
    expect(href, list).toBeTruthy();
    await keep(`record ${href}`, await admin.get(href!));
  }
  // A number field given a non-number must not echo it into its value.
  await keep(
    'failed shipment',
    await admin.post('/create-shipment?_action=shipments.create', { form: { origin: '', weight: 'x' } }),
  );
  await admin.post('/create-shipment?_action=shipments.create', {
    form: {
      origin: 'A',
      destination: 'B',
      weight: '2',
      senderName: 'S',
      senderEmail: 's@example.com',
      receiverName: 'R',
      receiverEmail: 'r@example.com',
    },
  });
  const dashboard = await admin.get('/dashboard');
  await keep('shipment created (flash)', dashboard);
  // The shipment's page, its cancel form refused (a reason too long), and the public lookup.
  const detail = /href="(\/dashboard\/shipments\/[0-9a-f-]{36})"/.exec(await dashboard.text())?.[1] ?? '';
  const tracking = /data-shipment="([^"]+)"/.exec(await dashboard.text())?.[1] ?? '';
  expect(detail && tracking).toBeTruthy();
  await keep('shipment page', await admin.get(detail));
  await keep(
    'failed cancel',
    await admin.post(`/en${detail}?_action=shipments.cancel`, { form: { shipmentId: 'x', reason: 'x'.repeat(600) } }),
  );
  await keep('tracking found', await admin.get(`/rastreamento?codigo=${tracking}`));
  await keep('tracking typo', await admin.get('/en/rastreamento?codigo=PLP-00000-00001'));
  // The staff's side of the same shipment: the list (filtered), the page, a refused move.
  const id = detail.split('/').at(-1) ?? '';
  await keep('staff shipments', await admin.get('/admin/shipments?status=pending&de=2020-01-01&q=x'));
  await keep('staff shipment', await admin.get(`/en/admin/shipments/${id}`));
  await keep(
    'refused move',
    await admin.post(`/admin/shipments/${id}?_action=shipmentOps.move`, {
      form: { shipmentId: id, status: 'delivered' },
    }),
  );
  await keep(
    'refused erasure',
    await admin.post('/admin/privacy?email=admin@example.com&_action=privacy.staffErase', {
      form: { email: 'admin@example.com', subject: 'customer', note: '' },
    }),
  );
  await admin.dispose();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = Object.entries(pages).map(([name, html], i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, html);
    return { file, name };
  });
  // vnu exits non-zero when it finds errors; its report is the JSON on stderr either way.
  const result = await run(
    'java',
    ['-jar', String(vnu), '--format', 'json', '--errors-only', ...files.map((f) => f.file)],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const nameOf = (url: string) => files.find((f) => url.endsWith(`/${path.basename(f.file)}`))?.name ?? url;
  const errors = messages
    .filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'))
    .map((m) => `${nameOf(m.url)} (line ${m.lastLine ?? '?'}): ${m.message}`);
  expect(files.length).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});

// Two instances of the app on one PostgreSQL, as behind a load balancer: a lead sent to one is in
// the other's inbox and mailed once, a status change on one reaches a customer streaming from the
// other, and the contact form's per-address limit counts across both. Skipped (with a message)
// when PostgreSQL does not answer on 127.0.0.1:5432.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { freshIp, logIn, open, verifiedCustomer } from './support/accounts';
import type { AppServer } from './support/own-server';
import { createShipment } from './support/shipments';
import { postgresAddress, postgresAnswers, startCluster, type Cluster } from './support/two-instances-cluster';

const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const LEADS_PER_MINUTE = 4;
// This run's sales inbox: the shared mail sink also holds other specs' mail.
const SALES = `vendas-${Date.now().toString(36)}@example.com`;

let cluster: Cluster;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const available = await postgresAnswers();
  const skipped = `PostgreSQL does not answer on ${postgresAddress()}: the two-instance test is skipped`;
  if (!available) console.warn(`[two-instances] ${skipped}`);
  test.skip(!available, skipped);
  cluster = await startCluster(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', {
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2525}`,
    MAIL_FROM: 'Site <site@example.com>',
    LEADS_NOTIFY_TO: SALES,
    LEADS_PER_MINUTE: String(LEADS_PER_MINUTE),
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TWO_FACTOR: 'optional',
  });
});
test.afterAll(async () => {
  await cluster?.stop();
});

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const uniqueName = (first: string) => `${first} ${letters().replace(/^./, (c) => c.toUpperCase())}`;

async function salesMailAbout(name: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
  return all.filter((m) => m.envelopeTo.includes(SALES) && m.subject.includes(name));
}

/** A page of its own (cookies are per host, not per port: each role gets its own context). */
async function pageOn(browser: Browser, server: AppServer, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: server.origin,
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  return context.newPage();
}

async function adminOn(browser: Browser, server: AppServer, target: string) {
  const page = await pageOn(browser, server);
  await open(page, `/login?redirect=${target}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(target);
  return page;
}

/** The contact form sent without JavaScript, the way a visitor's browser posts it. */
async function sendLeadForm(page: Page, name: string) {
  await page.goto('/#contact-form-section');
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Nome completo').fill(name);
  await field('Email').fill('cliente@example.com');
  await field('Celular').fill('(84) 98888-7777');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enviar mensagem' }).click(),
  ]);
  return response.status();
}

test('a lead sent to one instance is in the other’s inbox, and its email goes out once', async ({ browser }) => {
  test.setTimeout(60_000);
  const name = uniqueName('Helena');
  const visitor = await pageOn(browser, cluster.a, false);
  expect(await sendLeadForm(visitor, name)).toBe(303);
  await visitor.context().close();

  const staff = await adminOn(browser, cluster.b, '/admin/leads');
  await expect(staff.getByRole('link', { name, exact: true }).filter({ visible: true })).toHaveCount(1);
  await staff.context().close();

  // Both instances run the mail worker: one of them sends it, the other never does.
  await expect.poll(async () => (await salesMailAbout(name)).length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await salesMailAbout(name)).toHaveLength(1);
});

test('staff move a shipment on one instance: the customer streaming from the other sees it live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await pageOn(browser, cluster.a);
  await verifiedCustomer(customer, '', 'two-instances');
  const shipment = await createShipment(customer, 'Natal/RN');
  const stream = customer.waitForResponse(
    (r) => r.url().startsWith(cluster.a.origin) && r.url().includes('/api/live') && r.status() === 200,
  );
  await open(customer, '/dashboard');
  await stream;
  await customer.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  const status = customer.locator(
    `[data-live-region="recent-shipments"] tr[data-shipment="${shipment.tracking}"] [data-status]`,
  );
  await expect(status).toHaveAttribute('data-status', 'pending');

  const staff = await adminOn(browser, cluster.b, `/admin/shipments/${shipment.id}`);
  await open(staff, staff.url());
  await staff.getByLabel('Novo status').selectOption({ label: 'Aprovado' });
  await staff.getByLabel(/^Local/).fill('Parnamirim/RN');
  await staff.getByRole('button', { name: 'Registrar' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Status registrado' })).toBeVisible();

  // Instance B wrote it; instance A heard of it through PostgreSQL and told the open page.
  await expect(status).toHaveAttribute('data-status', 'approved', { timeout: 3_000 });
  await expect(customer.locator('[data-live-region="notifications"]')).toContainText(
    `Envio ${shipment.tracking} aprovado`,
    { timeout: 3_000 },
  );
  await expect(customer.locator('html[data-not-reloaded]')).toHaveCount(1);
  await staff.context().close();
  await customer.context().close();
});

test('the contact form’s per-address limit counts posts to both instances together', async ({ playwright }) => {
  const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const clients = await Promise.all(
    [cluster.a, cluster.b].map((server) =>
      playwright.request.newContext({
        baseURL: server.origin,
        extraHTTPHeaders: { 'x-forwarded-for': address, origin: server.origin },
      }),
    ),
  );
  const post = (i: number) =>
    clients[i % 2]!.post('/?_action=leads.submit', {
      form: {
        nome_completo: uniqueName('Limite'),
        email: 'limite@example.com',
        celular: '(84) 97777-6666',
        pagina: '/',
      },
      maxRedirects: 0,
    });
  const statuses: number[] = [];
  for (let i = 0; i <= LEADS_PER_MINUTE; i++) statuses.push((await post(i)).status());
  // Alternating A, B, A, B: each instance saw only half of them, yet the next one is refused.
  expect(statuses).toEqual([...Array<number>(LEADS_PER_MINUTE).fill(303), 429]);
  expect((await post(LEADS_PER_MINUTE + 1)).status()).toBe(429);
  // Another address is not affected.
  const other = await playwright.request.newContext({
    baseURL: cluster.b.origin,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp(), origin: cluster.b.origin },
  });
  const accepted = await other.post('/?_action=leads.submit', {
    form: { nome_completo: uniqueName('Outro'), email: 'outro@example.com', celular: '(84) 97777-5555', pagina: '/' },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  for (const client of [...clients, other]) await client.dispose();
});

test('neither instance logged an error', () => {
  expect(cluster.a.errors).toEqual([]);
  expect(cluster.b.errors).toEqual([]);
});

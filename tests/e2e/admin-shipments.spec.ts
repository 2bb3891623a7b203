// The staff's shipments section, in both languages: a customer creates a shipment, the admin finds
// it (filters and search), opens it and moves it along; refusals (an impossible or stale move, a
// missing reason, a bad Correios code) write nothing; the customer gets the email in their own
// language; the forms work without JavaScript; customers and visitors are kept out.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshIp, linkInMail, logIn, open, verifiedCustomer, type Customer } from './support/accounts';
import { createShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

type Prefix = '' | '/en';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const tag = () => Math.random().toString(36).slice(2, 8);
const timeline = (page: Page) => page.getByTestId('timeline').locator('li');
/** Today in Fortaleza, as a date input gives it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Fortaleza' }).format(new Date());

/** A new customer (signed up in `prefix`'s language, the language of their email) with one shipment. */
async function customerWithShipment(browser: Browser, prefix: Prefix, destination: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  const customer = await verifiedCustomer(page, prefix, 'ops');
  const { tracking } = await createShipment(page, destination);
  expect(tracking).toMatch(/^PLP-/);
  await context.close();
  return { customer, tracking };
}

async function adminPage(browser: Browser, prefix: Prefix, javaScriptEnabled = true) {
  const js = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const signIn = await js.newPage();
  await open(signIn, `${prefix}/login?redirect=${prefix}/admin/shipments`);
  await logIn(signIn, ADMIN.email, ADMIN.password, prefix === '/en');
  await expect(signIn).toHaveURL(`${prefix}/admin/shipments`);
  if (javaScriptEnabled) return signIn;
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  await noJs.addCookies(await js.cookies());
  await js.close();
  const page = await noJs.newPage();
  await page.goto(`${prefix}/admin/shipments`);
  return page;
}

const TEXT = {
  '': {
    search: 'Busca',
    customer: 'Cliente',
    status: 'Status',
    from: 'Criado a partir de',
    filter: 'Filtrar',
    open: 'Abrir o envio',
    newStatus: 'Novo status',
    place: 'Local',
    note: 'Observação',
    record: 'Registrar',
    recorded: 'Status registrado',
    approved: 'Aprovado',
    collected: 'Coletado',
    inTransit: 'Em trânsito',
    exception: 'Ocorrência',
    pending: 'Pendente',
    reason: 'Informe o motivo na observação.',
    stale: 'O status deste envio mudou enquanto você editava',
  },
  '/en': {
    search: 'Search',
    customer: 'Customer',
    status: 'Status',
    from: 'Created from',
    filter: 'Filter',
    open: 'Open shipment',
    newStatus: 'New status',
    place: 'Place',
    note: 'Note',
    record: 'Record',
    recorded: 'Status recorded',
    approved: 'Approved',
    collected: 'Collected',
    inTransit: 'In transit',
    exception: 'Exception',
    pending: 'Pending',
    reason: 'Give the reason in the note.',
    stale: 'This shipment’s status changed while you were editing',
  },
} as const;

async function findAndOpen(page: Page, prefix: Prefix, customer: Customer, tracking: string) {
  const x = TEXT[prefix];
  await page.getByLabel(x.customer, { exact: true }).fill(customer.email);
  await page.getByLabel(x.status, { exact: true }).selectOption({ label: x.pending });
  await page.getByLabel(x.from, { exact: true }).fill(today());
  await page.getByRole('button', { name: x.filter, exact: true }).click();
  await expect(page).toHaveURL(/cliente=.*status=pending.*de=/);
  await expect(page.locator('tr[data-shipment]')).toHaveCount(1);
  await expect(page.locator(`tr[data-shipment="${tracking}"]`)).toContainText(customer.email);

  // The tracking number as people type it: lower case, spaces for hyphens.
  await page.goto(`${prefix}/admin/shipments`);
  await page.getByLabel(x.search, { exact: true }).fill(tracking.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: x.filter, exact: true }).click();
  await expect(page.locator('tr[data-shipment]')).toHaveCount(1);
  await page.getByRole('link', { name: `${x.open} ${tracking}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tracking);
  return page.url().split('/').at(-1)?.split('?')[0] ?? '';
}

async function move(page: Page, prefix: Prefix, status: string, place = '', note = '') {
  const x = TEXT[prefix];
  await page.getByLabel(x.newStatus).selectOption({ label: status });
  // Not exact: an optional field's label ends in '(opcional)'.
  await page.getByLabel(x.place).fill(place);
  await page.getByLabel(x.note).fill(note);
  await page.getByRole('button', { name: x.record }).click();
}

for (const [prefix, customerPrefix, mailSubject] of [
  ['', '/en', 'In transit'],
  ['/en', '', 'Em trânsito'],
] as const) {
  test(`staff (${prefix || 'pt-BR'}) find a shipment, move it along, and the customer is told in their language`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const x = TEXT[prefix];
    const { customer, tracking } = await customerWithShipment(browser, customerPrefix, `Mossoró ${tag()}`);
    const page = await adminPage(browser, prefix);
    const sections = page.getByRole('navigation', {
      name: prefix ? 'Admin sections' : 'Seções do painel administrativo',
    });
    await expect(sections.getByRole('link', { name: prefix ? 'Shipments' : 'Envios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const id = await findAndOpen(page, prefix, customer, tracking);
    await open(page, page.url());
    // A second tab on the same page: it still shows pending after the first one moves it.
    const stale = await page.context().newPage();
    await open(stale, page.url());

    await move(page, prefix, x.approved);
    await expect(page.getByText(x.recorded)).toBeVisible();
    await open(page, page.url());
    await move(page, prefix, x.inTransit, 'Natal/RN', 'Na BR-101');
    await expect(page.getByText(x.recorded)).toBeVisible();
    await expect(timeline(page)).toHaveCount(3);
    await expect(timeline(page).first()).toContainText(x.inTransit);
    await expect(timeline(page).first()).toContainText('Natal/RN');
    await expect(timeline(page).first()).toContainText('Na BR-101');
    await expect(timeline(page).first()).toContainText('Admin Example');
    await expect(timeline(page).last()).toContainText(x.pending);

    // The stale tab's move is refused with a message, and nothing is written.
    await stale.getByLabel(x.newStatus).selectOption({ label: x.collected });
    await stale.getByRole('button', { name: x.record }).click();
    await expect(stale.getByRole('alert').filter({ hasText: x.stale }).first()).toBeVisible();
    // An exception needs its reason: refused before it is sent.
    await open(page, page.url());
    await move(page, prefix, x.exception, 'Natal/RN');
    await expect(page.getByText(x.reason)).toBeVisible();
    // A move the flow does not allow, sent by hand, is refused too.
    const origin = new URL(baseURL ?? '').origin;
    const refused = await page.request.post('/_actions/shipmentOps.move', {
      headers: { origin },
      form: { shipmentId: id, status: 'delivered' },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('shipmentOps.error.notAllowed');
    await page.reload();
    await expect(timeline(page)).toHaveCount(3);

    const link = await linkInMail(customer.email, new RegExp(`${tracking}: ${mailSubject}`));
    expect(link).toBe(`${origin}${customerPrefix}/dashboard/shipments/${id}`);
  });
}

test.describe('without JavaScript', () => {
  test('the list filters, both forms post, and refusals come back with the values sent', async ({ browser }) => {
    test.setTimeout(120_000);
    const { customer, tracking } = await customerWithShipment(browser, '', `Caicó ${tag()}`);
    const page = await adminPage(browser, '', false);
    const id = await findAndOpen(page, '', customer, tracking);

    await move(page, '', 'Ocorrência', 'Natal/RN');
    await expect(page.getByText('Informe o motivo na observação.')).toBeVisible();
    await expect(page.getByLabel('Local')).toHaveValue('Natal/RN');
    await expect(timeline(page)).toHaveCount(1);
    await move(page, '', 'Coletado', 'Parnamirim/RN', 'Coletado no galpão 3');
    await expect(page).toHaveURL(`/admin/shipments/${id}`);
    await expect(page.getByText('Status registrado')).toBeVisible();
    await expect(timeline(page).first()).toContainText('Coletado no galpão 3');

    const code = page.getByLabel('Código da transportadora');
    await page.getByRole('combobox', { name: 'Transportadora', exact: true }).selectOption({ label: 'Correios' });
    await code.fill('RA473124828BR');
    await page.getByRole('button', { name: 'Salvar transportadora' }).click();
    await expect(page.getByText('Código dos Correios inválido')).toBeVisible();
    await expect(code).toHaveValue('RA473124828BR');
    await code.fill('ra473124829br');
    await page.getByRole('button', { name: 'Salvar transportadora' }).click();
    await expect(page.getByText('Transportadora salva')).toBeVisible();
    await expect(page.getByTestId('carrier-code')).toHaveText('RA473124829BR');
  });
});

test('bad ids are 404 and bad filters are reported, not errors', async ({ browser }) => {
  const page = await adminPage(browser, '/en');
  for (const path of ['/admin/shipments/x', `/admin/shipments/${ZERO_ID}`, "/en/admin/shipments/1'%20OR%201=1"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  const response = await page.goto('/admin/shipments?status=zzz&de=2026-99-99&pagina=-1&q=%00');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('filter-problems')).toContainText('Status desconhecido');
  await expect(page.getByTestId('filter-problems')).toContainText('Data inicial inválida');
});

test('customers get 403 on the pages and the actions; visitors 401', async ({ page, request, baseURL }) => {
  await verifiedCustomer(page, '', 'ops-customer');
  for (const path of ['/admin/shipments', `/en/admin/shipments/${ZERO_ID}`])
    expect((await page.goto(path))?.status(), path).toBe(403);
  const origin = new URL(baseURL ?? '').origin;
  const form = { shipmentId: ZERO_ID, status: 'approved', carrier: 'correios', carrierTracking: 'RA473124829BR' };
  for (const action of ['shipmentOps.move', 'shipmentOps.setCarrier']) {
    expect((await page.request.post(`/_actions/${action}`, { headers: { origin }, form })).status(), action).toBe(403);
    expect(
      (
        await page.request.post(`/admin/shipments/${ZERO_ID}?_action=${action}`, {
          headers: { origin },
          form,
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(403);
    const anonymous = await request.post(`/_actions/${action}`, {
      headers: { origin, 'x-forwarded-for': freshIp() },
      form,
    });
    expect(anonymous.status(), action).toBe(401);
  }
});

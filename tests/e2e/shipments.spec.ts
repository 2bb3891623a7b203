// The customer's shipments beyond creating one: the shipment's page (Details), the search box,
// cancelling while pending, Track Shipment, and the public tracking page, with and without
// JavaScript; and one customer never reaching another's shipment.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, verifiedCustomer } from './support/accounts';
import { createShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const badge = (page: Page) => page.locator('[data-live-region="shipment-status"] [data-status]');

test('Details opens the shipment; the search box finds it; a pending shipment can be cancelled', async ({ page }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '', 'ship-detail');
  const recife = await createShipment(page, 'Recife/PE', 'Carla Dias');
  const fortaleza = await createShipment(page, 'Fortaleza/CE', 'Davi Melo');

  // Details in Recent Shipments opens the shipment's page.
  await page.getByRole('link', { name: `Detalhes do envio ${recife.tracking}` }).click();
  await expect(page).toHaveURL(recife.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recife.tracking);
  await expect(badge(page)).toHaveText('Pendente');
  await expect(page.getByText('Carla Dias <joao@example.com>')).toBeVisible();
  await expect(page.getByText('12,5 kg')).toBeVisible();
  await expect(page.locator('[data-live-region="shipment-timeline"] li')).toHaveCount(1);

  // The search box on the Overview: a receiver's name, then a tracking number typed loosely.
  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Buscar envios' }).fill('davi');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL('/dashboard/shipments?busca=davi');
  await expect(page.getByTestId('shipment-count')).toHaveText('1 envio encontrado para “davi”');
  await expect(page.locator('tr[data-shipment]')).toHaveAttribute('data-shipment', fortaleza.tracking);
  await page.getByRole('searchbox', { name: 'Buscar envios' }).fill(recife.tracking.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.locator('tr[data-shipment]')).toHaveAttribute('data-shipment', recife.tracking);
  // Every row of the Shipments tab has its Details too.
  await page.getByRole('link', { name: `Detalhes do envio ${recife.tracking}` }).click();
  await expect(page).toHaveURL(recife.path);

  // Cancel, with a reason: recorded in the timeline, and the form is gone.
  await page.getByText('Cancelar envio').click();
  await page.getByLabel('Motivo (opcional)').fill('Mudança de planos');
  await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Envio cancelado' })).toBeVisible();
  await expect(badge(page)).toHaveText('Cancelado');
  await expect(page.locator('[data-live-region="shipment-timeline"] li').first()).toContainText('Mudança de planos');
  await expect(page.getByText('Cancelar envio')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByText(`Envio ${recife.tracking} cancelado`)).toBeVisible();

  // Track Shipment opens the tracking lookup.
  await page.getByRole('link', { name: 'Rastrear envio' }).first().click();
  await expect(page).toHaveURL('/rastreamento');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search, Details and cancelling work as plain links and forms (English)', async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    // The account is made with JavaScript (its forms are tested elsewhere); the rest runs without.
    const setup = await browser.newContext({
      javaScriptEnabled: true,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    const setupPage = await setup.newPage();
    await verifiedCustomer(setupPage, '', 'ship-nojs');
    const shipment = await createShipment(setupPage, 'Natal/RN');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    await context.addCookies(await setup.cookies());
    const page = await context.newPage();

    await page.goto('/en/dashboard');
    await page.getByRole('searchbox', { name: 'Search shipments' }).fill('natal');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/en/dashboard/shipments?busca=natal');
    await expect(page.getByTestId('shipment-count')).toHaveText('1 shipment found for “natal”');
    await page.getByRole('link', { name: `Details of shipment ${shipment.tracking}` }).click();
    await expect(page).toHaveURL(`/en${shipment.path}`);
    await expect(badge(page)).toHaveText('Pending');
    await page.getByText('Cancel shipment').click();
    await page.getByLabel('Reason (optional)').fill('x'.repeat(501));
    // The browser stops at 500 characters (maxLength); the server would refuse more.
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Shipment cancelled' })).toBeVisible();
    await expect(badge(page)).toHaveText('Cancelled');
    await setup.close();
    await context.close();
  });
});

test('a customer cannot read, search or cancel another customer’s shipment', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '', 'ship-owner');
  const shipment = await createShipment(page, 'Recife/PE');

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const otherPage = await other.newPage();
  await verifiedCustomer(otherPage, '', 'ship-intruder');
  for (const path of [shipment.path, `/en${shipment.path}`]) {
    const response = await otherPage.goto(path);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByText(shipment.tracking)).toHaveCount(0);
  }
  await otherPage.goto(`/dashboard/shipments?busca=${shipment.tracking}`);
  await expect(otherPage.locator('tr[data-shipment]')).toHaveCount(0);
  // The action by id, from a page and from a script: not found, and nothing changes.
  const origin = new URL(baseURL ?? '').origin;
  const asScript = await other.request.post('/_actions/shipments.cancel', {
    headers: { origin },
    form: { shipmentId: shipment.id },
  });
  expect(asScript.status()).toBe(404);
  const asForm = await other.request.post(`${shipment.path}?_action=shipments.cancel`, {
    headers: { origin },
    form: { shipmentId: shipment.id },
    maxRedirects: 0,
  });
  expect(asForm.status()).toBe(404);
  for (const id of ['nope', "' OR 1=1 --", '00000000-0000-4000-8000-000000000000']) {
    const response = await other.request.post('/_actions/shipments.cancel', {
      headers: { origin },
      form: { shipmentId: id },
    });
    expect([400, 404]).toContain(response.status());
  }
  await page.goto(shipment.path);
  await expect(badge(page)).toHaveText('Pendente');
  await other.close();
});

test('the public tracking page shows status and timeline, never personal data; typos and unknown numbers are told apart', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await verifiedCustomer(page, '', 'ship-public');
  const shipment = await createShipment(page, 'Recife/PE', 'Carla Dias');

  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const anon = await visitor.newPage();
  await anon.goto('/rastreamento');
  await anon.getByLabel('Código de rastreio').fill(shipment.tracking.toLowerCase().replaceAll('-', ''));
  await anon.getByRole('button', { name: 'Rastrear' }).click();
  const result = anon.locator('[data-result="found"]');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(`Envio ${shipment.tracking}`);
  await expect(result.locator('[data-status]').first()).toHaveText('Pendente');
  const text = (await anon.locator('main').textContent()) ?? '';
  for (const secret of [
    customer.email,
    customer.firstName,
    'Carla',
    'joao@example.com',
    'Ana Souza',
    '12,5',
    '12.5',
    'Recife',
  ]) {
    expect(text, secret).not.toContain(secret);
  }
  // A results page is never indexed.
  await expect(anon.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const typo = shipment.tracking.slice(0, -1) + (shipment.tracking.endsWith('0') ? '1' : '0');
  await anon.goto(`/en/tracking?codigo=${typo}`);
  await expect(anon).toHaveURL(`/en/rastreamento?codigo=${typo}`);
  await expect(anon.locator('[data-result="checksum"]')).toHaveText(
    'This number has a typo: check each character and try again.',
  );
  await anon.goto('/rastreamento?codigo=PLP-00000-00000');
  await expect(anon.locator('[data-result="unknown"]')).toHaveText(
    'Nenhum envio encontrado com o código PLP-00000-00000.',
  );
  await anon.goto('/rastreamento?codigo=%00%3Cscript%3E');
  await expect(anon.locator('[data-result="malformed"]')).toBeVisible();
  await visitor.close();
});

test('the public tracking page limits lookups per client address', async ({ request }) => {
  // 63 page renders one after the other: on two busy cores that is more than the default 30 s.
  test.setTimeout(90_000);
  const ip = freshIp();
  let last = 0;
  for (let i = 0; i < 61; i++)
    last = (await request.get('/rastreamento?codigo=PLP-00000-00000', { headers: { 'x-forwarded-for': ip } })).status();
  expect(last).toBe(429);
  const limited = await request.get('/en/rastreamento?codigo=PLP-00000-00000', { headers: { 'x-forwarded-for': ip } });
  expect(limited.status()).toBe(429);
  expect(await limited.text()).toContain('Too many lookups in a short time.');
  const someoneElse = await request.get('/rastreamento?codigo=PLP-00000-00000', {
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(someoneElse.status()).toBe(200);
});

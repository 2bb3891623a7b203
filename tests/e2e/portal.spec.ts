// The customer portal's first pages: the dashboard's empty state, creating a shipment (toast,
// listed with its badge and stats, the email at the sink), customers kept apart, English texts,
// the form without JavaScript and the action refused without a session.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, linkInMail, open, verifiedCustomer } from './support/accounts';
import { fillShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] p`).nth(1);

test('a customer creates a shipment and sees it on the dashboard; another customer does not', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await verifiedCustomer(page, '', 'portal');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('customer-name')).toHaveText(`${customer.firstName} ${customer.lastName}`);
  await expect(page.getByTestId('customer-id')).toHaveText(/^C-.{5}$/);
  await expect(page.getByText('Nenhum envio encontrado. Crie seu primeiro envio para começar.')).toBeVisible();
  await expect(page.getByText('Nenhuma notificação no momento.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/support');

  await page.getByRole('link', { name: 'Criar novo envio' }).click();
  await expect(page).toHaveURL('/create-shipment');
  await open(page, '/create-shipment');
  await page.getByRole('button', { name: 'Criar Envio' }).click();
  await expect(page.getByText('Informe a origem.')).toBeVisible();
  await expect(page.getByText('Informe um peso maior que zero.')).toBeVisible();

  await fillShipment(page, 'Recife/PE');
  await page.getByRole('button', { name: 'Criar Envio' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Envio criado com sucesso!' })).toContainText(
    'Você receberá um email com os detalhes do envio.',
  );
  const row = page.locator('tr[data-shipment]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Recife/PE');
  await expect(row.locator('[data-status="pending"]')).toHaveText('Pendente');
  await expect(stat(page, 'total')).toHaveText('1');
  await expect(stat(page, 'active')).toHaveText('0');
  await expect(stat(page, 'pending')).toHaveText('1');
  const tracking = (await row.getAttribute('data-shipment')) ?? '';
  expect(tracking).toMatch(/^PLP-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(page.getByText(`Envio ${tracking} criado`)).toBeVisible();
  expect(await linkInMail(customer.email, new RegExp(tracking))).toContain('/dashboard');

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const otherPage = await other.newPage();
  await verifiedCustomer(otherPage, '/en', 'portal-other');
  await expect(otherPage).toHaveURL('/en/dashboard');
  await expect(otherPage.getByText('No shipments found. Create your first shipment to get started.')).toBeVisible();
  await expect(otherPage.getByText(tracking)).toHaveCount(0);
  await expect(stat(otherPage, 'total')).toHaveText('0');
  await other.close();
});

test('the English dashboard and form', async ({ page }) => {
  await verifiedCustomer(page, '/en', 'portal-en');
  await expect(page).toHaveURL('/en/dashboard');
  for (const text of [
    'Overview',
    'Total Shipments',
    'Active Shipments',
    'Pending Approvals',
    'Recent Shipments',
    'Notifications',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('No notifications at this time.')).toBeVisible();
  await page.getByRole('link', { name: 'Create New Shipment' }).click();
  await expect(page).toHaveURL('/en/create-shipment');
  for (const label of ['Origin', 'Destination', 'Weight (kg)', 'Sender email', 'Receiver name']) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL('/en/dashboard');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/en');
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL('/en/login?redirect=/en/dashboard');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form posts, redirects to the dashboard and shows the notice; errors come back', async ({
    page,
    context,
    browser,
  }) => {
    // Sign up where script runs, then carry the session cookie over.
    const js = await browser.newContext({
      javaScriptEnabled: true,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    const jsPage = await js.newPage();
    await verifiedCustomer(jsPage, '', 'portal-nojs');
    await context.addCookies(await js.cookies());
    await js.close();

    await page.goto('/create-shipment');
    await page.getByRole('button', { name: 'Criar Envio' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Corrija os campos indicados.');
    await expect(page.getByText('Informe o destino.')).toBeVisible();
    await fillShipment(page, 'Natal/RN');
    await page.getByRole('button', { name: 'Criar Envio' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Envio criado com sucesso!')).toBeVisible();
    await expect(page.locator('tr[data-shipment]')).toContainText('Natal/RN');
    await page.reload();
    await expect(page.getByText('Envio criado com sucesso!')).toHaveCount(0);
  });
});

test('the action refuses a visitor without a session', async ({ request, baseURL }) => {
  const response = await request.post('/_actions/shipments.create', {
    headers: { 'x-forwarded-for': freshIp(), origin: new URL(baseURL ?? '').origin },
    form: {
      origin: 'A',
      destination: 'B',
      weight: '1',
      senderName: 'S',
      senderEmail: 's@example.com',
      receiverName: 'R',
      receiverEmail: 'r@example.com',
    },
  });
  expect(response.status()).toBe(401);
});

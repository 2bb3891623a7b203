// The portal's sidebar tabs: Shipments lists every shipment of the customer, Settings saves the
// profile (with and without JavaScript) and refuses bad values with messages in the page's language.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, open, verifiedCustomer } from './support/accounts';
import { postShipment as createShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: /Menu do portal|Portal menu/ });

test('the sidebar tabs lead to the overview, every shipment, and the settings', async ({ page }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '', 'tabs');
  await expect(page).toHaveURL('/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');

  await sidebar(page).getByRole('link', { name: 'Envios' }).click();
  await expect(page).toHaveURL('/dashboard/shipments');
  await expect(sidebar(page).getByRole('link', { name: 'Envios' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('shipment-count')).toHaveText('0 envios');
  await expect(page.getByText('Nenhum envio encontrado. Crie seu primeiro envio para começar.')).toBeVisible();

  for (let i = 1; i <= 5; i++) await createShipment(page, `Cidade ${i}`);
  await page.reload();
  await expect(page.getByTestId('shipment-count')).toHaveText('5 envios');
  await expect(page.locator('tr[data-shipment]')).toHaveCount(5);
  await expect(page.locator('tr[data-shipment]').first()).toContainText('Cidade 5');
  await sidebar(page).getByRole('link', { name: 'Visão geral' }).click();
  await expect(page.locator('tr[data-shipment]')).toHaveCount(4);

  await sidebar(page).getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');
});

test('settings: messages for bad values, then saved with a toast and the new name in the sidebar (en)', async ({
  page,
}) => {
  const customer = await verifiedCustomer(page, '/en', 'settings-en');
  await open(page, '/en/dashboard/settings');
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email language')).toHaveValue('en');

  await page.getByLabel('First name').fill('');
  await page.getByLabel('Phone').fill('8499');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter the phone number with area code', { exact: false })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('First name').fill('Beatriz');
  await page.getByLabel('Phone').fill('(84) 99999-0000');
  await page.getByLabel('Email language').selectOption('pt-BR');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toContainText(
    'Your profile has been updated successfully.',
  );
  await expect(page).toHaveURL('/en/dashboard/settings');
  await expect(page.getByTestId('customer-name')).toHaveText(`Beatriz ${customer.lastName}`);
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('(84) 99999-0000');
  await expect(page.getByLabel('Email language')).toHaveValue('pt-BR');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('settings post, come back with messages and the values sent, then save with a notice', async ({
    page,
    context,
    browser,
  }) => {
    const js = await browser.newContext({
      javaScriptEnabled: true,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    await verifiedCustomer(await js.newPage(), '', 'settings-nojs');
    await context.addCookies(await js.cookies());
    await js.close();

    await page.goto('/dashboard/settings');
    await page.getByLabel('Telefone').fill('12');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Corrija os campos indicados abaixo.');
    await expect(page.getByText('Informe o telefone com DDD', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Telefone')).toHaveValue('12');

    await page.getByLabel('Sobrenome').fill('Pereira');
    await page.getByLabel('Telefone').fill('+55 84 3272-0000');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL('/dashboard/settings');
    await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas' })).toContainText(
      'Seu perfil foi atualizado com sucesso.',
    );
    await expect(page.getByTestId('customer-name')).toHaveText('Ana Pereira');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas' })).toHaveCount(0);

    await page.getByRole('main').getByRole('button', { name: 'Sair' }).last().click();
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL('/login?redirect=/dashboard/settings');
  });
});

test('the settings action refuses a visitor without a session', async ({ request, baseURL }) => {
  const response = await request.post('/_actions/settings.saveProfile', {
    headers: { 'x-forwarded-for': freshIp(), origin: new URL(baseURL ?? '').origin },
    form: { firstName: 'Eve', lastName: 'X', phone: '', locale: 'en' },
  });
  expect(response.status()).toBe(401);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the portal and admin pages have no horizontal overflow', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('Admin12345');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await expect(page).toHaveURL('/dashboard');
    await createShipment(page, 'Caruaru/PE');
    await page.goto('/dashboard');
    const detail = (await page.locator('a[href^="/dashboard/shipments/"]').first().getAttribute('href')) ?? '';
    for (const path of [
      '/dashboard',
      '/dashboard/shipments',
      detail,
      '/en/dashboard/settings',
      '/dashboard/settings/security',
      '/dashboard/settings/privacy',
      '/dashboard/settings/two-factor',
      '/create-shipment',
      '/admin',
      '/rastreamento',
      '/dashboard/charges',
      '/admin/charges',
      '/dashboard/notifications',
      '/dashboard/documents',
      '/dashboard/documents/templates',
      '/admin/documents',
      '/support',
      '/admin/support',
      '/admin/privacy',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

// The admin's leads list, walked as an admin, a customer and a visitor.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, logIn, open, verifiedCustomer } from './support/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function submitLead(page: Page, name: string, message: string) {
  await page.goto('/?modulo=9#contact-form-section');
  await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill('compras@logistica.example');
  await page.getByLabel('Celular').fill('(84) 98888-7777');
  await page.getByLabel('Mensagem').fill(message);
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sucesso!' })).toBeVisible();
}

test('anonymous visitors are sent to log in, in the path’s language', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?redirect=/admin');
  await page.goto('/en/admin/leads.csv');
  await expect(page).toHaveURL('/en/login?redirect=/en/admin/leads.csv');
});

test('customers get the 403 page and no export', async ({ page }) => {
  await verifiedCustomer(page, '', 'customer-admin');
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.request.get('/admin/leads.csv')).status()).toBe(403);
});

test('a lead sent on the landing page shows in the leads list, safely, opens, and exports to CSV', async ({ page }) => {
  test.slow();
  const name = `Joana Teste ${letters()}`;
  const message = `Precisamos de 2 módulos <script>window.__pwned = true</script> <img src=x onerror="window.__pwned = true">`;
  await submitLead(page, name, message);

  await open(page, '/login?redirect=/admin/leads');
  await logIn(page, 'admin@example.com', 'Admin12345');
  await expect(page).toHaveURL('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('compras@logistica.example');
  await expect(row).toContainText('(84) 98888-7777');
  await expect(row).toContainText('Módulo 9');
  await expect(row).toContainText('Novo');
  // Newest first: the lead just sent is the first row.
  await expect(page.locator('tbody tr').first()).toContainText(name);

  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('[data-lead-message]')).toHaveText(message);
  await expect(page.locator('[data-delivery]').first()).toHaveText(/Enviado|Na fila|Tentando de novo/);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page.locator('[data-lead-message] img, [data-lead-message] script')).toHaveCount(0);

  const csv = await page.request.get(`/admin/leads.csv?q=${encodeURIComponent(name)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFreceived_at,name,email,phone,module,message,locale,page,email_delivery,stage,owner,follow_up,lost_reason',
  );
  expect(text).toContain(`,${name},compras@logistica.example,(84) 98888-7777,9,`);

  await page.goto('/en/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.locator('tr', { hasText: name })).toContainText('Module 9');
});

test.describe('the overview', () => {
  test('each number opens the list it counts (pt-BR, with JavaScript)', async ({ page }) => {
    await open(page, '/login?redirect=/admin');
    await logIn(page, 'admin@example.com', 'Admin12345');
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral' })).toBeVisible();

    // Modules: nothing else changes them on this server, so the list holds exactly the number.
    const available = page.locator('[data-overview-group="modulos"] a').filter({ hasText: 'Disponível' });
    const modules = Number(await available.getAttribute('data-overview-count'));
    await available.click();
    await expect(page).toHaveURL('/admin/modules?status=available');
    await expect(page.locator('[data-admin-module]')).toHaveCount(modules);

    // This week's leads: other tests add leads meanwhile, so the list holds at least the number.
    await page.goto('/admin');
    const week = page.locator('[data-overview-group="novos-contatos"] a').first();
    const leads = Number(await week.getAttribute('data-overview-count'));
    await week.click();
    await expect(page).toHaveURL(/\/admin\/leads\?de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}$/);
    const listed = Number(
      (
        await page
          .getByRole('status')
          .filter({ hasText: /contato/ })
          .textContent()
      )?.match(/\d+/)?.[0],
    );
    expect(listed).toBeGreaterThanOrEqual(leads);
  });

  test.describe('in English, without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the failed-mail and customer numbers open their filtered lists', async ({ page }) => {
      await page.goto('/en/login?redirect=/en/admin');
      await logIn(page, 'admin@example.com', 'Admin12345', true);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await page.locator('[data-overview-group="emails"] a').filter({ hasText: 'Failed to send' }).click();
      await expect(page).toHaveURL('/en/admin/mail?estado=failed');
      await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
      await page.goto('/en/admin');
      await page.locator('[data-overview-group="contas"] a').filter({ hasText: 'Customers' }).click();
      await expect(page).toHaveURL('/en/admin/accounts?papel=user');
      await expect(page.getByLabel('Role')).toHaveValue('user');
    });
  });
});

test.describe('at 390 px, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test('the sections are a menu behind a button beside the current one, and open the chosen one', async ({ page }) => {
    await page.goto('/en/login?redirect=/en/admin/leads');
    await logIn(page, 'admin@example.com', 'Admin12345', true);
    await expect(page).toHaveURL('/en/admin/leads');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    // The page starts with its own heading, not fourteen tabs.
    await expect(sections).toBeHidden();
    await expect(page.getByText('Leads', { exact: true }).first()).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeLessThan(300);

    await page.getByRole('button', { name: 'Sections' }).click();
    await expect(sections).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    await sections.getByRole('link', { name: 'Tenants' }).click();
    await expect(page).toHaveURL('/en/admin/tenants');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  });
});

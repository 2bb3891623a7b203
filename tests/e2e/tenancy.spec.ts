// Tenancy end to end: the staff link a customer to module 5 from the modules page; the customer
// sees it on My module and invites a colleague, who opens the emailed link signed out, signs in,
// comes back to it, accepts, and sees My module too; someone without an account signs up from an
// invitation and the confirmation link brings them back to it. An account of no tenant is refused
// every tenant page and action, with the one message saying why.
import { expect, test } from '@playwright/test';
import { translate } from '@/i18n/translate';
import {
  fillSignUp,
  freshIp,
  linkInMail,
  logIn,
  open,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedCustomer,
} from './support/accounts';

test('staff link a customer to module 5; the customer invites a colleague who joins', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = () => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const company = `Acme ${Date.now().toString(36)}`;

  const mainContext = await context();
  const main = await mainContext.newPage();
  const customer = await verifiedCustomer(main, '', 'tenant-main');
  const colleagueContext = await context();
  const colleague = await colleagueContext.newPage();
  const mate = await verifiedCustomer(colleague, '/en', 'tenant-mate');
  // The colleague opens the invitation signed out.
  await colleagueContext.clearCookies();

  const staff = await (await context()).newPage();
  await open(staff, '/login?redirect=/admin/modules');
  await logIn(staff, 'admin@example.com', 'Admin12345');
  await expect(staff).toHaveURL(/\/admin\/modules$/);
  const five = staff.locator('[data-module-lease="5"]');
  await five.getByText('Ligar conta a um módulo').click();
  await five.getByLabel('E-mail da conta do cliente').fill(customer.email);
  await five.getByLabel('Nome da empresa').fill(company);
  await five.getByRole('button', { name: 'Ligar ao módulo' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Conta ligada ao módulo.' })).toBeVisible();
  await expect(staff.locator('[data-module-lease="5"] [data-module-tenant]')).toContainText(company);

  await main.goto('/dashboard/my-module');
  await expect(main.locator('[data-my-module="5"]')).toContainText('Módulo 5');
  await expect(main.locator('[data-tenant-name]')).toContainText(company);
  await main.getByLabel('E-mail do colega').fill(mate.email);
  await main.getByLabel('Papel').selectOption({ label: 'Gestor' });
  await main.getByLabel('Idioma do e-mail').selectOption('en');
  await main.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(main.locator('[data-invites]')).toContainText(mate.email);

  const link = await linkInMail(mate.email, /invites you/);
  expect(new URL(link).pathname).toMatch(/^\/en\/convite\/[A-Za-z0-9_-]{43}$/);
  await colleague.goto(link);
  await colleague.getByRole('link', { name: 'Sign in' }).click();
  await logIn(colleague, mate.email, mate.password, true);
  await expect(colleague).toHaveURL(link);
  await colleague.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(colleague).toHaveURL(/\/en\/dashboard\/my-module$/);
  await expect(colleague.locator('[data-my-module="5"]')).toContainText('Module 5');
  await expect(colleague.locator('[data-tenant-name]')).toContainText(`${company} · Manager`);

  // The link is used: opening it again says so.
  await colleague.goto(link);
  await expect(colleague.locator('[data-invite-state="used"]')).toBeVisible();

  // Someone without an account signs up from an invitation: confirming the address brings them back to it.
  const newcomer = { firstName: 'Caio', lastName: 'Reis', email: uniqueEmail('tenant-new'), password: STRONG_PASSWORD };
  await main.getByLabel('E-mail do colega').fill(newcomer.email);
  await main.getByLabel('Idioma do e-mail').selectOption('pt-BR');
  await main.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(main.locator('[data-invites]')).toContainText(newcomer.email);
  const invitation = await linkInMail(newcomer.email, /^Convite de/);
  const stranger = await (await context()).newPage();
  await stranger.goto(invitation);
  await stranger.getByRole('link', { name: 'Criar conta' }).click();
  await fillSignUp(stranger, false, newcomer);
  await stranger.goto(await linkInMail(newcomer.email, /^(?!Convite de)/));
  await expect(stranger).toHaveURL(invitation);
  await stranger.getByRole('button', { name: 'Aceitar o convite' }).click();
  await expect(stranger).toHaveURL(/\/dashboard\/my-module$/);
  await expect(stranger.locator('[data-tenant-name]')).toContainText(company);
});

test('an account of no tenant gets the 403 page and a refusal, saying why, from every tenant page and action', async ({
  page,
  baseURL,
}) => {
  await verifiedCustomer(page, '', 'no-tenant');
  const why = { pt: translate('pt-BR', 'tenancy.error.notTenant'), en: translate('en', 'tenancy.error.notTenant') };
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const [path, text] of [
    ['/dashboard/my-module', why.pt],
    ['/dashboard/gate-passes', why.pt],
    ['/en/dashboard/rooms', why.en],
    ['/dashboard/maintenance', why.pt],
    [`/en/dashboard/maintenance/${unknown}`, why.en],
    ['/dashboard/notices', why.pt],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByTestId('error-text'), path).toHaveText(text);
  }
  // The portal shows no tenant's tabs.
  await page.goto('/dashboard');
  await expect(page.locator('a[href="/dashboard/gate-passes"]')).toHaveCount(0);

  const origin = new URL(baseURL ?? '').origin;
  for (const [action, form] of [
    ['gatePasses.revoke', { passId: unknown }],
    ['rooms.cancel', { bookingId: unknown }],
    ['maintenance.rate', { requestId: unknown, rating: '5' }],
  ] as const) {
    const refused = await page.request.post(`/_actions/${action}`, { headers: { origin }, form });
    expect(refused.status(), action).toBe(403);
    expect(await refused.text(), action).toContain('tenancy.error.notTenant');
  }
});

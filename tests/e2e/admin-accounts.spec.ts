// The staff's accounts section: finding a customer and their records, suspending them (their open
// session ends, sign-in is refused in their language) and restoring them; inviting a staff member
// who sets a password from the emailed link and reaches the admin area; the only admin cannot be
// demoted. In Portuguese with JavaScript, and in English without it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshIp, linkInMail, logIn, open, STRONG_PASSWORD, uniqueEmail, verifiedCustomer } from './support/accounts';
import { postShipment } from './support/shipments';

type Prefix = '' | '/en';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

const TEXT = {
  '': {
    search: 'Nome ou email',
    searchButton: 'Filtrar',
    suspend: 'Suspender conta',
    confirmSuspend: 'Confirmo a suspensão desta conta',
    suspended: 'Conta suspensa e sessões encerradas',
    restore: 'Restaurar acesso',
    restored: 'Acesso restaurado',
    refused: 'Esta conta está suspensa. Fale com a administração do condomínio.',
    shipments: 'Envios',
    charges: 'Cobranças',
  },
  '/en': {
    search: 'Name or email',
    searchButton: 'Filter',
    suspend: 'Suspend account',
    confirmSuspend: 'I confirm the suspension of this account',
    suspended: 'Account suspended and its sessions ended',
    restore: 'Restore access',
    restored: 'Access restored',
    refused: 'This account is suspended. Please contact the condominium’s management.',
    shipments: 'Shipments',
    charges: 'Charges',
  },
} as const;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** A signed-in customer (own context) with one shipment and one charge the admin registered. */
async function customerWithRecords(browser: Browser, prefix: Prefix, admin: Page) {
  // Set up with JavaScript whatever the test's setting: the sign-up helper waits for the islands.
  const context = await browser.newContext({
    javaScriptEnabled: true,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  const customer = await verifiedCustomer(page, prefix, 'accounts');
  await page.goto('/dashboard');
  const destination = `Mossoró ${Math.random().toString(36).slice(2, 7)}`;
  await postShipment(page, destination);
  const description = `Armazenagem ${Math.random().toString(36).slice(2, 7)}`;
  const charge = await admin.request.post('/admin/charges?_action=charges.create', {
    headers: { origin: new URL(admin.url()).origin },
    form: { customerEmail: customer.email, description, amount: '250,00', dueDate: '2099-01-10' },
    maxRedirects: 0,
  });
  expect(charge.status()).toBe(303);
  return { customer, page, destination, description };
}

/** A sign-in from a browser of its own, with or without JavaScript; the page after it. */
async function signInFresh(
  browser: Browser,
  prefix: Prefix,
  email: string,
  password: string,
  javaScriptEnabled: boolean,
  target = '',
) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  const login = `${prefix}/login${target ? `?redirect=${encodeURIComponent(target)}` : ''}`;
  if (javaScriptEnabled) await open(page, login);
  else await page.goto(login);
  await logIn(page, email, password, prefix === '/en');
  return page;
}

/** The admin, signed in, on `target`. */
async function adminOn(browser: Browser, prefix: Prefix, javaScriptEnabled: boolean, target: string) {
  const page = await signInFresh(browser, prefix, ADMIN.email, ADMIN.password, javaScriptEnabled, target);
  await expect(page).toHaveURL(target);
  return page;
}

/** The page fits a 390 px wide phone: nothing scrolls sideways (wide tables scroll in their box). */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}

async function suspendAndRestore(browser: Browser, prefix: Prefix, javaScriptEnabled: boolean) {
  const admin = await adminOn(browser, prefix, javaScriptEnabled, `${prefix}/admin/accounts`);
  const x = TEXT[prefix];
  const { customer, page: customerPage, destination, description } = await customerWithRecords(browser, prefix, admin);
  await admin.goto(`${prefix}/admin/accounts`);
  await admin.getByLabel(x.search).fill(customer.email);
  await admin.getByRole('button', { name: x.searchButton }).click();
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  await fitsPhone(admin);
  await admin.locator('tbody tr').getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`${customer.firstName} ${customer.lastName}`);
  await expect(admin.locator('[data-records="shipments"]')).toContainText(destination);
  await expect(admin.locator('[data-records="charges"]')).toContainText(description);
  await expect(admin.locator('[data-records="shipments"]').getByRole('heading')).toContainText(x.shipments);
  await expect(admin.locator('[data-records="charges"]').getByRole('heading')).toContainText(x.charges);
  await fitsPhone(admin);

  await admin.locator('summary', { hasText: x.suspend }).click();
  await admin.getByLabel(x.confirmSuspend).check();
  await admin.locator('form').getByRole('button', { name: x.suspend }).click();
  await expect(admin.getByText(x.suspended)).toBeVisible();
  await expect(admin.locator('[data-state="suspended"]')).toBeVisible();

  // The customer's open page: signed out at the next request; signing in is refused.
  await customerPage.goto(`${prefix}/dashboard`);
  await expect(customerPage).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
  const refused = await signInFresh(browser, prefix, customer.email, customer.password, javaScriptEnabled);
  await expect(refused.getByText(x.refused)).toBeVisible();

  await admin.getByRole('button', { name: x.restore }).click();
  await expect(admin.getByText(x.restored)).toBeVisible();
  const back = await signInFresh(browser, prefix, customer.email, customer.password, javaScriptEnabled);
  await expect(back).toHaveURL(`${prefix}/dashboard`);
}

async function inviteStaff(admin: Page, email: string) {
  const invite = admin.getByTestId('invite');
  await invite.getByText('Convidar alguém para a equipe').click();
  await invite.getByLabel(/^Nome/).fill('Carla');
  await invite.getByLabel(/^Sobrenome/).fill('Dias');
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
}

test.describe('accounts in Portuguese, with JavaScript', () => {
  // One admin at a time: the invitation adds one, and the last test needs the seeded admin alone.
  test.describe.configure({ mode: 'serial' });

  test('finds a customer, sees their records, suspends and restores them', async ({ browser }) => {
    test.setTimeout(120_000);
    await suspendAndRestore(browser, '', true);
  });

  test('invites a staff member, who sets a password from the email and reaches the admin area', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await adminOn(browser, '', true, '/admin/accounts');
    const email = uniqueEmail('staff');
    await inviteStaff(admin, email);
    await expect(admin.getByText('Convite enviado')).toBeVisible();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Carla Dias');
    const accountPage = admin.url();

    // The same address again: refused, nothing created.
    await admin.goto('/admin/accounts');
    await inviteStaff(admin, email.toUpperCase());
    await expect(admin.getByText('Já existe uma conta com este email.')).toBeVisible();

    const staffContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const staff = await staffContext.newPage();
    await staff.goto(await linkInMail(email, /Convite para a equipe/));
    await expect(staff).toHaveURL(/\/reset-password\?token=/);
    await staff.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await staff.getByLabel('Nova senha', { exact: true }).fill(STRONG_PASSWORD);
    await staff.getByLabel('Confirme a nova senha').fill(STRONG_PASSWORD);
    await staff.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(staff.getByText('Sua senha foi alterada.')).toBeVisible();
    await open(staff, '/login?redirect=/admin');
    await logIn(staff, email, STRONG_PASSWORD);
    await expect(staff).toHaveURL('/admin');

    // Back to a customer (the role form asks for its confirmation first).
    await admin.goto(accountPage);
    await admin.locator('summary', { hasText: 'Tornar cliente' }).click();
    await admin.getByLabel('Confirmo que esta conta deixa a equipe').check();
    await admin.locator('form').getByRole('button', { name: 'Tornar cliente' }).click();
    await expect(admin.getByText('A conta agora é de cliente')).toBeVisible();
    expect((await staff.goto('/admin'))?.status()).toBe(403);
  });

  test('refuses to demote the only admin', async ({ browser }) => {
    const admin = await adminOn(browser, '', true, '/admin/accounts?papel=admin&estado=ativo');
    await expect(admin.locator('tbody tr')).toHaveCount(1);
    await admin.locator('tbody tr').getByRole('link').click();
    await admin.locator('summary', { hasText: 'Tornar cliente' }).click();
    await admin.getByLabel('Confirmo que esta conta deixa a equipe').check();
    await admin.locator('form').getByRole('button', { name: 'Tornar cliente' }).click();
    await expect(admin.getByText('Esta é a última conta ativa da equipe')).toBeVisible();
    await admin.goto('/admin/accounts');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Contas');
  });
});

test.describe('accounts in English, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('finds a customer, sees their records, suspends and restores them', async ({ browser }) => {
    test.setTimeout(120_000);
    await suspendAndRestore(browser, '/en', false);
  });

  test('an unknown or malformed account is a 404', async ({ browser }) => {
    const admin = await adminOn(browser, '/en', false, '/en/admin/accounts');
    expect((await admin.goto('/en/admin/accounts/nobody-here'))?.status()).toBe(404);
    expect((await admin.goto('/admin/accounts/%27%20or%201%3D1'))?.status()).toBe(404);
  });
});

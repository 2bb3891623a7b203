// Two-factor sign-in as a customer uses it: enrol with the key shown (the code computed as an
// authenticator app would), keep the backup codes, sign out, sign in with a code, with a backup
// code, refused with a wrong one; and staff sent to enrol before any admin page opens (on a server
// of its own, with the production default ADMIN_TWO_FACTOR=required).
import { expect, test, type Page } from '@playwright/test';
import { freshIp, logIn, open, verifiedCustomer } from './support/accounts';
import { startAppServer, type AppServer } from './support/own-server';
import { totpCode } from './support/totp';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** Turns two-factor on from the Settings section; returns the key and the ten backup codes. */
async function enrol(page: Page, password: string, base = '') {
  await page.goto(`${base}/dashboard/settings/two-factor`);
  await expect(page.getByTestId('two-factor-state')).toHaveAttribute('data-state', 'off');
  await page.getByLabel('Senha atual').fill(password);
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);

  // A wrong code first: refused, and the key is still there to try again.
  await page.getByLabel('Código do aplicativo').fill(totpCode(key, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByText('Código incorreto.')).toBeVisible();
  await expect(page.getByTestId('two-factor-key')).toHaveText(key);

  await page.getByLabel('Código do aplicativo').fill(totpCode(key));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByText('Verificação em duas etapas ativada.')).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveAttribute('data-state', 'on');
  const codes = await page.getByTestId('backup-codes').locator('li').allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.getByRole('link', { name: 'Baixar os códigos (.txt)' });
  expect(decodeURIComponent((await download.getAttribute('href')) ?? '')).toContain(codes[0]);
  // Shown once: the next visit no longer shows them.
  await page.goto(`${base}/dashboard/settings/two-factor`);
  await expect(page.getByTestId('backup-codes')).toHaveCount(0);
  return { key, codes };
}

async function signOutAndIn(page: Page, email: string, password: string, base = '') {
  await page.context().clearCookies();
  await open(page, `${base}/login`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/login\/two-factor/);
}

for (const javaScriptEnabled of [true, false]) {
  test(`enrol, then sign in with a code, with a backup code, refused with a wrong one${javaScriptEnabled ? '' : ' (no JavaScript after sign-up)'}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const page = await context.newPage();
    const customer = await verifiedCustomer(page, '', 'two-factor');
    let plain = page;
    if (!javaScriptEnabled) {
      const noJs = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
      });
      await noJs.addCookies(await context.cookies());
      plain = await noJs.newPage();
    }
    const { key, codes } = await enrol(plain, customer.password);

    // Signing in now takes a second step; a wrong code is refused and leaves no session.
    await signOutAndIn(page, customer.email, customer.password);
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Código incorreto.')).toBeVisible();
    expect((await page.goto('/dashboard'))?.url()).toContain('/login');

    await signOutAndIn(page, customer.email, customer.password);
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill(totpCode(key));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/dashboard');

    await signOutAndIn(page, customer.email, customer.password);
    await page.getByLabel('Código de recuperação').check();
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/dashboard');

    // A backup code works once.
    await signOutAndIn(page, customer.email, customer.password);
    await page.getByLabel('Código de recuperação').check();
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Código incorreto.')).toBeVisible();
  });
}

test.describe('staff', () => {
  let server: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startAppServer(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', {
      ADMIN_EMAIL: 'chefe@example.com',
      ADMIN_PASSWORD: 'Chefe12345',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.remove();
  });

  test('an admin without two-factor is sent to enrol before any admin page opens', async ({ page }) => {
    test.setTimeout(90_000);
    const base = server.origin;
    await open(page, `${base}/login?redirect=/admin`);
    await logIn(page, 'chefe@example.com', 'Chefe12345');
    await expect(page).toHaveURL(`${base}/dashboard/settings/two-factor?obrigatorio=1`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'A equipe administrativa precisa da verificação em duas etapas.' }),
    ).toBeVisible();
    for (const path of ['/admin/charges', '/en/admin/documents']) {
      await page.goto(`${base}${path}`);
      expect(new URL(page.url()).pathname, path).toMatch(/\/dashboard\/settings\/two-factor$/);
    }
    const { key } = await enrol(page, 'Chefe12345', base);
    await page.goto(`${base}/admin`);
    await expect(page).toHaveURL(`${base}/admin`);

    // From now on the admin signs in with a code too.
    await signOutAndIn(page, 'chefe@example.com', 'Chefe12345', base);
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill(totpCode(key));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${base}/dashboard`);
  });
});

// Two-factor sign-in as a customer uses it: enrol with the key shown (the code computed as an
// authenticator app would), keep the backup codes, sign out, sign in with a code, with a backup
// code, refused with a wrong one; and staff sent to enrol before any admin page opens (on a server
// of its own, with the production default ADMIN_TWO_FACTOR=required).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { freshIp, logIn, open, verifiedCustomer } from './support/accounts';
import { startAppServer, type AppServer } from './support/own-server';
import { totpCode } from './support/totp';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** A backup code: Crockford's base32 (no I, L, O or U), three groups of four. */
const BACKUP_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * Turns two-factor on from the Settings section (at `path`, where the admin area's guard sends
 * staff); returns the key and the ten backup codes.
 */
async function enrol(page: Page, password: string, base = '', path = '/dashboard/settings/two-factor') {
  await page.goto(`${base}${path}`);
  await expect(page.getByTestId('two-factor-state')).toHaveAttribute('data-state', 'off');
  await page.getByLabel('Senha atual').fill(password);
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);
  // One task at a time: making another key is a step aside, not a password field under the code.
  const restart = page.getByRole('button', { name: 'Gerar outra chave' });
  await expect(restart).toBeHidden();
  await page.getByText('Não consegue usar esta chave? Gerar outra').click();
  await expect(restart).toBeVisible();

  // A wrong code first: refused, and the key is still there to try again.
  await page.getByLabel('Código do aplicativo').fill(totpCode(key, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByText('Código incorreto.')).toBeVisible();
  await expect(page.getByTestId('two-factor-key')).toHaveText(key);

  await page.getByLabel('Código do aplicativo').fill(totpCode(key));
  const shown = page.waitForResponse((r) => r.request().method() === 'POST' && r.request().isNavigationRequest());
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  // The codes are shown once: never stored by the browser or on the way.
  expect((await shown).headers()['cache-control']).toBe('no-store');
  await expect(page.getByText('Verificação em duas etapas ativada.')).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveAttribute('data-state', 'on');
  const codes = await page.getByTestId('backup-codes').locator('li').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(BACKUP_CODE);
  // Sent here by the admin area: beside the codes, the way back to the page that sent them.
  const back = new URL(`${base}${path}`, 'http://site.invalid').searchParams.get('redirect');
  const continueLink = page.getByRole('link', { name: 'Continuar de onde você parou' });
  await expect(continueLink).toHaveCount(back ? 1 : 0);
  if (back) await expect(continueLink).toHaveAttribute('href', back);
  // The text file holds the same ten codes, made in the browser from the page (no request).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar os códigos (.txt)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('codigos-de-recuperacao.txt');
  const file = await readFile((await download.path()) ?? '', 'utf8');
  expect(file.split('\n').filter((line) => BACKUP_CODE.test(line))).toEqual(codes);
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

  test('an admin without two-factor is sent to enrol before any admin page opens, and back to it after', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const base = server.origin;
    const enrolPage = (redirect: string) => `/dashboard/settings/two-factor?obrigatorio=1&redirect=${redirect}`;
    await open(page, `${base}/login?redirect=/admin/charges`);
    await logIn(page, 'chefe@example.com', 'Chefe12345');
    await expect(page).toHaveURL(`${base}${enrolPage('/admin/charges')}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'A equipe administrativa precisa da verificação em duas etapas.' }),
    ).toBeVisible();
    // The sidebar names an admin's id as staff's, not a customer's.
    await expect(page.getByText('ID da equipe:')).toBeVisible();
    await expect(page.getByTestId('staff-id')).toHaveText(/^ADM-.{5}$/);
    await expect(page.getByTestId('customer-id')).toHaveCount(0);
    await page.goto(`${base}/en/admin/documents?status=pending`);
    await expect(page).toHaveURL(
      `${base}/en/dashboard/settings/two-factor?obrigatorio=1&redirect=/en/admin/documents%3Fstatus%3Dpending`,
    );
    // Only a page of this site is ever gone back to.
    await page.goto(`${base}/dashboard/settings/two-factor?obrigatorio=1&redirect=//evil.example/admin`);
    await expect(page.getByTestId('two-factor-continue')).toHaveCount(0);

    const { key } = await enrol(page, 'Chefe12345', base, enrolPage('/admin/charges'));
    await page.goto(`${base}${enrolPage('/admin/charges')}`);
    await page.getByRole('link', { name: 'Continuar de onde você parou' }).click();
    await expect(page).toHaveURL(`${base}/admin/charges`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // From now on the admin signs in with a code too.
    await signOutAndIn(page, 'chefe@example.com', 'Chefe12345', base);
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill(totpCode(key));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${base}/dashboard`);
  });
});

// Settings → Security in the browser: changing the password ends the account's other sessions and
// emails the customer; the email changes only once the link sent to the new address is opened (the
// old address is told); the sessions list names each device and ends one or all the others. The
// forms post without JavaScript.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshIp, linkInMail, logIn, open, STRONG_PASSWORD, uniqueEmail, verifiedCustomer } from './support/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The customer signed in from another browser (its own cookies, device and address). */
async function anotherBrowser(
  browser: Browser,
  email: string,
  password: string,
  { userAgent = FIREFOX_LINUX, ip = freshIp() } = {},
) {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  await open(page, '/login?redirect=/dashboard');
  await logIn(page, email, password);
  await expect(page).toHaveURL('/dashboard');
  return page;
}

/** The same session as `page`, in a browser without JavaScript. */
async function withoutJavaScript(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  await context.addCookies(await page.context().cookies());
  return context.newPage();
}

async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirect=/dashboard');
}

const sessions = (page: Page) => page.getByTestId('sessions').getByRole('listitem');
const flash = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('changing the password needs the current one, ends the other browser’s session and emails the customer', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await verifiedCustomer(page, '', 'sec-pw');
  const other = await anotherBrowser(browser, customer.email, customer.password);
  await open(page, '/dashboard/settings/security');
  await expect(
    page.getByRole('navigation', { name: 'Seções das configurações' }).getByRole('link', { name: 'Segurança' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(sessions(page)).toHaveCount(2);

  const form = page.getByTestId('change-password');
  await form.getByLabel('Senha atual').fill('Errada123');
  await form.getByLabel(/^Nova senha/).fill('NovaSenha1');
  await form.getByLabel('Confirme a nova senha').fill('NovaSenha1');
  await form.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(form.getByText('A senha atual está incorreta.')).toBeVisible();
  await expect(form.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Senha atual')).toHaveValue('');
  // Refused: nothing changed, the other browser is still signed in.
  await other.goto('/dashboard');
  await expect(other).toHaveURL('/dashboard');

  await form.getByLabel('Senha atual').fill(customer.password);
  await form.getByLabel(/^Nova senha/).fill('NovaSenha1');
  await form.getByLabel('Confirme a nova senha').fill('NovaSenha1');
  await form.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page).toHaveURL('/dashboard/settings/security');
  await expect(flash(page, 'Senha alterada')).toBeVisible();
  // This browser stays signed in; the other one's next page goes to login.
  await expect(sessions(page)).toHaveCount(1);
  await expect(page.getByText('Nenhuma outra sessão está ativa.')).toBeVisible();
  await expectSignedOut(other);

  expect(await linkInMail(customer.email, /^Sua senha foi alterada$/)).toMatch(/\/forgot-password$/);
  // The new password signs in; the old one no longer does.
  await anotherBrowser(browser, customer.email, 'NovaSenha1');
  await open(other, '/login');
  await logIn(other, customer.email, customer.password);
  await expect(other.getByText('Email ou senha inválidos')).toBeVisible();
});

test('without JavaScript, the email changes only once the link sent to the new address is opened (en)', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await verifiedCustomer(page, '/en', 'sec-mail');
  const newEmail = uniqueEmail('sec-new');
  const plain = await withoutJavaScript(browser, page);
  await plain.goto('/en/dashboard/settings/security');
  const form = plain.getByTestId('change-email');

  await form.getByLabel('New email').fill(customer.email.toUpperCase());
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('This is already your account email.')).toBeVisible();

  await form.getByLabel('New email').fill(newEmail);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(plain).toHaveURL('/en/dashboard/settings/security');
  await expect(flash(plain, 'Check the new address')).toBeVisible();
  await plain.reload();
  await expect(plain.getByTestId('current-email')).toHaveText(customer.email);
  // The old address is told, with the way to take the account back.
  expect(await linkInMail(customer.email, /^Request to change your account email$/)).toMatch(/\/en\/forgot-password$/);

  await plain.goto(await linkInMail(newEmail, /^Confirm your account's new email$/));
  await expect(plain).toHaveURL('/en/dashboard/settings/security');
  await expect(plain.getByTestId('current-email')).toHaveText(newEmail);
  // The link works once; the new address signs in.
  await anotherBrowser(browser, newEmail, STRONG_PASSWORD);
});

test('a failed confirmation link says so on the page', async ({ page }) => {
  await verifiedCustomer(page, '', 'sec-link');
  await page.goto('/api/auth/verify-email?token=nope&callbackURL=%2Fdashboard%2Fsettings%2Fsecurity');
  await expect(page).toHaveURL(/\/dashboard\/settings\/security\?error=/);
  await expect(page.getByTestId('change-email').getByRole('alert')).toHaveText(
    'O link de confirmação é inválido ou expirou. Peça um novo abaixo.',
  );
});

test('without JavaScript, the sessions list names each device and ends one, then all the others', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const customer = await verifiedCustomer(page, '', 'sec-sessions');
  const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const firefox = await anotherBrowser(browser, customer.email, customer.password, { ip });
  const iphone = await anotherBrowser(browser, customer.email, customer.password, { userAgent: SAFARI_IPHONE });
  const plain = await withoutJavaScript(browser, page);
  await plain.goto('/dashboard/settings/security');

  await expect(sessions(plain)).toHaveCount(3);
  await expect(sessions(plain).first()).toContainText('Este aparelho');
  await expect(sessions(plain).first().getByRole('button')).toHaveCount(0);
  const firefoxRow = sessions(plain).filter({ hasText: 'Firefox em Linux' });
  await expect(firefoxRow).toContainText('Endereço IP 203.0.113.x');
  await expect(sessions(plain).filter({ hasText: 'Safari em iOS' })).toContainText('Rede privada ou local');

  await firefoxRow.getByRole('button', { name: 'Encerrar sessão' }).click();
  await expect(plain).toHaveURL('/dashboard/settings/security');
  await expect(flash(plain, 'Sessão encerrada')).toBeVisible();
  await expect(sessions(plain)).toHaveCount(2);
  await expectSignedOut(firefox);
  await iphone.goto('/dashboard');
  await expect(iphone).toHaveURL('/dashboard');

  await plain.getByRole('button', { name: 'Encerrar todas as outras sessões' }).click();
  await expect(flash(plain, 'Outras sessões encerradas')).toBeVisible();
  await expect(sessions(plain)).toHaveCount(1);
  await expectSignedOut(iphone);
  // This browser is still signed in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
});

test('the security actions refuse a visitor without a session', async ({ request, baseURL }) => {
  const forms: Record<string, Record<string, string>> = {
    changePassword: { currentPassword: 'Errada123', newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    changeEmail: { newEmail: 'nova@example.com' },
    revokeSession: { sessionId: 'x' },
    revokeOtherSessions: {},
  };
  for (const [action, form] of Object.entries(forms)) {
    const response = await request.post(`/_actions/security.${action}`, {
      headers: { origin: new URL(baseURL ?? '').origin },
      form,
    });
    expect(response.status(), action).toBe(401);
  }
});

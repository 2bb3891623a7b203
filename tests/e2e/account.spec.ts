// Accounts in the browser: every message of the login, sign-up, forgot and reset pages in both
// languages, sign-up with the emailed confirmation, the remembered origin, the password reset by
// email, the header in each state and sign-out. The dashboard itself is walked in portal.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { accountTexts as texts } from './support/account-texts';
import {
  freshIp,
  linkInMail,
  logIn,
  open,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedCustomer,
} from './support/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

// The form's alert (the toaster's live region comes after it).
const alert = (page: Page) => page.getByRole('main').getByRole('alert').first();
const status = (page: Page) => page.getByRole('main').getByRole('status').first();
const header = (page: Page) => page.locator('[data-site-header]');

for (const prefix of ['', '/en'] as const) {
  const m = texts[prefix];
  const en = prefix === '/en';

  test.describe(`messages (${en ? 'en' : 'pt-BR'})`, () => {
    test('login: empty fields, a failed sign-in cleared by editing, unverified email', async ({ page }) => {
      await open(page, `${prefix}/login`);
      await page.getByRole('button', { name: m.login }).click();
      await expect(alert(page)).toHaveText(m.loginRequired);
      await logIn(page, uniqueEmail('nobody'), 'Wrong1234', en);
      await expect(alert(page)).toHaveText(m.invalid);
      await page.getByLabel(m.password, { exact: true }).fill('Other1234');
      await expect(alert(page)).toHaveText('');

      const customer = {
        firstName: 'Rui',
        lastName: 'Lima',
        email: uniqueEmail('unverified'),
        password: STRONG_PASSWORD,
      };
      await signUp(page, prefix, customer);
      await expect(status(page)).toContainText(m.confirmText);
      await open(page, `${prefix}/login`);
      await logIn(page, customer.email, customer.password, en);
      await expect(alert(page)).toContainText(m.unverified);
    });

    test('login: a confirmation link that failed says so; signing in then goes to the dashboard', async ({
      page,
      context,
    }) => {
      const customer = await verifiedCustomer(page, prefix, `relink${en ? '-en' : ''}`);
      await context.clearCookies();
      await open(page, `/api/auth/verify-email?token=not-a-token&callbackURL=${prefix}/dashboard`);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/login\\?redirect=`));
      await expect(alert(page)).toHaveText(m.linkExpired);
      await logIn(page, customer.email, customer.password, en);
      await expect(page).toHaveURL(`${prefix}/dashboard`);
    });

    test('login: still busy after 10 s gives up with a message', async ({ page }) => {
      test.setTimeout(30_000);
      await page.route('**/_actions/account.signIn**', () => undefined); // never answers
      await open(page, `${prefix}/login`);
      await logIn(page, 'slow@example.com', STRONG_PASSWORD, en);
      await expect(page.getByRole('button', { name: m.loggingIn })).toBeDisabled();
      await expect(page.getByLabel(m.email)).toBeDisabled();
      await expect(alert(page)).toHaveText(m.timeout, { timeout: 12_000 });
      await expect(page.getByRole('button', { name: m.login })).toBeEnabled();
      await expect(page.getByLabel(m.email)).toBeEnabled();
    });

    test('login: too many attempts get a clear message', async ({ page }) => {
      await open(page, `${prefix}/login`);
      // Ten wrong passwords for one account are allowed in 15 minutes; the eleventh is refused.
      const email = uniqueEmail('flood');
      for (let i = 0; i < 11; i++) {
        await logIn(page, email, `Wrong${i}abcD`, en);
        await expect(alert(page)).not.toHaveText('');
      }
      await expect(alert(page)).toContainText(m.rateLimited);
    });

    test('signup: empty fields and the password rule, shown as a hint too', async ({ page }) => {
      await open(page, `${prefix}/signup`);
      await expect(page.getByText(m.rule)).toBeVisible();
      await page.getByRole('button', { name: m.signup }).click();
      await expect(alert(page)).toHaveText(m.signupRequired);
      await signUp(page, prefix, {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('weak'),
        password: 'alllowercase1',
      });
      await expect(alert(page)).toHaveText(m.rule);
    });

    test('forgot password: empty field, then the same answer for any address', async ({ page }) => {
      await open(page, `${prefix}/forgot-password`);
      await page.getByRole('button', { name: m.forgotSubmit }).click();
      await expect(alert(page)).toHaveText(m.forgotRequired);
      await page.getByLabel(m.email).fill(uniqueEmail('no-account'));
      await page.getByRole('button', { name: m.forgotSubmit }).click();
      await expect(status(page)).toContainText(m.sent);
      await expect(page.getByRole('link', { name: m.back })).toHaveAttribute('href', `${prefix}/login`);
    });

    test('reset password: a bad link and a mismatch', async ({ page }) => {
      await open(page, `${prefix}/reset-password?error=INVALID_TOKEN`);
      await expect(alert(page)).toContainText(m.invalidLink);
      await expect(page.getByRole('link', { name: m.askAgain })).toHaveAttribute('href', `${prefix}/forgot-password`);
      await open(page, `${prefix}/reset-password?token=not-a-real-token`);
      await page.getByLabel(m.newPassword, { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel(m.confirmPassword).fill(`${STRONG_PASSWORD}x`);
      await page.getByRole('button', { name: m.save }).click();
      await expect(alert(page)).toHaveText(m.mismatch);
      await page.getByLabel(m.newPassword, { exact: true }).fill('short');
      await page.getByRole('button', { name: m.save }).click();
      await expect(alert(page)).toHaveText(m.rule);
      await page.getByLabel(m.newPassword, { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel(m.confirmPassword).fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: m.save }).click();
      await expect(alert(page)).toContainText(m.invalidLink);
    });
  });

  test(`sign-up, confirmation link, header, sign-out, remembered origin (${en ? 'en' : 'pt-BR'})`, async ({ page }) => {
    await open(page, `${prefix}/signup`);
    await expect(header(page).getByRole('link', { name: m.talk })).toBeVisible();
    const customer = await verifiedCustomer(page, prefix, `journey${en ? '-en' : ''}`);
    // Signed in, on the dashboard of the right language (its content: portal.spec.ts).
    await expect(page).toHaveURL(`${prefix}/dashboard`);
    await expect(header(page).getByRole('link', { name: m.dashboard })).toHaveAttribute('href', `${prefix}/dashboard`);
    await expect(header(page).getByRole('link', { name: m.talk })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: m.admin })).toHaveCount(0);

    // Signed-in visitors of the sign-in pages go to the dashboard.
    await open(page, `${prefix}/login`);
    await expect(page).toHaveURL(`${prefix}/dashboard`);

    await header(page).getByRole('button', { name: m.signOut }).click();
    await expect(page).toHaveURL(en ? '/en' : '/');
    await expect(header(page).getByRole('link', { name: m.talk })).toBeVisible();
    await expect(header(page).getByRole('button', { name: m.signOut })).toHaveCount(0);

    await page.goto(`${prefix}/dashboard`);
    await expect(page).toHaveURL(`${prefix}/login?redirect=${prefix}/dashboard`);
    await logIn(page, customer.email, customer.password, en);
    await expect(page).toHaveURL(`${prefix}/dashboard`);
    await expect(header(page).getByRole('button', { name: m.signOut })).toBeVisible();
  });

  test(`password reset by email, then log in with the new password (${en ? 'en' : 'pt-BR'})`, async ({
    page,
    context,
  }) => {
    const customer = await verifiedCustomer(page, prefix, `reset${en ? '-en' : ''}`);
    await context.clearCookies();
    await open(page, `${prefix}/forgot-password`);
    await page.getByLabel(m.email).fill(customer.email);
    await page.getByRole('button', { name: m.forgotSubmit }).click();
    await expect(status(page)).toContainText(m.sent);
    const link = await linkInMail(customer.email, en ? /password/i : /senha/i);
    await open(page, link);
    await expect(page).toHaveURL(new RegExp(`${prefix}/reset-password\\?token=`));
    const newPassword = 'Nova5678Senha';
    await page.getByLabel(m.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(m.confirmPassword).fill(newPassword);
    await page.getByRole('button', { name: m.save }).click();
    await expect(status(page)).toContainText(m.done);
    // The link works once.
    await open(page, link);
    await expect(alert(page)).toContainText(m.invalidLink);

    await open(page, `${prefix}/login`);
    await logIn(page, customer.email, customer.password, en);
    await expect(alert(page)).toHaveText(m.invalid);
    await logIn(page, customer.email, newPassword, en);
    await expect(page).toHaveURL(`${prefix}/dashboard`);
  });
}

test('admins see ADMIN in the header', async ({ page }) => {
  await open(page, '/en/login?redirect=/en/services');
  await logIn(page, 'admin@example.com', 'Admin12345', true);
  await expect(page).toHaveURL('/en/services');
  await expect(header(page).getByRole('link', { name: 'ADMIN' })).toHaveAttribute('href', '/en/admin');
  await expect(header(page).getByRole('link', { name: 'DASHBOARD' })).toBeVisible();
  await header(page).getByRole('button', { name: 'SIGN OUT' }).click();
  await expect(page).toHaveURL('/en');
  await expect(header(page).getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
});

test('sign-out clears the browser session even when the server has none to end', async ({ request, baseURL }) => {
  const response = await request.post('/en?_action=account.signOut', {
    headers: { origin: baseURL ?? '', cookie: 'better-auth.session_token=forged.value' },
    form: { next: '/en' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/en');
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(cookies.some((c) => c.startsWith('better-auth.session_token=') && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(
    true,
  );
});

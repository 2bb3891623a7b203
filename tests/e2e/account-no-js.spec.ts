// The account forms without JavaScript: each posts to its action and the server answers with the
// page again (message, values kept) or a 303 to the next page, in both languages.
import { expect, test, type Page } from '@playwright/test';
import { accountTexts as texts } from './support/account-texts';
import { freshIp, linkInMail, STRONG_PASSWORD, uniqueEmail } from './support/accounts';

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const alert = (page: Page) => page.getByRole('main').getByRole('alert').first();
const status = (page: Page) => page.getByRole('main').getByRole('status').first();

for (const prefix of ['', '/en'] as const) {
  const m = texts[prefix];

  test(`without JavaScript: sign up, confirm, sign out, log in back to the remembered page, reset the password (${prefix || 'pt-BR'})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`nojs${prefix ? '-en' : ''}`);

    await page.goto(`${prefix}/signup`);
    await page.getByRole('button', { name: m.signup }).click();
    await expect(alert(page)).toHaveText(m.signupRequired);
    await page.getByLabel(m.firstName, { exact: true }).fill('Clara');
    await page.getByLabel(m.lastName, { exact: true }).fill('Nunes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(m.password, { exact: true }).fill('fraca123');
    await page.getByRole('button', { name: m.signup }).click();
    await expect(alert(page)).toHaveText(m.rule);
    // The values come back, except the password.
    await expect(page.getByLabel(m.firstName, { exact: true })).toHaveValue('Clara');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(m.password, { exact: true })).toHaveValue('');
    await page.getByLabel(m.password, { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: m.signup }).click();
    await expect(page).toHaveURL(`${prefix}/signup`);
    await expect(status(page)).toContainText(m.confirmTitle);
    // The confirmation was a one-time message (a flash): a reload shows the form again.
    await page.reload();
    await expect(page.getByRole('button', { name: m.signup })).toBeVisible();
    await expect(status(page)).toHaveCount(0);

    await page.goto(await linkInMail(email, /./));
    await expect(page).toHaveURL(`${prefix}/dashboard`);
    await page.locator('[data-site-header]').getByRole('button', { name: m.signOut }).click();
    await expect(page).toHaveURL(prefix || '/');

    await page.goto(`${prefix}/dashboard`);
    await expect(page).toHaveURL(`${prefix}/login?redirect=${prefix}/dashboard`);
    await page.getByRole('button', { name: m.login }).click();
    await expect(alert(page)).toHaveText(m.loginRequired);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(m.password, { exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: m.login }).click();
    await expect(alert(page)).toHaveText(m.invalid);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel(m.password, { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: m.login }).click();
    await expect(page).toHaveURL(`${prefix}/dashboard`);

    await page.context().clearCookies();
    await page.goto(`${prefix}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: m.forgotSubmit }).click();
    await expect(page).toHaveURL(`${prefix}/forgot-password`);
    await expect(status(page)).toContainText(m.sent);

    await page.goto(await linkInMail(email, prefix ? /password/i : /senha/i));
    await expect(page).toHaveURL(new RegExp(`${prefix}/reset-password\\?token=`));
    await page.getByLabel(m.newPassword, { exact: true }).fill('Nova5678Senha');
    await page.getByLabel(m.confirmPassword).fill('Nova5678Senhx');
    await page.getByRole('button', { name: m.save }).click();
    await expect(alert(page)).toHaveText(m.mismatch);
    await page.getByLabel(m.newPassword, { exact: true }).fill('Nova5678Senha');
    await page.getByLabel(m.confirmPassword).fill('Nova5678Senha');
    await page.getByRole('button', { name: m.save }).click();
    await expect(page).toHaveURL(`${prefix}/reset-password`);
    await expect(status(page)).toContainText(m.done);

    await page.goto(`${prefix}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(m.password, { exact: true }).fill('Nova5678Senha');
    await page.getByRole('button', { name: m.login }).click();
    await expect(page).toHaveURL(`${prefix}/dashboard`);
  });
}

test('without JavaScript, too many sign-in attempts answer 429 with the message', async ({ page }) => {
  await page.goto('/en/login');
  let last = 0;
  // Ten wrong passwords for one account are allowed in 15 minutes; the eleventh is refused.
  for (let i = 0; i < 11; i++) {
    await page.getByLabel('Email').fill('flood-nojs@example.com');
    await page.getByLabel('Password', { exact: true }).fill(`Wrong${i}abcD`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'LOGIN' }).click(),
    ]);
    last = response.status();
  }
  expect(last).toBe(429);
  await expect(alert(page)).toContainText('Too many attempts.');
});

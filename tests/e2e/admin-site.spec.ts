// The staff's site identity, on a server of its own (the WhatsApp number shows on every public page
// the shared server's other specs read): a change shows on the visitor's next request in the
// footer, the location section and the JSON-LD, and a save over another is refused.
import { expect, test, type Page } from '@playwright/test';
import { logIn, open } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';

const staffServer = useStaffServer();

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');

test('the admin changes the WhatsApp number: the footer, the location section and the JSON-LD show it on the next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const base = staffServer().origin;
  // A visitor without cookies, served the landing page from the page cache.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${base}/`);
  expect((await anonymous.goto(`${base}/`))?.headers()['x-page-cache']).toBe('hit');
  await expect(anonymous.locator('[data-location-whatsapp]')).toHaveText('(84) 99999-0000');

  await open(page, `${base}/login?redirect=/admin/site`);
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(page).toHaveURL(`${base}/admin/site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Seções do painel administrativo' }).getByRole('link', { name: 'Site' }),
  ).toHaveAttribute('aria-current', 'page');
  // A second tab opened before the save: its form is one version behind.
  const stale = await page.context().newPage();
  await stale.goto(`${base}/admin/site`);

  // Refused input changes nothing and says why, in the editor's language.
  await page.getByLabel('WhatsApp').fill('+1 202 555 0100');
  await page.getByLabel('CEP').fill('59150000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe um telefone brasileiro com DDD, como (84) 99999-0000.')).toBeVisible();
  await expect(page.getByText('Informe o CEP no formato 00000-000.')).toBeVisible();
  // What was typed stays in the form, to be corrected.
  await expect(page.getByLabel('CEP')).toHaveValue('59150000');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('+1 202 555 0100');

  await page.getByLabel('WhatsApp').fill('(84) 98765-4321');
  await page.getByLabel('CEP').fill('59150-000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dados do site salvos' })).toBeVisible();
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(84) 98765-4321');
  await expect(page.locator('[data-last-change]')).toContainText('Última alteração por Gerencia Example');

  // The visitor's next request: the cached page is not served again.
  await anonymous.goto(`${base}/`);
  await expect(anonymous.locator('[data-location-whatsapp]')).toHaveText('(84) 98765-4321');
  await expect(anonymous.getByRole('contentinfo').getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5584987654321\?/,
  );
  expect(await jsonLd(anonymous)).toContain('"telephone":"+5584987654321"');
  await anonymous.goto(`${base}/en`);
  await expect(anonymous.locator('[data-location-whatsapp]')).toHaveText('(84) 98765-4321');
  await visitor.close();

  // The stale tab's save is refused, and the number stays.
  await stale.getByLabel('E-mail').fill('outro@example.com');
  await stale.getByRole('button', { name: 'Salvar' }).click();
  await expect(stale.getByText('Outra pessoa alterou estes dados enquanto você editava.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(84) 98765-4321');
  await expect(page.getByLabel('E-mail')).not.toHaveValue('outro@example.com');

  // The audit log names who, and the number before and after.
  await page.goto(`${base}/admin/audit`);
  const entry = page.locator('[data-audit]').filter({ hasText: 'Identidade do site alterada' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('+5584999990000');
  await expect(entry).toContainText('+5584987654321');
});

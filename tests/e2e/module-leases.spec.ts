// A module's status follows its leases, on a server of its own (the shared server's specs count the
// modules available): the staff link an account to module 5 and the site shows it leased on the
// next request in both languages; ending the lease frees it again.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, logIn, open, verifiedCustomer } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';
import { addDays, siteDay } from '@/lib/site-time';

test.describe.configure({ mode: 'serial' });
const server = useStaffServer({ SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2525}` });

/** A day in the site's time zone, `offset` days from today. */
const day = (offset: number) => addDays(siteDay(new Date()), offset);

async function moduleFiveOnTheSite(page: Page, status: 'leased' | 'available') {
  const base = server().origin;
  for (const [prefix, word] of [
    ['/', status === 'leased' ? 'Alugado' : 'Disponível'],
    ['/en', status === 'leased' ? 'Leased' : 'Available'],
  ] as const) {
    await page.goto(`${base}${prefix}`);
    await expect(page.locator('[data-site-plan] [data-module="5"]')).toHaveAttribute('data-status', status);
    const list = status === 'leased' ? '[data-leased-units]' : '[data-available-units]';
    await expect(page.locator(`${list} [data-module-card="5"]`)).toContainText(word);
  }
}

test('linking a lease to module 5 shows it leased on / and /en at once; ending the lease frees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = server().origin;
  const visitor = await (await browser.newContext()).newPage();
  await moduleFiveOnTheSite(visitor, 'available');

  const customerContext = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const customer = await verifiedCustomer(await customerContext.newPage(), '', 'module-lease');

  const staff = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })).newPage();
  await open(staff, `${base}/login?redirect=/admin/modules`);
  await logIn(staff, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(staff).toHaveURL(`${base}/admin/modules`);
  const five = staff.locator('[data-module-lease="5"]');
  await five.getByText('Ligar conta a um módulo').click();
  await five.getByLabel('E-mail da conta do cliente').fill(customer.email);
  await five.getByLabel('Início').fill(day(-30));
  await five.getByLabel('Nome da empresa').fill('Transportes Potiguar');
  await five.getByRole('button', { name: 'Ligar ao módulo' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Conta ligada ao módulo.' })).toBeVisible();
  await expect(staff.locator('[data-admin-module="5"] [data-status-tag]')).toHaveText('Alugado');
  await expect(staff.locator('[data-module-lease="5"] [data-module-tenant]')).toContainText(
    'Transportes Potiguar (contrato sem data de término)',
  );
  await expect(staff.locator('[data-admin-module="5"] [data-module-lease-hint]')).toContainText('Alugado enquanto');

  // The visitor's next request: leased in both languages (the page cache holds no stale copy).
  await moduleFiveOnTheSite(visitor, 'leased');
  await expect(visitor.locator('[data-site-plan] [data-module="5"]')).not.toContainText('Transportes Potiguar');

  // The lease ends yesterday: the module is available again.
  await staff.locator('[data-module-lease="5"] [data-module-tenant] a').click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Transportes Potiguar');
  const lease = staff.locator('[data-lease="5"]');
  await lease.getByLabel('Último dia').fill(day(-1));
  await lease.getByRole('button', { name: 'Encerrar neste dia' }).click();
  await expect(staff.locator('[data-lease="5"]')).toHaveAttribute('data-when', 'past');
  await moduleFiveOnTheSite(visitor, 'available');
});

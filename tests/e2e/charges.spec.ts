// Charges, in both languages and without JavaScript: the admin registers a charge for a customer,
// the customer sees it in the portal (amount in BRL, open), the admin marks it paid, the customer
// sees it paid; customers and visitors are kept out of the staff page and actions.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshIp, signedIn, verifiedCustomer } from './support/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

type Prefix = '' | '/en';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

const TEXT = {
  '': {
    customer: 'E-mail do cliente',
    description: 'Descrição',
    amount: 'Valor (R$)',
    due: 'Vencimento',
    register: 'Registrar cobrança',
    registered: 'Cobrança registrada',
    method: 'Forma de pagamento',
    pay: 'Marcar como paga',
    paid: 'Cobrança marcada como paga',
    tab: 'Cobranças',
    open: 'Em aberto',
    paidBadge: 'Paga',
    money: 'R$ 1.234,56',
    badCustomer: 'Informe o e-mail de um cliente cadastrado.',
  },
  '/en': {
    customer: 'Customer email',
    description: 'Description',
    amount: 'Amount (R$)',
    due: 'Due date',
    register: 'Register charge',
    registered: 'Charge registered',
    method: 'Payment method',
    pay: 'Mark paid',
    paid: 'Charge marked paid',
    tab: 'Charges',
    open: 'Open',
    paidBadge: 'Paid',
    money: 'R$1,234.56',
    badCustomer: 'Enter the email of a registered customer.',
  },
} as const;

async function newCustomer(browser: Browser, prefix: Prefix) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  const customer = await verifiedCustomer(page, prefix, 'charges');
  return { customer, page };
}

/** The page fits a 390 px wide phone: nothing scrolls sideways. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const card = (page: Page, description: string) => page.locator('li[data-charge]').filter({ hasText: description });

for (const [prefix, javaScriptEnabled] of [
  ['', true],
  ['/en', true],
  ['', false],
] as const) {
  test(`admin registers and settles a charge, the customer sees it (${prefix || 'pt-BR'}${javaScriptEnabled ? '' : ', no JavaScript'})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const x = TEXT[prefix];
    const description = `Armazenagem ${Math.random().toString(36).slice(2, 8)}`;
    const { customer, page: customerPage } = await newCustomer(browser, prefix);
    const admin = await signedIn(
      browser,
      prefix,
      ADMIN.email,
      ADMIN.password,
      `${prefix}/admin/charges`,
      javaScriptEnabled,
    );
    const form = admin.getByTestId('new-charge');

    // A refusal first: an address with no account; the values come back with the message.
    await form.getByLabel(x.customer).fill('nobody@example.com');
    await form.getByLabel(x.description).fill(description);
    await form.getByLabel(x.amount).fill('1.234,56');
    await form.getByLabel(x.due).fill('2099-12-05');
    await form.getByRole('button', { name: x.register }).click();
    await expect(admin.getByText(x.badCustomer)).toBeVisible();
    await expect(admin.getByTestId('new-charge').getByLabel(x.description)).toHaveValue(description);
    await expect(card(admin, description)).toHaveCount(0);

    await admin.getByTestId('new-charge').getByLabel(x.customer).fill(customer.email);
    await admin.getByTestId('new-charge').getByRole('button', { name: x.register }).click();
    await expect(admin.getByText(x.registered)).toBeVisible();
    await expect(card(admin, description)).toContainText(x.money);

    await customerPage.goto(`${prefix}/dashboard/charges`);
    await expect(customerPage.getByRole('link', { name: x.tab, exact: true })).toHaveAttribute('aria-current', 'page');
    const mine = card(customerPage, description);
    await expect(mine).toContainText(x.money);
    await expect(mine.locator('[data-state="open"]')).toHaveText(x.open);
    await expect(customerPage.getByTestId('total-open')).toHaveText(x.money);
    await fitsPhone(customerPage);
    await fitsPhone(admin);

    const row = card(admin, description);
    await row.getByLabel(x.method).selectOption('pix');
    await row.getByRole('button', { name: x.pay }).click();
    await expect(admin.getByText(x.paid)).toBeVisible();
    await expect(card(admin, description).locator('[data-state="paid"]')).toBeVisible();
    // Settled: nothing more to do on it.
    await expect(card(admin, description).getByRole('button')).toHaveCount(0);

    await customerPage.reload();
    await expect(card(customerPage, description).locator('[data-state="paid"]')).toHaveText(x.paidBadge);
    await expect(card(customerPage, description)).toContainText('Pix');
  });
}

test('customers get 403 on the page and the actions; visitors 401', async ({ page, request, baseURL }) => {
  await verifiedCustomer(page, '', 'charges-customer');
  for (const path of ['/admin/charges', '/en/admin/charges']) expect((await page.goto(path))?.status(), path).toBe(403);
  const origin = new URL(baseURL ?? '').origin;
  const form = {
    chargeId: ZERO_ID,
    paidOn: '2026-12-01',
    method: 'pix',
    reason: 'x',
    customerEmail: 'a@example.com',
    description: 'x',
    amount: '1',
    dueDate: '2026-12-01',
  };
  for (const action of ['charges.create', 'charges.pay', 'charges.cancel']) {
    expect((await page.request.post(`/_actions/${action}`, { headers: { origin }, form })).status(), action).toBe(403);
    expect(
      (
        await page.request.post(`/admin/charges?_action=${action}`, { headers: { origin }, form, maxRedirects: 0 })
      ).status(),
      action,
    ).toBe(403);
    const anonymous = await request.post(`/_actions/${action}`, {
      headers: { origin, 'x-forwarded-for': freshIp() },
      form,
    });
    expect(anonymous.status(), action).toBe(401);
  }
  // The customer's own tab, empty.
  await page.goto('/dashboard/charges');
  await expect(page.getByText('Você não tem cobranças.')).toBeVisible();
});

// Privacy (LGPD): a customer downloads their data as a ZIP holding their shipment, then deletes the
// account with the password (a wrong one changes nothing), is signed out with a notice and an
// email, and cannot sign in again; staff erase a lead on request, recorded in the privacy log;
// a visitor gets no archive.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { freshIp, linkInMail, logIn, open, signedIn, verifiedCustomer } from './support/accounts';
import { postShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';

async function newCustomer(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  const customer = await verifiedCustomer(page, '', 'privacy');
  return { customer, page };
}

test('a customer downloads their data, then deletes the account with the password and cannot sign in again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { customer, page } = await newCustomer(browser);
  const destination = `Natal ${Math.random().toString(36).slice(2, 8)}`;
  await open(page, '/dashboard');
  await postShipment(page, destination);

  await open(page, '/dashboard/settings/privacy');
  await expect(page.getByRole('link', { name: 'Privacidade', exact: true })).toHaveAttribute('aria-current', 'page');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-data').click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(strFromU8(bytes.slice(0, 2))).toBe('PK');
  const archive = unzipSync(bytes);
  expect(JSON.parse(strFromU8(archive['profile.json']!))).toMatchObject({ email: customer.email });
  expect(JSON.parse(strFromU8(archive['shipments.json']!))).toMatchObject([{ destination }]);
  expect(strFromU8(archive['README.txt']!)).toContain('Seus dados no');

  // A wrong password: refused, nothing deleted, still signed in.
  const form = page.getByTestId('erase-account');
  await form.getByLabel('Sua senha').fill('Errada123');
  await form.getByLabel(/Entendo que a minha conta será apagada/).check();
  await form.getByRole('button', { name: 'Apagar minha conta' }).click();
  await expect(page.getByText('Senha incorreta. Nada foi apagado.')).toBeVisible();
  await open(page, '/dashboard');
  await expect(page.locator('tr[data-shipment]', { hasText: destination })).toHaveCount(1);

  await open(page, '/dashboard/settings/privacy');
  await page.getByTestId('erase-account').getByLabel('Sua senha').fill(customer.password);
  await page
    .getByTestId('erase-account')
    .getByLabel(/Entendo que a minha conta será apagada/)
    .check();
  await page.getByTestId('erase-account').getByRole('button', { name: 'Apagar minha conta' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Sua conta foi apagada')).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirect=/dashboard');
  expect(await linkInMail(customer.email, /foi apagada/)).toContain('/privacy');

  await logIn(page, customer.email, customer.password);
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the archive is for its owner only: a visitor gets 401', async ({ request }) => {
  const response = await request.get('/api/privacy/export');
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('text/plain');
});

test('staff erase a lead on the person’s request, with a note, and the privacy log shows it (en)', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `lead-${Date.now().toString(36)}@example.com`;
  const sent = await request.post('/?_action=leads.submit', {
    headers: { origin: new URL(baseURL ?? '').origin },
    form: { nome_completo: 'Rita Apagavel', email, celular: '(84) 99999-0000', pagina: '/' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const admin = await signedIn(browser, '/en', ADMIN.email, ADMIN.password, '/en/admin/privacy');
  await admin.getByLabel('The person’s email').fill(email);
  await admin.getByRole('button', { name: 'Find' }).click();
  const leads = admin.getByTestId('erase-lead');
  await expect(admin.getByText('1 lead(s)')).toBeVisible();
  await expect(admin.getByText('No account with this email.')).toBeVisible();

  // The note is required.
  await leads.getByRole('button', { name: 'Delete leads' }).click();
  await expect(leads.getByLabel('How they asked')).toBeFocused();
  await leads.getByLabel('How they asked').fill('Asked by phone on 23/11, handled by the test');
  await leads.getByRole('button', { name: 'Delete leads' }).click();
  await expect(admin.getByText('Leads deleted')).toBeVisible();
  const entry = admin.locator('tr[data-log]').filter({ hasText: 'Asked by phone on 23/11, handled by the test' });
  await expect(entry).toContainText('Deletion');
  await expect(entry).toContainText('Lead');

  await admin.goto(`/en/admin/privacy?email=${encodeURIComponent(email)}`);
  await expect(admin.getByText('No leads with this email.')).toBeVisible();
  // The confirmation, in the language of the form the lead was sent from.
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${mailApi()}/messages`)).json()) as {
          envelopeTo: string[];
          subject: string;
        }[];
        return all.some((m) => m.envelopeTo.includes(email) && m.subject.includes('Seus dados de contato'));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
});

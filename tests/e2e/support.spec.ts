// Support, as customers and staff use it: the customer opens Support from the sidebar and sends a
// request without JavaScript (a blank message refused first, its values kept), the support address
// is emailed, the staff reply from the admin area, the customer sees the reply (as the company),
// the notification and the email, writes again (open again) and the staff close it. Another
// customer's request is a 404; visitors see the channels only; the English page works too.
import { expect, test, type Browser } from '@playwright/test';
import { freshIp, linkInMail, signedIn, verifiedCustomer } from './support/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
// The e2e server has no SUPPORT_NOTIFY_TO: requests go to the leads address.
const SUPPORT_ADDRESS = 'vendas@example.com';
const COMPANY = 'Parque Logístico Parnamirim';

const uniqueSubject = (text: string) => `${text} ${Math.random().toString(36).slice(2, 8)}`;

async function newCustomer(browser: Browser, prefix: '' | '/en') {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  const customer = await verifiedCustomer(page, prefix, 'support');
  return { customer, page };
}

test('a request without JavaScript reaches the staff, and their reply reaches the customer', async ({ browser }) => {
  test.setTimeout(150_000);
  const subject = uniqueSubject('Carga atrasada');
  const { customer, page: withJs } = await newCustomer(browser, '');
  const sidebar = withJs.getByRole('navigation', { name: 'Menu do portal' });
  await sidebar.getByRole('link', { name: 'Suporte' }).click();
  await expect(withJs).toHaveURL('/support');
  await expect(sidebar.getByRole('link', { name: 'Suporte' })).toHaveAttribute('aria-current', 'page');
  await expect(withJs.getByRole('heading', { name: 'Canais de atendimento' })).toBeVisible();
  await expect(withJs.locator('[data-channel="hours"]')).toContainText('Segunda a sexta');
  await expect(withJs.getByTestId('requests-empty')).toHaveText('Você ainda não abriu nenhum chamado.');

  const page = await signedIn(browser, '', customer.email, customer.password, '/support', false);
  const form = page.getByTestId('new-request');
  await form.getByLabel('Assunto').fill(subject);
  await form.getByLabel('Categoria').selectOption({ label: 'Envio' });
  // Blank to the server (the browser only checks that something was typed): refused, values kept.
  await form.getByLabel(/^Mensagem/).fill('   ');
  await form.getByRole('button', { name: 'Enviar chamado' }).click();
  await expect(page.getByTestId('new-request').getByText('Escreva a mensagem.')).toBeVisible();
  await expect(page.getByTestId('new-request').getByLabel('Assunto')).toHaveValue(subject);
  await expect(page.locator('li[data-request]')).toHaveCount(0);

  await page
    .getByTestId('new-request')
    .getByLabel(/^Mensagem/)
    .fill('A carga não chegou.\nPodem verificar?');
  await page.getByTestId('new-request').getByRole('button', { name: 'Enviar chamado' }).click();
  await expect(page).toHaveURL('/support');
  await expect(page.getByText('Chamado enviado. Nossa equipe responderá em breve.')).toBeVisible();
  const mine = page.locator('li[data-request]').filter({ hasText: subject });
  await expect(mine.locator('[data-status="open"]')).toHaveText('Aberto');
  const adminLink = await linkInMail(SUPPORT_ADDRESS, new RegExp(`Novo chamado de suporte: ${subject}`));
  expect(adminLink).toMatch(/\/admin\/support\/[0-9a-f-]{36}$/);

  // The staff answer from the admin area, also without JavaScript.
  const admin = await signedIn(browser, '', ADMIN.email, ADMIN.password, '/admin/support', false);
  await admin.getByLabel('Assunto ou cliente').fill(customer.email);
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(admin.getByTestId('request-count')).toHaveText('1 chamado');
  await admin.locator('li[data-request]').filter({ hasText: subject }).getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(new URL(adminLink).pathname);
  await expect(admin.getByText(customer.email)).toBeVisible();
  await expect(admin.getByText('A carga não chegou.')).toBeVisible();
  await admin.getByLabel('Resposta').fill('Sua carga sai amanhã cedo.');
  await admin.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(admin.getByText('Resposta enviada. O cliente foi avisado.')).toBeVisible();
  await expect(admin.locator('[data-status="answered"]')).toHaveText('Respondido');

  await page.reload();
  await expect(mine.locator('[data-status="answered"]')).toHaveText('Respondido');
  await mine.getByRole('link', { name: subject }).click();
  const reply = page.locator('li[data-from="staff"]');
  await expect(reply).toContainText('Sua carga sai amanhã cedo.');
  await expect(reply).toContainText(COMPANY);
  const thread = new URL(page.url()).pathname;
  expect(await linkInMail(customer.email, new RegExp(`Resposta ao seu chamado: ${subject}`))).toMatch(
    new RegExp(`${thread}$`),
  );
  await page.goto('/dashboard/notifications');
  await expect(page.getByText(`Resposta ao chamado: ${subject}`)).toBeVisible();

  // Writing again opens it again; once the staff close it, it takes no more messages.
  await page.goto(thread);
  await page.getByLabel(/^Mensagem/).fill('Obrigada!');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();
  await expect(page.locator('[data-status="open"]')).toHaveText('Aberto');
  await admin.reload();
  await admin.getByRole('button', { name: 'Encerrar chamado' }).click();
  await expect(admin.getByText('Chamado encerrado.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('request-closed')).toBeVisible();
  await expect(page.getByTestId('message-form')).toHaveCount(0);
});

test("another customer's request is a 404; visitors see the channels and sign in for the rest", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page: owner } = await newCustomer(browser, '');
  await owner.goto('/support');
  const subject = uniqueSubject('Boleto');
  await owner.getByLabel('Assunto').fill(subject);
  await owner.getByLabel('Categoria').selectOption('billing');
  await owner.getByLabel(/^Mensagem/).fill('Boleto em dobro.');
  await owner.getByRole('button', { name: 'Enviar chamado' }).click();
  const thread =
    (await owner.locator('li[data-request]').filter({ hasText: subject }).getByRole('link').getAttribute('href')) ?? '';
  const id = thread.split('/').at(-1) ?? '';

  const { page: other } = await newCustomer(browser, '');
  for (const path of [thread, `/en${thread}`]) expect((await other.goto(path))?.status(), path).toBe(404);
  const origin = new URL(baseURL ?? '').origin;
  const refused = await other.request.post(`${thread}?_action=support.message`, {
    headers: { origin },
    form: { requestId: id, message: 'Oi' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);
  for (const action of ['support.reply', 'support.close']) {
    const staffOnly = await other.request.post(`/_actions/${action}`, {
      headers: { origin },
      form: { requestId: id, message: 'Oi' },
    });
    expect(staffOnly.status(), action).toBe(403);
  }
  expect((await other.goto('/admin/support'))?.status()).toBe(403);
  await owner.goto(thread);
  await expect(owner.locator('li[data-from="customer"]')).toHaveCount(1);

  // A visitor: the channels and a way in, no form; a request's page asks to sign in.
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Canais de atendimento' })).toBeVisible();
  await expect(page.getByTestId('new-request')).toHaveCount(0);
  await page.getByRole('link', { name: 'Entrar no portal' }).click();
  await expect(page).toHaveURL('/login?redirect=/support');
  await page.goto(thread);
  await expect(page).toHaveURL(`/login?redirect=${thread}`);
});

test('the English page sends a request and lists it', async ({ browser }) => {
  const { page } = await newCustomer(browser, '/en');
  await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL('/en/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(page.getByRole('heading', { name: 'Contact channels' })).toBeVisible();
  const subject = uniqueSubject('Password');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Category').selectOption({ label: 'Account access' });
  await page.getByLabel(/^Message/).fill('I cannot change my email.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. Our team will answer soon.')).toBeVisible();
  const mine = page.locator('li[data-request]').filter({ hasText: subject });
  await expect(mine.locator('[data-status="open"]')).toHaveText('Open');
  await expect(mine).toContainText('Account access');
  await mine.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/^.*\/en\/support\/[0-9a-f-]{36}$/);
  await expect(page.locator('li[data-from="customer"]')).toContainText('You');
});

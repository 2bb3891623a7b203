// Generate Report on the Overview (spec §2/§4): the dialog's defaults and the types that exist,
// the downloaded file's name and content, the toasts, the no-JavaScript form, and the endpoint's
// answers to no session (401) and bad parameters (400). Both languages. Staff: the admin overview's
// form downloads one customer's report without JavaScript.
import fs from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { freshIp, logIn, open, verifiedCustomer } from './support/accounts';
import { createShipment } from './support/shipments';
import { siteDay } from '@/lib/site-time';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** Today in America/Fortaleza (UTC-3, no DST), as the file name has it. */
const today = () => siteDay(new Date());
const saved = async (download: Download) => fs.readFile((await download.path()) ?? '');

async function openDialog(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('pt-BR: defaults, only existing types, the CSV download with the shipment, the success toast', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '', 'report-pt');
  const shipment = await createShipment(page, 'São Luís/MA', 'Carla Dias');
  await open(page, '/dashboard');
  const dialog = await openDialog(page, 'Gerar relatório');
  const type = dialog.getByLabel('Tipo de relatório');
  await expect(type).toHaveValue('shipments');
  await expect(dialog.getByLabel('Período')).toHaveValue('last_30_days');
  await expect(dialog.getByLabel('Formato do arquivo')).toHaveValue('csv');
  await expect(type.locator('option')).toHaveText(['Envios', 'Pagamentos', 'Relatório de documentos']);
  await expect(dialog.getByLabel('Período').locator('option')).toHaveText([
    'Últimos 7 dias',
    'Últimos 30 dias',
    'Este mês',
    'Mês passado',
    'Este ano',
  ]);
  await expect(dialog.getByLabel('Formato do arquivo').locator('option')).toHaveText(['CSV', 'PDF', 'Excel (xlsx)']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Gerar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`shipments_report_${today()}.csv`);
  const csv = (await saved(download)).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Código de rastreio;Criado em;Origem;Destino');
  expect(csv).toContain(`${shipment.tracking};`);
  expect(csv).toContain('São Luís/MA;12,5;Pendente;');
  await expect(page.getByText('Relatório gerado')).toBeVisible();
  await expect(page.getByText('Seu relatório de envios foi gerado e está pronto para download.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A slow request that fails: while it runs Cancel, Escape and the close button do nothing;
  // then the error toast, and the dialog stays for another try.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/reports?**', async (route) => {
    await answered;
    await route.fulfill({ status: 500, body: 'boom' });
  });
  const again = await openDialog(page, 'Gerar relatório');
  await again.getByRole('button', { name: 'Gerar' }).click();
  await expect(again.getByRole('button', { name: 'Gerando…' })).toBeDisabled();
  await expect(again.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await again.getByRole('button', { name: 'Fechar' }).click();
  await expect(again).toBeVisible();
  answer();
  await expect(page.getByText('Falha ao gerar o relatório. Tente novamente.')).toBeVisible();
  await expect(page.getByText('Erro', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('en: a Payments report in Excel, read back, with the English toast', async ({ page }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '/en', 'report-en');
  await open(page, '/en/dashboard');
  const dialog = await openDialog(page, 'Generate Report');
  await expect(dialog.getByLabel('Report type').locator('option')).toHaveText([
    'Shipments',
    'Payments',
    'Documents Report',
  ]);
  await expect(dialog.getByLabel('Date range')).toHaveValue('last_30_days');
  await dialog.getByLabel('Report type').selectOption({ label: 'Payments' });
  await dialog.getByLabel('Date range').selectOption({ label: 'This Year' });
  await dialog.getByLabel('File format').selectOption({ label: 'Excel (xlsx)' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Generate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payments_report_${today()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await saved(download)).buffer);
  expect(book.worksheets[0]?.getRow(1).values).toEqual([
    undefined,
    'Description',
    'Amount (R$)',
    'Due date',
    'State',
    'Paid on',
    'Payment method',
  ]);
  await expect(page.getByText('Report Generated')).toBeVisible();
  await expect(page.getByText('Your payments report has been generated and is ready to download.')).toBeVisible();
});

test('without JavaScript the Overview form downloads the PDF', async ({ browser, page, context }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '', 'report-nojs');
  await createShipment(page, 'Natal/RN', 'Davi Melo');
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    acceptDownloads: true,
  });
  const plain = await noJs.newPage();
  await plain.goto('/dashboard');
  await plain.getByText('Gerar relatório', { exact: true }).click();
  await plain.getByLabel('Formato do arquivo').selectOption('pdf');
  const [download] = await Promise.all([
    plain.waitForEvent('download'),
    plain.getByRole('button', { name: 'Gerar', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`shipments_report_${today()}.pdf`);
  expect((await saved(download)).subarray(0, 5).toString()).toBe('%PDF-');
  await noJs.close();
});

test('the endpoint: 401 without a session, 400 with a clear message for unknown parameters', async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get('/api/reports?type=shipments&range=last_30_days&format=csv');
  expect(refused.status()).toBe(401);
  await anonymous.dispose();

  await verifiedCustomer(page, '/en', 'report-400');
  const bad = await page.request.get('/api/reports?type=invoices&range=last_30_days&format=csv&lang=en');
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toBe('Unknown report type. Use one of: shipments, payments, documents.');
  const badRange = await page.request.get('/api/reports?type=shipments&range=forever&format=csv');
  expect(badRange.status()).toBe(400);
  expect(await badRange.text()).toContain('Período desconhecido');
  const notStaff = await page.request.get('/api/reports?type=shipments&range=last_30_days&format=csv&customer=all');
  expect(notStaff.status()).toBe(403);
  const someoneElse = await page.request.get(
    '/api/reports?type=shipments&range=last_30_days&format=csv&customer=someone',
  );
  expect(someoneElse.status()).toBe(404);
});

test("staff: the admin overview's form, without JavaScript, downloads one customer's shipments (both languages)", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await verifiedCustomer(page, '', 'report-staff');
  const shipment = await createShipment(page, 'Mossoró/RN', 'Eva Lima');
  const headers = { 'x-forwarded-for': freshIp() };
  const signIn = await browser.newContext({ extraHTTPHeaders: headers });
  const admin = await signIn.newPage();
  await open(admin, '/login?redirect=/admin');
  await logIn(admin, 'admin@example.com', 'Admin12345');
  await expect(admin).toHaveURL('/admin');
  const storageState = await signIn.storageState();
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState,
    acceptDownloads: true,
    extraHTTPHeaders: headers,
  });
  await signIn.close();
  const plain = await noJs.newPage();

  await plain.goto('/en/admin');
  const en = plain.getByRole('region', { name: 'Reports' });
  await expect(en.getByLabel('Customer', { exact: true })).toHaveValue('all');
  // Without a search, no account is listed: only everyone.
  await expect(en.getByLabel('Customer', { exact: true }).locator('option')).toHaveText(['All customers']);
  await expect(en.getByLabel('Report type').locator('option')).toHaveText([
    'Shipments',
    'Payments',
    'Documents Report',
  ]);

  await plain.goto('/admin');
  const pt = plain.getByRole('region', { name: 'Relatórios' });
  // The customer is found by a part of their email, in any case, and comes back chosen.
  await pt.getByLabel('Buscar cliente').fill(customer.email.split('@')[0]!.toUpperCase());
  await pt.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(plain).toHaveURL(/\/admin\?cliente=[^#]+#relatorios$/);
  await expect(pt.getByRole('status')).toHaveText(/^1 cliente encontrado para “/);
  await expect(pt.getByLabel('Cliente', { exact: true }).locator('option')).toHaveText([
    'Todos os clientes',
    `Ana Souza (${customer.email})`,
  ]);
  await expect(pt.getByLabel('Cliente', { exact: true })).toHaveValue(/.+/);
  expect(await pt.getByLabel('Cliente', { exact: true }).inputValue()).not.toBe('all');
  const [download] = await Promise.all([
    plain.waitForEvent('download'),
    pt.getByRole('button', { name: 'Gerar', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`shipments_report_${today()}.csv`);
  const lines = (await saved(download)).toString('utf8').trim().split('\r\n');
  // Only this customer's one shipment, though other specs' customers have theirs in the range.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${shipment.tracking};`);
  expect(lines[1]).toContain('Mossoró/RN');
  await noJs.close();

  // With JavaScript the search and the select are one combobox: typed, found, chosen, sent.
  const withJs = await browser.newContext({ storageState, acceptDownloads: true, extraHTTPHeaders: headers });
  const js = await withJs.newPage();
  await js.goto('/admin');
  const section = js.getByRole('region', { name: 'Relatórios' });
  // Hydrated: the select has made way for the combobox.
  await expect(section.locator('[data-customer-combobox]')).toBeVisible();
  const box = section.getByRole('combobox', { name: 'Cliente' });
  await box.fill(customer.email.split('@')[0]!);
  await expect(section.getByRole('status')).toHaveText(/^1 cliente encontrado para “/);
  await section.getByRole('option', { name: `Ana Souza (${customer.email})` }).click();
  await expect(box).toHaveValue(`Ana Souza (${customer.email})`);
  await expect(section.getByRole('listbox')).toBeHidden();
  const [jsDownload] = await Promise.all([
    js.waitForEvent('download'),
    section.getByRole('button', { name: 'Gerar', exact: true }).click(),
  ]);
  const jsLines = (await saved(jsDownload)).toString('utf8').trim().split('\r\n');
  expect(jsLines).toHaveLength(2);
  expect(jsLines[1]).toContain(`${shipment.tracking};`);
  // Emptied, the field is everyone again.
  await box.fill('');
  await box.press('Escape');
  await expect(section.locator('input[name="customer"]')).toHaveValue('all');
  await withJs.close();
});

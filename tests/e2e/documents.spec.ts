// Documents, as customers and staff use them: upload with a progress bar (and without
// JavaScript), refusals that keep nothing, view and download of the original bytes, search,
// delete; the staff's review reaching the customer (badge, notification, email); another
// customer's ids answered 404; the templates downloaded in both languages.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshIp, linkInMail, signedIn, verifiedCustomer } from './support/accounts';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

const TEXT = {
  '': {
    file: 'Arquivo',
    type: 'Tipo de documento',
    upload: 'Enviar documento',
    uploaded: 'Documento enviado.',
    invoice: 'Fatura',
    empty: 'Nenhum documento encontrado. Envie seu primeiro documento para começar.',
    pending: 'Em análise',
    wrongKind: 'Este tipo de arquivo não é aceito',
    tooLarge: 'O arquivo passa de 20 MB',
    tab: 'Documentos',
  },
  '/en': {
    file: 'File',
    type: 'Document type',
    upload: 'Upload document',
    uploaded: 'Document uploaded.',
    invoice: 'Invoice',
    empty: 'No documents found. Upload your first document to get started.',
    pending: 'Under review',
    wrongKind: 'This kind of file is not accepted',
    tooLarge: 'The file is over 20 MB',
    tab: 'Documents',
  },
} as const;

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\ntrailer\n<<>>\n%%EOF\n`);

async function customerPage(browser: Browser, prefix: '' | '/en') {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  const customer = await verifiedCustomer(page, prefix, 'documents');
  await page.goto(`${prefix}/dashboard/documents`);
  return { page, customer };
}

async function upload(page: Page, prefix: '' | '/en', file: { name: string; buffer: Buffer; mimeType?: string }) {
  const x = TEXT[prefix];
  const form = page.getByTestId('upload-form');
  await form.getByLabel(x.file).setInputFiles({ mimeType: 'application/pdf', ...file });
  await form.getByLabel(x.type).selectOption('invoice');
  await form.getByRole('button', { name: x.upload }).click();
}

const row = (page: Page, name: string) => page.locator('tr[data-document]').filter({ hasText: name });

for (const [prefix, javaScriptEnabled] of [
  ['', true],
  ['/en', false],
] as const) {
  test(`a customer uploads, finds, views, downloads and deletes a document (${prefix || 'pt-BR'}${javaScriptEnabled ? '' : ', no JavaScript'})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const x = TEXT[prefix];
    const { page: signedInPage, customer } = await customerPage(browser, prefix);
    const page = javaScriptEnabled
      ? signedInPage
      : await signedIn(browser, prefix, customer.email, customer.password, `${prefix}/dashboard/documents`, false);
    await expect(page.getByRole('link', { name: x.tab, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('documents-empty')).toHaveText(x.empty);

    // Refused, with the reason, and nothing kept: an executable named .pdf, then a file over 20 MB.
    await upload(page, prefix, { name: 'nota.pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) });
    await expect(page.getByTestId('upload-form').getByText(x.wrongKind)).toBeVisible();
    await upload(page, prefix, {
      name: 'grande.pdf',
      buffer: Buffer.concat([pdf('big'), Buffer.alloc(20 * 1024 * 1024)]),
    });
    await expect(page.getByTestId('upload-form').getByText(x.tooLarge)).toBeVisible();
    await page.goto(`${prefix}/dashboard/documents`);
    await expect(page.getByTestId('documents-empty')).toBeVisible();

    const bytes = pdf('fatura de novembro');
    await upload(page, prefix, { name: 'Fatura novembro.pdf', buffer: bytes });
    await expect(page.getByText(x.uploaded)).toBeVisible();
    const mine = row(page, 'Fatura novembro.pdf');
    await expect(mine).toContainText(x.invoice);
    await expect(mine.locator('[data-status="pending"]')).toHaveText(x.pending);
    const shortId = (await mine.getAttribute('data-document')) ?? '';
    expect(shortId).toMatch(/^[0-9a-f]{8}$/);

    // Search by type (as the customer reads it) and by name, in any case.
    await page.getByLabel(prefix ? 'Search documents' : 'Buscar documentos').fill(x.invoice.toUpperCase());
    await page.getByLabel(prefix ? 'Search documents' : 'Buscar documentos').press('Enter');
    await expect(row(page, 'Fatura novembro.pdf')).toBeVisible();
    await page.goto(`${prefix}/dashboard/documents?busca=nada-assim`);
    await expect(row(page, 'Fatura novembro.pdf')).toHaveCount(0);
    await page.goto(`${prefix}/dashboard/documents?busca=NOVEMBRO`);

    const viewHref =
      (await row(page, 'Fatura novembro.pdf')
        .getByRole('link', { name: /^(Ver|View) / })
        .getAttribute('href')) ?? '';
    const view = await page.request.get(viewHref);
    expect(view.status()).toBe(200);
    expect(view.headers()['content-type']).toBe('application/pdf');
    expect(view.headers()['content-security-policy']).toMatch(/^sandbox/);
    expect(Buffer.from(await view.body())).toEqual(bytes);
    const downloadHref =
      (await row(page, 'Fatura novembro.pdf')
        .getByRole('link', { name: /^(Baixar|Download) / })
        .getAttribute('href')) ?? '';
    const download = await page.request.get(downloadHref);
    expect(download.headers()['content-disposition']).toContain(`filename="Fatura novembro.pdf"`);
    expect(Buffer.from(await download.body())).toEqual(bytes);

    await row(page, 'Fatura novembro.pdf').locator('summary').click();
    await row(page, 'Fatura novembro.pdf')
      .getByRole('button', { name: /^(Excluir|Delete) / })
      .click();
    await expect(page.getByText(prefix ? 'Document deleted.' : 'Documento excluído.')).toBeVisible();
    await expect(row(page, 'Fatura novembro.pdf')).toHaveCount(0);
    expect((await page.request.get(viewHref)).status()).toBe(404);
  });
}

test('the upload shows its progress while the file goes up', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await customerPage(browser, '');
  const cdp = await page.context().newCDPSession(page);
  // About 2 MB at 1 MB/s: long enough to see the bar move.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await upload(page, '', { name: 'lento.pdf', buffer: Buffer.concat([pdf('lento'), Buffer.alloc(2 * 1024 * 1024)]) });
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  await expect(page.getByText('Documento enviado.')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'lento.pdf')).toBeVisible();
});

test("staff review reaches the customer; another customer's ids answer 404", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const { page, customer } = await customerPage(browser, '');
  const name = `Conhecimento ${Math.random().toString(36).slice(2, 8)}.pdf`;
  await upload(page, '', { name, buffer: pdf(name) });
  await expect(page.getByText('Documento enviado.')).toBeVisible();
  const viewHref = (await row(page, name).getByRole('link', { name: /^Ver / }).getAttribute('href')) ?? '';
  const id = viewHref.split('/').at(-1) ?? '';

  // Someone else, signed in: the same 404 for view and download, and delete changes nothing.
  const { page: other } = await customerPage(browser, '');
  for (const href of [viewHref, `${viewHref}?download=1`]) {
    const answer = await other.request.get(href);
    expect(answer.status(), href).toBe(404);
    expect(await answer.text(), href).toBe('Arquivo não encontrado.');
  }
  // Asked from an English page, it says so in English.
  const fromEnglish = await other.request.get(viewHref, {
    headers: { referer: new URL('/en/dashboard/documents', baseURL).href },
  });
  expect(await fromEnglish.text()).toBe('File not found.');
  const origin = new URL(baseURL ?? '').origin;
  const refused = await other.request.post('/dashboard/documents?_action=documents.delete', {
    headers: { origin },
    form: { documentId: id },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain('Documento não encontrado.');
  const report = await other.request.get(`/api/reports?type=documents&range=this_year&format=csv&customer=${id}`);
  expect(report.status()).toBe(404);
  expect(
    await (await other.request.get('/api/reports?type=documents&range=this_year&format=csv')).text(),
  ).not.toContain(name);
  expect((await page.request.get(viewHref)).status()).toBe(200);

  const admin = await signedIn(browser, '', ADMIN.email, ADMIN.password, '/admin/documents');
  const card = admin.locator('li[data-document]').filter({ hasText: name });
  await expect(card).toContainText(customer.email);
  expect((await admin.request.get(viewHref)).status()).toBe(200);
  await card.getByLabel('Motivo da rejeição').fill('Digitalização ilegível');
  await card.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(admin.getByText('Documento rejeitado. O cliente foi avisado.')).toBeVisible();
  await expect(admin.locator('li[data-document]').filter({ hasText: name })).toHaveCount(0);

  await page.reload();
  await expect(row(page, name).locator('[data-status="rejected"]')).toHaveText('Rejeitado');
  await expect(row(page, name)).toContainText('Digitalização ilegível');
  await page.goto('/dashboard/notifications');
  await expect(page.getByText(`Documento ${name}: Rejeitado`)).toBeVisible();
  expect(await linkInMail(customer.email, /Rejeitado/)).toContain('/dashboard/documents');
});

test('the templates download in both languages', async ({ page }) => {
  await verifiedCustomer(page, '', 'templates');
  for (const prefix of ['', '/en'] as const) {
    await page.goto(`${prefix}/dashboard/documents/templates`);
    const links = page.locator('a[href*="/api/document-templates/TPL-"]');
    await expect(links).toHaveCount(5);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-disposition'], href).toMatch(/^attachment;/);
      expect((await response.body()).byteLength, href).toBeGreaterThan(1000);
    }
  }
});

// A module's spec sheet (ficha técnica), as a visitor reaches it: the link on each available
// module's card and in the site plan's module dialog, in both languages, leads to a PDF that names
// the module and its areas; an unknown module is a 404 and HEAD answers without the file.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';

const card = (page: Page, n: number) => page.locator(`[data-module-card="${n}"]`);

/** The PDF's text, item by item, with plain spaces. */
async function pdfText(response: APIResponse): Promise<string> {
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
  }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++)
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  return items.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

const LANGUAGES = [
  {
    home: '/',
    link: 'Ficha técnica (PDF)',
    href: '/modulos/7/ficha-tecnica.pdf',
    file: 'ficha-tecnica-modulo-7.pdf',
    texts: ['Ficha técnica — Módulo 7', 'Armazenagem (m²)', '1.490,62', '180,00', 'Total (m²)', '1.885,23', 'CEP'],
    dialog: 'Módulo 7',
  },
  {
    home: '/en',
    link: 'Spec sheet (PDF)',
    href: '/en/modulos/7/ficha-tecnica.pdf',
    file: 'spec-sheet-module-7.pdf',
    texts: ['Spec sheet — Module 7', 'Storage (m²)', '1,490.62', '180.00', 'Total (m²)', '1,885.23', 'Postcode'],
    dialog: 'Module 7',
  },
] as const;

for (const language of LANGUAGES) {
  test(`${language.home}: a module card's spec sheet is a PDF naming the module and its areas`, async ({ page }) => {
    await page.goto(language.home);
    const link = card(page, 7).getByRole('link', { name: language.link });
    await expect(link).toHaveAttribute('href', language.href);
    // Every available module's card has its own.
    const cards = page.locator('[data-available-units] [data-module-card]');
    await expect(cards.getByRole('link', { name: language.link })).toHaveCount(await cards.count());

    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain(language.file);
    const text = await pdfText(response);
    for (const expected of language.texts) expect(text, expected).toContain(expected);
    expect(text).toContain('Parnamirim/RN');
  });
}

test('the site plan’s module dialog links to the module’s spec sheet, leased ones too', async ({ page }) => {
  await page.goto('/');
  const module = page.locator('[data-site-plan] [data-module="17"]');
  await expect(module).toHaveAttribute('role', 'button');
  await module.click();
  const dialog = page.getByRole('dialog', { name: 'Módulo 17' });
  const link = dialog.getByRole('link', { name: 'Ficha técnica (PDF)' });
  await expect(link).toHaveAttribute('href', '/modulos/17/ficha-tecnica.pdf');
  const text = await pdfText(await page.request.get('/modulos/17/ficha-tecnica.pdf'));
  expect(text).toContain('Módulo 17 · Alugado');
  expect(text).toContain('1.705,23');
});

test('a module that does not exist, or a number that is not one, has no spec sheet (404)', async ({ request }) => {
  for (const path of [
    '/modulos/99/ficha-tecnica.pdf',
    '/modulos/0/ficha-tecnica.pdf',
    '/modulos/07/ficha-tecnica.pdf',
    '/en/modulos/x/ficha-tecnica.pdf',
    '/en/modulos/99999999999999999999/ficha-tecnica.pdf',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/plain');
  }
  expect(await (await request.get('/en/modulos/99/ficha-tecnica.pdf')).text()).toBe(
    'There is no module with this number.',
  );
});

test('HEAD answers the spec sheet’s headers alone; it is kept per content version and a few minutes in browsers', async ({
  request,
}) => {
  const head = await request.head('/modulos/7/ficha-tecnica.pdf');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('application/pdf');
  expect((await head.body()).byteLength).toBe(0);
  expect((await request.head('/modulos/99/ficha-tecnica.pdf')).status()).toBe(404);
  const get = await request.get('/modulos/7/ficha-tecnica.pdf');
  expect(get.headers()['cache-control']).toBe('public, max-age=300');
  // The same file for every visitor: made once, then served from the page cache with its ETag.
  const again = await request.get('/modulos/7/ficha-tecnica.pdf');
  expect(again.headers()['x-page-cache']).toBe('hit');
  expect(again.headers().etag).toBe(get.headers().etag);
  expect((await again.body()).equals(await get.body())).toBe(true);
});

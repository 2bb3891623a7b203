// The staff's site texts, on a server of their own (the FAQ and the banner show on public pages the
// shared server's other specs read): a question added in both languages shows on both FAQ pages,
// reordered and hidden from the admin; the banner shows only between its dates, even on pages the
// cache kept from before its start, and a visitor's dismissal hides it for that visitor only.
// Hostile text stays text.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, open } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';

const staffServer = useStaffServer();

/** `date` as a datetime-local field takes it, in Fortaleza time (UTC-3 all year). */
const fortaleza = (date: Date) => new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 16);

async function signIn(page: Page, path: string) {
  const base = staffServer().origin;
  await open(page, `${base}/login?redirect=${path}`);
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(page).toHaveURL(`${base}${path}`);
}

/** A visitor without cookies (the page cache answers them), with or without JavaScript. */
async function visitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

const faqJsonLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((b) => JSON.parse(b) as { '@type': string; mainEntity?: { name: string }[] })
    .find((d) => d['@type'] === 'FAQPage');
};

test('an admin adds a question in both languages: it shows on both FAQ pages, in order, until hidden; hostile text stays inert', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const base = staffServer().origin;
  const anonymous = await visitor(browser);
  await anonymous.goto(`${base}/faq`);
  expect((await anonymous.goto(`${base}/faq`))?.headers()['x-page-cache']).toBe('hit');
  await expect(anonymous.getByTestId('condominium-faq-item')).toHaveCount(0);

  await signIn(page, '/admin/site');
  await page
    .getByRole('navigation', { name: 'Partes do site' })
    .getByRole('link', { name: 'Perguntas frequentes' })
    .click();
  await expect(page).toHaveURL(`${base}/admin/site/faq`);
  await expect(page.locator('[data-faq-group="freight"] > li')).toHaveCount(10);

  // Refused input changes nothing and says why, in the editor's language.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Adicionar pergunta' }) });
  await form.getByLabel('Pergunta (português)').fill('O condomínio tem portaria 24 horas?');
  await form.getByLabel('Resposta (inglês)').fill('x'.repeat(10));
  await form.evaluate((f) => f.setAttribute('novalidate', ''));
  await form.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect(form.getByText('Preencha este campo.')).toHaveCount(2);
  await expect(form.getByLabel('Pergunta (português)')).toHaveValue('O condomínio tem portaria 24 horas?');
  await expect(page.locator('[data-faq-group="condominium"]')).toHaveCount(0);

  await form.getByLabel('Grupo').selectOption({ label: 'Condomínio' });
  await form
    .getByLabel('Resposta (português)')
    .fill(
      'Sim, com **controle de acesso**.\n\n<script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2"> [clique](javascript:window.__pwned=3)',
    );
  await form.getByLabel('Pergunta (inglês)').fill('Is the gate staffed around the clock?');
  await form.getByLabel('Resposta (inglês)').fill('Yes, with *access control*.\n- Cameras\n- Guards');
  await form.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pergunta adicionada' })).toBeVisible();

  // The visitor's next request shows it, in each language; the freight questions stay as they were.
  await anonymous.goto(`${base}/faq`);
  await expect(anonymous.getByTestId('faq-item')).toHaveCount(10);
  await expect(anonymous.getByRole('heading', { name: 'Sobre o condomínio' })).toBeVisible();
  const question = anonymous.getByTestId('condominium-faq-item');
  await expect(question).toHaveCount(1);
  await question.getByText('O condomínio tem portaria 24 horas?').click();
  await expect(question.locator('strong')).toHaveText('controle de acesso');
  await expect(question).toContainText('<script>window.__pwned = 1</script>');
  await expect(question).toContainText('<img src=x onerror=');
  await expect(question.locator('script, img, a')).toHaveCount(0);
  expect(await anonymous.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect((await faqJsonLd(anonymous))?.mainEntity?.at(-1)?.name).toBe('O condomínio tem portaria 24 horas?');

  await anonymous.goto(`${base}/en/faq`);
  const english = anonymous.getByTestId('condominium-faq-item');
  await english.getByText('Is the gate staffed around the clock?').click();
  await expect(english.locator('em')).toHaveText('access control');
  await expect(english.getByRole('listitem')).toHaveText(['Cameras', 'Guards']);
  expect((await faqJsonLd(anonymous))?.mainEntity).toHaveLength(11);

  // A second question, moved above the first: the visitors see the new order.
  await form.getByLabel('Grupo').selectOption({ label: 'Condomínio' });
  await form.getByLabel('Pergunta (português)').fill('Há vagas para caminhões?');
  await form.getByLabel('Resposta (português)').fill('Sim, no pátio.');
  await form.getByLabel('Pergunta (inglês)').fill('Is there truck parking?');
  await form.getByLabel('Resposta (inglês)').fill('Yes, in the yard.');
  await form.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pergunta adicionada' })).toBeVisible();
  await page.getByRole('button', { name: 'Subir “Há vagas para caminhões?”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ordem das perguntas alterada' })).toBeVisible();
  await expect(page.locator('[data-faq-group="condominium"] > li')).toHaveText([
    /Há vagas para caminhões\?/,
    /O condomínio tem portaria 24 horas\?/,
  ]);
  await anonymous.goto(`${base}/en/faq`);
  await expect(anonymous.getByTestId('condominium-faq-item').locator('summary')).toHaveText([
    'Is there truck parking?',
    'Is the gate staffed around the clock?',
  ]);

  // Hidden: gone from the site, still in the admin.
  await page.getByRole('button', { name: 'Ocultar “O condomínio tem portaria 24 horas?”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pergunta ocultada do site' })).toBeVisible();
  await anonymous.goto(`${base}/faq`);
  await expect(anonymous.getByTestId('condominium-faq-item')).toHaveText([/Há vagas para caminhões\?/]);

  // Edited from a page read before another save: refused, and the text stays.
  const stale = await page.context().newPage();
  await stale.goto(`${base}/admin/site/faq`);
  await stale.getByRole('link', { name: 'Editar “Há vagas para caminhões?”' }).click();
  await page.goto(stale.url());
  await page.getByLabel('Resposta (português)').fill('Sim, 40 vagas no pátio.');
  await page.getByRole('button', { name: 'Salvar pergunta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pergunta salva' })).toBeVisible();
  await stale.getByLabel('Resposta (português)').fill('Não.');
  await stale.getByRole('button', { name: 'Salvar pergunta' }).click();
  await expect(stale.getByText('Outra pessoa alterou isto enquanto você editava.')).toBeVisible();
  await anonymous.goto(`${base}/faq`);
  await anonymous.getByText('Há vagas para caminhões?').click();
  await expect(anonymous.getByTestId('condominium-faq-item')).toContainText('Sim, 40 vagas no pátio.');

  // The audit names who, and what before and after.
  await page.goto(`${base}/admin/audit`);
  await expect(page.locator('[data-audit]').filter({ hasText: 'Pergunta frequente adicionada' })).toHaveCount(2);
  const edit = page.locator('[data-audit]').filter({ hasText: 'Pergunta frequente alterada' });
  await expect(edit).toContainText('Sim, no pátio.');
  await expect(edit).toContainText('Sim, 40 vagas no pátio.');
  await anonymous.context().close();
});

test('the banner shows only between its dates, on / and /en, and a dismissal hides it for that visitor only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const base = staffServer().origin;
  await signIn(page, '/admin/site/banner');
  // A field by the start of its label (a required one ends with its marker).
  const field = (label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  const save = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await field(label).fill(value);
    await page.getByRole('button', { name: 'Salvar aviso' }).click();
  };
  const banner = (p: Page) => p.getByRole('region', { name: /^(Aviso|Notice)$/ });

  // Dates in the future: saved, scheduled, not shown.
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  await save({
    'Texto (português)': 'Módulo 7 disponível <script>window.__pwned = 1</script>',
    'Texto (inglês)': 'Module 7 available from March',
    'Link (opcional)': '/faq',
    Início: fortaleza(tomorrow),
    Fim: fortaleza(new Date(tomorrow.getTime() + 24 * 3600_000)),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Aviso salvo' })).toBeVisible();
  await expect(page.locator('[data-banner-state="before"]')).toBeVisible();
  const anonymous = await visitor(browser);
  await anonymous.goto(`${base}/`);
  expect((await anonymous.goto(`${base}/`))?.headers()['x-page-cache']).toBe('hit');
  await expect(banner(anonymous)).toHaveCount(0);

  // Refused: an end before the start; a javascript: link. Nothing changes.
  await save({ Fim: fortaleza(new Date(tomorrow.getTime() - 3600_000)), 'Link (opcional)': 'javascript:alert(1)' });
  await expect(page.getByText('O fim deve ser depois do início.')).toBeVisible();
  await expect(page.getByText('Informe um endereço que comece com https://')).toBeVisible();
  await page.goto(`${base}/admin/site/banner`);
  await expect(field('Link (opcional)')).toHaveValue('/faq');

  // Starting at the next minute (at least 15 s away): the page the cache keeps before the start is
  // not served after it.
  const start = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  await save({ Início: fortaleza(start), Fim: fortaleza(new Date(start.getTime() + 3600_000)) });
  await expect(page.getByRole('status').filter({ hasText: 'Aviso salvo' })).toBeVisible();
  await anonymous.goto(`${base}/`);
  expect((await anonymous.goto(`${base}/`))?.headers()['x-page-cache']).toBe('hit');
  await expect(banner(anonymous)).toHaveCount(0);
  await anonymous.waitForTimeout(start.getTime() - Date.now() + 1000);
  await anonymous.goto(`${base}/`);
  await expect(banner(anonymous)).toBeVisible();
  // Typed markup is shown as text; the link goes to the page in the visitor's language.
  await expect(banner(anonymous)).toContainText('Módulo 7 disponível <script>window.__pwned = 1</script>');
  expect(await anonymous.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(banner(anonymous).getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/faq');
  await anonymous.goto(`${base}/en`);
  await expect(banner(anonymous)).toContainText('Module 7 available from March');
  await expect(banner(anonymous).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/en/faq');

  // Dismissed with JavaScript and without: gone for that visitor, on every page, still there for others.
  const noScript = await visitor(browser, false);
  for (const [who, prefix] of [
    [anonymous, '/en'],
    [noScript, ''],
  ] as const) {
    await who.goto(`${base}${prefix}/faq`);
    await banner(who)
      .getByRole('button', { name: prefix ? 'Close notice' : 'Fechar aviso' })
      .click();
    await expect(who).toHaveURL(`${base}${prefix}/faq`);
    await expect(banner(who)).toHaveCount(0);
    await who.goto(`${base}/`);
    await expect(banner(who)).toHaveCount(0);
  }
  const other = await visitor(browser);
  await other.goto(`${base}/en/faq`);
  await expect(banner(other)).toBeVisible();

  // Saved again, it shows again, even to those who closed the earlier one.
  await field('Texto (inglês)').fill('Module 7 available from April');
  await page.getByRole('button', { name: 'Salvar aviso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aviso salvo' })).toBeVisible();
  await anonymous.goto(`${base}/en`);
  await expect(banner(anonymous)).toContainText('Module 7 available from April');

  // Ended: gone for everyone.
  await save({
    Início: fortaleza(new Date(Date.now() - 2 * 3600_000)),
    Fim: fortaleza(new Date(Date.now() - 3600_000)),
  });
  await expect(page.locator('[data-banner-state="after"]')).toBeVisible();
  await other.goto(`${base}/en/faq`);
  await expect(banner(other)).toHaveCount(0);

  await page.goto(`${base}/admin/audit`);
  await expect(page.locator('[data-audit]').filter({ hasText: 'Aviso do site alterado' })).toHaveCount(4);
});

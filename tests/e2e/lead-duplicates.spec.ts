// Duplicate leads: two messages from the same address (written in different capitals) show
// together on the duplicates page and in each lead's "possible duplicates" box; merging them,
// without JavaScript, keeps every event of both on the kept lead's timeline and removes the other.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshIp, logIn, open } from './support/accounts';

const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

async function submitLead(browser: Browser, lead: { name: string; email: string }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  await page.goto('/#contact-form-section');
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Nome completo').fill(lead.name);
  await field('Email').fill(lead.email);
  await field('Celular').fill('(84) 98888-7777');
  await field('Mensagem').fill(`Mensagem de ${lead.name}.`);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Enviar mensagem' }).click(),
  ]);
  expect(response.status()).toBeLessThan(400);
  await context.close();
}

async function addNote(page: Page, href: string, note: string) {
  await page.goto(href);
  await page.getByLabel('Anotação interna').fill(note);
  await page.getByRole('button', { name: 'Adicionar anotação' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anotação adicionada' }).first()).toBeVisible();
}

test('two leads with the same address show together and merge keeping every event', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A leading digit sorts the group before the other specs' addresses: on the first page.
  const tag = letters();
  const first = { name: `Primeira ${tag}`, email: `0dup-${tag}@example.com` };
  const second = { name: `Segunda ${tag}`, email: `0DUP-${tag}@Example.com` };
  await submitLead(browser, first);
  await submitLead(browser, second);

  await open(page, '/login?redirect=/admin/leads/duplicates');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/admin/leads/duplicates');
  await expect(page.getByRole('link', { name: 'Duplicados' })).toHaveAttribute('aria-current', 'page');
  const group = page.locator(`[data-group="email-0dup-${tag}@example.com"]`);
  await expect(group.getByRole('heading')).toHaveText(`Mesmo e-mail: 0dup-${tag}@example.com`);
  const rows = group.locator('tr[data-lead]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(first.name);
  await expect(rows.nth(1)).toContainText(second.name);
  const [keptId, mergedId] = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-lead')!));
  const keptHref = `/admin/leads/${keptId}`;

  await addNote(page, keptHref, `Nota da primeira ${tag}`);
  // The kept lead's page names the other as a possible duplicate.
  const box = page.locator('[data-duplicates]');
  await expect(box.locator(`[data-duplicate="${mergedId}"]`)).toContainText(second.name);
  await addNote(page, `/admin/leads/${mergedId}`, `Nota da segunda ${tag}`);
  await expect(page.locator(`[data-duplicates] [data-duplicate="${keptId}"]`)).toContainText(first.name);

  // Without JavaScript: the group's form opens the confirmation, its POST merges.
  const cookies = await page.context().cookies();
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  await noJs.addCookies(cookies);
  const staff = await noJs.newPage();
  await staff.goto('/admin/leads/duplicates');
  const secondRow = staff.locator(`[data-group="email-0dup-${tag}@example.com"] tr[data-lead="${mergedId}"]`);
  await secondRow.getByLabel('Unir este contato a').selectOption(keptId!);
  await secondRow.getByRole('button', { name: 'Revisar união' }).click();
  await expect(staff.getByRole('heading', { name: 'Unir dois contatos' })).toBeVisible();
  // Its note and its instant answer's event.
  await expect(staff.locator('[data-merge-moves]')).toHaveText(
    'Passam para o contato que fica: eventos do histórico, 2; visitas, 0.',
  );
  await staff.getByRole('button', { name: 'Unir os contatos' }).click();
  await expect(staff).toHaveURL(keptHref);
  await expect(staff.getByRole('status').filter({ hasText: 'Contatos unidos' }).first()).toBeVisible();
  const timeline = staff.locator('[data-timeline] > li');
  await expect(timeline.filter({ hasText: `Nota da primeira ${tag}` })).toHaveCount(1);
  await expect(timeline.filter({ hasText: `Nota da segunda ${tag}` })).toHaveCount(1);
  await expect(staff.locator('[data-event="merge"]')).toContainText(
    `Lead duplicado de ${second.name} (${second.email}) unido a este`,
  );
  await expect(staff.locator('[data-event="merge"]')).toContainText(`Mensagem de ${second.name}.`);
  // The merged lead is no duplicate any more (others of the suite may share a phone with the kept one).
  await expect(staff.locator(`[data-duplicates] [data-duplicate="${mergedId}"]`)).toHaveCount(0);
  expect((await staff.goto(`/admin/leads/${mergedId}`))?.status()).toBe(404);

  // The same merge again: the lead is gone, a clear message, nothing changed.
  const again = await staff.goto(`/en/admin/leads/duplicates?manter=${keptId}&unir=${mergedId}`);
  expect(again?.status()).toBe(404);
  await expect(staff.locator('[data-merge-gone]')).toContainText('One of the leads no longer exists');
  await expect(staff.locator(`[data-group="email-0dup-${tag}@example.com"]`)).toHaveCount(0);
  await noJs.close();
});

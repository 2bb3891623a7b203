// The staff's editor of each module's public content (Site section), on a server of its own (prices
// and areas show on the landing page the shared server's other specs read): a price shows as the
// all-in monthly figure in both languages, a changed smallest total moves the hero's "from N m²",
// a refused or stale save changes nothing, and visitors tick neighbouring modules to see their sum,
// with and without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { logIn, open } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });
const staffServer = useStaffServer();

const tick = (page: Page, label: string) => page.locator('[data-combine-form]').getByLabel(label, { exact: true });
const card = (page: Page, n: number) => page.locator(`[data-available-units] [data-module-card="${n}"]`);

async function editModule(page: Page, n: number, fields: Record<string, string>) {
  await page.goto(`${staffServer().origin}/admin/site/modules/${n}`);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Salvar' }).click();
}

test('the admin prices two modules and shrinks one: the cards, the dialog and the hero follow on the next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const base = staffServer().origin;
  // A visitor without cookies, served the landing page from the page cache.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${base}/`);
  expect((await anonymous.goto(`${base}/`))?.headers()['x-page-cache']).toBe('hit');
  await expect(card(anonymous, 5).locator('[data-module-monthly]')).toContainText('Sob consulta');
  await expect(anonymous.getByText('Módulos a partir de 1.705,23 m²')).toBeVisible();

  await open(page, `${base}/login?redirect=/admin/site/modules`);
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(page).toHaveURL(`${base}/admin/site/modules`);
  await expect(page.getByRole('heading', { level: 1, name: 'Módulos no site' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Partes do site' }).getByRole('link', { name: 'Módulos' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-site-module]')).toHaveCount(18);
  await page.getByRole('link', { name: 'Editar — Módulo 5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Módulo 5 no site' })).toBeVisible();
  // The spec's figures until changed, as the editor types them.
  await expect(page.getByLabel('Armazenagem (m²)')).toHaveValue('1490,62');
  await expect(page.getByLabel('Portaria/Apoio (m²)')).toHaveValue('71,9778');
  // A second tab opened before the save: its form is one version behind.
  const stale = await page.context().newPage();
  await stale.goto(`${base}/admin/site/modules/5`);

  // Refused input changes nothing and says why, in the editor's language.
  await page.getByLabel('Aluguel (R$ por mês)').fill('45.000,00');
  await page.getByLabel('Marquise (m²)').fill('136,12345');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preencha aluguel, condomínio e IPTU juntos')).toBeVisible();
  await expect(page.locator('#module-canopyArea-error')).toContainText('Informe a área em m²');
  await expect(page.getByLabel('Marquise (m²)')).toHaveValue('136,12345');

  await page.getByLabel('Marquise (m²)').fill('136');
  await page.getByLabel('Condomínio (R$ por mês)').fill('3.500,00');
  await page.getByLabel('IPTU estimado (R$ por mês)').fill('1.200,00');
  await page
    .getByLabel('Descrição em português')
    .fill('Módulo com **escritório** climatizado\n<img src=x onerror="alert(1)">');
  await page.getByLabel('Descrição em inglês').fill('Module with an air-conditioned **office**');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Módulo salvo' })).toBeVisible();
  await expect(page.locator('[data-last-change]')).toContainText('Última alteração por Gerencia Example');

  // The stale tab's save is refused, and the price stays.
  await stale.getByLabel('Docas').fill('5');
  await stale.getByRole('button', { name: 'Salvar' }).click();
  await expect(stale.getByText('Outra pessoa alterou este módulo enquanto você editava.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Aluguel (R$ por mês)')).toHaveValue('45000');
  await expect(page.getByLabel('Docas')).toHaveValue('4');

  await editModule(page, 6, {
    'Aluguel (R$ por mês)': '40.000,00',
    'Condomínio (R$ por mês)': '3.500,00',
    'IPTU estimado (R$ por mês)': '1.000,00',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Módulo salvo' })).toBeVisible();
  // Module 12 becomes the smallest: 1,614.61 m² in all.
  await editModule(page, 12, { 'Armazenagem (m²)': '1400' });
  await expect(page.getByRole('status').filter({ hasText: 'Módulo salvo' })).toBeVisible();

  // The visitor's next request: the cached page is not served again.
  await anonymous.goto(`${base}/`);
  const five = card(anonymous, 5);
  await expect(five.locator('[data-module-monthly]')).toContainText('Valor mensal: R$ 49.700,00/mês');
  await expect(five.locator('[data-module-monthly]')).toContainText('Aluguel + condomínio + IPTU');
  await expect(five.locator('.rich-text strong')).toHaveText('escritório');
  await expect(five).toContainText('<img src=x onerror="alert(1)">');
  await expect(five.locator('img')).toHaveCount(0);
  await expect(card(anonymous, 7).locator('[data-module-monthly]')).toContainText('Sob consulta');
  await expect(anonymous.getByText('Módulos a partir de 1.614,61 m²')).toBeVisible();
  await expect(card(anonymous, 12)).toContainText('1.614,61 m² no total');
  // The module's dialog, from the site plan: the parts and the all-in figure.
  await anonymous.locator('[data-site-plan] [data-module="5"]').click();
  const dialog = anonymous.getByRole('dialog', { name: 'Módulo 5' });
  await expect(dialog.locator('[data-module-price]')).toContainText('AluguelR$ 45.000,00');
  await expect(dialog.locator('[data-module-price]')).toContainText('Valor mensalR$ 49.700,00/mês');

  await anonymous.goto(`${base}/en`);
  await expect(card(anonymous, 5).locator('[data-module-monthly]')).toContainText('Monthly: R$49,700.00/month');
  await expect(card(anonymous, 5)).toContainText('Module with an air-conditioned office');
  await expect(card(anonymous, 7).locator('[data-module-monthly]')).toContainText('On request');
  await expect(anonymous.getByText('Modules from 1,614.61 m²')).toBeVisible();
  await visitor.close();

  // The audit log names who, and the price before and after.
  await page.goto(`${base}/admin/audit?acao=module.content`);
  const entries = page.locator('[data-audit]');
  await expect(entries).toHaveCount(3);
  await expect(entries.filter({ hasText: '4500000' })).toHaveCount(1);
});

test.describe('a visitor ticks neighbouring modules', () => {
  test('with JavaScript: the combined area and monthly figure update at once', async ({ page }) => {
    await page.goto(`${staffServer().origin}/`);
    const result = page.locator('[data-combine-result]');
    await tick(page, 'Módulo 5').check();
    await expect(result).toHaveText('Marque pelo menos dois módulos vizinhos.');
    await tick(page, 'Módulo 6').check();
    await expect(result).toHaveText('Módulos 5 e 6: 3.770,45\u00a0m² no total · R$ 94.200,00/mês');
    // No request was needed for it.
    expect(new URL(page.url()).search).toBe('');
    await tick(page, 'Módulo 7').check();
    await expect(result).toHaveText('Módulos 5 a 7: 5.655,68\u00a0m² no total · Sob consulta');
    await tick(page, 'Módulo 6').uncheck();
    await expect(result).toContainText('Esses módulos não ficam lado a lado.');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form reloads the section with the sum, or says why not', async ({ page }) => {
      const base = staffServer().origin;
      await page.goto(`${base}/en`);
      await tick(page, 'Module 5').check();
      await tick(page, 'Module 6').check();
      await page.getByRole('button', { name: 'Add up the ticked modules' }).click();
      await expect(page).toHaveURL(`${base}/en?modulos=5&modulos=6#modulos-juntos`);
      await expect(page.locator('[data-combine-result]')).toHaveText(
        'Modules 5 and 6: 3,770.45\u00a0m² in total · R$94,200.00/month',
      );
      await expect(tick(page, 'Module 6')).toBeChecked();

      // 9 and 10 face each other across the yard: not neighbours.
      await page.goto(`${base}/?modulos=9&modulos=10`);
      await expect(page.locator('[data-combine-result]')).toHaveText(
        'Esses módulos não ficam lado a lado. Marque módulos vizinhos na mesma fileira, com números seguidos.',
      );
      await page.goto(`${base}/?modulos=15&modulos=16`);
      await expect(page.locator('[data-combine-result]')).toHaveText('Só é possível somar módulos disponíveis.');
    });
  });
});

// Landing section 4, 'Módulos disponíveis', walked as a visitor: the area table, the available and
// leased units, the interactive site plan, 'Tenho interesse' into the booking of a visit, and no-JS use.
// Which modules are available is module-availability.spec.ts's: here, other specs lease modules.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { fragmentDialogReady } from '../support/landing';

const section = (page: Page) => page.locator('#disponibilidade');
const sitePlan = (page: Page) => page.locator('[data-site-plan]');
const planModule = (page: Page, n: number) => sitePlan(page).locator(`[data-module="${n}"]`);
const card = (page: Page, n: number) => page.locator(`[data-module-card="${n}"]`);

/** axe on a page this size takes a while on a busy 2-core machine: callers mark their test slow. */
async function expectNoSeriousViolations(page: Page, include: string) {
  const serious = await axeViolations(page, { seriousOnly: true, include });
  expect(serious, serious.join('\n')).toEqual([]);
}

const PT_TOTALS = ['26.897,44', '1.624,00', '2.448,00', '1.295,60', '119,30', '32.384,34', '72', '18'];
const EN_TOTALS = ['26,897.44', '1,624.00', '2,448.00', '1,295.60', '119.30', '32,384.34', '72', '18'];

test.describe('area table', () => {
  for (const [path, button, title, headings, totals] of [
    [
      '/',
      'Quadro de Áreas',
      'Quadro de Áreas dos Módulos',
      [
        'Módulo',
        'Armazenagem (m²)',
        'Mezanino (m²)',
        'Marquise (m²)',
        'Portaria/Apoio (m²)',
        'Utilidades (m²)',
        'Total (m²)',
        'Docas',
        'Rampa',
      ],
      PT_TOTALS,
    ],
    [
      '/en',
      'Area schedule',
      'Module area schedule',
      [
        'Module',
        'Storage (m²)',
        'Mezzanine (m²)',
        'Canopy (m²)',
        'Gatehouse/Support (m²)',
        'Utilities (m²)',
        'Total (m²)',
        'Docks',
        'Ramp',
      ],
      EN_TOTALS,
    ],
  ] as const) {
    test(`${path}: lists the 18 modules with the owner's totals, and Escape gives focus back`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      const trigger = section(page).getByRole('link', { name: button, exact: true }).first();
      await expect(trigger).toHaveAttribute('href', path === '/' ? '/quadro-de-areas' : '/en/quadro-de-areas');
      await fragmentDialogReady(page);
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const table = dialog.getByRole('table', { name: title });
      await expect(table.getByRole('columnheader')).toHaveText([...headings]);
      await expect(table.locator('tbody tr')).toHaveCount(18);
      await expect(table.locator('tbody th')).toHaveText(
        Array.from({ length: 18 }, (_, i) => `${headings[0]} ${i + 1}`),
      );
      await expect(table.locator('tfoot td')).toHaveText([...totals]);
      await expectNoSeriousViolations(page, 'dialog[open]');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("a unit's own 'Quadro de Áreas' shows that module's row", async ({ page }) => {
    await page.goto('/');
    const trigger = card(page, 7).getByRole('link', { name: 'Quadro de Áreas' });
    await expect(trigger).toHaveAttribute('href', '/quadro-de-areas#modulo-7');
    await fragmentDialogReady(page);
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Quadro de Áreas — Módulo 7' });
    await expect(dialog).toBeVisible();
    const row = (name: string) => dialog.getByRole('row', { name });
    await expect(row('Armazenagem (m²)').getByRole('cell')).toHaveText('1.490,62');
    await expect(row('Mezanino (m²)').getByRole('cell')).toHaveText('180,00');
    await expect(row('Total (m²)').getByRole('cell')).toHaveText('1.885,23');
    await expect(row('Docas').getByRole('cell')).toHaveText('4');
    await expect(row('Rampa').getByRole('cell')).toHaveText('1');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('units', () => {
  test("'Tenho interesse' opens the booking of a visit with the module chosen", async ({ page }) => {
    await page.goto('/');
    await expect(planModule(page, 7)).toHaveAttribute('role', 'button');
    const interest = card(page, 7).getByRole('link', { name: 'Tenho interesse' });
    await interest.scrollIntoViewIfNeeded();
    await interest.click();
    await expect(page).toHaveURL(/\/agendar-visita\?modulo=7$/);
    await expect(page.locator('select[name="modulo"]')).toHaveValue('7');
  });
});

test.describe('site plan', () => {
  test('has 18 focusable modules; Enter opens a module’s figures, Escape returns to it', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(planModule(page, 7)).toHaveAttribute('role', 'button');
    const modules = sitePlan(page).getByRole('button', { name: /^Módulo \d+ — / });
    await expect(modules).toHaveCount(18);
    await expect(planModule(page, 7)).toHaveAttribute('aria-label', 'Módulo 7 — disponível, 1.885,23 m²');
    await expect(planModule(page, 1)).toHaveAttribute('aria-label', 'Módulo 1 — alugado, 1.903,80 m²');

    await planModule(page, 6).focus();
    await page.keyboard.press('Tab');
    await expect(planModule(page, 7)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Módulo 7' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Disponível');
    const figures = dialog.locator('[data-module-figures="7"]');
    await expect(figures.locator('dd')).toHaveText([
      '1.490,62',
      '180,00',
      '136,00',
      '71,98',
      '6,63',
      '1.885,23',
      '4',
      '1',
    ]);
    await expect(dialog.getByRole('link', { name: 'Tenho interesse' })).toBeVisible();
    await expectNoSeriousViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(planModule(page, 7)).toBeFocused();

    await planModule(page, 17).focus();
    await page.keyboard.press(' ');
    const leased = page.getByRole('dialog', { name: 'Módulo 17' });
    await expect(leased).toContainText('Alugado');
    await expect(leased).toContainText('Este módulo já está alugado.');
    await expect(leased.getByRole('link', { name: 'Tenho interesse' })).toHaveCount(0);
  });

  test('the page carries one module dialog; its figures load on request, with loading and error states', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('dialog[data-plan-dialog]')).toHaveCount(1);
    await expect(page.locator('[data-module-figures]')).toHaveCount(0);
    await expect(planModule(page, 7)).toHaveAttribute('role', 'button');

    // A slow answer: the dialog opens at once, saying it is loading, then shows the figures.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fragmentos/modulo/9', async (route) => {
      await held;
      await route.continue();
    });
    await planModule(page, 9).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Carregando…');
    release();
    const dialog = page.getByRole('dialog', { name: 'Módulo 9' });
    await expect(dialog.locator('[data-module-figures="9"] dd').nth(5)).toHaveText('1.903,80');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();

    // No answer: the dialog offers the module's entry in the lists, where the link leads.
    await page.route('**/fragmentos/modulo/8', (route) => route.abort());
    await planModule(page, 8).click();
    const failed = page.getByRole('dialog');
    await expect(failed.getByRole('alert')).toContainText('Não foi possível carregar este conteúdo agora.');
    await failed.getByRole('link', { name: 'Ver o módulo na lista' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/#modulo-8$/);
    await expect(card(page, 8)).toBeInViewport();
  });

  test("'Tenho interesse' in a module's figures takes the visitor to the booking", async ({ page }) => {
    await page.goto('/');
    await expect(planModule(page, 7)).toHaveAttribute('role', 'button');
    await planModule(page, 7).click();
    const dialog = page.getByRole('dialog', { name: 'Módulo 7' });
    await dialog.getByRole('link', { name: 'Tenho interesse' }).click();
    await expect(page).toHaveURL(/\/agendar-visita\?modulo=7$/);
    await expect(page.locator('select[name="modulo"]')).toHaveValue('7');
  });

  test('the section has no serious or critical axe violations', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(planModule(page, 7)).toHaveAttribute('role', 'button');
    // Shown at once: axe measures contrast on what is painted, not half-way through the fade-in.
    await page.addStyleTag({ content: '[data-fade] { transition: none !important; }' });
    await section(page).evaluate((el) =>
      el.querySelectorAll('[data-fade]').forEach((n) => n.setAttribute('data-fade', 'in')),
    );
    await expectNoSeriousViolations(page, '#disponibilidade');
  });
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the site plan fits the screen with legible labels; the table scrolls sideways', async ({ page }) => {
    await page.goto('/');
    const svg = sitePlan(page).locator('svg');
    await expect(planModule(page, 7)).toHaveAttribute('role', 'button');
    const box = await svg.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const textHeight = (n: number, index: number) =>
      planModule(page, n)
        .locator('text')
        .nth(index)
        .evaluate((el) => el.getBoundingClientRect().height);
    expect(await textHeight(7, 0)).toBeGreaterThanOrEqual(14);
    expect(await textHeight(7, 1)).toBeGreaterThanOrEqual(8);

    await planModule(page, 7).tap();
    await expect(page.getByRole('dialog', { name: 'Módulo 7' })).toBeVisible();
    await page.keyboard.press('Escape');

    const trigger = section(page).getByRole('link', { name: 'Quadro de Áreas', exact: true }).first();
    await fragmentDialogReady(page);
    await trigger.scrollIntoViewIfNeeded();
    await trigger.tap();
    const region = page.getByRole('dialog').getByRole('region', { name: 'Quadro de Áreas dos Módulos' });
    await expect(region).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the site plan is a readable drawing, the links lead to the form and to the area table', async ({ page }) => {
    await page.goto('/');
    const drawing = sitePlan(page).getByRole('group', { name: /Implantação do condomínio/ });
    await expect(drawing).toBeVisible();
    // Each module is a link to its entry in the lists, scrolled to and outlined.
    await expect(drawing.getByRole('link', { name: /^Módulo \d+ — / })).toHaveCount(18);
    await planModule(page, 17).click();
    await expect(page).toHaveURL(/#modulo-17$/);
    await expect(card(page, 17)).toBeInViewport();
    await expect(card(page, 17)).toHaveCSS('outline-style', 'solid');

    await card(page, 9).getByRole('link', { name: 'Tenho interesse' }).click();
    await expect(page).toHaveURL(/\/agendar-visita\?modulo=9$/);
    await expect(page.locator('select[name="modulo"]')).toHaveValue('9');
    await page.goBack();

    // 'Quadro de Áreas' is a link: the section's opens the table's page, a card's its row there.
    await section(page).getByRole('link', { name: 'Quadro de Áreas', exact: true }).first().click();
    await expect(page).toHaveURL(/\/quadro-de-areas$/);
    const table = page.getByRole('table', { name: 'Quadro de Áreas dos Módulos' });
    await expect(table.locator('tbody tr')).toHaveCount(18);
    await expect(table.locator('tfoot td').nth(5)).toHaveText('32.384,34');
    await page.goBack();
    await card(page, 9).getByRole('link', { name: 'Quadro de Áreas' }).click();
    await expect(page).toHaveURL(/\/quadro-de-areas#modulo-9$/);
    await expect(page.locator('#modulo-9')).toBeInViewport();
    await expect(page.locator('#modulo-9 td').nth(5)).toHaveText('1.903,80');
  });
});

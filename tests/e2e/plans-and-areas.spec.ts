// The plans and the area table: their pages (/plantas, /quadro-de-areas, and /en twins), the bare
// fragments the home page's dialog loads, and the home page's links to them, which open the dialog
// once its script runs and the page before that, without JavaScript, or when the fragment fails.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { fragmentDialogReady } from '../support/landing';

const PAGES = [
  { path: '/plantas', heading: 'Plantas do Condomínio', back: ['Voltar a Nossos módulos', '/#modulos'] },
  { path: '/en/plantas', heading: 'Condominium plans', back: ['Back to Our modules', '/en#modulos'] },
  {
    path: '/quadro-de-areas',
    heading: 'Quadro de Áreas dos Módulos',
    back: ['Voltar a Módulos disponíveis', '/#disponibilidade'],
  },
  {
    path: '/en/quadro-de-areas',
    heading: 'Module area schedule',
    back: ['Back to Available modules', '/en#disponibilidade'],
  },
] as const;

const seriousViolations = (page: Page, include?: string) => axeViolations(page, { seriousOnly: true, include });

test.describe('pages', () => {
  for (const { path, heading, back } of PAGES) {
    test(`${path} shows its content under its heading and links back to the home page's section`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (path.endsWith('/plantas')) {
        const figures = page.getByRole('main').getByRole('figure');
        await expect(figures).toHaveCount(4);
        for (const figure of await figures.all()) await expect(figure.locator('figcaption')).not.toBeEmpty();
      } else {
        const table = page.getByRole('table', { name: heading });
        await expect(table.locator('tbody tr')).toHaveCount(18);
        await expect(table.locator('tfoot td').nth(5)).toHaveText(path.startsWith('/en') ? '32,384.34' : '32.384,34');
      }
      const backLink = page.getByRole('link', { name: back[0] });
      await expect(backLink).toHaveAttribute('href', back[1]);
      await backLink.click();
      await expect(page.locator(back[1].slice(back[1].indexOf('#')))).toBeInViewport();
    });
  }

  test('each module row of the area table is a link target', async ({ page }) => {
    await page.goto('/quadro-de-areas#modulo-7');
    const row = page.locator('#modulo-7');
    await expect(row).toBeInViewport();
    await expect(row.getByRole('rowheader')).toHaveText('Módulo 7');
    await expect(row.getByRole('cell').nth(5)).toHaveText('1.885,23');
    expect(await row.evaluate((el) => el.matches(':target'))).toBe(true);
    await expect(page.locator('tbody tr[id^="modulo-"]')).toHaveCount(18);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('have no serious or critical axe violations, and only the table scrolls sideways', async ({ page }) => {
      test.slow();
      for (const { path } of PAGES) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        const serious = await seriousViolations(page);
        expect(serious, `${path}\n${serious.join('\n')}`).toEqual([]);
      }
    });
  });
});

test.describe('fragments', () => {
  const FRAGMENTS = [
    { path: '/fragmentos/plantas', has: ['data-plan-gallery', 'Implantação do condomínio'], figures: 4 },
    { path: '/en/fragmentos/plantas', has: ['data-plan-gallery', 'Condominium site plan'], figures: 4 },
    { path: '/fragmentos/quadro-de-areas', has: ['Quadro de Áreas dos Módulos', 'Módulo 18', '32.384,34'], figures: 0 },
    { path: '/en/fragmentos/quadro-de-areas', has: ['Module area schedule', 'Module 18', '32,384.34'], figures: 0 },
    { path: '/fragmentos/quadro-de-areas/7', has: ['Módulo 7', '1.490,62', '1.885,23'], figures: 0 },
    { path: '/en/fragmentos/quadro-de-areas/10', has: ['Module 10', '1,507.19', '1,721.80'], figures: 0 },
    {
      path: '/fragmentos/modulo/7',
      has: ['Módulo 7', 'Disponível', '1.885,23', 'Tenho interesse', 'href="/agendar-visita?modulo=7"'],
      figures: 0,
    },
    {
      path: '/en/fragmentos/modulo/17',
      has: ['Module 17', 'Leased', '1,705.23', 'This module is already leased.'],
      figures: 0,
    },
  ];
  for (const { path, has, figures } of FRAGMENTS) {
    test(`${path} is the bare content, not a page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      const html = await response.text();
      for (const tag of ['<html', '<head', '<body', '<header', '<footer', '<script']) expect(html).not.toContain(tag);
      for (const text of has) expect(html).toContain(text);
      expect(html.match(/<figure/g)?.length ?? 0).toBe(figures);
    });
  }

  test('an unknown module is not found', async ({ request }) => {
    for (const path of [
      '/fragmentos/quadro-de-areas/19',
      '/en/fragmentos/quadro-de-areas/0',
      '/fragmentos/quadro-de-areas/07',
      '/fragmentos/quadro-de-areas/sete',
      '/fragmentos/modulo/19',
      '/en/fragmentos/modulo/0',
      '/fragmentos/modulo/07',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('<html');
    }
  });
});

test.describe('the home page dialog', () => {
  test('opens over a locked page, closes from the backdrop, and ignores modified clicks', async ({ page, context }) => {
    await page.goto('/');
    await fragmentDialogReady(page);
    const trigger = page.locator('[data-area-table-link]');
    await expect(trigger).toHaveAccessibleName('Quadro de Áreas');
    await trigger.scrollIntoViewIfNeeded();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).not.toBe('hidden');

    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Quadro de Áreas dos Módulos' });
    await expect(dialog.getByRole('table')).toBeVisible();
    expect(await overflow()).toBe('hidden');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The backdrop: a point outside the dialog box.
    await page.mouse.click(4, 300);
    await expect(dialog).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
    await expect(trigger).toBeFocused();

    // A card's own table, then the plans: the same dialog, retitled and refilled. Module 10: seeded
    // available and leased by no spec on this shared server (11 to 18 are), so its card stays put.
    const cardLink = page.locator('[data-module-card="10"]').getByRole('link', { name: 'Quadro de Áreas' });
    await cardLink.scrollIntoViewIfNeeded();
    await cardLink.click();
    const moduleDialog = page.getByRole('dialog', { name: 'Quadro de Áreas — Módulo 10' });
    await expect(moduleDialog).toHaveAccessibleDescription('Áreas do Módulo 10 em metros quadrados.');
    await expect(moduleDialog.getByRole('row', { name: /^Total \(m²\)/ }).getByRole('cell')).toHaveText('1.721,80');
    await expect(moduleDialog.getByRole('table')).toHaveCount(1);
    const serious = await seriousViolations(page, 'dialog[open]');
    expect(serious, serious.join('\n')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(cardLink).toBeFocused();

    // Ctrl/Cmd+click is the browser's: the page opens in a new tab, no dialog here.
    const opened = context.waitForEvent('page');
    await cardLink.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    // A tab opened in the background starts at about:blank: wait for it to reach the page.
    await tab.waitForURL((url) => url.pathname === '/quadro-de-areas');
    expect(new URL(tab.url()).hash).toBe('#modulo-10');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tab.close();
  });

  test('says so when a fragment cannot be loaded, and offers the page instead', async ({ page }) => {
    await page.route('**/fragmentos/**', (route) => route.abort());
    await page.goto('/en');
    await fragmentDialogReady(page);
    const trigger = page.getByRole('link', { name: 'SEE OUR PLANS' });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Condominium plans' });
    await expect(dialog.getByRole('alert')).toContainText('This content could not be loaded right now.');
    const serious = await seriousViolations(page, 'dialog[open]');
    expect(serious, serious.join('\n')).toEqual([]);
    await dialog.getByRole('link', { name: 'Open it as a page' }).click();
    await expect(page).toHaveURL(/\/en\/plantas$/);
    await expect(page.getByRole('main').getByRole('figure')).toHaveCount(4);
  });

  test.describe('on a slow phone network, tapped as soon as it shows', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    const TRIGGERS = [
      {
        home: '/',
        link: '[data-plans-trigger]',
        dialog: 'Plantas do Condomínio',
        content: '[data-plan-gallery]',
        target: '/plantas',
        onPage: '[data-plan-gallery]',
      },
      {
        home: '/',
        link: '[data-area-table-link]',
        dialog: 'Quadro de Áreas dos Módulos',
        content: '[data-area-table]',
        target: '/quadro-de-areas',
        onPage: '[data-area-table]',
      },
      {
        home: '/',
        link: '[data-module-card="7"] a',
        dialog: 'Quadro de Áreas — Módulo 7',
        content: '[data-module-area-table]',
        target: '/quadro-de-areas#modulo-7',
        onPage: '#modulo-7',
      },
      {
        home: '/en',
        link: '[data-plans-trigger]',
        dialog: 'Condominium plans',
        content: '[data-plan-gallery]',
        target: '/en/plantas',
        onPage: '[data-plan-gallery]',
      },
    ];
    for (const { home, link, dialog, content, target, onPage } of TRIGGERS) {
      test(`${home} ${link} opens its dialog or its page, never nothing`, async ({ page }) => {
        test.slow();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 400,
          downloadThroughput: (400 * 1024) / 8,
          uploadThroughput: (400 * 1024) / 8,
        });
        await page.goto(home, { waitUntil: 'commit' });
        const trigger = page.locator(link).filter({ hasText: /Quadro de Áreas|PROJETOS|PLANS/ });
        await trigger.scrollIntoViewIfNeeded();
        await trigger.tap();
        // Whichever happened, the content ends up on screen: in the dialog on the home page, or
        // on the page the link names.
        const outcome = async () => {
          if (await page.getByRole('dialog', { name: dialog }).locator(content).isVisible()) return 'dialog';
          const url = new URL(page.url());
          if (`${url.pathname}${url.hash}` === target && (await page.locator(`main ${onPage}`).isVisible()))
            return 'page';
          return 'nothing yet';
        };
        await expect.poll(outcome, { timeout: 45_000 }).not.toBe('nothing yet');
        if ((await outcome()) === 'dialog') expect(new URL(page.url()).pathname).toBe(home);
      });
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page links open the plans and the area table as pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.getByRole('link', { name: 'CONHEÇA NOSSOS PROJETOS' }).click();
    await expect(page).toHaveURL(/\/plantas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plantas do Condomínio');
    await expect(page.getByRole('main').getByRole('figure')).toHaveCount(4);

    await page.goto('/en');
    await page.locator('#disponibilidade').getByRole('link', { name: 'Area schedule', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/quadro-de-areas$/);
    await expect(page.getByRole('table', { name: 'Module area schedule' }).locator('tbody tr')).toHaveCount(18);

    await page.goto('/');
    await page.locator('[data-module-card="5"]').getByRole('link', { name: 'Quadro de Áreas' }).click();
    await expect(page).toHaveURL(/\/quadro-de-areas#modulo-5$/);
    await expect(page.locator('#modulo-5')).toBeInViewport();
    await expect(page.locator('#modulo-5').getByRole('rowheader')).toHaveText('Módulo 5');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { freshIp, open } from './support/accounts';
import { animationsDone, axeViolations } from './support/axe';
import { publicPages } from './support/public-pages';

const pages = [
  ...publicPages.map((p) => p.path),
  '/nao-existe',
  '/en/does-not-exist',
  '/login',
  '/en/login',
  '/signup',
  '/en/signup',
  '/forgot-password',
  '/en/forgot-password',
  '/login/two-factor',
  '/reset-password?error=INVALID_TOKEN',
];

const seriousViolations = (page: Page) => axeViolations(page, { seriousOnly: true });

/** Every island hydrated and every finite animation (the fade-ins) finished. */
async function settled(page: Page) {
  // Islands in closed dialogs load on use; the others hydrate once seen.
  const waiting = page.locator('astro-island[ssr]').filter({ visible: true });
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // The first still waiting (it may hydrate meanwhile: then the next one is).
    await waiting
      .first()
      .evaluate((island) => (island.firstElementChild ?? island).scrollIntoView({ block: 'center' }), undefined, {
        timeout: 1_000,
      })
      .catch(() => undefined);
    await expect.poll(() => waiting.count()).toBeLessThan(left);
  }
  await animationsDone(page);
}

for (const path of pages) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Scroll through so that lazy islands hydrate and fade-ins settle.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
    });
    await settled(page);
    const serious = await seriousViolations(page);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}

// Every portal and admin page at 390 px, in both languages, is held to axe by phone-routes.spec.ts;
// here, the two states of a page that walk does not reach: a tracking code found, and the privacy
// desk with an account looked up.
test.describe('signed in, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a tracking result and an account found on the privacy desk have no serious or critical axe violations', async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    await open(page, '/en/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL('/en/dashboard');
    const created = await page.request.post('/create-shipment?_action=shipments.create', {
      headers: { origin: new URL(page.url()).origin },
      form: {
        origin: 'Natal/RN',
        destination: 'Recife/PE',
        weight: '5',
        senderName: 'Ana',
        senderEmail: 'a@example.com',
        receiverName: 'Rui',
        receiverEmail: 'r@example.com',
      },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(303);
    await open(page, '/dashboard');
    const tracking = (await page.locator('tr[data-shipment]').first().getAttribute('data-shipment')) ?? '';
    expect(tracking).toMatch(/^PLP-/);
    for (const path of [`/rastreamento?codigo=${tracking}`, '/en/admin/privacy?email=admin@example.com']) {
      await open(page, path);
      const serious = await seriousViolations(page);
      expect(serious, `${path}\n${serious.join('\n')}`).toEqual([]);
    }
  });
});

test('a case-study page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/projects');
  const href = await page.locator('a[href^="/projects/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
  const serious = await seriousViolations(page);
  expect(serious, serious.join('\n')).toEqual([]);
});

test('axe holds pages to every rule of its tags, WCAG 2.2 AA included', async ({ page }) => {
  // Two 12 px buttons side by side on a page of the site: too small a target for WCAG 2.2
  // (target-size, a wcag22aa rule that axe leaves out unless its tag is asked for).
  await page.goto('/privacy');
  await page.evaluate(() => {
    const tiny = (label: string) => {
      const button = document.createElement('button');
      button.textContent = label;
      button.style.cssText = 'width:12px;height:12px;padding:0;font-size:8px;overflow:hidden';
      return button;
    };
    document.querySelector('main')!.prepend(tiny('a'), tiny('b'));
  });
  const found = await axeViolations(page, { include: 'main' });
  expect(found.some((v) => v.startsWith('target-size '))).toBe(true);
});

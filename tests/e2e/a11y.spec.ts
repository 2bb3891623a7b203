import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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
  '/reset-password?error=INVALID_TOKEN',
];

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
    await page.waitForTimeout(700);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}

test('a case-study page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/projects');
  const href = await page.locator('a[href^="/projects/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(serious).toEqual([]);
});

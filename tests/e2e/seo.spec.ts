import { expect, test } from '@playwright/test';
import { publicPages } from './support/public-pages';

for (const { path, locale } of publicPages) {
  test(`SEO head of ${path}`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    const ptPath = locale === 'en' ? path.replace(/^\/en/, '') || '/' : path;
    const enPath = locale === 'en' ? path : path === '/' ? '/en' : `/en${path}`;
    await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
      'href',
      `${baseURL}${ptPath}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}${enPath}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.jpg$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((j) => {
      const data = JSON.parse(j);
      return (data['@graph'] ?? [data]).map((d: { '@type': string }) => d['@type']);
    });
    expect(types).toEqual(expect.arrayContaining(['LocalBusiness', 'Place']));
  });
}

test('titles differ between pages', async ({ page }) => {
  const titles = new Set<string>();
  for (const { path } of publicPages) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(publicPages.length);
});

test('robots.txt points to a sitemap listing every public page in both languages', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const { path } of publicPages) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/projects/[a-z0-9-]+</loc>`));
});

test('the business’s structured data is on marketing pages only', async ({ page }) => {
  for (const path of ['/login', '/en/signup', '/forgot-password', '/nao-existe']) {
    await page.goto(path);
    await expect(page.locator('script[type="application/ld+json"]'), path).toHaveCount(0);
  }
});

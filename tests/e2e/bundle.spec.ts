// What ships to the browser: no server code, no message catalogues, and the home page's script
// budget (at most 100 KB compressed, nothing render-blocking).
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const clientDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', 'client/_astro');
const serverMarkers = [
  'drizzle-orm',
  'PgDialect',
  'pglite',
  'nodemailer',
  'background_jobs',
  'LEADS_NOTIFY_TO',
  'DATABASE_URL',
  'seo.defaultDescription',
  'error.500.title',
];

test('no server code or message catalogue in the browser bundles', () => {
  const files = fs.readdirSync(clientDir).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const offending = files.flatMap((file) => {
    const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
    return serverMarkers.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(offending).toEqual([]);
});

test('the home page ships at most 100 KB of compressed script and none of it blocks rendering', async ({ page }) => {
  const scripts: { url: string; bytes: number }[] = [];
  // Each script's size is read asynchronously: awaited below, and a read still under way when the
  // page closes (a script finishing after the count) is not an error of the run.
  const sizes: Promise<void>[] = [];
  const failed: unknown[] = [];
  let counting = true;
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request
        .sizes()
        .then((s) => void scripts.push({ url: request.url(), bytes: s.responseBodySize }))
        .catch((error: unknown) => void (counting && failed.push(error))),
    );
  });
  await page.goto('/');
  const blocking = await page.evaluate(
    () =>
      [...document.head.querySelectorAll('script[src]')].filter(
        (s) =>
          !(s as HTMLScriptElement).async &&
          !(s as HTMLScriptElement).defer &&
          (s as HTMLScriptElement).type !== 'module',
      ).length,
  );
  expect(blocking).toBe(0);
  // One stylesheet stands between the HTML and the first paint: the site's, a hashed file that
  // browsers keep for a year (inlined, it weighed 75 KB in every page).
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', /^\/_astro\/[\w.-]+\.css$/);
  // Scroll through the page so that every client:visible island loads, then open what loads on use.
  for (let y = 0; y < 40; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await page.locator('#lead-name, [name="nome_completo"]').first().focus();
  await page.waitForLoadState('networkidle');
  await Promise.all(sizes);
  counting = false;
  expect(failed).toEqual([]);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const detail = scripts.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KB`).join('\n');
  expect(total / 1024, detail).toBeLessThanOrEqual(100);
  expect(scripts.length).toBeGreaterThan(0);
});

test('the home page HTML stays under 100 KB: what a visitor only sees on request loads on request', async ({
  request,
}) => {
  for (const path of ['/', '/en']) {
    const html = await (await request.get(path, { headers: { 'accept-encoding': 'identity' } })).body();
    expect(html.length, path).toBeLessThan(100 * 1024);
  }
});

test('the home page requests no script before its first paint: its own starts after it', async ({ page }) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    await expect(page.locator('[data-hero-carousel]')).toHaveAttribute('data-ready', '');
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.js$/.test(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(timings.paint, path).toBeDefined();
    // The carousel is ready, so its script was fetched: every script request came after the paint.
    expect(
      timings.scripts.some((s) => s.url.includes('/_astro/landing-behaviour')),
      path,
    ).toBe(true);
    expect(
      timings.scripts.filter((s) => s.start < timings.paint!),
      path,
    ).toEqual([]);
  }
});

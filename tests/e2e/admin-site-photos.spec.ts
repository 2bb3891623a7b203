// The staff's photos of the site, on a server of its own (the gatehouse's photo shows on the landing
// page the shared server's other specs read): a phone photo uploaded for the gatehouse is served to
// visitors on their next request as AVIF and WebP at the build's widths, upright and without its
// EXIF and GPS, cropped around the focal point chosen; a PDF renamed .jpg is refused.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hasGps, PDF_BYTES, phoneJpeg } from '../../src/server/site-images/photos.test-support';
import { logIn, open } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';

const staffServer = useStaffServer();

const gatehouseCard = (page: Page) => page.locator('[data-facility]').first();

test('the admin uploads a phone photo for the gatehouse: the landing page serves it as AVIF and WebP, upright, without GPS', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const base = staffServer().origin;
  // A visitor without cookies, served the landing page from the page cache.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${base}/`);
  expect((await anonymous.goto(`${base}/`))?.headers()['x-page-cache']).toBe('hit');
  await expect(gatehouseCard(anonymous).locator('source[type="image/avif"]')).toHaveAttribute('srcset', /^\/img\//);

  await open(page, `${base}/login?redirect=/admin/site/photos`);
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(page).toHaveURL(`${base}/admin/site/photos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fotos do site' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Partes do site' }).getByRole('link', { name: 'Fotos' }),
  ).toHaveAttribute('aria-current', 'page');
  const slot = page.locator('[data-photo-slot="facility-gatehouse"]');
  await expect(slot.locator('[data-photo-status]')).toHaveText('Desenho original');
  await slot.getByRole('link', { name: /Trocar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portaria blindada' })).toBeVisible();
  await expect(page.getByText('com pelo menos 1200 × 675 px')).toBeVisible();

  // A PDF named like a photo is refused, saying what the page takes; nothing changes.
  const form = page.locator('[data-photo-form]');
  await form.getByLabel('Nova foto').setInputFiles({ name: 'portaria.jpg', mimeType: 'image/jpeg', buffer: PDF_BYTES });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Este arquivo não é uma imagem. Envie uma foto em JPEG, PNG, WebP ou AVIF.' }),
  ).toBeVisible();
  await expect(page.locator('[data-photo-status]')).toHaveText('Desenho original');

  // The phone's photo: stored 1600 × 1200 with EXIF orientation 6 (shown 1200 × 1600), and GPS.
  const photo = await phoneJpeg(1600, 1200);
  expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
  await form.getByLabel('Nova foto').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByLabel('Texto alternativo em português').fill('Portaria com cancela e guarita');
  await form.getByLabel('Texto alternativo em inglês').fill('Gatehouse with barrier and guard booth');
  await form.getByLabel('Ponto focal: horizontal (%)').fill('30');
  await form.getByLabel('Ponto focal: vertical (%)').fill('70');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Foto recebida' })).toBeVisible();
  // Encoded in the background: the page says so until every size is ready.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-photo-status]')).toHaveText('Foto enviada', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // The visitor's next request: the cached page is not served again.
  await anonymous.goto(`${base}/`);
  const card = gatehouseCard(anonymous);
  const img = card.locator('img');
  await expect(img).toHaveAttribute('alt', 'Portaria com cancela e guarita');
  await expect(img).toHaveAttribute('style', /object-position:\s*30% 70%/);
  await expect(img).toHaveAttribute('width', '1200');
  await expect(img).toHaveAttribute('height', '1600');
  // The slot's sizes as before: the browser picks the width the card needs.
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /300px/);
  const srcsets = {
    avif: await card.locator('source[type="image/avif"]').getAttribute('srcset'),
    webp: await card.locator('source[type="image/webp"]').getAttribute('srcset'),
  };
  for (const [format, srcset] of Object.entries(srcsets)) {
    const files = (srcset ?? '').split(', ').map((entry) => entry.split(' ') as [string, string]);
    // The build's widths the photo can fill (it is 1200 wide as shown).
    expect(files.map(([, w]) => w)).toEqual(['480w', '800w', '1200w']);
    for (const [url, w] of files) {
      expect(url).toMatch(new RegExp(`^/media/facility-gatehouse-${parseInt(w)}-[0-9a-f]{8}\\.${format}$`));
      const response = await request.get(`${base}${url}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-type']).toBe(`image/${format}`);
      const meta = await sharp(await response.body()).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      // Upright (portrait, as the phone showed it), and no EXIF at all: no orientation, no GPS.
      expect([meta.width, meta.height]).toEqual([parseInt(w), Math.round((parseInt(w) * 4) / 3)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  }
  await anonymous.goto(`${base}/en`);
  await expect(gatehouseCard(anonymous).locator('img')).toHaveAttribute(
    'alt',
    'Gatehouse with barrier and guard booth',
  );
  await visitor.close();

  // The audit log names who, and the photo before and after.
  await page.goto(`${base}/admin/audit`);
  const entry = page.locator('[data-audit]').filter({ hasText: 'Imagem do site alterada' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Portaria com cancela e guarita');
  await expect(entry).toContainText('1200 × 1600 px');
});

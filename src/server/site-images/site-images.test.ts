import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, type DatabaseHandle } from '@/server/db/client';
import { siteImages } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { captureLogs } from '@/server/observability/logger.test-support';
import { createStorage, type Storage } from '@/server/storage';
import { DEFAULT_WIDTHS } from '../../../scripts/images/build-images-lib.mjs';
import { socialPreview } from '../images';
import { runSiteImageJob } from './encode-job';
import { inspectUpload } from './inspect-upload';
import { mediaResponse } from './media-response';
import { refreshSiteImages } from './site-images';
import { findSlot } from './slots';
import { hasGps, PDF_BYTES, phoneJpeg, plainImage } from './photos.test-support';

const gatehouse = findSlot('facility-gatehouse')!;
const hero = findSlot('hero-complex')!;

const refusalOf = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as { message?: string; params?: Record<string, unknown> } | undefined;
  return { key: error?.message, params: error?.params };
};

describe('an uploaded photo, read from its bytes', () => {
  it('is read as shown: a phone photo turned by its EXIF orientation', async () => {
    const bytes = await phoneJpeg(1600, 1200);
    expect(hasGps((await sharp(bytes).metadata()).exif)).toBe(true);
    expect(await inspectUpload(bytes, gatehouse)).toEqual({ format: 'jpg', width: 1200, height: 1600 });
  });

  it('refuses what is not an image, whatever its name', async () => {
    expect(await refusalOf(inspectUpload(PDF_BYTES, gatehouse))).toMatchObject({ key: 'sitePhotos.error.notImage' });
    expect(await refusalOf(inspectUpload(new TextEncoder().encode('<svg></svg>'), gatehouse))).toMatchObject({
      key: 'sitePhotos.error.notImage',
    });
  });

  it('refuses a HEIC the encoder cannot decode, naming the formats it takes', async () => {
    // An ISO box with the 'heic' brand and no decodable picture, as an iPhone's HEVC photo is here.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(await refusalOf(inspectUpload(heic, gatehouse))).toMatchObject({ key: 'sitePhotos.error.heic' });
  });

  it('refuses more than 25 MB', async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    expect(await refusalOf(inspectUpload(big, gatehouse))).toMatchObject({ key: 'sitePhotos.error.tooLarge' });
  });

  it('refuses more than 60 megapixels, saying how many it has', async () => {
    // 10,000 × 6,100 px (61 MP) of one colour: a small PNG.
    const huge = await plainImage(10_000, 6_100);
    expect(await refusalOf(inspectUpload(huge, gatehouse))).toEqual({
      key: 'sitePhotos.error.tooManyPixels',
      params: { megapixels: 61, size: '10000 × 6100 px' },
    });
  });

  it('refuses a photo smaller than its slot needs, saying the size needed', async () => {
    expect(await refusalOf(inspectUpload(await plainImage(1600, 900, 'webp'), hero))).toEqual({
      key: 'sitePhotos.error.tooSmall',
      params: { needed: '1920 × 1080 px', size: '1600 × 900 px' },
    });
    expect(await inspectUpload(await plainImage(1600, 900, 'webp'), gatehouse)).toMatchObject({ format: 'webp' });
  });
});

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['site_images', 'background_jobs']);
let folder: string;
let files: Storage;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-images-test-'));
  files = createStorage({ driver: 'disk', directory: folder });
});
afterAll(() => {
  files.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A slot waiting for `bytes`, stored under `source`, as a staff save leaves it. */
async function waiting(
  slot: string,
  source: string,
  bytes: Uint8Array,
  image: (typeof siteImages.$inferInsert)['image'] = null,
) {
  await files.put(source, bytes);
  const pending = { source, hash: 'x', width: 1, height: 1, format: 'jpg', uploadedAt: new Date().toISOString() };
  await handle.db
    .insert(siteImages)
    .values({ slot, version: 1, image, pending })
    .onConflictDoUpdate({ target: siteImages.slot, set: { pending } });
}
const rowOf = async (slot: string) => (await db().select().from(siteImages).where(eq(siteImages.slot, slot)))[0];
const stored = async (key: string) => sharp(await files.getBytes(key)).metadata();

describe(`the encoding job on ${testEngine}`, () => {
  it('writes every width it can fill in AVIF and WebP, turned upright, without EXIF or GPS, then swaps', async () => {
    await waiting('facility-gatehouse', 'site-images/uploads/phone', await phoneJpeg(1600, 1200));
    await runSiteImageJob(
      { payload: { slot: 'facility-gatehouse', source: 'site-images/uploads/phone' }, attempt: 1 },
      files,
    );
    const row = await rowOf('facility-gatehouse');
    expect(row).toMatchObject({ pending: null, failure: null });
    const image = row!.image!;
    // Shown 1200 × 1600: the build's widths up to 1200, in both formats.
    expect(image.avif.map((f) => f.width)).toEqual(DEFAULT_WIDTHS.filter((w: number) => w <= 1200));
    expect(image.webp.map((f) => f.width)).toEqual(image.avif.map((f) => f.width));
    expect([image.width, image.height]).toEqual([1200, 1600]);
    for (const file of [...image.avif, ...image.webp]) {
      expect(file.key).toMatch(
        new RegExp(`^site-images/facility-gatehouse-${file.width}-${image.hash}\\.(avif|webp)$`),
      );
      const meta = await stored(file.key);
      expect(meta.format).toBe(file.key.endsWith('.avif') ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([file.width, Math.round((file.width * 4) / 3)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // The upload kept privately until encoded is gone.
    expect(await files.exists('site-images/uploads/phone')).toBe(false);
    // Served immutably under its hashed name; HEAD answers the headers alone.
    const name = image.avif[0]!.key.slice('site-images/'.length);
    const get = await mediaResponse(name, { request: new Request('http://x/', { method: 'GET' }) }, files);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(get.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(Buffer.from(await get.arrayBuffer())).metadata()).width).toBe(480);
    const head = await mediaResponse(name, { request: new Request('http://x/', { method: 'HEAD' }) }, files);
    expect(head.body).toBeNull();
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(
      (await mediaResponse('uploads', { request: new Request('http://x/', { method: 'GET' }) }, files)).status,
    ).toBe(404);
    expect(
      (
        await mediaResponse(
          'facility-gatehouse-480-00000000.avif',
          { request: new Request('http://x/', { method: 'GET' }) },
          files,
        )
      ).status,
    ).toBe(404);
  });

  it('leaves the old image in place and records why when the photo cannot be encoded', async () => {
    captureLogs();
    await waiting('hero-aerial', 'site-images/uploads/good', await plainImage(1920, 1080, 'jpeg'));
    await runSiteImageJob({ payload: { slot: 'hero-aerial', source: 'site-images/uploads/good' }, attempt: 1 }, files);
    const before = (await rowOf('hero-aerial'))!.image!;
    // A JPEG cut short: its header reads, its pixels do not.
    const whole = await plainImage(2400, 1400, 'jpeg');
    await waiting('hero-aerial', 'site-images/uploads/broken', whole.subarray(0, 600));
    await runSiteImageJob(
      { payload: { slot: 'hero-aerial', source: 'site-images/uploads/broken' }, attempt: 1 },
      files,
    );
    const row = await rowOf('hero-aerial');
    expect(row?.image).toEqual(before);
    expect(row?.pending).toBeNull();
    expect(row?.failure).toEqual(expect.any(String));
    expect(row?.failure?.length).toBeGreaterThan(0);
    for (const file of before.avif) expect(await files.exists(file.key)).toBe(true);
    expect(await files.exists('site-images/uploads/broken')).toBe(false);
  });

  it('makes the social preview one 1200 × 630 JPEG card, upright and without EXIF, that og:image names', async () => {
    await waiting('social-preview', 'site-images/uploads/card', await phoneJpeg(1600, 1200));
    await runSiteImageJob(
      { payload: { slot: 'social-preview', source: 'site-images/uploads/card' }, attempt: 1 },
      files,
    );
    const image = (await rowOf('social-preview'))!.image!;
    expect(image).toMatchObject({ width: 1200, height: 630, avif: [], webp: [] });
    expect(image.card).toMatch(/^site-images\/social-preview-1200-[0-9a-f]{8}\.jpg$/);
    const meta = await stored(image.card!);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(meta.exif).toBeUndefined();
    await refreshSiteImages();
    expect(socialPreview('pt-BR').url).toBe(`/media/${image.card!.slice('site-images/'.length)}`);
    const get = await mediaResponse(
      image.card!.slice('site-images/'.length),
      { request: new Request('http://x/', { method: 'GET' }) },
      files,
    );
    expect(get.headers.get('content-type')).toBe('image/jpeg');
  });

  it('drops an upload that a newer one replaced before it ran', async () => {
    await waiting('facility-canteen', 'site-images/uploads/old', await plainImage(1300, 800, 'jpeg'));
    await waiting('facility-canteen', 'site-images/uploads/new', await plainImage(1400, 800, 'jpeg'));
    await runSiteImageJob(
      { payload: { slot: 'facility-canteen', source: 'site-images/uploads/old' }, attempt: 1 },
      files,
    );
    expect(await rowOf('facility-canteen')).toMatchObject({
      image: null,
      pending: { source: 'site-images/uploads/new' },
    });
    expect(await files.exists('site-images/uploads/old')).toBe(false);
  });
});

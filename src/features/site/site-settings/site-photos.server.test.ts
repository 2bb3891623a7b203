import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditEntries, onlyAuditEntry } from '@/features/operations/audit/audit-log.test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStaffTestDatabase } from '@/features/portal/shipments/test-fixtures';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { currentContentVersion } from '@/server/content-version';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, siteImages } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import type { ResponsiveImage } from '@/lib/responsive-image';
import { runDueJobs } from '@/server/jobs';
import { siteImageJobHandler } from '@/server/site-images';
import { applySiteImage, refreshSiteImages, siteImageRow } from '@/server/site-images/site-images';
import { PDF_BYTES, phoneJpeg } from '@/server/site-images/photos.test-support';
import { createStorage, type Storage } from '@/server/storage';
import { resetPhoto, savePhoto } from './site-photos.server';
import { savePhotoSchema } from './site-photos.schema';

let handle: DatabaseHandle;
const staff = useStaffTestDatabase((h) => (handle = h), ['audit_log', 'site_images', 'background_jobs']);
let folder: string;
let files: Storage;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-photos-test-'));
  files = createStorage({ driver: 'disk', directory: folder });
});
afterAll(() => {
  files.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const FORM = {
  slot: 'facility-gatehouse',
  version: '0',
  altPt: 'Portaria com cancela',
  altEn: 'Gatehouse with barrier',
  focalX: '50',
  focalY: '50',
};
const form = (input: Record<string, string | File> = {}) => z.parse(savePhotoSchema, { ...FORM, ...input });
const save = (input: Record<string, string | File> = {}) => savePhoto(staff, form(input), files);
const photo = async () =>
  new File([new Uint8Array(await phoneJpeg(1600, 1200))], 'IMG_0001.jpg', { type: 'image/jpeg' });
const entries = () => auditEntries(handle);
const row = async () => (await handle.db.select().from(siteImages))[0];
const encode = () => runDueJobs(handle.db, [siteImageJobHandler(files)]);
/** Uploads kept privately, waiting for their job. */
const uploads = () => {
  const dir = path.join(folder, 'site-images', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
// The drawing the build would give the slot (the manifest is the build's; unit tests have none).
const DRAWING: ResponsiveImage = {
  width: 1920,
  height: 1080,
  avif: '/img/facility-gatehouse-480-0000aaaa.avif 480w',
  webp: '/img/facility-gatehouse-480-0000aaaa.webp 480w',
  src: '/img/facility-gatehouse-480-0000aaaa.webp',
};
/** What the landing page shows in the slot, as of the content version now. */
const shown = async () => {
  await refreshSiteImages();
  return applySiteImage(DRAWING, siteImageRow('facility-gatehouse'));
};

describe('the photo form', () => {
  it('requires the alt text in both languages and a focal point from 0 to 100', () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ ...FORM, altEn: ' ', focalX: '101' })) data.set(k, v);
    expect(validateForm(savePhotoSchema, data)).toEqual({
      altEn: 'sitePhotos.error.altRequired',
      focalX: 'sitePhotos.error.focal',
    });
  });
});

describe(`staff photos on ${testEngine}`, () => {
  it('queues the upload in the save, audited, and the page shows it once every size is encoded', async () => {
    const before = await currentContentVersion();
    expect(await save({ file: await photo(), focalX: '30', focalY: '70' })).toEqual({ changed: true, encoding: true });
    expect(BigInt(await currentContentVersion())).toBeGreaterThan(BigInt(before));
    expect(await row()).toMatchObject({
      version: 1,
      image: null,
      pending: { width: 1200, height: 1600, format: 'jpg' },
    });
    const [queued] = await handle.db.select().from(jobs);
    expect(queued).toMatchObject({ kind: 'site-image', causeKind: 'site', causeId: 'photo-facility-gatehouse' });
    expect(await onlyAuditEntry(handle)).toMatchObject({
      actorLabel: 'Ana staff <staff@example.com>',
      action: 'site.photo',
      subjectKind: 'site',
      subjectId: 'photo-facility-gatehouse',
      before: { altPt: null, altEn: null, focalPoint: '50% 50%', pending: null },
      after: {
        altPt: 'Portaria com cancela',
        altEn: 'Gatehouse with barrier',
        focalPoint: '30% 70%',
        pending: expect.stringMatching(/^[0-9a-f]{8} \(1200 × 1600 px\)$/),
      },
    });

    // Until the job has run the page keeps the drawing (with the new alt texts and focal point).
    expect(await shown()).toMatchObject({
      src: DRAWING.src,
      position: '30% 70%',
      alt: { 'pt-BR': 'Portaria com cancela', en: 'Gatehouse with barrier' },
    });
    expect(await encode()).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    const image = await shown();
    expect(image.src).toMatch(/^\/media\/facility-gatehouse-800-[0-9a-f]{8}\.webp$/);
    expect(image.avif.split(', ')).toHaveLength(3);
    expect([image.width, image.height]).toEqual([1200, 1600]);
    expect(uploads()).toBe(0);
  });

  it('refuses what is not an image with its message, and writes nothing', async () => {
    const pdf = new File([PDF_BYTES], 'portaria.jpg', { type: 'image/jpeg' });
    const waiting = uploads();
    await expect(save({ file: pdf })).rejects.toMatchObject({ message: 'sitePhotos.error.notImage' });
    expect(await row()).toBeUndefined();
    expect(await entries()).toHaveLength(0);
    expect(uploads()).toBe(waiting);
  });

  it('refuses a save over a newer one (the version check), writing nothing', async () => {
    const waiting = uploads();
    await save();
    // A second editor opened the form at version 0 and saves after the first.
    await expect(save({ altPt: 'Outra descrição' })).rejects.toMatchObject({
      message: 'adminSite.error.changedMeanwhile',
    });
    await expect(save({ version: '1', file: await photo() })).resolves.toMatchObject({ changed: true });
    await expect(resetPhoto(staff, { slot: 'facility-gatehouse', version: 1 }, files)).rejects.toMatchObject({
      message: 'adminSite.error.changedMeanwhile',
    });
    // Two saves from the same read at once: one is written, the other refused.
    const both = await Promise.allSettled([save({ version: '2', altPt: 'Um' }), save({ version: '2', altPt: 'Dois' })]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await row())?.version).toBe(3);
    expect((await entries()).map((e) => e.action)).toEqual(['site.photo', 'site.photo', 'site.photo']);
    // The refused upload left no bytes behind; the accepted one waits for its job.
    expect(uploads()).toBe(waiting + 1);
  });

  it('puts the shipped drawing back, audited, and its files go', async () => {
    await save({ file: await photo() });
    await encode();
    const encoded = (await row())!.image!;
    expect(await resetPhoto(staff, { slot: 'facility-gatehouse', version: 1 }, files)).toEqual({ changed: true });
    expect(await row()).toMatchObject({ version: 2, image: null, altPt: null, focalX: 50 });
    for (const file of encoded.webp) expect(await files.exists(file.key)).toBe(false);
    const reset = (await entries()).at(-1);
    expect(reset).toMatchObject({
      action: 'site.photoReset',
      before: { image: expect.stringMatching(/^\/media\/facility-gatehouse-1200-/), altPt: 'Portaria com cancela' },
      after: { image: 'shipped', altPt: null },
    });
    expect(await shown()).toEqual(DRAWING);
    expect(await resetPhoto(staff, { slot: 'facility-gatehouse', version: 2 }, files)).toEqual({ changed: false });
  });
});

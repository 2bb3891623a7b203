// The background job that turns an upload into the site's image: every width the build makes, in
// AVIF and WebP with the build's settings (scripts/images/build-images-lib.mjs), rotated by its
// EXIF orientation and with no metadata kept (no EXIF, no GPS), stored under content-hashed names.
// The slot's row takes the new set only once every file is stored; an upload that cannot be
// encoded leaves the old image in place and the reason on the row, for the admin to show.
import { and, eq, sql } from 'drizzle-orm';
import { loadImageLibraries } from './image-libraries';
import { db } from '../db/client';
import { siteImages, type EncodedSiteImage } from '../db/schema';
import { defineJobKind, exponentialBackoff, type JobHandler } from '../jobs';
import { moduleLogger } from '../observability';
import { storage, type Storage } from '../storage';
import { SITE_IMAGE_PREFIX } from './site-images';
import { SOCIAL_CARD, SOCIAL_PREVIEW } from './slots';

export interface SiteImageJob {
  slot: string;
  /** The upload's private storage key, named on the row's `pending` while it waits. */
  source: string;
}

/** Three tries, 5 s then 10 s apart, for a storage that did not answer; a photo is a few seconds' work. */
export const siteImageJob = defineJobKind<SiteImageJob>({
  name: 'site-image',
  maxAttempts: 3,
  retryDelayMs: exponentialBackoff(5_000, 60_000),
  leaseMs: 5 * 60_000,
});

/** The bytes are not an image the encoder can read through: trying again will not help. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

const FORMATS = ['avif', 'webp'] as const;

async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Every key of an encoded set. */
export const keysOf = (image: EncodedSiteImage | null | undefined) =>
  image ? [...image.avif, ...image.webp].map((file) => file.key).concat(image.card ?? []) : [];

/** The social preview: one 1200 × 630 JPEG, the photo cropped to it around its centre. */
async function encodeSocialCard(bytes: Uint8Array, hash: string, files: Storage): Promise<EncodedSiteImage> {
  const { sharp } = await loadImageLibraries();
  const key = `${SITE_IMAGE_PREFIX}${SOCIAL_PREVIEW}-${SOCIAL_CARD.width}-${hash}.jpg`;
  const card = await readable(() =>
    sharp(bytes)
      .rotate()
      .resize({ ...SOCIAL_CARD, fit: 'cover', position: 'centre' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
  await files.put(key, card, { contentType: 'image/jpeg' });
  return { hash, ...SOCIAL_CARD, avif: [], webp: [], card: key };
}

/** Encodes `bytes` at every width the photo can fill, into `files`; the row is not touched. */
export async function encodeSiteImage(slot: string, bytes: Uint8Array, files: Storage): Promise<EncodedSiteImage> {
  const { sharp, build } = await loadImageLibraries();
  const { contentHash, DEFAULT_WIDTHS, ENCODING, render, widthsFor } = build;
  const meta = await readable(() => sharp(bytes).metadata());
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnreadableImageError('the image has no size');
  const hash = contentHash(bytes) as string;
  if (slot === SOCIAL_PREVIEW) return encodeSocialCard(bytes, hash, files);
  const encoded: EncodedSiteImage = { hash, width: 0, height: 0, avif: [], webp: [] };
  for (const target of widthsFor(width, false, DEFAULT_WIDTHS) as number[]) {
    for (const format of FORMATS) {
      const key = `${SITE_IMAGE_PREFIX}${slot}-${target}-${hash}.${format}`;
      const output = await readable(() => render(bytes, false, width, target)[format](ENCODING[format]).toBuffer());
      await files.put(key, output, { contentType: `image/${format}` });
      encoded[format].push({ width: target, key });
    }
    encoded.width = target;
    encoded.height = Math.round((target * height) / width);
  }
  return encoded;
}

const log = moduleLogger('site-images');
const pendingIs = (source: string) => sql`${siteImages.pending}->>'source' = ${source}`;

async function removeAll(files: Storage, keys: string[]) {
  await Promise.all(keys.map((key) => files.delete(key)));
}

export async function runSiteImageJob(job: { payload: SiteImageJob; attempt: number }, files: Storage) {
  const { slot, source } = job.payload;
  const [row] = await db().select().from(siteImages).where(eq(siteImages.slot, slot));
  if (row?.pending?.source !== source) {
    // A newer upload or a reset came first: this one is not wanted any more.
    await files.delete(source);
    return;
  }
  let encoded: EncodedSiteImage;
  try {
    encoded = await encodeSiteImage(slot, await files.getBytes(source), files);
  } catch (error) {
    if (!(error instanceof UnreadableImageError) && job.attempt < siteImageJob.maxAttempts) throw error;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    await db()
      .update(siteImages)
      .set({ pending: null, failure: reason, updatedAt: new Date() })
      .where(and(eq(siteImages.slot, slot), pendingIs(source)));
    await files.delete(source);
    log.warn({ slot, err: error }, `the photo for ${slot} could not be encoded; the previous image stays`);
    return;
  }
  const swapped = await db()
    .update(siteImages)
    .set({ image: encoded, pending: null, failure: null, updatedAt: new Date() })
    .where(and(eq(siteImages.slot, slot), pendingIs(source)))
    .returning({ slot: siteImages.slot });
  const [after] = await db().select().from(siteImages).where(eq(siteImages.slot, slot));
  const inUse = new Set(keysOf(after?.image));
  // The files of the image replaced (or of this one, when a reset came meanwhile), unless in use:
  // the same photo uploaded again has the same names.
  const unused = swapped.length > 0 ? keysOf(row.image) : keysOf(encoded);
  await removeAll(
    files,
    unused.filter((key) => !inUse.has(key)),
  );
  await files.delete(source);
}

export function siteImageJobHandler(files: Storage = storage()): JobHandler<SiteImageJob> {
  return { kind: siteImageJob, run: (job) => runSiteImageJob(job, files) };
}

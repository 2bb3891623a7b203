// What an uploaded photo is, read from its bytes (never its name or the browser's type): refused
// with the reason in the staff's words when it is not an image the encoder reads, too large, too
// many pixels, or smaller than its slot needs (the message says the size needed).
import type { Metadata } from 'sharp';
import { loadImageLibraries } from './image-libraries';
import { MAX_SITE_IMAGE_BYTES, MAX_SITE_IMAGE_PIXELS } from '@/lib/upload-limits';
import { refuse } from '@/server/refusal';
import { acceptUpload } from '@/server/uploads';
import type { SiteImageSlot } from './slots';

/** What the encoder reads (HEIC, from iPhones, only when this build of libvips can decode it); kept
 *  as sent, privately: the encode job writes the renditions the site shows, without metadata. */
const SITE_IMAGE_UPLOAD = {
  kinds: ['jpg', 'png', 'webp', 'avif', 'heic'],
  maxBytes: MAX_SITE_IMAGE_BYTES,
  tooLarge: 'sitePhotos.error.tooLarge',
  notAccepted: 'sitePhotos.error.notImage',
  image: 'encoded-later',
} as const;

export interface InspectedUpload {
  format: string;
  /** As shown, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

const size = (width: number, height: number) => `${width} × ${height} px`;

/** Whether sharp can decode the pixels (a HEIC in HEVC cannot be with the prebuilt libvips). */
async function decodes(bytes: Uint8Array) {
  const { sharp } = await loadImageLibraries();
  try {
    await sharp(bytes, { limitInputPixels: false }).resize(8).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export async function inspectUpload(bytes: Uint8Array, slot: SiteImageSlot): Promise<InspectedUpload> {
  const { kind } = await acceptUpload(bytes, SITE_IMAGE_UPLOAD);
  if (kind === 'heic' && !(await decodes(bytes))) refuse('BAD_REQUEST', 'sitePhotos.error.heic');
  const { sharp } = await loadImageLibraries();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    refuse('BAD_REQUEST', 'sitePhotos.error.notImage');
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) refuse('BAD_REQUEST', 'sitePhotos.error.notImage');
  if (width * height > MAX_SITE_IMAGE_PIXELS) {
    refuse('BAD_REQUEST', 'sitePhotos.error.tooManyPixels', {
      megapixels: Math.round((width * height) / 1_000_000),
      size: size(width, height),
    });
  }
  if (width < slot.minWidth || height < slot.minHeight) {
    refuse('BAD_REQUEST', 'sitePhotos.error.tooSmall', {
      needed: size(slot.minWidth, slot.minHeight),
      size: size(width, height),
    });
  }
  return { format: kind, width, height };
}

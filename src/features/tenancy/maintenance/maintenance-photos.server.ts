// A tenant's photo of a maintenance request: read from its bytes (never its name or the browser's
// type), refused unless it is an image the encoder reads, then re-encoded as a JPEG upright (its
// EXIF orientation applied) and without any of its metadata: no EXIF, no GPS position, no camera.
import { fileTypeFromBuffer } from 'file-type';
import { MAX_MAINTENANCE_PHOTO_BYTES, MAX_MAINTENANCE_PHOTO_PIXELS } from '@/lib/upload-limits';
import { refuse } from '@/server/refusal';
import { loadImageLibraries } from '@/server/site-images/image-libraries';

const ACCEPTED = new Set(['jpg', 'png', 'webp', 'avif', 'heic']);

/** The longest side kept: enough to see the damage, small enough for a phone to load. */
const MAX_SIDE = 2560;

export interface CleanPhoto {
  bytes: Uint8Array;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

export async function cleanPhoto(input: Uint8Array): Promise<CleanPhoto> {
  if (input.byteLength > MAX_MAINTENANCE_PHOTO_BYTES) refuse('CONTENT_TOO_LARGE', 'maintenance.error.photoTooLarge');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.ext)) refuse('BAD_REQUEST', 'maintenance.error.notImage');
  const { sharp } = await loadImageLibraries();
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): re-encoding drops it all.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_MAINTENANCE_PHOTO_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    refuse('BAD_REQUEST', 'maintenance.error.notImage');
  }
}

// A tenant's photo of a maintenance request (src/server/uploads): read from its bytes (never its
// name or the browser's type), refused unless it is an image the encoder reads, then re-encoded as a
// JPEG upright (its EXIF orientation applied) and without any of its metadata: no EXIF, no GPS
// position, no camera.
import { MAX_MAINTENANCE_PHOTO_BYTES, MAX_MAINTENANCE_PHOTO_PIXELS } from '@/lib/upload-limits';
import { acceptImage } from '@/server/uploads';

/** The longest side kept: enough to see the damage, small enough for a phone to load. */
const MAX_SIDE = 2560;

export const cleanPhoto = (input: Uint8Array) =>
  acceptImage(input, {
    kinds: ['jpg', 'png', 'webp', 'avif', 'heic'],
    maxBytes: MAX_MAINTENANCE_PHOTO_BYTES,
    tooLarge: 'maintenance.error.photoTooLarge',
    notAccepted: 'maintenance.error.notImage',
    image: { maxPixels: MAX_MAINTENANCE_PHOTO_PIXELS, as: 'jpeg', maxSide: MAX_SIDE },
  });

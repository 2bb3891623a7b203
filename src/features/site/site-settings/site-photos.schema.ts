// The staff's form for one image slot: a photo to replace it (optional: the alt texts and the focal
// point may change alone), the alt text in both languages, the focal point in percent; and the
// reset to the shipped drawing. What only the bytes can tell (an image? how large?) the server checks.
import { recordVersion, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { MAX_SITE_IMAGE_BYTES } from '@/lib/upload-limits';

export const ALT_MAX_LENGTH = 200;

const version = recordVersion('adminSite.error.changedMeanwhile');
const alt = requiredText(
  { required: 'sitePhotos.error.altRequired', tooLong: 'sitePhotos.error.altTooLong' },
  ALT_MAX_LENGTH,
);
const slot = z.string({ error: 'sitePhotos.error.slot' }).check(z.regex(/^[a-z0-9-]{1,60}$/, 'sitePhotos.error.slot'));
const percent = z.pipe(
  z.string({ error: 'sitePhotos.error.focal' }).check(
    z.trim(),
    z.regex(/^\d{1,3}$/, 'sitePhotos.error.focal'),
    z.refine((v) => Number(v) <= 100, 'sitePhotos.error.focal'),
  ),
  z.transform(Number),
);

export const savePhotoSchema = z.object({
  /** A form sent with no file chosen carries an empty one: that is no new photo. */
  file: z.optional(z.file().check(z.maxSize(MAX_SITE_IMAGE_BYTES, 'sitePhotos.error.tooLarge'))),
  slot,
  version,
  altPt: alt,
  altEn: alt,
  focalX: percent,
  focalY: percent,
});

export type SavePhotoInput = z.output<typeof savePhotoSchema>;

export const resetPhotoSchema = z.object({ slot, version });

export type ResetPhotoInput = z.output<typeof resetPhotoSchema>;

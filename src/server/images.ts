// The site's images by name: the staff's upload for the slot when there is one
// (src/server/site-images), else the shipped drawing from the manifest `npm run build` generates.
import type { ResponsiveImage } from '@/lib/responsive-image';
import type { Locale } from '@/lib/i18n-types';
import { applySiteImage, encodedToResponsive, siteImageRow } from './site-images/site-images';

export type { ResponsiveImage } from '@/lib/responsive-image';

export const IMAGE_NAMES = [
  'hero-complex',
  'hero-aerial',
  'facility-gatehouse',
  'facility-auditorium',
  'facility-common-area',
  'facility-canteen',
  'service-road-freight',
  'service-air-freight',
  'service-ocean-freight',
  'service-warehousing',
  'service-cargo-insurance',
  'service-supply-chain',
  'project-supply-chain',
  'project-healthcare',
  'project-manufacturing',
  'project-agriculture',
  'project-retail',
  'project-non-profit',
  'map-preview',
] as const;

export type ImageName = (typeof IMAGE_NAMES)[number];

// A glob rather than a plain import so that a missing manifest gives the message below instead of
// an unresolved-import error from the bundler.
const found = import.meta.glob<Record<string, ResponsiveImage>>('../assets/images.generated.json', {
  eager: true,
  import: 'default',
});
const manifest = Object.values(found)[0];

export function responsiveImage(name: ImageName): ResponsiveImage {
  return applySiteImage(shippedImage(name), siteImageRow(name));
}

/** The drawing the site ships with for `name`, whatever the staff uploaded. */
export function shippedImage(name: ImageName): ResponsiveImage {
  if (!manifest) {
    throw new Error(
      'src/assets/images.generated.json is missing: run `npm run build` (or `node scripts/build-images.mjs`) first.',
    );
  }
  const image = manifest[name];
  if (!image) {
    throw new Error(
      `Image "${name}" is not in src/assets/images.generated.json: add src/assets/images/${name}.svg (or .jpg) and run \`npm run build\`.`,
    );
  }
  return image;
}

/** The card shared links show, rendered by the build from the first hero image (og:image). */
const SHIPPED_SOCIAL_CARD: ResponsiveImage = { width: 1200, height: 630, avif: '', webp: '', src: '/og-image.jpg' };

/** The drawing the site ships with in a staff slot (the social card's as a single file). */
export function shippedSlotImage(name: ImageName | 'social-preview'): ResponsiveImage {
  return name === 'social-preview' ? SHIPPED_SOCIAL_CARD : shippedImage(name);
}

/** The social card (og:image): the staff's photo when encoded, else the build's; its alt text if they wrote one. */
export function socialPreview(locale: Locale): { url: string; alt: string | undefined } {
  const row = siteImageRow('social-preview');
  const url = row?.image ? encodedToResponsive(row.image).src : SHIPPED_SOCIAL_CARD.src;
  return { url, alt: (locale === 'en' ? row?.altEn : row?.altPt) ?? undefined };
}

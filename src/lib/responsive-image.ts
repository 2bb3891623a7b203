import type { Locale } from './i18n-types';

/**
 * One image rendered at several widths: produced at build time by scripts/build-images.mjs, or
 * from a staff upload by the site-image job (src/server/site-images).
 */
export interface ResponsiveImage {
  /** Intrinsic size at the largest rendered width, for the img's width/height (no layout shift). */
  width: number;
  height: number;
  /** `srcset` strings: "/img/name-480-hash.avif 480w, …" */
  avif: string;
  webp: string;
  /** A mid-size WebP for browsers that ignore <source>. */
  src: string;
  /** The crop's focal point as CSS `object-position` ('30% 60%'), when the staff chose one. */
  position?: string;
  /** The staff's alt text, per language, when they wrote one for this slot. */
  alt?: Record<Locale, string>;
}

/** The image's alt text in `locale`: the staff's, else the page's own for the shipped drawing. */
export function altText(image: ResponsiveImage, locale: Locale, shipped: string): string {
  return image.alt?.[locale] ?? shipped;
}

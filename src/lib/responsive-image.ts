/** One image rendered at several widths; produced at build time by scripts/build-images.mjs. */
export interface ResponsiveImage {
  /** Intrinsic size at the largest rendered width, for the img's width/height (no layout shift). */
  width: number;
  height: number;
  /** `srcset` strings: "/img/name-480-hash.avif 480w, …" */
  avif: string;
  webp: string;
  /** A mid-size WebP for browsers that ignore <source>. */
  src: string;
}

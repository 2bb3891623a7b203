import type { ResponsiveImage } from '@/lib/responsive-image';

export interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** 'eager' for an image on the first screen; lazily otherwise. */
  loading?: 'eager' | 'lazy';
  /**
   * 'high' for the page's largest paint; 'low' for an image on the first screen behind a headline
   * that is (the hero's): the headline and the stylesheet come first.
   */
  fetchPriority?: 'high' | 'low';
  className?: string;
  imgClassName?: string;
}

/**
 * A build-time optimised image (AVIF, then WebP) from `responsiveImage()`, cropped around the staff's
 * focal point when they chose one; safe in islands.
 */
export function Picture({ image, alt, sizes, loading = 'lazy', fetchPriority, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      {/* A single file (the social card) has no sets to offer. */}
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        loading={loading}
        fetchPriority={fetchPriority}
        className={imgClassName}
        style={image.position ? { objectPosition: image.position } : undefined}
      />
    </picture>
  );
}

import type { ResponsiveImage } from '@/lib/responsive-image';

export interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** For the LCP image: loads eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/** A build-time optimised image (AVIF, then WebP) from `responsiveImage()`; safe in islands. */
export function Picture({ image, alt, sizes, priority = false, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={imgClassName}
      />
    </picture>
  );
}

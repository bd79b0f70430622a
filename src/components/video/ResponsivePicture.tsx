import { responsiveImage } from '../../content/images';
import { cn } from '../../lib/cn';

/**
 * A <picture> (lazy unless `priority`) with AVIF and WebP sources and intrinsic width/height, so the browser reserves
 * the box before the image arrives (no layout shift).
 */
export function ResponsivePicture({
  url,
  alt,
  sizes,
  className,
  imgClassName,
  priority = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  imgClassName?: string;
  /** For an image above the fold (the likely LCP): load at once, at high priority, decode with its frame. */
  priority?: boolean;
}) {
  const image = responsiveImage(url);
  return (
    <picture className={className}>
      {image.srcSet.avif && <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />}
      {image.srcSet.webp && <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'} // the likely LCP paints with the frame that shows it
        className={cn('block', imgClassName)}
      />
    </picture>
  );
}

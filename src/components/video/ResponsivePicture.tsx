import { responsiveImage } from '../../content/images';
import { cn } from '../../lib/cn';

/**
 * A lazy <picture> with AVIF and WebP sources and intrinsic width/height, so the browser reserves
 * the box before the image arrives (no layout shift).
 */
export function ResponsivePicture({
  url,
  alt,
  sizes,
  className,
  imgClassName,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  imgClassName?: string;
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
        loading="lazy"
        decoding="async"
        className={cn('block', imgClassName)}
      />
    </picture>
  );
}

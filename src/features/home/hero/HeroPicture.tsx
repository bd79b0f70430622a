import { responsiveImage } from '../../../content/images';

/**
 * A hero poster: AVIF and WebP sources with intrinsic size. The first one is the page's LCP image,
 * so it is fetched eagerly at high priority and decoded with the frame (the shared lazy
 * ResponsivePicture of components/video never is).
 */
export function HeroPicture({
  url,
  sizes,
  priority,
  className,
}: {
  url: string;
  sizes: string;
  priority: boolean;
  className?: string;
}) {
  const image = responsiveImage(url);
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}

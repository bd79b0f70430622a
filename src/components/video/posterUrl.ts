import { responsiveImage } from '../../content/images';

/**
 * The single image a <video poster> takes. `large` picks the widest generated WebP (for the watch
 * page's big player); otherwise the responsive set's fallback source.
 */
export function posterUrl(thumbnail: string, size: 'small' | 'large' = 'small'): string | undefined {
  if (!thumbnail) return undefined;
  const image = responsiveImage(thumbnail);
  if (size === 'small' || !image.srcSet.webp) return image.src;
  const widest = image.srcSet.webp.split(',').at(-1)?.trim().split(' ')[0];
  return widest || image.src;
}

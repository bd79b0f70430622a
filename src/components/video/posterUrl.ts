import { imageCandidates } from '../../content/images';

/**
 * The single image a <video poster> takes. `large` picks the widest generated WebP (for the watch
 * page's big player); otherwise the given poster.
 */
export function posterUrl(thumbnail: string, size: 'small' | 'large' = 'small'): string | undefined {
  if (!thumbnail) return undefined;
  if (size === 'small') return thumbnail;
  return imageCandidates(thumbnail, 'webp').at(-1)?.src ?? thumbnail;
}

import { responsiveImage } from '../../content/images';

/** The single image a <video poster> takes: the responsive set's fallback source. */
export function posterUrl(thumbnail: string): string | undefined {
  return thumbnail ? responsiveImage(thumbnail).src : undefined;
}

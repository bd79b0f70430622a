import { site } from '../../../shared/site';
import { imageCandidates } from '../../content/images';
import type { Video } from '../../content/types';
import type { MediaSessionInfo } from './useMediaSession';

/** Title, teacher and the poster's generated sizes for the lock screen and media controls. */
export function mediaSessionInfo(video: Video): MediaSessionInfo {
  const posters = imageCandidates(video.thumbnail, 'webp');
  return {
    title: video.title,
    artist: video.instructor,
    album: site.name,
    artwork: posters.length
      ? posters.map(({ src, width, height }) => ({ src, sizes: `${width}x${height}`, type: 'image/webp' }))
      : [{ src: video.thumbnail }],
  };
}

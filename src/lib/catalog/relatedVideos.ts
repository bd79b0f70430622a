import { hasVideoUrl } from '../../components/video/playable';
import type { Video } from '../../content/types';

/**
 * Videos to offer after `current`: playable ones by the same teacher first, then the same
 * category, then the rest, each group in site order.
 */
export function relatedVideos(current: Video, library: readonly Video[], limit = 5): Video[] {
  const score = (video: Video) =>
    (video.instructor === current.instructor ? 2 : 0) +
    (current.category !== undefined && video.category === current.category ? 1 : 0);
  return library
    .filter((video) => video.id !== current.id && hasVideoUrl(video))
    .map((video, index) => ({ video, index, score: score(video) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ video }) => video);
}

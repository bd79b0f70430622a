import type { Video } from '../../content/types';

/** The category filter (docs/product.md#catalog): all = every video, free = not premium, anything else by the category field. */
export function filterVideosByCategory(videos: readonly Video[], category: string): Video[] {
  if (category === 'all') return [...videos];
  if (category === 'free') return videos.filter((video) => !video.isPremium);
  return videos.filter((video) => video.category === category);
}

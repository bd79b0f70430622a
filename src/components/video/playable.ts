import type { Video } from '../../content/types';

/** True when the video has something to play (the grid shows only these). */
export function hasVideoUrl(video: Video): boolean {
  return video.videoUrl.trim().length > 0;
}

/** The videos a grid may show: those with a videoUrl, in their given order. */
export function playableVideos(videos: readonly Video[]): Video[] {
  return videos.filter(hasVideoUrl);
}

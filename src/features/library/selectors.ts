import type { LibrarySnapshot, WatchProgress } from '../../components/video/videoLibrary';
import type { Video } from '../../content/types';
import { findVideo } from '../../content/videos';

export interface WatchedVideo {
  video: Video;
  progress: WatchProgress;
}

const newestFirst = (a: WatchProgress, b: WatchProgress) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/** Every video with progress, most recently watched first (videos no longer in the catalogue are left out). */
export function history(snapshot: LibrarySnapshot): WatchedVideo[] {
  return [...snapshot.progress.values()]
    .sort(newestFirst)
    .flatMap((progress) => {
      const video = findVideo(progress.videoId);
      return video ? [{ video, progress }] : [];
    });
}

/** Of a history, the videos started and not finished, most recent first. */
export function continueWatching(watched: WatchedVideo[]): Video[] {
  return watched
    .filter(({ progress }) => !progress.completed && progress.positionSeconds > 0)
    .map(({ video }) => video);
}

/** Saved videos, most recently saved first. */
export function savedVideos(snapshot: LibrarySnapshot): Video[] {
  return [...snapshot.saved.entries()]
    .sort(([, a], [, b]) => Date.parse(b) - Date.parse(a))
    .flatMap(([id]) => findVideo(id) ?? []);
}

import type { LibrarySnapshot, WatchProgress } from '../../components/video/videoLibrary';
import type { Video } from '../../content/types';

export interface WatchedVideo {
  video: Video;
  progress: WatchProgress;
}

/** A video of the catalog by id; undefined when it is no longer published. */
export type FindVideo = (id: string) => Video | undefined;

const newestFirst = (a: WatchProgress, b: WatchProgress) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/** Every video a library names (watched or saved), once each, sorted: what to ask the catalog for. */
export function libraryVideoIds(snapshot: LibrarySnapshot): string[] {
  return [...new Set([...snapshot.progress.keys(), ...snapshot.saved.keys()])].sort();
}

/** Every video with progress, most recently watched first (videos no longer in the catalogue are left out). */
export function history(snapshot: LibrarySnapshot, findVideo: FindVideo): WatchedVideo[] {
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
export function savedVideos(snapshot: LibrarySnapshot, findVideo: FindVideo): Video[] {
  return [...snapshot.saved.entries()]
    .sort(([, a], [, b]) => Date.parse(b) - Date.parse(a))
    .flatMap(([id]) => findVideo(id) ?? []);
}

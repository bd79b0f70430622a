import { useDeferredValue } from 'react';
import type { LibrarySnapshot } from '../../components/video/videoLibrary';
import { useVideosByIds } from '../../lib/catalog/usePageData';
import { libraryVideoIds, type FindVideo } from './selectors';

/**
 * The catalog's videos a library names, as a lookup. Asked for by id set; while a changed set loads (a video
 * just saved), the lists keep showing the previous one rather than a spinner.
 */
export function useFindVideo(snapshot: LibrarySnapshot): FindVideo {
  const key = libraryVideoIds(snapshot).join(',');
  const deferred = useDeferredValue(key);
  // Last: no hook may follow one that suspends (React replays the component from its first hook).
  const videos = useVideosByIds(deferred ? deferred.split(',') : []);
  const byId = new Map(videos.map((video) => [video.id, video]));
  return (id) => byId.get(id);
}

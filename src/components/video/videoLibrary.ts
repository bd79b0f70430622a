import { createContext, useContext, useSyncExternalStore } from 'react';

/** Where a viewer stopped in one video, as the library keeps it (a row of public.watch_progress). */
export interface WatchProgress {
  videoId: string;
  positionSeconds: number;
  durationSeconds: number;
  completed: boolean;
  /** ISO time of the save. */
  updatedAt: string;
}

/**
 * What the library knows: 'unknown' until the session and the viewer's data are known (nothing member- or
 * visitor-specific renders before, so prerendered pages do not shift and a member never sees visitor data),
 * then a visitor's progress from the device, or a member's progress and saved videos from the account.
 */
export interface LibrarySnapshot {
  status: 'unknown' | 'visitor' | 'member';
  progress: ReadonlyMap<string, WatchProgress>;
  /** Saved video ids with the time each was saved (members only). */
  saved: ReadonlyMap<string, string>;
}

/**
 * The library as the shared video components see it: the player reports positions and toggles Save, cards
 * read progress. The library feature provides it (features/library); without a provider there is no library.
 */
export interface VideoLibrary {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LibrarySnapshot;
  saveProgress: (videoId: string, positionSeconds: number, durationSeconds: number) => void;
  setSaved: (videoId: string, saved: boolean) => void;
}

export const emptyLibrary: LibrarySnapshot = { status: 'unknown', progress: new Map(), saved: new Map() };

export const VideoLibraryContext = createContext<VideoLibrary | null>(null);

const noSubscription = () => () => {};
const emptySnapshot = () => emptyLibrary;

/** The library and its snapshot; the prerendered (server) snapshot is always 'unknown'. */
export function useVideoLibrary(): { library: VideoLibrary | null; snapshot: LibrarySnapshot } {
  const library = useContext(VideoLibraryContext);
  const snapshot = useSyncExternalStore(library?.subscribe ?? noSubscription, library?.getSnapshot ?? emptySnapshot, emptySnapshot);
  return { library, snapshot };
}

/** Percent watched, 0–100 (a completed video is 100). */
export function percentWatched(progress: WatchProgress): number {
  if (progress.completed) return 100;
  if (progress.durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress.positionSeconds / progress.durationSeconds) * 100)));
}

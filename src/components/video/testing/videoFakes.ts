import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Video } from '../../../content/types';
import { emptyLibrary, type LibrarySnapshot, type VideoLibrary } from '../videoLibrary';

/** A video for component tests; override any field. */
export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'still-morning',
    title: 'Still Morning Sit',
    description: 'A gentle twenty-minute sit to begin the day.',
    instructor: 'Amara Okafor',
    thumbnail: '/media/posters/still-morning-640.webp',
    videoUrl: '/media/still-morning.mp4',
    duration: '20 min',
    isPremium: false,
    category: 'meditation',
    ...overrides,
  };
}

/** A <track>'s TextTrack as a browser has it: setting `mode` queues one `change` event on the video's track list. */
class FakeTextTrack {
  #mode: TextTrackMode = 'disabled';
  constructor(private readonly element: HTMLTrackElement) {}
  get mode() {
    return this.#mode;
  }
  set mode(mode: TextTrackMode) {
    if (mode === this.#mode) return;
    this.#mode = mode;
    const video = this.element.closest('video');
    if (video) queueTrackChange(video.textTracks as unknown as EventTarget);
  }
}

const pendingChanges = new WeakSet<EventTarget>();
function queueTrackChange(list: EventTarget) {
  if (pendingChanges.has(list)) return;
  pendingChanges.add(list);
  queueMicrotask(() => {
    pendingChanges.delete(list);
    list.dispatchEvent(new Event('change'));
  });
}

/**
 * jsdom has no media pipeline or layout: stub play/pause so they fire the events a browser would,
 * give <track> elements their TextTrack and the video its track list, and give Radix's slider
 * the ResizeObserver it measures with.
 */
export function stubMediaElement() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const playing = new WeakSet<HTMLMediaElement>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (!playing.delete(this)) return;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  const textTracks = new WeakMap<HTMLMediaElement, EventTarget>();
  vi.spyOn(HTMLMediaElement.prototype, 'textTracks', 'get').mockImplementation(function (this: HTMLMediaElement) {
    if (!textTracks.has(this)) textTracks.set(this, new EventTarget());
    return textTracks.get(this) as unknown as TextTrackList;
  });
  const tracks = new WeakMap<HTMLTrackElement, FakeTextTrack>();
  if (!('track' in HTMLTrackElement.prototype)) Object.defineProperty(HTMLTrackElement.prototype, 'track', { configurable: true, get: () => undefined });
  vi.spyOn(HTMLTrackElement.prototype, 'track', 'get').mockImplementation(function (this: HTMLTrackElement) {
    if (!tracks.has(this)) tracks.set(this, new FakeTextTrack(this));
    return tracks.get(this) as unknown as TextTrack;
  });
  return { play, pause };
}

/** The mode of the <track> in each language, e.g. { en: 'disabled', es: 'showing', … }. */
export function trackModes(video: HTMLVideoElement): Record<string, TextTrackMode> {
  return Object.fromEntries([...video.querySelectorAll('track')].map((track) => [track.srclang, track.track.mode]));
}

/**
 * Picture-in-picture as Chromium has it (or, with `supported: false`, as Firefox and older Safari lack it):
 * requesting it makes the video the PiP element and fires `enterpictureinpicture`.
 */
export function stubPictureInPicture({ supported }: { supported: boolean }) {
  let element: HTMLVideoElement | null = null;
  const define = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { configurable: true, writable: true, value });
  define(document, 'pictureInPictureEnabled', supported);
  Object.defineProperty(document, 'pictureInPictureElement', { configurable: true, get: () => element });
  const enter = (video: HTMLVideoElement) => {
    element = video;
    video.dispatchEvent(new Event('enterpictureinpicture'));
    return Promise.resolve({} as PictureInPictureWindow);
  };
  const request = vi.fn(function (this: HTMLVideoElement) {
    return enter(this);
  });
  const exit = vi.fn(() => {
    const left = element;
    element = null;
    left?.dispatchEvent(new Event('leavepictureinpicture'));
    return Promise.resolve();
  });
  define(HTMLVideoElement.prototype, 'requestPictureInPicture', supported ? request : undefined);
  define(document, 'exitPictureInPicture', exit);
  return {
    request,
    exit,
    restore: () => {
      for (const key of ['pictureInPictureEnabled', 'pictureInPictureElement', 'exitPictureInPicture']) Reflect.deleteProperty(document, key);
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
    },
  };
}

/** navigator.mediaSession and MediaMetadata as a browser has them, recording the handlers set. */
export function stubMediaSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: vi.fn((action: MediaSessionAction, handler: MediaSessionActionHandler | null) => handlers.set(action, handler)),
    setPositionState: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(init: MediaMetadataInit) {
        Object.assign(this, init);
      }
    },
  );
  return {
    session,
    handlers,
    restore: () => {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    },
  };
}

/** A library for component tests: a visitor's by default; `set` changes the snapshot as the store would. */
export function fakeLibrary(snapshot: Partial<LibrarySnapshot> = {}) {
  let current: LibrarySnapshot = { ...emptyLibrary, status: 'visitor', ...snapshot };
  const listeners = new Set<() => void>();
  const library = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    saveProgress: vi.fn(),
    setSaved: vi.fn(),
    /** Replaces the snapshot, as the store does when the session becomes known. */
    set(next: Partial<LibrarySnapshot>) {
      current = { ...current, ...next };
      act(() => listeners.forEach((listener) => listener()));
    },
  } satisfies VideoLibrary & { set: unknown };
  return library;
}

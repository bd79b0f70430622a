import { vi } from 'vitest';
import type { Video } from '../../content/types';

/** A video for component tests; override any field. */
export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'still-morning',
    title: 'Still Morning Sit',
    description: 'A gentle twenty-minute sit to begin the day.',
    instructor: 'Amara Okafor',
    thumbnail: '/media/posters/still-morning-640.webp',
    videoUrl: '/media/clips/dawn.mp4',
    duration: '20 min',
    isPremium: false,
    category: 'meditation',
    ...overrides,
  };
}

/**
 * jsdom has no media pipeline or layout: stub play/pause so they fire the events a browser would,
 * and give Radix's slider the ResizeObserver it measures with.
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
  return { play, pause };
}

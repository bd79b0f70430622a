import { describe, expect, it } from 'vitest';
import { workbox } from '../../../scripts/vite/pwa';
import { isAppNavigation, isArtworkImage, isDownloadedFile, isHashedAsset, type SwRequestInfo } from './swRoutes';

const ORIGIN = 'https://stillwater.example';

function requestTo(path: string, { mode = 'cors', method = 'GET', origin = ORIGIN }: { mode?: RequestMode; method?: string; origin?: string } = {}): SwRequestInfo {
  const url = new URL(path, origin);
  return { request: { mode, method } as Request, url, sameOrigin: url.origin === ORIGIN };
}

const navigation = (path: string) => requestTo(path, { mode: 'navigate' });

/** Every matcher as Workbox will run it: re-created from its source text, with nothing from this module in scope. */
const matchers = workbox.runtimeCaching.map(({ urlPattern }) => new Function(`return (${urlPattern.toString()})`)() as (info: SwRequestInfo) => boolean);
const anyRouteMatches = (info: SwRequestInfo) => matchers.some((match) => match(info));

describe('service worker routes', () => {
  it('are self-contained functions, as Workbox serialises them into sw.js', () => {
    expect(matchers).toHaveLength(4);
    expect(matchers[0]?.(navigation('/videos/all'))).toBe(true);
    expect(matchers[1]?.(requestTo('/teachers/ana.webp'))).toBe(true);
    expect(matchers[2]?.(requestTo('/assets/hls-abc123.js'))).toBe(true);
    expect(matchers[3]?.(requestTo('/_offline/u1/dawn/540p/seg_000.m4s'))).toBe(true);
  });

  it('treat app pages as navigations, including unknown paths the app answers with its 404 page', () => {
    for (const path of ['/', '/videos/all', '/teacher/ana-lucia', '/profile?x=1', '/no/such/page']) {
      expect(isAppNavigation(navigation(path)), path).toBe(true);
    }
  });

  it('never handle the auth API, the mail outbox or health checks, in any form', () => {
    for (const path of ['/auth/v1/health', '/auth/v1/settings', '/auth/v1/verify?token=x&type=signup', '/_mail', '/_mail/messages', '/healthz']) {
      expect(anyRouteMatches(navigation(path)), path).toBe(false);
      expect(anyRouteMatches(requestTo(path)), path).toBe(false);
      expect(anyRouteMatches(requestTo(path, { method: 'POST' })), path).toBe(false);
    }
  });

  it('leave media to the network so Range requests reach the server untouched', () => {
    for (const path of ['/media/hls/dawn/master.m3u8', '/media/hls/dawn/720p/init.mp4', '/media/hls/dawn/720p/seg_001.m4s', '/media/hls/dawn/storyboard.jpg', 'https://cdn.example/talk.mp4']) {
      expect(anyRouteMatches(requestTo(path)), path).toBe(false);
      expect(anyRouteMatches(navigation(path)), path).toBe(false);
    }
  });

  it('cache posters and portraits from this origin only', () => {
    expect(isArtworkImage(requestTo('/media/posters/dawn.webp'))).toBe(true);
    expect(isArtworkImage(requestTo('/teachers/ana-lucia.jpg'))).toBe(true);
    expect(isArtworkImage(requestTo('/uploads/teachers/ana-lucia-3f9a1c2b7d4e-256.avif'))).toBe(true);
    expect(isArtworkImage(requestTo('/uploads/other/file.webp'))).toBe(false);
    expect(isArtworkImage(requestTo('/media/posters/dawn.webp', { origin: 'https://cdn.example' }))).toBe(false);
    expect(isArtworkImage(requestTo('/media/hls/dawn/storyboard.jpg'))).toBe(false);
  });

  it("answer a download's files from the device, for this origin's GETs only, with their Range requests", () => {
    expect(isDownloadedFile(requestTo('/_offline/u1/dawn/master.m3u8'))).toBe(true);
    expect(isDownloadedFile(requestTo('/_offline/u1/dawn/master.m3u8', { method: 'POST' }))).toBe(false);
    expect(isDownloadedFile(requestTo('/_offline/u1/dawn/master.m3u8', { origin: 'https://cdn.example' }))).toBe(false);
    expect(isDownloadedFile(requestTo('/media/hls/dawn/master.m3u8'))).toBe(false);
    const route = workbox.runtimeCaching.at(-1);
    expect(route).toMatchObject({ handler: 'CacheOnly', options: { cacheName: 'stillwater-downloads', rangeRequests: true } });
  });

  it('cache hashed build assets missing from the precache, nothing else', () => {
    expect(isHashedAsset(requestTo('/assets/index-abc.css'))).toBe(true);
    expect(isHashedAsset(requestTo('/icons/icon-192.png'))).toBe(false);
    expect(isHashedAsset(requestTo('/sw.js'))).toBe(false);
  });
});

describe('precache', () => {
  it('answers no navigation to `/` with its index.html: home comes from the network like every page (decision 2425)', () => {
    expect(workbox.directoryIndex).toBeNull();
  });

  it('leaves out media, portraits and the on-demand HLS player', () => {
    expect(workbox.globIgnores).toEqual(expect.arrayContaining(['media/**', 'teachers/**', 'assets/hls*.js']));
    expect(workbox.globPatterns.join(' ')).not.toMatch(/mp4|m3u8|\bts\b/);
  });
});

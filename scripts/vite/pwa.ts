import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { site } from '../../shared/site';
import { tokens } from '../../src/config/tokens';
import { isAppNavigation, isArtworkImage, isDownloadedFile, isHashedAsset } from '../../src/features/install/swRoutes';
import { DOWNLOADS_CACHE } from '../../src/lib/offline/offlinePaths';

const DAY_SECONDS = 24 * 60 * 60;

/** A runtime cache of at most `maxEntries` responses (200s only), each kept for `days`, emptied first when storage runs short. */
function runtimeCache(cacheName: string, maxEntries: number, days: number) {
  return {
    cacheName,
    expiration: { maxEntries, maxAgeSeconds: days * DAY_SECONDS, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
  };
}

/** The web app manifest (docs/product.md#install). Icons come from scripts/generateIcons.ts. */
const manifest = {
  id: '/',
  name: site.name,
  short_name: site.shortName,
  description: site.description,
  lang: 'en',
  dir: 'ltr',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  theme_color: tokens.color.ink,
  background_color: tokens.color.ivory,
  categories: ['health', 'lifestyle', 'education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies VitePWAOptions['manifest'];

/**
 * The Workbox service worker (docs/pwa.md). Only what a route lists below is ever handled: the
 * auth API, the mail outbox, health checks and streamed media (HLS playlists and segments, MP4, with their Range requests)
 * match nothing, so the browser fetches them itself and nothing of theirs lands in a cache.
 */
export const workbox = {
  cacheId: 'stillwater',
  // The app shell and hashed build output; never media, portraits, or the HLS player (loaded on demand).
  globPatterns: ['**/*.{js,css,html,woff2}', '{favicon.svg,assets/**/*.{svg,png,jpg,jpeg,webp,avif}}'],
  globIgnores: ['media/**', 'teachers/**', 'assets/hls*.js'],
  // Navigations go to the network (prerendered pages, current runtime config); the shell is the offline fallback.
  navigateFallback: null,
  // Without this the precache answers `/` with its `/index.html` (the bare English shell) before the route below (decision 2425).
  directoryIndex: null,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  // A new version waits until the user accepts the "reload" toast (src/app/serviceWorker.ts).
  skipWaiting: false,
  runtimeCaching: [
    {
      // Pages are never cached on their own: a page saved under an older build would point at assets that
      // build's precache no longer holds. Offline, the precached shell (same build as the assets) renders any route.
      urlPattern: isAppNavigation,
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/index.html' } },
    },
    {
      urlPattern: isArtworkImage,
      handler: 'StaleWhileRevalidate',
      options: runtimeCache('stillwater-artwork', 80, 30),
    },
    {
      urlPattern: isHashedAsset,
      handler: 'CacheFirst',
      options: runtimeCache('stillwater-assets', 20, 365),
    },
    {
      // Downloads for offline viewing (docs/offline.md): stored by the app, never fetched by the worker, never
      // expired by it; a player's Range request gets its 206 from the stored file.
      urlPattern: isDownloadedFile,
      handler: 'CacheOnly',
      options: { cacheName: DOWNLOADS_CACHE, rangeRequests: true },
    },
  ],
} satisfies VitePWAOptions['workbox'];

/** Manifest and service worker. The app registers the worker itself at start-up (src/app/serviceWorker.ts). */
export function pwa() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    strategies: 'generateSW',
    filename: 'sw.js',
    // The OS keeps its own copy of the icons; precaching them would only cost bandwidth.
    includeManifestIcons: false,
    manifest,
    workbox,
  });
}

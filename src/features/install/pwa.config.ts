import { VitePWA } from 'vite-plugin-pwa';
import { site } from '../../config/site';
import { tokens } from '../../config/tokens';

/** Manifest and service worker (Workbox). Registered by the app itself at start-up (see src/lib/serviceWorker.ts). */
export function pwa() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: tokens.color.ink,
      background_color: tokens.color.ivory,
      icons: [],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/auth\//, /^\/_mail/, /^\/healthz/],
    },
  });
}

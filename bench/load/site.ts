import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Site } from '../../tests/hardening/support/serverProcess.ts';
import { installFakeRenderer } from '../../tests/support/fakeRenderer.ts';

export const ASSET = '/assets/index-Lb7Qz3xA.js';

/** A realistic hashed asset (~120 KB, precompressed like the build does). */
function writeAsset(site: Site): void {
  const source = Buffer.from(`export const data=${JSON.stringify(Array.from({ length: 6000 }, (_, i) => `item-${i}-${(i * 7919) % 10007}`))};\n`);
  const file = path.join(site.distDir, ASSET);
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source));
  writeFileSync(`${file}.gz`, gzipSync(source));
}

/**
 * A home page shaped like the real prerendered one (~140 KB of HTML: head with the hero preload, an inlined
 * stylesheet of utility rules, a hero and rows of video cards), so `GET /` serves what production serves.
 */
export function prerenderedHome(): string {
  // A fixed pseudo-random sequence: descriptions vary like real copy does, so brotli shrinks the page as much as the real one.
  let seed = 12345;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const words = 'breath stillness flow rest morning evening body mind gentle deep heart open ground release'.split(' ');
  const sentence = (length: number) => Array.from({ length }, () => `${words[next(words.length)]}${next(2) ? '' : next(1000)}`).join(' ');
  const rules = Array.from({ length: 450 }, (_, i) => {
    const property = ['margin', 'padding', 'gap', 'inset', 'width', 'height'][i % 6];
    return `.${property}-${next(4000)}{${property}:calc(var(--spacing) * ${next(97)})}`;
  }).join('');
  const cards = Array.from({ length: 110 }, () => {
    const slug = `${sentence(3).replace(/ /g, '-')}-${next(1e6).toString(36)}`;
    return `<li class="group relative flex flex-col gap-3"><a href="/video/${slug}" class="block overflow-hidden rounded-2xl"><picture><source type="image/avif" srcset="/media/posters/${slug}-640.avif 640w, /media/posters/${slug}-1280.avif 1280w" sizes="(min-width: 64rem) 25vw, 50vw"/><img src="/media/posters/${slug}-640.webp" alt="${sentence(4)}" width="640" height="360" loading="lazy" class="aspect-video w-full object-cover"/></picture></a><h3 class="font-display text-lg text-ink">${sentence(3)}</h3><p class="text-sm text-ink/70">${sentence(40)}</p><p class="text-xs">${12 + next(50)} min · ${sentence(2)}</p></li>`;
  }).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />' +
    '<title>Stillwater</title><meta name="description" content="A temple" /><link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/media/posters/hero-640.avif 640w, /media/posters/hero-1280.avif 1280w" imagesizes="100vw" />' +
    '<script id="app-config" type="application/json">{}</script><script type="module" src="/assets/boot-THrLBeQK.js"></script>' +
    `<style>${rules}</style></head><body><div id="root" data-prerendered="/"><main><section class="hero"><h1>A Temple Without Walls</h1></section><ul class="grid grid-cols-2 gap-6">${cards}</ul></main></div></body></html>`
  );
}

/** The hashed asset, and the home page rendered by the server into a template of the real one's shape. */
export function addStaticFiles(site: Site): void {
  writeAsset(site);
  const home = prerenderedHome().replace(/<div id="root"[\s\S]*<\/div><\/body>/, '<div id="root"></div></body>');
  installFakeRenderer(site.distDir, { home });
}

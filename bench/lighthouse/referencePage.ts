import { brotliCompressSync, constants } from 'node:zlib';
import { responsiveImage } from '../../src/content/images.ts';
import { heroSlides } from '../../src/content/videos.ts';
import { HERO_IMAGE_SIZES } from '../../src/features/home/hero/HeroPosters.tsx';

/** Where the bench serves the reference page: a file beside the build's own, in a linked copy of dist/. */
export const REFERENCE_PATH = '/lighthouse-reference.html';
/** The reference weighing what `/` weighs (homeSizedReferencePage), served beside it. */
export const HOME_SIZED_REFERENCE_PATH = '/lighthouse-reference-home-sized.html';

/**
 * The yardstick for LCP: a page with no JavaScript at all, the home hero's poster at the same size (full
 * width, 85 % of the viewport tall, `object-fit: cover`), preloaded the same way, a heading and a line of
 * text over it. What our pages add on top of this (scripts, a larger document, the app's styles) is what
 * the LCP ratio measures.
 */
export function referencePage(padding: { before: string; after: string } = { before: '', after: '' }): string {
  const slide = heroSlides[0]!;
  const poster = responsiveImage(slide.thumbnail);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page · Stillwater</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="description" content="A page without JavaScript, the yardstick for the largest contentful paint.">
<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${poster.srcSet.avif}" imagesizes="${HERO_IMAGE_SIZES}">
<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #2a221d; color: #fff; }
section { position: relative; height: 85vh; min-height: 600px; overflow: hidden; }
img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
div { position: absolute; left: 1.5rem; right: 1.5rem; bottom: 3rem; }
h1 { font-size: 2.25rem; line-height: 1.1; margin: 0 0 1rem; }
</style>
</head>
<body>
${inert(padding.before)}<main>
<section>
<picture>
<source type="image/avif" srcset="${poster.srcSet.avif}" sizes="${HERO_IMAGE_SIZES}">
<source type="image/webp" srcset="${poster.srcSet.webp}" sizes="${HERO_IMAGE_SIZES}">
<img src="${poster.src}" alt="" width="${poster.width}" height="${poster.height}" fetchpriority="high" decoding="sync">
</picture>
<div><h1>${slide.title}</h1><p>A page without JavaScript, measured beside ours.</p></div>
</section>
</main>
${inert(padding.after)}</body>
</html>
`;
}

/** Bytes carried but never rendered, run or fetched: a `<template>`'s content is parsed into an inert fragment. */
function inert(html: string): string {
  return html === '' ? '' : `<template>${html}</template>\n`;
}

/** Brotli at the quality the build and the server use for pages. */
export function brotli(text: string): Buffer {
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
}

/**
 * The yardstick for `/` (decision 2436): the reference page carrying `/`'s own document as inert bytes, the part
 * before its hero image before the reference's hero and the rest after it, so that it weighs what `/` weighs on the
 * wire (its brotli body at most `/`'s, within a few bytes) and its image is found as far into the document. What
 * the LCP ratio then measures on `/` is what the page adds but the bytes: its scripts, styles and layout.
 */
export function homeSizedReferencePage(homeDocument: string): string {
  const hero = homeDocument.indexOf('<picture');
  if (hero < 0) throw new Error('no <picture> in the home document: where is its hero image?');
  const before = homeDocument.slice(0, hero);
  const after = homeDocument.slice(hero);
  const target = brotli(homeDocument).length;
  const cuts = tagStarts(after);
  // The reference's own head and hero add bytes: cut the tail of `after`, at a tag, until the body is no larger than `/`'s.
  let [low, high] = [0, cuts.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (brotli(referencePage({ before, after: after.slice(0, cuts[middle]) })).length <= target) low = middle;
    else high = middle - 1;
  }
  return referencePage({ before, after: after.slice(0, cuts[low]) });
}

/** Where a tag starts outside a script or style (a cut inside one would swallow the closing `</template>`), and the end. */
function tagStarts(html: string): number[] {
  const starts = [0];
  let rawUntil = -1;
  for (const match of html.matchAll(/<(\/?)(script|style)?/gi)) {
    const at = match.index;
    if (at <= rawUntil) continue;
    starts.push(at);
    if (match[2] && !match[1]) {
      rawUntil = html.indexOf(`</${match[2].toLowerCase()}`, at);
      if (rawUntil < 0) break;
    }
  }
  starts.push(html.length);
  return starts;
}

import { responsiveImage } from '../../src/content/images.ts';
import { heroSlides } from '../../src/content/videos.ts';
import { HERO_IMAGE_SIZES } from '../../src/features/home/hero/HeroPosters.tsx';

/** Where the bench serves the reference page: a file beside the build's own, in a linked copy of dist/. */
export const REFERENCE_PATH = '/lighthouse-reference.html';

/**
 * The yardstick for LCP: a page with no JavaScript at all, the home hero's poster at the same size (full
 * width, 85 % of the viewport tall, `object-fit: cover`), preloaded the same way, a heading and a line of
 * text over it. What our pages add on top of this (scripts, a larger document, the app's styles) is what
 * the LCP ratio measures.
 */
export function referencePage(): string {
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
<main>
<section>
<picture>
<source type="image/avif" srcset="${poster.srcSet.avif}" sizes="${HERO_IMAGE_SIZES}">
<source type="image/webp" srcset="${poster.srcSet.webp}" sizes="${HERO_IMAGE_SIZES}">
<img src="${poster.src}" alt="" width="${poster.width}" height="${poster.height}" fetchpriority="high" decoding="sync">
</picture>
<div><h1>${slide.title}</h1><p>A page without JavaScript, measured beside ours.</p></div>
</section>
</main>
</body>
</html>
`;
}

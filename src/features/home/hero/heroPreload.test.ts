import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedIds, withoutHeroPreload } from '../../../../scripts/prerender';
import { responsiveImage } from '../../../content/images';
import { heroSlides } from '../../../content/videos';
import { HERO_IMAGE_SIZES } from './HeroPosters';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../../index.html'), 'utf8');

describe('index.html hero preload and first paint', () => {
  it("preloads the first slide's poster with the srcset and sizes the hero's <picture> uses, at high priority", () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const links = doc.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    const poster = responsiveImage(heroSlides[0]!.thumbnail);
    expect(poster.srcSet.avif).not.toBe('');
    expect(link.getAttribute('imagesrcset')).toBe(poster.srcSet.avif);
    expect(link.getAttribute('imagesizes')).toBe(HERO_IMAGE_SIZES);
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('holds the first paint until the header and the hero are parsed, by waiting for what follows each', () => {
    // Chromium unblocks a rel=expect at the element's start tag (the specification: at its end), so each names the
    // element after the part that must be whole. The build refuses a page without the ids its document names.
    expect(expectedIds(indexHtml)).toEqual(['making-title', 'main']);
    expect(expectedIds(withoutHeroPreload(indexHtml))).toEqual(['main']);
  });

  it('is left out of the prerendered pages other than home (scripts/prerender.ts)', () => {
    const stripped = withoutHeroPreload(indexHtml);
    expect(stripped).not.toContain('rel="preload"');
    expect(stripped).not.toContain('href="#making-title"');
    expect(stripped).toContain('<link rel="expect" href="#main" blocking="render" />');
    expect(stripped).toContain('<div id="root"></div>');
    expect(stripped.length).toBeLessThan(indexHtml.length);
  });
});

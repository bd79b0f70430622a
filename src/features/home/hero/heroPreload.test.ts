import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutHeroPreload } from '../../../../shared/pageDocument';
import { responsiveImage } from '../../../content/images';
import { heroSlides } from '../../../content/videos';
import { HERO_IMAGE_SIZES } from './HeroPosters';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../../index.html'), 'utf8');

describe('index.html hero preload', () => {
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

  it('is left out of the prerendered pages other than home (scripts/prerender.ts)', () => {
    const stripped = withoutHeroPreload(indexHtml);
    expect(stripped).not.toContain('rel="preload"');
    expect(stripped).toContain('<div id="root"></div>');
    expect(stripped.length).toBeLessThan(indexHtml.length);
  });
});

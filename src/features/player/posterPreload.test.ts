import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutHeroPreload, withPosterPreload } from '../../../shared/pageDocument';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const head = (html: string) => new DOMParser().parseFromString(html, 'text/html').head;

describe("a watch page's poster preload (shared/pageDocument.ts)", () => {
  const template = withoutHeroPreload(indexHtml);

  it("preloads the player's poster at high priority, ahead of the inline stylesheet", () => {
    const body = '<main><video poster="/media/posters/dawn-1280.webp" preload="metadata"></video></main>';
    const html = withPosterPreload(template, body);
    const links = head(html).querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/media/posters/dawn-1280.webp');
    expect(links[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<link rel="icon"'));
  });

  it('leaves a page without a video as it was', () => {
    expect(withPosterPreload(template, '<main><img src="/a.webp" alt=""></main>')).toBe(template);
  });
});

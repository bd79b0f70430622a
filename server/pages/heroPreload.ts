import { withoutHeroPreload } from '../../shared/pageDocument.ts';

const HERO_PRELOAD_LINK = /<link rel="preload" as="image" type="image\/avif" fetchpriority="high"[^>]*>/;
const PRIORITY_PICTURE = /<picture>((?:(?!<\/picture>)[\s\S])*?fetchpriority="high"(?:(?!<\/picture>)[\s\S])*?)<\/picture>/;
const AVIF_SOURCE = /<source type="image\/avif" srcSet="([^"]*)" sizes="([^"]*)"/i;
const IMG_SRC = /<img[^>]*\ssrc="([^"]+)"/;

/**
 * The home page's preload of its largest paint, the first hero slide's poster, made from the slide the page shows
 * (the editors choose it): index.html's preload names a poster only as a placeholder. No slide, no preload.
 */
export function withHeroPreload(html: string, body: string): string {
  const picture = PRIORITY_PICTURE.exec(body)?.[1];
  if (!picture || !HERO_PRELOAD_LINK.test(html)) return withoutHeroPreload(html);
  const avif = AVIF_SOURCE.exec(picture);
  const link = avif?.[1]
    ? `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" />`
    : `<link rel="preload" as="image" fetchpriority="high" href="${IMG_SRC.exec(picture)?.[1] ?? ''}" />`;
  return html.replace(HERO_PRELOAD_LINK, () => link);
}

/*
 * A page's document put together from its kind's template (built by scripts/prerender.ts) and the app's markup
 * (rendered by server/pages/): plain string steps, each failing loudly when the template lacks what it fills.
 */

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;
export const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's preload of the home hero poster: useless (and competing for bandwidth) on every other page. */
const HERO_PRELOAD = /\s*<!--[^>]*LCP image[^>]*-->\s*<link rel="preload" as="image"[^>]*>/;
const VIDEO_POSTER = /<video\b[^>]*\sposter="([^"]+)"/;
/** Where index.html has the hero's preload: before the icons, ahead of the inline stylesheet. */
const ICON_LINK = '<link rel="icon"';
/** The id of the page's catalog data block (src/lib/catalog/embeddedData.ts reads it). */
const CATALOG_DATA_ID = 'catalog-data';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element: no `<` can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A document whose <title> and meta description are in its language (index.html has both, in English). */
export function withDocumentMeta(html: string, meta: { title: string; description: string }): string {
  if (!TITLE.test(html) || !DESCRIPTION.test(html)) throw new Error('page document: no <title> or meta description');
  return html
    .replace(TITLE, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

/** A page's document without the home hero's poster preload. */
export function withoutHeroPreload(html: string): string {
  return html.replace(HERO_PRELOAD, '');
}

/**
 * A watch page's largest paint is its player's poster. A `<video>` takes no fetchpriority, so the browser fetched the
 * poster late, at medium priority, behind the page's other images: preloaded at high priority from the head (the
 * server repeats it as a `Link` header), it is fetched with the document, as the home hero's poster is.
 */
export function withPosterPreload(html: string, body: string): string {
  const poster = VIDEO_POSTER.exec(body)?.[1];
  if (!poster) return html;
  if (!html.includes(ICON_LINK)) throw new Error(`page document: no ${ICON_LINK}>`);
  return html.replace(ICON_LINK, () => `<link rel="preload" as="image" href="${poster}" fetchpriority="high">\n    ${ICON_LINK}`);
}

/**
 * The app's markup in the root, which names the page it is (main.tsx hydrates only that page) and the lazy chunk
 * boot.ts fetches beside the app; and, when the page read the catalog, that data as a JSON block (never run).
 */
export function withRoot(html: string, page: { pathname: string; chunk?: string; body: string; catalogData?: Record<string, unknown> }): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`page document: no ${ROOT_ELEMENT}`);
  const chunk = page.chunk ? ` data-page-chunk="/${page.chunk}"` : '';
  const data =
    page.catalogData && Object.keys(page.catalogData).length > 0
      ? `<script id="${CATALOG_DATA_ID}" type="application/json">${scriptSafeJson(page.catalogData)}</script>`
      : '';
  return html.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${escapeHtml(page.pathname)}"${chunk}>${page.body}</div>${data}`);
}

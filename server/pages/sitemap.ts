import { escapeHtml } from '../../shared/pageDocument.ts';
import type { PublicPage } from './publicPages.ts';

/**
 * /sitemap.xml of the public pages (server/pages/publicPages.ts), with absolute addresses on the site's origin and,
 * where known, when each last changed.
 */
export function sitemapXml(siteUrl: string, pages: readonly PublicPage[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = pages.map(({ path, lastmod }) => `<url><loc>${escapeHtml(base + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

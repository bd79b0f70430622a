/** Files the build writes into dist/ beside the app (scripts/prerender.ts) and the server reads (server/). */

/**
 * The template of each kind of page (a route's key, or `notFound`) and the lazy chunk of each page module
 * (JSON, so the service worker never precaches it): what server/pages/ renders every page into.
 */
export const PAGE_TEMPLATES_FILE = 'page-templates.json';

export interface PageTemplates {
  kinds: Record<string, string>;
  /** `/src/features/…/XPage.tsx` → `assets/XPage-hash.js`. */
  chunks: Record<string, string>;
}

/** The server-side renderer, `vite build --ssr` of src/app/entryServer.tsx (never served). */
export const SERVER_ENTRY_FILE = 'ssr/entryServer.js';

/** The CSP sources (`'sha256-…'`) of the pages' inline scripts (boot), added to `script-src` (decision 1420). */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

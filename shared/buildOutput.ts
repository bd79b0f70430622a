/** Files the build writes into dist/ beside the app (scripts/prerender.ts) and the server reads (server/static/). */

/** The prerendered pages: `{ "/path": "<!doctype html>…" }` (JSON, so the service worker never precaches it). */
export const PRERENDERED_FILE = 'prerendered.json';

/** The CSP sources (`'sha256-…'`) of the pages' inline scripts (boot), added to `script-src` (decision 1420). */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

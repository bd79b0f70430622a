import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs: one JSON file of ICU messages per language (docs/i18n.md). */
const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/;

/** A catalog's messages in @lingui/core's compiled form, so the browser ships no ICU parser (decision 1320). */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * Vite plugin: a module importing `src/locales/<lang>.json` receives the compiled catalog (what `lingui compile`
 * writes), compiled as it is loaded, for the app, the prerender and the unit tests alike.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'stillwater:compiled-catalogs',
    enforce: 'pre',
    load(id) {
      if (!CATALOG.test(id)) return null;
      this.addWatchFile(id);
      const source = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      return { code: `export default ${JSON.stringify(compileCatalog(source))};`, moduleType: 'js' };
    },
  };
}

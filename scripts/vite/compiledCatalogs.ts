import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs: one JSON file of ICU messages per language (docs/i18n.md). */
const CATALOG = /[\\/]src[\\/]locales[\\/]([a-z]{2})\.json$/;

/**
 * Namespaces of messages only a lazily loaded part of the app shows (the studio, for editors; the player's stream
 * controls, decision 2592; Premium's pages and the end of a preview, decision 2619; downloads for offline viewing; the profile's account sections): the English catalog the first bundle carries leaves them out, and that part loads its
 * own (`en.json?namespace=studio`), so they cost a visitor nothing (decision 2546). Other languages load whole.
 */
export const LAZY_NAMESPACES = ['studio', 'stream', 'premium', 'offline', 'account'];

/** The messages a catalog import receives: a lazy namespace alone, or English without the lazy ones. */
export function catalogPart(source: Record<string, string>, language: string, namespace: string | null): Record<string, string> {
  const inNamespace = (id: string, name: string) => id.startsWith(`${name}.`);
  const keep = namespace
    ? (id: string) => inNamespace(id, namespace)
    : (id: string) => language !== 'en' || !LAZY_NAMESPACES.some((name) => inNamespace(id, name));
  return Object.fromEntries(Object.entries(source).filter(([id]) => keep(id)));
}

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
      const [file = '', query = ''] = id.split('?');
      const language = CATALOG.exec(file)?.[1];
      if (!language) return null;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const part = catalogPart(source, language, new URLSearchParams(query).get('namespace'));
      return { code: `export default ${JSON.stringify(compileCatalog(part))};`, moduleType: 'js' };
    },
  };
}

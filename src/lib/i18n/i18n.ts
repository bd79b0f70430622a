import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, langCookie, type Locale } from '../../../shared/locales';
import en from '../../locales/en.json';
import { loadCatalogTranslation } from './catalogTranslations';

/** Every message id: the keys of the English catalog, which holds the spec's exact words (docs/i18n.md). */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

// English ships with the app; the vite plugin (scripts/vite/compiledCatalogs.ts) hands over the compiled form.
i18n.load(DEFAULT_LOCALE, en as unknown as Messages);
i18n.activate(DEFAULT_LOCALE);

const messageLoaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  es: () => import('../../locales/es.json'),
  fr: () => import('../../locales/fr.json'),
  de: () => import('../../locales/de.json'),
};

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** Fetch a language's messages and catalog translation (only that language's: each is a chunk of its own). */
async function loadLocale(locale: Locale): Promise<void> {
  const messages = locale === 'en' || loaded.has(locale) ? undefined : messageLoaders[locale]();
  const [module] = await Promise.all([messages, loadCatalogTranslation(locale)]);
  if (module) {
    i18n.load(locale, module.default as Messages);
    loaded.add(locale);
  }
}

/** Make a loaded language the active one: every component reading messages through useT() renders again. */
function activateLocale(locale: Locale): void {
  i18n.activate(locale);
}

/** Load a language and make it the active one (the app's start, the build's prerender). */
export async function startInLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  activateLocale(locale);
}

let lastChoice: Locale | undefined;

/**
 * Load, activate, remember (the `lang` cookie the server reads) and announce (`<html lang>`) a language. Of two
 * quick choices the later wins, whichever chunk arrives first.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  lastChoice = locale;
  await loadLocale(locale);
  if (lastChoice !== locale) return;
  activateLocale(locale);
  document.cookie = langCookie(locale);
  document.documentElement.lang = locale;
}

/** A message outside React (toasts, validation rules, player errors), in the active language. */
export function translate(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

export { i18n };

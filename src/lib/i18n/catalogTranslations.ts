import type { Locale } from '../../../shared/locales';
import type { CatalogTranslation } from '../../content/translations/types';

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CatalogTranslation }>> = {
  es: () => import('../../content/translations/es').then((m) => ({ default: m.es })),
  fr: () => import('../../content/translations/fr').then((m) => ({ default: m.fr })),
  de: () => import('../../content/translations/de').then((m) => ({ default: m.de })),
};

const loaded: Partial<Record<Locale, CatalogTranslation>> = {};

/** Fetch a language's translation of the catalog (English is the catalog itself). */
export async function loadCatalogTranslation(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded[locale]) return;
  loaded[locale] = (await loaders[locale]()).default;
}

/** The loaded translation of the catalog for a language; undefined for English. */
export function catalogTranslation(locale: Locale): CatalogTranslation | undefined {
  return loaded[locale];
}

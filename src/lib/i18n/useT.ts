import { useMemo, useSyncExternalStore } from 'react';
import type { Locale } from '../../../shared/locales';
import { localizeCategory, localizeCategoryCopy } from '../../content/localize';
import { catalogTranslation } from './catalogTranslations';
import { i18n, type MessageId, type MessageValues } from './i18n';

export type Translate = (id: MessageId, values?: MessageValues) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale as Locale;

/** The active language; the component renders again when it changes (switchLocale in i18n.ts). */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/** One lookup function per language, so effects and memos that depend on it follow a switch. */
const translators = new Map<Locale, Translate>();

/** The message lookup of the active language (docs/i18n.md). */
export function useT(): Translate {
  const locale = useLocale();
  let translate = translators.get(locale);
  if (!translate) {
    translate = (id, values) => i18n._(id, values);
    translators.set(locale, translate);
  }
  return translate;
}

/** The active language's translation of the catalog (undefined in English: the catalog itself). */
export function useCatalogTranslation() {
  return catalogTranslation(useLocale());
}

/** The paths and the category pages' copy in the active language (videos and teachers come from the data API in it). */
export function useLocalize() {
  const translation = useCatalogTranslation();
  return useMemo(
    () => ({
      category: <C extends Parameters<typeof localizeCategory>[0]>(category: C) => localizeCategory(category, translation),
      categoryCopy: (category: string, english: { title: string; intro: string }) => localizeCategoryCopy(category, english, translation),
    }),
    [translation],
  );
}

import type { SearchDocuments } from '../../lib/catalog/queries';
import { useCatalogData } from '../../lib/catalog/useCatalogData';
import { useCatalogTranslation, useLocale } from '../../lib/i18n/useT';
import { searchDocumentsEntry } from './searchDocuments';
import { buildIndex, type LanguageIndex } from './searchIndex';

/** Each language's index, built once from its documents (one object per visit and language). */
const built = new WeakMap<SearchDocuments, LanguageIndex>();

/**
 * The search index of the active language, suspending while its documents load: asked for only once a search
 * runs (a page rendered without a query never loads it).
 */
export function useSearchIndex(): LanguageIndex {
  const locale = useLocale();
  const translation = useCatalogTranslation();
  // Last: no hook may follow one that suspends (React replays the component from its first hook).
  const documents = useCatalogData(...searchDocumentsEntry(locale));
  let index = built.get(documents);
  if (!index) {
    index = buildIndex(documents, translation);
    built.set(documents, index);
  }
  return index;
}

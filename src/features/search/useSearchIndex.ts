import { useMemo } from 'react';
import { searchDocuments } from '../../lib/catalog/queries';
import { useCatalogData } from '../../lib/catalog/useCatalogData';
import { useCatalogTranslation, useLocale } from '../../lib/i18n/useT';
import { buildIndex, type LanguageIndex } from './searchIndex';

/**
 * The search index of the active language, suspending while its documents load: asked for only once a search
 * runs (a page rendered without a query never loads it).
 */
export function useSearchIndex(): LanguageIndex {
  const locale = useLocale();
  const translation = useCatalogTranslation();
  const documents = useCatalogData(`search:${locale}`, (client) => searchDocuments(client, locale));
  return useMemo(() => buildIndex(documents, translation), [documents, translation]);
}

import type { Locale } from '../../../shared/locales';
import type { CatalogLoad } from '../../lib/catalog/catalogStore';
import { searchDocuments, type SearchDocuments } from '../../lib/catalog/queries';

/** The catalog store's key and load of a language's search documents. */
export function searchDocumentsEntry(locale: Locale): [key: string, load: CatalogLoad<SearchDocuments>] {
  return [`search:${locale}`, (client) => searchDocuments(client, locale)];
}

import type { Locale } from '../../../shared/locales';
import type { CatalogStore } from '../../lib/catalog/catalogStore';
import { recallCatalogData } from '../../lib/catalog/rememberedData';
import { searchDocumentsEntry } from './searchDocuments';

/**
 * Search works offline in the installed app: once per browser and language, when the app is idle, the search
 * documents are read (and so remembered, rememberedData.ts) even if nobody has searched yet. A search online
 * always reads them afresh.
 */
export async function keepSearchOffline(catalog: CatalogStore, locale: Locale): Promise<void> {
  const [key, load] = searchDocumentsEntry(locale);
  if ((await recallCatalogData(key)) !== undefined) return;
  const entry = catalog.entry(key, load);
  if (entry.state === 'pending') await entry.promise;
}

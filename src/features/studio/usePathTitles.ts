import { useMemo } from 'react';
import { pathCategories } from '../../content/categories';
import { useLocalize } from '../../lib/i18n/useT';

/** The eight paths' titles in the interface's language, by id. */
export function usePathTitles(): Map<string, string> {
  const localize = useLocalize();
  return useMemo(() => new Map(pathCategories.map((category) => [category.id, localize.category(category).title])), [localize]);
}

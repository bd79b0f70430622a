import { pathCategories } from '../../content/categories';
import type { PathCategory } from '../../content/types';
import type { MessageId } from '../../lib/i18n/i18n';
import type { Translate } from '../../lib/i18n/useT';

const titles: Record<string, MessageId> = {
  all: 'catalog.title.all',
  free: 'catalog.title.free',
  yoga: 'catalog.title.yoga',
  meditation: 'catalog.title.meditation',
};

/** The page title (docs/product.md#catalog): four named categories, 'Videos' for any other value. */
export function categoryTitle(category: string): MessageId {
  return Object.hasOwn(titles, category) ? (titles[category] ?? 'catalog.title.other') : 'catalog.title.other';
}

/** The home path card a category page belongs to, if any. */
export function findPath(category: string): PathCategory | undefined {
  return pathCategories.find((path) => path.id === category);
}

/** The line under the title: the path's own description (`path`, in the active language), or one for the library-wide lists. */
export function categoryIntro(category: string, path: PathCategory | undefined, t: Translate): string {
  if (category === 'all') return t('catalog.intro.all');
  if (category === 'free') return t('catalog.intro.free');
  return path?.description ?? t('catalog.intro.other');
}

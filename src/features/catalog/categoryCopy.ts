import { pathCategories } from '../../content/categories';
import type { TitledCategory } from '../../content/translations/types';
import type { PathCategory } from '../../content/types';

const titles: Record<string, string> = {
  all: 'All Videos',
  free: 'Free Videos',
  yoga: 'Yoga Videos',
  meditation: 'Meditation Videos',
} satisfies Record<TitledCategory, string>;

/** The page title (docs/product.md#catalog): four named categories, 'Videos' for any other value. */
export function categoryTitle(category: string): string {
  return Object.hasOwn(titles, category) ? (titles[category] ?? 'Videos') : 'Videos';
}

/** The home path card a category page belongs to, if any. */
export function findPath(category: string): PathCategory | undefined {
  return pathCategories.find((path) => path.id === category);
}

/** The line under the title: the path's own description, or one for the library-wide lists. */
export function categoryIntro(category: string): string {
  if (category === 'all') return 'Every session in our library, from short morning resets to long evening practices.';
  if (category === 'free') return 'Open to everyone: practices you can begin today, no subscription needed.';
  return findPath(category)?.description ?? 'Guided practices and teachings for every path and every day.';
}

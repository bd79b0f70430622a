import type { Video } from '../../content/types';
import type { MessageId } from '../../lib/i18n/i18n';

export type SortOrder = 'newest' | 'popular';

export const SORT_ORDERS: readonly { value: SortOrder; label: MessageId }[] = [
  { value: 'newest', label: 'catalog.sort.newest' },
  { value: 'popular', label: 'catalog.sort.popular' },
];

/**
 * The category sort (docs/product.md#catalog): Newest keeps the list order; Popular is a random shuffle
 * (Fisher–Yates; `random` is injectable so tests can pin it).
 */
export function sortVideos(videos: readonly Video[], order: SortOrder, random: () => number = Math.random): Video[] {
  const sorted = [...videos];
  if (order === 'newest') return sorted;
  for (let i = sorted.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sorted[i], sorted[j]] = [sorted[j] as Video, sorted[i] as Video];
  }
  return sorted;
}

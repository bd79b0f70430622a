import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHero } from '../../components/layout/PageHero';
import { VideoGrid } from '../../components/video/VideoGrid';
import type { Video } from '../../content/types';
import type { VideoPage } from '../../lib/catalog/queries';
import { useCategoryPage } from '../../lib/catalog/usePageData';
import { useLocalize, useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { categoryIntro, categoryTitle, findPath } from './categoryCopy';
import { EmptyCategory } from './EmptyCategory';
import { MoreVideos } from './MoreVideos';
import { pageParam } from './pageParam';
import { SortToggle } from './SortToggle';
import { sortVideos, type SortOrder } from './sortVideos';

function CategoryView({ category, first, usePage }: { category: string; first: VideoPage; usePage: (page: number) => VideoPage }) {
  const t = useT();
  const localize = useLocalize();
  const { title, intro } = localize.categoryCopy(category, { title: categoryTitle(category), intro: categoryIntro(category) });
  const found = findPath(category);
  const path = found && localize.category(found);
  const [order, setOrder] = useState<SortOrder>('newest');
  // The Popular shuffle is drawn once per choice, so the order holds still while the viewer browses.
  const [shuffled, setShuffled] = useState<Video[]>([]);
  const videos = order === 'popular' ? shuffled : first.videos;

  usePageMeta(title, intro);

  const changeOrder = (next: SortOrder) => {
    if (next === 'popular') setShuffled(sortVideos(first.videos, 'popular'));
    setOrder(next);
  };

  return (
    <>
      <PageHero eyebrow={path?.title ?? t('catalog.library')} title={title}>
        <p>{intro}</p>
      </PageHero>
      <section aria-label={title} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4 sm:mb-8">
          <p className="text-sm text-ink-soft" aria-live="polite">
            {t('catalog.videoCount', { count: first.total })}
          </p>
          <SortToggle value={order} onChange={changeOrder} />
        </div>
        {first.total > 0 ? (
          <>
            <VideoGrid videos={videos} priorityCount={2} />
            <MoreVideos first={first} usePage={usePage} />
          </>
        ) : (
          <EmptyCategory pathTitle={path?.title} />
        )}
      </section>
    </>
  );
}

/**
 * /videos/{category}: the videos on a path (docs/product.md#catalog), newest first or shuffled (Popular), a page
 * at a time (`?page=`, "Show more").
 */
export default function CategoryPage() {
  const { category = 'all' } = useParams();
  const page = pageParam(useSearchParams()[0]);
  // Last: no hook may follow one that suspends (React replays the component from its first hook).
  const first = useCategoryPage(category, page);
  const usePage = (next: number) => useCategoryPage(category, next);
  // A new category or page starts afresh (Newest, no shuffle).
  return <CategoryView key={`${category}:${page}`} category={category} first={first} usePage={usePage} />;
}

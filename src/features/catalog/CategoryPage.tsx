import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHero } from '../../components/layout/PageHero';
import { playableVideos } from '../../components/video/playable';
import { VideoGrid } from '../../components/video/VideoGrid';
import { sampleVideos } from '../../content/videos';
import { useLocalize, useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { categoryIntro, categoryTitle, findPath } from './categoryCopy';
import { filterVideosByCategory } from './categoryFilter';
import { EmptyCategory } from './EmptyCategory';
import { SortToggle } from './SortToggle';
import { sortVideos, type SortOrder } from './sortVideos';

function CategoryView({ category }: { category: string }) {
  const t = useT();
  const localize = useLocalize();
  const { title, intro } = localize.categoryCopy(category, { title: categoryTitle(category), intro: categoryIntro(category) });
  const found = findPath(category);
  const path = found && localize.category(found);
  const filtered = filterVideosByCategory(sampleVideos, category);
  const [order, setOrder] = useState<SortOrder>('newest');
  // The Popular shuffle is drawn once per choice, so the order holds still while the viewer browses.
  const [shuffled, setShuffled] = useState<typeof filtered>([]);
  const videos = order === 'popular' ? shuffled : filtered;
  const count = playableVideos(videos).length;

  usePageMeta(title, intro);

  const changeOrder = (next: SortOrder) => {
    if (next === 'popular') setShuffled(sortVideos(filtered, 'popular'));
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
            {t('catalog.videoCount', { count })}
          </p>
          <SortToggle value={order} onChange={changeOrder} />
        </div>
        {count > 0 ? <VideoGrid videos={videos} priorityCount={2} /> : <EmptyCategory pathTitle={path?.title} />}
      </section>
    </>
  );
}

/** /videos/{category}: the sample videos filtered by the rule of docs/product.md#catalog, Newest or Popular. */
export default function CategoryPage() {
  const { category = 'all' } = useParams();
  // A new category starts afresh (Newest, no shuffle).
  return <CategoryView key={category} category={category} />;
}

import { paths } from '../../../../shared/routes';
import { ArrowLink } from '../../../components/ui/arrow-link';
import { VideoGrid } from '../../../components/video/VideoGrid';
import type { Video } from '../../../content/types';
import { useT } from '../../../lib/i18n/useT';
import { SectionHeading } from './SectionHeading';

/*
 * Three cards read best as one row from tablets up (the shared grid would spread them over five
 * columns) and, on phones, as one wide card above two. Important modifiers outrank the grid's own columns.
 */
const featuredLayout =
  'md:grid-cols-3! lg:grid-cols-3! xl:grid-cols-3! [&>li:first-child]:col-span-2 [&>li:first-child_img]:aspect-video! md:[&>li:first-child]:col-span-1';

/** 'Featured': the three videos the home page puts forward, playing in the shared dialog player. */
export function FeaturedVideos({ videos }: { videos: readonly Video[] }) {
  const t = useT();
  return (
    <section aria-labelledby="featured-title" className="render-when-visible bg-sand/60">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28 lg:px-10">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="featured-title" eyebrow={t('home.featured.eyebrow')} title={t('home.featured.title')}>
            {t('home.featured.text')}
          </SectionHeading>
          <ArrowLink to={paths.videos('all')} className="shrink-0">
            {t('home.featured.browseAll')}
          </ArrowLink>
        </div>
        <VideoGrid videos={videos} className={`mt-10 ${featuredLayout}`} />
      </div>
    </section>
  );
}

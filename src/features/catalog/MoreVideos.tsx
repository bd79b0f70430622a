import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { VideoGrid } from '../../components/video/VideoGrid';
import type { VideoPage } from '../../lib/catalog/queries';
import { useT } from '../../lib/i18n/useT';
import { onPlainClick } from '../../lib/onPlainClick';
import { pageHref } from './pageParam';

/** The pages after the first one shown, each asked for when "Show more" is pressed. */
function NextPage({ page, usePage }: { page: number; usePage: (page: number) => VideoPage }) {
  const { videos } = usePage(page);
  return <VideoGrid videos={videos} className="mt-4 sm:mt-6" />;
}

/**
 * "Show more" under a list of videos: a link to the next page's address (what crawlers and a page without
 * JavaScript follow), which in the app adds that page's videos below the ones shown, in place.
 */
export function MoreVideos({ first, usePage }: { first: VideoPage; usePage: (page: number) => VideoPage }) {
  const t = useT();
  const [shown, setShown] = useState<number[]>([]);
  const last = shown.at(-1) ?? first.page;
  const showNext = () => setShown((pages) => [...pages, last + 1]);
  return (
    <>
      {shown.map((page) => (
        <Suspense key={page} fallback={<Spinner className="mx-auto mt-8 size-6" />}>
          <NextPage page={page} usePage={usePage} />
        </Suspense>
      ))}
      {last < first.pageCount && (
        <div className="mt-10 flex justify-center">
          <Link
            to={pageHref(last + 1)}
            onClick={onPlainClick(showNext)}
            className="rounded-pill bg-sand px-6 py-2.5 text-sm font-medium text-ink ring-1 ring-ink/10 transition-colors hover:bg-clay/60"
          >
            {t('catalog.showMore')}
          </Link>
        </div>
      )}
    </>
  );
}

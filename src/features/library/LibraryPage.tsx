import { Suspense, type ComponentType, type ReactNode } from 'react';
import { paths } from '../../../shared/routes';
import { SignedInOnly } from '../../components/layout/AuthGate';
import { PageHero } from '../../components/layout/PageHero';
import { ArrowLink } from '../../components/ui/arrow-link';
import { VideoGrid } from '../../components/video/VideoGrid';
import { emptyLibrary, useVideoLibrary, type LibrarySnapshot } from '../../components/video/videoLibrary';
import type { Video } from '../../content/types';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/i18n/format';
import { useLocale, useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { continueWatching, history, savedVideos, type FindVideo } from './selectors';
import { useFindVideo } from './useFindVideo';

/** One section of the library; `pending` (the library not yet loaded) keeps its empty state's place, unseen. */
function LibrarySection({ id, title, videos, empty, caption, pending = false }: {
  id: string;
  title: string;
  videos: Video[];
  empty: string;
  caption?: (video: Video) => ReactNode;
  pending?: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="border-t border-ink/5 py-10 first:border-t-0 first:pt-0 sm:py-14">
      <h2 id={id} className="font-display text-2xl text-ink sm:text-3xl">
        {title}
      </h2>
      {videos.length > 0 ? (
        <VideoGrid videos={videos} caption={caption} className="mt-6" />
      ) : (
        <div className="mt-5 rounded-2xl border border-dashed border-clay/80 bg-sand/40 px-5 py-8 text-center sm:py-10">
          <div className={cn(pending && 'invisible')} aria-hidden={pending || undefined}>
            <p className="mx-auto max-w-md leading-relaxed text-ink-soft">{empty}</p>
            <ArrowLink to={paths.videos('all')} className="mt-4">
              {t('library.browse')}
            </ArrowLink>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The three sections of the library. While it is `unknown` (the session or the account's rows still loading, and
 * in the prerendered page) each keeps the place of its empty state, so a new member's page does not move.
 */
function Library({ snapshot, findVideo = () => undefined }: { snapshot: LibrarySnapshot; findVideo?: FindVideo }) {
  const t = useT();
  const locale = useLocale();
  const pending = snapshot.status !== 'member';
  const entries = pending ? [] : history(snapshot, findVideo);
  const watched = new Map(entries.map(({ video, progress }) => [video.id, progress.updatedAt]));
  return (
    <>
      <LibrarySection
        id="library-continue"
        title={t('library.continueWatching')}
        videos={continueWatching(entries)}
        empty={t('library.empty.continueWatching')}
        pending={pending}
      />
      <LibrarySection
        id="library-saved"
        title={t('library.saved')}
        videos={pending ? [] : savedVideos(snapshot, findVideo)}
        empty={t('library.empty.saved')}
        pending={pending}
      />
      <LibrarySection
        id="library-history"
        title={t('library.history')}
        videos={entries.map(({ video }) => video)}
        empty={t('library.empty.history')}
        pending={pending}
        caption={(video) => {
          const at = watched.get(video.id);
          return at && <time dateTime={at}>{t('library.watchedOn', { day: formatLongDate(at, locale) })}</time>;
        }}
      />
      {/* After the sections: the first one is styled as :first-child */}
      {pending && <p role="status" className="sr-only">{t('library.loading')}</p>}
    </>
  );
}

function MemberLibrary() {
  const { snapshot } = useVideoLibrary();
  return <Library snapshot={snapshot} findVideo={useFindVideo(snapshot)} />;
}

/** A section the app puts first (the offline feature's Downloads); `userId` null while the session is not known. */
export type FirstSection = ComponentType<{ userId: string | null }>;

/**
 * /library (signed-in only): Continue watching, Saved and History, each with a calm empty state. `firstSection`,
 * given by the app (src/app/composed/LibraryPage.tsx), stands before them outside their Suspense: it renders
 * whatever the account's rows do.
 */
export default function LibraryPage({ firstSection: FirstSection }: { firstSection?: FirstSection }) {
  const t = useT();
  usePageMeta(t('library.pageTitle'), t('library.pageDescription'));
  return (
    <>
      <PageHero eyebrow={t('library.eyebrow')} title={t('library.pageTitle')}>
        <p>{t('library.intro')}</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <SignedInOnly
          pending={
            <>
              {FirstSection && <FirstSection userId={null} />}
              <Library snapshot={emptyLibrary} />
            </>
          }
        >
          {(user) => (
            <>
              {FirstSection && <FirstSection userId={user.id} />}
              <Suspense fallback={<Library snapshot={emptyLibrary} />}>
                <MemberLibrary />
              </Suspense>
            </>
          )}
        </SignedInOnly>
      </div>
    </>
  );
}

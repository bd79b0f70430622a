import { Suspense } from 'react';
import { VideoGrid } from '../../components/video/VideoGrid';
import { useVideoLibrary } from '../../components/video/videoLibrary';
import { useT } from '../../lib/i18n/useT';
import { continueWatching, history } from './selectors';
import { useFindVideo } from './useFindVideo';

/**
 * 'Continue watching' on the home page, right after the hero: rendered only in the browser, once the viewer's
 * progress is known, and only when there is some. The hero fills the first screen, so the section appears
 * below the fold and a visitor without progress gets no section at all: nothing shifts (decision 1623).
 */
function ContinueWatching() {
  const t = useT();
  const { snapshot } = useVideoLibrary();
  const videos = continueWatching(history(snapshot, useFindVideo(snapshot)));
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="continue-watching-title">
      <div className="mx-auto max-w-7xl px-5 pb-4 pt-14 sm:px-8 sm:pt-20 lg:px-10">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-ember-deep">{t('library.eyebrow')}</p>
        <h2 id="continue-watching-title" className="mt-3 text-title text-ink">
          {t('library.continueWatching')}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink-soft">{t('library.continueWatchingIntro')}</p>
        <VideoGrid videos={videos} className="mt-8" />
      </div>
    </section>
  );
}

/** Nothing while the videos a member started load: the section then appears, below the fold. */
export function ContinueWatchingSection() {
  return (
    <Suspense fallback={null}>
      <ContinueWatching />
    </Suspense>
  );
}

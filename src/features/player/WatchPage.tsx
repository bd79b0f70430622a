import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { NotFoundState } from '../../components/layout/NotFoundState';
import { MoreInfoLink } from '../../components/video/MoreInfoLink';
import { hasVideoUrl } from '../../components/video/playable';
import { PlaybackUnavailable } from '../../components/video/PlaybackUnavailable';
import { Player } from '../../components/video/Player';
import { VideoDisclaimer } from '../../components/video/VideoDisclaimer';
import { VideoFacts } from '../../components/video/VideoFacts';
import { VideoGrid } from '../../components/video/VideoGrid';
import type { Video } from '../../content/types';
import { useWatchData } from '../../lib/catalog/usePageData';
import { Message } from '../../lib/i18n/Message';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';

/** A control the app adds to the facts row (the offline feature's Download): it ends the row, which wraps. */
export type FactsControl = ComponentType<{ video: Video }>;

function Watch({ video, related, FactsControl }: { video: Video; related: Video[]; FactsControl?: FactsControl }) {
  const t = useT();
  usePageMeta(video.title, video.description);

  return (
    <>
      {/* The dark band keeps the transparent header readable and frames the picture. */}
      <section className="bg-dusk pb-6 pt-[calc(var(--spacing-header)+0.5rem)] sm:pb-10 sm:pt-[calc(var(--spacing-header)+1.5rem)]">
        <div className="mx-auto max-w-5xl sm:px-6 lg:px-8">
          {hasVideoUrl(video) ? (
            <Player video={video} posterSize="large" className="shadow-lift sm:rounded-card" />
          ) : (
            <PlaybackUnavailable className="sm:rounded-card" />
          )}
        </div>
      </section>

      <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
          <VideoFacts video={video} />
          {FactsControl && <FactsControl video={video} />}
        </div>
        <h1 className="mt-4 text-title text-ink">{video.title}</h1>
        <p className="mt-2 text-ink-soft">
          <Message
            id="video.by"
            values={{
              instructor: video.teacherId ? (
                <Link
                  to={paths.teacher(video.teacherId)}
                  className="font-medium text-ember-deep underline decoration-ember/40 underline-offset-4 hover:decoration-ember"
                >
                  {video.instructor}
                </Link>
              ) : (
                <span className="font-medium text-ink">{video.instructor}</span>
              ),
            }}
          />
        </p>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink">{video.description}</p>
        {video.isPremium && (
          <div className="mt-8">
            <MoreInfoLink />
          </div>
        )}
        <VideoDisclaimer className="mt-8 max-w-3xl" />
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-videos" className="border-t border-ink/5 bg-sand/50">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
            <h2 id="related-videos" className="font-display text-2xl text-ink sm:text-3xl">
              {t('watch.continue')}
            </h2>
            <VideoGrid videos={related} linkTo={(next) => paths.video(next.id)} className="mt-8" />
          </div>
        </section>
      )}
    </>
  );
}

/**
 * /video/{id}: the player large (with its resume offer, components/video/resume/), the details, the disclaimer
 * and related videos; a not-found state (HTTP 404) for an id no published video has. `factsControl`: given by
 * the app (src/app/composed/WatchPage.tsx).
 */
export default function WatchPage({ factsControl }: { factsControl?: FactsControl }) {
  const { id = '' } = useParams();
  const { video, related } = useWatchData(id);
  // A new id is a new player: the old one unmounts (and pauses) rather than switching source mid-play.
  return video ? <Watch key={video.id} video={video} related={related} FactsControl={factsControl} /> : <NotFoundState item="video" />;
}

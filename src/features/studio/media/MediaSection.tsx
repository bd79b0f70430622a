import { useId, useState } from 'react';
import '../messages';
import type { Locale } from '../../../../shared/locales';
import { useT } from '../../../lib/i18n/useT';
import { CaptionsList } from './CaptionsList';
import type { MediaJob, VideoMedia } from './mediaRequests';
import { MediaStatusLine } from './MediaStatusLine';
import { PosterPicker } from './PosterPicker';
import { mediaStatus } from './publishRule';
import { UploadPanel } from './UploadPanel';
import { useVideoUpload } from './useVideoUpload';
import { callVideoMedia } from './videoMediaFunction';

const queued = (media: VideoMedia): VideoMedia => ({ ...media, job: { status: 'queued', step: null, error: null, captions: media.job?.captions ?? null } });

/** The job once the server took a language's captions (a video that plays without a job is Ready). */
const withCaptions = (job: MediaJob | null, language: Locale): MediaJob => ({
  ...(job ?? { status: 'ready', step: null, error: null }),
  captions: [...new Set([...(job?.captions ?? []), language])],
});

/**
 * A video's media in the studio (docs/catalog.md#studio-media): its processing status, the upload of a first or
 * replacing source, the poster chosen from a frame, and captions per language.
 */
export function MediaSection({ videoId, media, onChange }: { videoId: string; media: VideoMedia | undefined; onChange: (update: (media: VideoMedia) => VideoMedia) => void }) {
  const t = useT();
  const headingId = useId();
  const upload = useVideoUpload(videoId, () => onChange(queued));
  const [retrying, setRetrying] = useState(false);
  const [retryMessage, setRetryMessage] = useState<string | undefined>();

  const retry = async () => {
    setRetrying(true);
    setRetryMessage(undefined);
    const answer = await callVideoMedia(videoId, { action: 'retry' });
    setRetrying(false);
    if (answer.ok) onChange(queued);
    else setRetryMessage(answer.message);
  };

  const status = media && mediaStatus(media);
  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl text-ink">
          {t('studio.media.heading')}
        </h2>
        {media && status ? (
          <MediaStatusLine status={status} job={media.job} retrying={retrying} onRetry={() => void retry()} />
        ) : (
          <p className="text-sm text-ink-soft">{t('studio.loading')}</p>
        )}
      </div>
      {retryMessage && (
        <p role="alert" className="text-sm text-ember-deep">
          {retryMessage}
        </p>
      )}
      {media && (
        <>
          <UploadPanel replacing={status !== 'none'} state={upload.state} onFile={upload.start} onCancel={upload.cancel} onRetry={upload.retry} />
          {status === 'ready' && media.playbackUrl && (
            <PosterPicker
              videoId={videoId}
              playbackUrl={media.playbackUrl}
              posterUrl={media.posterUrl}
              onPoster={(posterUrl) => onChange((current) => ({ ...current, posterUrl }))}
            />
          )}
          {status === 'ready' && (
            <CaptionsList
              videoId={videoId}
              captions={media.job?.captions ?? []}
              onAdded={(language) => onChange((current) => ({ ...current, job: withCaptions(current.job, language) }))}
            />
          )}
        </>
      )}
    </section>
  );
}

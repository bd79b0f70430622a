import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { attachHlsSource, isHlsUrl } from '../../../components/video/hlsSource';
import { useT } from '../../../lib/i18n/useT';
import { callVideoMedia } from './videoMediaFunction';

/**
 * A small preview of the processed video (hls.js only where the browser has no HLS of its own) and "Use this
 * frame as poster", which asks the server for the frame at the preview's time and shows the poster it answers.
 */
export function PosterPicker({ videoId, playbackUrl, posterUrl, onPoster }: { videoId: string; playbackUrl: string; posterUrl: string | null; onPoster: (posterUrl: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!isHlsUrl(playbackUrl)) {
      element.src = playbackUrl;
      return;
    }
    let detach: (() => void) | undefined;
    let current = true;
    // The preview plays whatever rendition suits it: no quality choice here.
    const listener = { onFatalError: setMessage, onRenditions: () => {}, onLevelPlaying: () => {} };
    void attachHlsSource(element, playbackUrl, listener).then((stream) => (current ? (detach = stream.detach) : stream.detach()));
    return () => {
      current = false;
      detach?.();
    };
  }, [playbackUrl]);

  const choose = async () => {
    setBusy(true);
    setMessage(undefined);
    const answer = await callVideoMedia(videoId, { action: 'poster', at: Math.round((video.current?.currentTime ?? 0) * 1000) / 1000 });
    setBusy(false);
    if (answer.ok && typeof answer.body.posterUrl === 'string') onPoster(answer.body.posterUrl);
    else setMessage(answer.ok ? t('studio.media.callFailed') : answer.message);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,28rem)_12rem] sm:items-start">
      <div>
        <video ref={video} controls muted playsInline preload="metadata" aria-label={t('studio.media.preview')} className="aspect-video w-full rounded-xl bg-dusk" />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void choose()}>
            {t('studio.media.useFrame')}
          </Button>
          {message && (
            <p role="alert" className="text-sm text-ember-deep">
              {message}
            </p>
          )}
        </div>
      </div>
      <figure>
        <div className="aspect-video overflow-hidden rounded-xl border border-clay bg-sand">
          {posterUrl && <img src={posterUrl} alt={t('studio.media.posterAlt')} className="size-full object-cover" />}
        </div>
        <figcaption className="mt-1.5 text-sm text-ink-soft">{posterUrl ? t('studio.media.poster') : t('studio.media.noPoster')}</figcaption>
      </figure>
    </div>
  );
}

import { useEffect, useMemo, useState, type Ref, type RefObject } from 'react';
import type { Video } from '../../content/types';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { Spinner } from '../ui/spinner';
import { ControlBar } from './ControlBar';
import { PictureToggle } from './controls/PictureToggle';
import { ListeningCover } from './ListeningCover';
import { mediaSessionInfo } from './mediaSessionInfo';
import { OfflineNotice } from './playback/OfflineNotice';
import { PreviewEnd } from './playback/PreviewEnd';
import { usePlaybackSource } from './playback/usePlaybackSource';
import { useStreamRenewal, type StreamRenewal } from './playback/useStreamRenewal';
import { PlaybackError } from './PlaybackError';
import { handlePlayerKey } from './playerKeys';
import { posterUrl } from './posterUrl';
import { ResumePrompt } from './resume/ResumePrompt';
import { useResume } from './resume/useResume';
import { useCaptions } from './useCaptions';
import { useCaptionTracks } from './useCaptionTracks';
import { useMediaSession } from './useMediaSession';
import { usePlayer } from './usePlayer';
import { useProgressSaving } from './useProgressSaving';
import { useStoryboard } from './useStoryboard';
import { useVideoLibrary } from './videoLibrary';

interface PlayerProps {
  video: Video;
  /** `large` for the watch page's wide player. */
  posterSize?: 'small' | 'large';
  /** The control a dialog starts on: Play, or Resume while the resume offer shows. */
  playButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * The player of a video: a downloaded one plays from the device; a free one at once from its URL; a premium one
 * first asks where to play from (usePlaybackSource), the whole video or its preview, and shows its poster
 * meanwhile. Offline with no download, the poster says the video needs a connection.
 */
export function Player(props: PlayerProps) {
  const t = useT();
  const playback = usePlaybackSource(props.video);
  // Where a renewed gated stream continues: where the one whose token ran out stopped.
  const [continueAt, setContinueAt] = useState<number | null>(null);
  const renewal: StreamRenewal | undefined = playback.gated
    ? {
        startAt: continueAt,
        renew: (seconds) => {
          setContinueAt(seconds);
          playback.retry();
        },
        resumed: () => setContinueAt(null),
      }
    : undefined;
  if (playback.src !== null) return <StreamPlayer key={playback.src} {...props} src={playback.src} preview={playback.preview} poster={playback.poster} renewal={renewal} />;
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-black', props.className)}>
      {/* A <video> with its poster, as the player shows it (an <img> would make React add a preload of its own). */}
      <video poster={posterUrl(props.video.thumbnail, props.posterSize ?? 'small')} preload="none" className="size-full object-contain" aria-hidden="true" />
      {playback.unavailable ? (
        <OfflineNotice reason={playback.unavailable} />
      ) : playback.failed ? (
        <PlaybackError message={t('player.errors.stream')} onRetry={playback.retry} />
      ) : (
        <Spinner label={t('player.buffering')} className="pointer-events-none absolute inset-0" />
      )}
    </div>
  );
}

/** Follows whether a preview has played to its end. */
function usePreviewEnded(videoRef: RefObject<HTMLVideoElement | null>, preview: boolean) {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!preview || !video) return;
    const onEnded = () => setEnded(true);
    const onPlay = () => setEnded(false);
    video.addEventListener('ended', onEnded);
    video.addEventListener('play', onPlay);
    return () => {
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('play', onPlay);
    };
  }, [videoRef, preview]);
  return ended;
}

/**
 * The custom video player: the picture with native caption tracks, a big play affordance (or the resume offer,
 * resume/), then the dark control bar (ControlBar). Keyboard: space/k, m, c, ←/→ and f anywhere inside it.
 * An HLS video also has its renditions (Quality), seek previews from its storyboard, and Listen (useListen). At
 * a preview's end, the way to Premium (PreviewEnd).
 */
function StreamPlayer({
  video,
  posterSize = 'small',
  playButtonRef,
  className,
  src,
  preview,
  poster: keptPoster,
  renewal,
}: PlayerProps & { src: string; preview: boolean; poster?: string; renewal?: StreamRenewal }) {
  const t = useT();
  const { videoRef, containerRef, state, controls, mediaEvents, isHls, quality, listen, played } = usePlayer(src);
  const storyboard = useStoryboard(src);
  const { playing, buffering, fullscreen, error } = state;
  const tracks = useCaptionTracks(src);
  const captions = useCaptions(videoRef, tracks);
  const session = useMemo(() => mediaSessionInfo(video), [video]);
  useMediaSession(videoRef, session, playing, controls);
  const { library } = useVideoLibrary();
  // A preview is not the video: where it stops is no progress, and a saved place past it cannot be offered.
  useProgressSaving(videoRef, video.id, preview ? null : library);
  const resume = useResume(video.id, played || preview, containerRef, controls);
  const offering = resume.position !== null;
  const poster = keptPoster ?? posterUrl(video.thumbnail, posterSize);
  const previewEnded = usePreviewEnded(videoRef, preview);
  const tryAgain = useStreamRenewal(videoRef, renewal, error, controls);

  return (
    <div
      ref={containerRef}
      role="group"
      aria-label={t('player.player', { title: video.title })}
      tabIndex={-1}
      onKeyDown={(event) => handlePlayerKey(event, { ...controls, toggleCaptions: captions.toggle })}
      className={cn('flex flex-col overflow-hidden bg-black text-white outline-none', fullscreen && 'h-full', className)}
    >
      <div className={cn('relative bg-black', fullscreen ? 'min-h-0 flex-1' : 'aspect-video')}>
        <video
          ref={videoRef}
          src={isHls ? undefined : src}
          poster={poster}
          preload="metadata"
          playsInline
          className="size-full object-contain"
          {...mediaEvents}
        >
          {tracks.map((track) => (
            <track key={track.language} kind={track.kind} srcLang={track.language} label={track.label} src={track.src} />
          ))}
        </video>
        {listen.listening && <ListeningCover poster={poster} playing={playing} />}
        <PictureToggle onToggle={controls.togglePlay} showPlay={!playing && !error && !buffering && !offering && !previewEnded} />
        {resume.position !== null && !error && (
          <ResumePrompt resumeRef={playButtonRef} position={resume.position} onResume={resume.resume} onStartOver={resume.startOver} />
        )}
        {buffering && !error && <Spinner label={t('player.buffering')} className="pointer-events-none absolute inset-0" />}
        {error && <PlaybackError message={error} onRetry={tryAgain} />}
        {previewEnded && !error && (
          <PreviewEnd
            onReplay={() => {
              controls.seek(0);
              controls.play();
            }}
          />
        )}
      </div>
      <ControlBar
        videoId={video.id}
        videoRef={videoRef}
        state={state}
        controls={controls}
        captions={captions}
        quality={quality}
        storyboard={storyboard}
        listen={listen}
        playButtonRef={offering ? undefined : playButtonRef}
      />
    </div>
  );
}

import { useMemo, type Ref } from 'react';
import type { Video } from '../../content/types';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { Spinner } from '../ui/spinner';
import { ControlBar } from './ControlBar';
import { PictureToggle } from './controls/PictureToggle';
import { ListeningCover } from './ListeningCover';
import { mediaSessionInfo } from './mediaSessionInfo';
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

/**
 * The custom video player: the picture with native caption tracks, a big play affordance (or the resume offer,
 * resume/), then the dark control bar (ControlBar). Keyboard: space/k, m, c, ←/→ and f anywhere inside it.
 * An HLS video also has its renditions (Quality), seek previews from its storyboard, and Listen (useListen).
 */
export function Player({
  video,
  posterSize = 'small',
  playButtonRef,
  className,
}: {
  video: Video;
  /** `large` for the watch page's wide player. */
  posterSize?: 'small' | 'large';
  /** The control a dialog starts on: Play, or Resume while the resume offer shows. */
  playButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  const t = useT();
  const src = video.videoUrl;
  const { videoRef, containerRef, state, controls, mediaEvents, isHls, quality, listen, played } = usePlayer(src);
  const storyboard = useStoryboard(src);
  const { playing, buffering, fullscreen, error } = state;
  const tracks = useCaptionTracks(src);
  const captions = useCaptions(videoRef, tracks);
  const session = useMemo(() => mediaSessionInfo(video), [video]);
  useMediaSession(videoRef, session, playing, controls);
  const { library } = useVideoLibrary();
  useProgressSaving(videoRef, video.id, library);
  const resume = useResume(video.id, played, containerRef, controls);
  const offering = resume.position !== null;
  const poster = posterUrl(video.thumbnail, posterSize);

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
        <PictureToggle onToggle={controls.togglePlay} showPlay={!playing && !error && !buffering && !offering} />
        {resume.position !== null && !error && (
          <ResumePrompt resumeRef={playButtonRef} position={resume.position} onResume={resume.resume} onStartOver={resume.startOver} />
        )}
        {buffering && !error && <Spinner label={t('player.buffering')} className="pointer-events-none absolute inset-0" />}
        {error && <PlaybackError message={error} onRetry={controls.retry} />}
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

import { AlertCircle, Play, RotateCcw } from 'lucide-react';
import { useMemo, useState, type Ref } from 'react';
import { site } from '../../../shared/site';
import { captionTracks } from '../../content/captions';
import { imageCandidates } from '../../content/images';
import type { Video } from '../../content/types';
import { cn } from '../../lib/cn';
import { WhenStarted } from '../ui/when-started';
import { Spinner } from '../ui/spinner';
import { CaptionsMenu } from './controls/CaptionsMenu';
import { FullscreenButton } from './controls/FullscreenButton';
import { PictureInPictureButton } from './controls/PictureInPictureButton';
import { PlayButton } from './controls/PlayButton';
import { SaveButton } from './controls/SaveButton';
import { SeekBar } from './controls/SeekBar';
import { SpeedMenu } from './controls/SpeedMenu';
import { VolumeControl } from './controls/VolumeControl';
import { handlePlayerKey } from './playerKeys';
import { posterUrl } from './posterUrl';
import { ResumePrompt } from './ResumePrompt';
import { useCaptions } from './useCaptions';
import { useMediaSession, type MediaSessionInfo } from './useMediaSession';
import { usePictureInPicture } from './usePictureInPicture';
import { usePlaybackRate } from './usePlaybackRate';
import { usePlayer } from './usePlayer';
import { useProgressSaving } from './useProgressSaving';
import { resumePoint, useVideoLibrary } from './videoLibrary';
import { useT } from '../../lib/i18n/useT';

/** Title, teacher and the poster's generated sizes for the lock screen and media controls. */
function mediaSessionInfo(video: Video): MediaSessionInfo {
  const posters = imageCandidates(video.thumbnail, 'webp');
  return {
    title: video.title,
    artist: video.instructor,
    album: site.name,
    artwork: posters.length
      ? posters.map(({ src, width, height }) => ({ src, sizes: `${width}x${height}`, type: 'image/webp' }))
      : [{ src: video.thumbnail }],
  };
}

/**
 * The custom video player: the picture with native caption tracks, a big play affordance, then a dark
 * control bar: the seek bar and times, then a row of small controls (play, mute and volume; captions,
 * playback speed, picture-in-picture and fullscreen). A new control is one more component in that row.
 * Keyboard: space/k, m, c, ←/→ and f anywhere inside it.
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
  const { videoRef, containerRef, state, controls, mediaEvents, isHls } = usePlayer(src);
  const { playing, currentTime, duration, volume, muted, buffering, fullscreen, error } = state;
  const tracks = useMemo(() => captionTracks(src), [src]);
  const captions = useCaptions(videoRef, tracks);
  const speed = usePlaybackRate(videoRef);
  const pictureInPicture = usePictureInPicture(videoRef);
  const session = useMemo(() => mediaSessionInfo(video), [video]);
  useMediaSession(videoRef, session, playing, controls);
  const { library, snapshot } = useVideoLibrary();
  useProgressSaving(videoRef, video.id, library);
  // The resume offer is decided once, when the library is known, and gone for good once the video plays.
  const [resumeAt, setResumeAt] = useState<number | null | undefined>(undefined);
  if (resumeAt === undefined && snapshot.status !== 'unknown') setResumeAt(resumePoint(snapshot.progress.get(video.id)));
  if (playing && resumeAt) setResumeAt(null);
  const startAt = (seconds: number) => {
    // The offer's buttons go away: keep keyboard focus in the player rather than losing it to the page.
    if (containerRef.current?.contains(document.activeElement)) containerRef.current.focus();
    setResumeAt(null);
    controls.seek(seconds);
    controls.play();
  };
  // Menus open inside the player, so they show in fullscreen and stay within a dialog.
  const [menuHost, setMenuHost] = useState<HTMLDivElement | null>(null);

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
          poster={posterUrl(video.thumbnail, posterSize)}
          preload="metadata"
          playsInline
          className="size-full object-contain"
          {...mediaEvents}
        >
          {tracks.map((track) => (
            <track key={track.language} kind={track.kind} srcLang={track.language} label={track.label} src={track.src} />
          ))}
        </video>
        {/* Clicking the picture toggles playback, as viewers expect; the bar's button is the accessible control. */}
        {/* The picture and the bar only work with the app: shown once it runs, in boxes laid out from the start. */}
        <WhenStarted aria-hidden="true" onClick={controls.togglePlay} className="absolute inset-0 grid cursor-pointer place-items-center">
          {!playing && !error && !buffering && !resumeAt && (
            <span className="grid size-16 place-items-center rounded-full bg-ivory/90 text-ink shadow-lift transition-transform hover:scale-105 sm:size-20">
              <Play className="ml-1 size-7 fill-current sm:size-8" />
            </span>
          )}
        </WhenStarted>
        {resumeAt && !error && (
          <ResumePrompt resumeRef={playButtonRef} position={resumeAt} onResume={() => startAt(resumeAt)} onStartOver={() => startAt(0)} />
        )}
        {buffering && !error && <Spinner label={t('player.buffering')} className="pointer-events-none absolute inset-0" />}
        {error && (
          <div role="alert" className="absolute inset-0 grid place-items-center bg-dusk/90 p-6 text-center">
            <div className="flex max-w-sm flex-col items-center gap-3">
              <AlertCircle className="size-8 text-clay" aria-hidden="true" />
              <p className="text-sm leading-relaxed text-ivory/90 sm:text-base">{error}</p>
              <button
                type="button"
                onClick={controls.retry}
                className="inline-flex items-center gap-2 rounded-pill border border-white/40 px-4 py-2 text-sm font-medium hover:bg-white/10"
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('player.tryAgain')}
              </button>
            </div>
          </div>
        )}
      </div>

      <WhenStarted className="flex flex-col gap-1 bg-dusk px-2 pb-2 pt-1 sm:px-3">
        <SeekBar currentTime={currentTime} duration={duration} onSeek={controls.seek} />
        <div className="flex items-center gap-1">
          <PlayButton ref={resumeAt ? undefined : playButtonRef} playing={playing} onToggle={controls.togglePlay} />
          <VolumeControl volume={volume} muted={muted} onToggleMute={controls.toggleMute} onVolumeChange={controls.setVolume} />
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <SaveButton videoId={video.id} />
            <CaptionsMenu captions={captions} container={menuHost} />
            <SpeedMenu rate={speed.rate} onRateChange={speed.setRate} container={menuHost} />
            {pictureInPicture.supported && <PictureInPictureButton active={pictureInPicture.active} onToggle={pictureInPicture.toggle} />}
            <FullscreenButton fullscreen={fullscreen} onToggle={controls.toggleFullscreen} />
          </div>
        </div>
      </WhenStarted>
      <div ref={setMenuHost} />
    </div>
  );
}

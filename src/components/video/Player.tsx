import { AlertCircle, Maximize, Minimize, Pause, Play, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import type { Ref } from 'react';
import { VOLUME } from '../../config/site';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';
import { formatTime } from './formatTime';
import { handlePlayerKey } from './playerKeys';
import { PlayerSlider } from './PlayerSlider';
import { usePlayer } from './usePlayer';

const controlButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-white transition-colors hover:bg-white/15 [&_svg]:size-5';

/**
 * The custom video player: the picture, a big play affordance, then a dark control bar with
 * play/pause, seek bar and times, mute, volume (0–1 in 0.1 steps, starting at 1) and fullscreen.
 * Keyboard: space/k, m, ←/→ and f anywhere inside it.
 */
export function Player({
  src,
  poster,
  title,
  playButtonRef,
  className,
}: {
  src: string;
  poster?: string;
  title: string;
  playButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  const { videoRef, containerRef, state, controls, mediaEvents, isHls } = usePlayer(src);
  const { playing, currentTime, duration, volume, muted, buffering, fullscreen, error } = state;
  const shownVolume = muted ? 0 : volume;

  return (
    <div
      ref={containerRef}
      role="group"
      aria-label={`Video player: ${title}`}
      tabIndex={-1}
      onKeyDown={(event) => handlePlayerKey(event, controls)}
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
        />
        {/* Clicking the picture toggles playback, as viewers expect; the bar's button is the accessible control. */}
        <div
          aria-hidden="true"
          onClick={controls.togglePlay}
          className="absolute inset-0 grid cursor-pointer place-items-center"
        >
          {!playing && !error && !buffering && (
            <span className="grid size-16 place-items-center rounded-full bg-ivory/90 text-ink shadow-lift transition-transform hover:scale-105 sm:size-20">
              <Play className="ml-1 size-7 fill-current sm:size-8" />
            </span>
          )}
        </div>
        {buffering && !error && (
          <Spinner label="Buffering" className="pointer-events-none absolute inset-0" />
        )}
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
                Try again
              </button>
            </div>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-1 bg-dusk px-2 pb-2 pt-1 sm:px-3">
        <PlayerSlider
          label="Seek"
          valueText={`${formatTime(currentTime)} of ${formatTime(duration)}`}
          value={Math.min(currentTime, duration)}
          min={0}
          max={duration || 1}
          step={1}
          onValueChange={controls.seek}
          className="px-1"
        />
        <div className="flex items-center gap-1">
          <button
            ref={playButtonRef}
            type="button"
            className={controlButton}
            onClick={controls.togglePlay}
            aria-label={playing ? 'Pause' : 'Play'}
          >
            {playing ? <Pause className="fill-current" aria-hidden="true" /> : <Play className="fill-current" aria-hidden="true" />}
          </button>
          <button
            type="button"
            className={controlButton}
            onClick={controls.toggleMute}
            aria-label={muted ? 'Unmute' : 'Mute'}
          >
            {muted || volume === 0 ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </button>
          <PlayerSlider
            label="Volume"
            valueText={`${Math.round(shownVolume * 100)}%`}
            value={shownVolume}
            min={VOLUME.min}
            max={VOLUME.max}
            step={VOLUME.step}
            onValueChange={controls.setVolume}
            className="w-16 sm:w-24"
          />
          <p className="ml-3 whitespace-nowrap text-xs tabular-nums text-ivory/85 sm:text-sm">
            <span className="sr-only">Elapsed </span>
            {formatTime(currentTime)}
            <span aria-hidden="true"> / </span>
            <span className="sr-only"> of </span>
            {formatTime(duration)}
          </p>
          <button
            type="button"
            className={cn(controlButton, 'ml-auto')}
            onClick={controls.toggleFullscreen}
            aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
          >
            {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </button>
        </div>
      </div>
    </div>
  );
}

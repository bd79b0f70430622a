import { useRef, useState, type PointerEvent } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { formatTime } from '../formatTime';
import { PlayerSlider } from '../PlayerSlider';
import { cueAt, type StoryboardCue } from '../storyboard';
import { PREVIEW_WIDTH, SeekPreview } from './SeekPreview';

export interface SeekStoryboard {
  cues: readonly StoryboardCue[];
  /** Fetches the thumbnails, once; called on the first hover. */
  load: () => void;
}

/** Where the pointer is along the bar (0–1), and where the preview card sits so it stays within the bar. */
function pointerAt(event: PointerEvent<HTMLDivElement>) {
  const { left, width } = event.currentTarget.getBoundingClientRect();
  const fraction = width > 0 ? Math.min(Math.max((event.clientX - left) / width, 0), 1) : 0;
  const half = Math.min(PREVIEW_WIDTH / 2, width / 2);
  return { fraction, left: Math.min(Math.max(fraction * width, half), width - half) };
}

/**
 * The seek slider with the elapsed and total time beside it. Hovering or dragging it shows the time there above
 * the pointer, with the storyboard's thumbnail when the video has one.
 */
export function SeekBar({
  currentTime,
  duration,
  onSeek,
  storyboard,
}: {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  storyboard: SeekStoryboard;
}) {
  const t = useT();
  const elapsed = formatTime(currentTime);
  const total = formatTime(duration);
  const [pointer, setPointer] = useState<{ fraction: number; left: number } | null>(null);
  const dragging = useRef(false);
  const previewTime = pointer ? pointer.fraction * duration : 0;

  return (
    <div className="flex items-center gap-3 px-1">
      <div
        className="relative grow"
        onPointerEnter={storyboard.load}
        onPointerMove={(event) => {
          if (duration > 0 && (event.pointerType === 'mouse' || dragging.current)) setPointer(pointerAt(event));
        }}
        onPointerDown={(event) => {
          dragging.current = true;
          storyboard.load();
          if (duration > 0) setPointer(pointerAt(event));
        }}
        onPointerUp={(event) => {
          dragging.current = false;
          // A finger leaves no hover behind.
          if (event.pointerType !== 'mouse') setPointer(null);
        }}
        onPointerLeave={() => {
          if (!dragging.current) setPointer(null);
        }}
      >
        <PlayerSlider
          label={t('player.seek')}
          valueText={t('player.timeOf', { elapsed, total })}
          value={Math.min(currentTime, duration)}
          min={0}
          max={duration || 1}
          step={1}
          onValueChange={onSeek}
        />
        {pointer && <SeekPreview left={pointer.left} time={formatTime(previewTime)} cue={cueAt(storyboard.cues, previewTime)} />}
      </div>
      <p className="whitespace-nowrap text-xs tabular-nums text-ivory/85 sm:text-sm">
        <span className="sr-only">{t('player.elapsed')} </span>
        <span aria-hidden="true">
          {elapsed} / {total}
        </span>
        <span className="sr-only">{t('player.timeOf', { elapsed, total })}</span>
      </p>
    </div>
  );
}

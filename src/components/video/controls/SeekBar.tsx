import { formatTime } from '../formatTime';
import { playerMessages } from '../playerMessages';
import { PlayerSlider } from '../PlayerSlider';

/** The seek slider with the elapsed and total time beside it. */
export function SeekBar({ currentTime, duration, onSeek }: { currentTime: number; duration: number; onSeek: (seconds: number) => void }) {
  const elapsed = formatTime(currentTime);
  const total = formatTime(duration);
  return (
    <div className="flex items-center gap-3 px-1">
      <PlayerSlider
        label={playerMessages.seek}
        valueText={playerMessages.timeOf(elapsed, total)}
        value={Math.min(currentTime, duration)}
        min={0}
        max={duration || 1}
        step={1}
        onValueChange={onSeek}
        className="grow"
      />
      <p className="whitespace-nowrap text-xs tabular-nums text-ivory/85 sm:text-sm">
        <span className="sr-only">{playerMessages.elapsed} </span>
        <span aria-hidden="true">
          {elapsed} / {total}
        </span>
        <span className="sr-only">{playerMessages.timeOf(elapsed, total)}</span>
      </p>
    </div>
  );
}

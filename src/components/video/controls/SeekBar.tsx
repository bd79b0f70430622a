import { useT } from '../../../lib/i18n/useT';
import { formatTime } from '../formatTime';
import { PlayerSlider } from '../PlayerSlider';

/** The seek slider with the elapsed and total time beside it. */
export function SeekBar({ currentTime, duration, onSeek }: { currentTime: number; duration: number; onSeek: (seconds: number) => void }) {
  const t = useT();
  const elapsed = formatTime(currentTime);
  const total = formatTime(duration);
  return (
    <div className="flex items-center gap-3 px-1">
      <PlayerSlider
        label={t('player.seek')}
        valueText={t('player.timeOf', { elapsed, total })}
        value={Math.min(currentTime, duration)}
        min={0}
        max={duration || 1}
        step={1}
        onValueChange={onSeek}
        className="grow"
      />
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

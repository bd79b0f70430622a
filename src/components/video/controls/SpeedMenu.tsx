import { PLAYBACK_RATES } from '../../../config/site';
import type { PlaybackRate } from '../playerPreferences';
import { playerMessages } from '../playerMessages';
import { PlayerMenu } from './PlayerMenu';

/** 'Playback speed': 0.5× to 2×; the button shows the current rate. */
export function SpeedMenu({ rate, onRateChange, container }: { rate: PlaybackRate; onRateChange: (rate: PlaybackRate) => void; container: HTMLElement | null }) {
  const shown = playerMessages.rate(rate);
  return (
    <PlayerMenu
      label={playerMessages.playbackSpeedButton(shown)}
      title={playerMessages.playbackSpeed}
      trigger={shown}
      triggerShape="pill"
      options={PLAYBACK_RATES.map((option) => ({ value: String(option), label: playerMessages.rate(option) }))}
      value={String(rate)}
      onValueChange={(value) => onRateChange(Number(value) as PlaybackRate)}
      container={container}
    />
  );
}

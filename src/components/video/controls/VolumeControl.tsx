import { Volume2, VolumeX } from 'lucide-react';
import { VOLUME } from '../../../config/site';
import { playerMessages } from '../playerMessages';
import { PlayerSlider } from '../PlayerSlider';
import { PlayerButton } from './PlayerButton';

/** Mute toggle and the spec's volume slider (0–1 in steps of 0.1, from 1); muted shows as 0. */
export function VolumeControl({
  volume,
  muted,
  onToggleMute,
  onVolumeChange,
}: {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onVolumeChange: (volume: number) => void;
}) {
  const shown = muted ? 0 : volume;
  return (
    <>
      <PlayerButton onClick={onToggleMute} aria-label={muted ? playerMessages.unmute : playerMessages.mute} aria-keyshortcuts="m">
        {muted || volume === 0 ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      </PlayerButton>
      <PlayerSlider
        label={playerMessages.volume}
        valueText={playerMessages.volumeValue(Math.round(shown * 100))}
        value={shown}
        min={VOLUME.min}
        max={VOLUME.max}
        step={VOLUME.step}
        onValueChange={onVolumeChange}
        className="w-16 sm:w-24"
      />
    </>
  );
}

import { Volume2, VolumeX } from 'lucide-react';
import { VOLUME } from '../../../config/site';
import { formatNumber } from '../../../lib/i18n/format';
import { useLocale, useT } from '../../../lib/i18n/useT';
import { PlayerSlider } from '../PlayerSlider';
import { PlayerButton } from './PlayerButton';

/**
 * Mute toggle and the spec's volume slider (0–1 in steps of 0.1, from 1); muted shows as 0. On a phone the slider
 * gives way to the other controls: its own buttons set the volume, and iOS ignores a page's (decision 2633).
 */
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
  const t = useT();
  const locale = useLocale();
  const shown = muted ? 0 : volume;
  return (
    <>
      <PlayerButton onClick={onToggleMute} aria-label={muted ? t('player.unmute') : t('player.mute')} aria-keyshortcuts="m">
        {muted || volume === 0 ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      </PlayerButton>
      <span className="hidden sm:flex">
        <PlayerSlider
          label={t('player.volume')}
          valueText={formatNumber(Math.round(shown * 100) / 100, locale, { style: 'percent' })}
          value={shown}
          min={VOLUME.min}
          max={VOLUME.max}
          step={VOLUME.step}
          onValueChange={onVolumeChange}
          className="w-24"
        />
      </span>
    </>
  );
}

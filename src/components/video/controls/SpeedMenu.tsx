import { PLAYBACK_RATES } from '../../../config/site';
import { formatNumber } from '../../../lib/i18n/format';
import { useLocale, useT } from '../../../lib/i18n/useT';
import type { PlaybackRate } from '../playerPreferences';
import { PlayerMenu } from './PlayerMenu';

/** 'Playback speed': 0.5× to 2×; the button shows the current rate. */
export function SpeedMenu({ rate, onRateChange, container }: { rate: PlaybackRate; onRateChange: (rate: PlaybackRate) => void; container: HTMLElement | null }) {
  const t = useT();
  const locale = useLocale();
  const shown = t('player.rate', { rate: formatNumber(rate, locale) });
  return (
    <PlayerMenu
      label={t('player.playbackSpeedButton', { rate: shown })}
      title={t('player.playbackSpeed')}
      trigger={shown}
      triggerShape="pill"
      options={PLAYBACK_RATES.map((option) => ({ value: String(option), label: t('player.rate', { rate: formatNumber(option, locale) }) }))}
      value={String(rate)}
      onValueChange={(value) => onRateChange(Number(value) as PlaybackRate)}
      container={container}
    />
  );
}

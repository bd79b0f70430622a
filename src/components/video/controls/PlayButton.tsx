import { Pause, Play } from 'lucide-react';
import type { Ref } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { PlayerButton } from './PlayerButton';

export function PlayButton({ playing, onToggle, ref }: { playing: boolean; onToggle: () => void; ref?: Ref<HTMLButtonElement> }) {
  const t = useT();
  return (
    <PlayerButton ref={ref} onClick={onToggle} aria-label={playing ? t('player.pause') : t('player.play')} aria-keyshortcuts="k">
      {playing ? <Pause className="fill-current" aria-hidden="true" /> : <Play className="fill-current" aria-hidden="true" />}
    </PlayerButton>
  );
}

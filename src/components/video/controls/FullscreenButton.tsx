import { Maximize, Minimize } from 'lucide-react';
import { useT } from '../../../lib/i18n/useT';
import { PlayerButton } from './PlayerButton';

export function FullscreenButton({ fullscreen, onToggle }: { fullscreen: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <PlayerButton onClick={onToggle} aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')} aria-keyshortcuts="f">
      {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
    </PlayerButton>
  );
}

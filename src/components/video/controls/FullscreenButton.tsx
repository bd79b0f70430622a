import { Maximize, Minimize } from 'lucide-react';
import { playerMessages } from '../playerMessages';
import { PlayerButton } from './PlayerButton';

export function FullscreenButton({ fullscreen, onToggle }: { fullscreen: boolean; onToggle: () => void }) {
  return (
    <PlayerButton onClick={onToggle} aria-label={fullscreen ? playerMessages.exitFullscreen : playerMessages.fullscreen} aria-keyshortcuts="f">
      {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
    </PlayerButton>
  );
}

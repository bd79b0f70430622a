import { Pause, Play } from 'lucide-react';
import type { Ref } from 'react';
import { playerMessages } from '../playerMessages';
import { PlayerButton } from './PlayerButton';

export function PlayButton({ playing, onToggle, ref }: { playing: boolean; onToggle: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <PlayerButton ref={ref} onClick={onToggle} aria-label={playing ? playerMessages.pause : playerMessages.play} aria-keyshortcuts="k">
      {playing ? <Pause className="fill-current" aria-hidden="true" /> : <Play className="fill-current" aria-hidden="true" />}
    </PlayerButton>
  );
}

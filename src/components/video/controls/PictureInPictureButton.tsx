import { PictureInPicture2 } from 'lucide-react';
import { playerMessages } from '../playerMessages';
import { PlayerButton } from './PlayerButton';

/** A toggle button: its name stays, aria-pressed says whether the video is in its own window. */
export function PictureInPictureButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  return (
    <PlayerButton onClick={onToggle} aria-label={playerMessages.pictureInPicture} aria-pressed={active}>
      <PictureInPicture2 aria-hidden="true" />
    </PlayerButton>
  );
}

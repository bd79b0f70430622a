import { PictureInPicture2 } from 'lucide-react';
import { useT } from '../../../lib/i18n/useT';
import { PlayerButton } from './PlayerButton';

/** A toggle button: its name stays, aria-pressed says whether the video is in its own window. */
export function PictureInPictureButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <PlayerButton onClick={onToggle} aria-label={t('player.pictureInPicture')} aria-pressed={active}>
      <PictureInPicture2 aria-hidden="true" />
    </PlayerButton>
  );
}

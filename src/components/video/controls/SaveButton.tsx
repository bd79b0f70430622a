import { Bookmark } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { toast } from '../../ui/toast';
import { libraryMessages } from '../playerMessages';
import { useVideoLibrary } from '../videoLibrary';
import { PlayerButton } from './PlayerButton';

/**
 * Save (a toggle: aria-pressed says whether the video is in the member's Saved). A visitor is asked to sign
 * in; until the session is known the button waits, disabled, so it never shows a visitor's state to a member.
 */
export function SaveButton({ videoId }: { videoId: string }) {
  const { library, snapshot } = useVideoLibrary();
  if (!library) return null;
  const saved = snapshot.saved.has(videoId);
  return (
    <PlayerButton
      aria-label={libraryMessages.save}
      aria-pressed={saved}
      disabled={snapshot.status === 'unknown'}
      className="disabled:opacity-50"
      onClick={() => {
        if (snapshot.status === 'member') library.setSaved(videoId, !saved);
        else
          toast(libraryMessages.signInToSave, {
            description: libraryMessages.signInToSaveDescription,
            action: { label: libraryMessages.signIn, href: paths.login },
          });
      }}
    >
      <Bookmark className={saved ? 'fill-current' : undefined} aria-hidden="true" />
    </PlayerButton>
  );
}

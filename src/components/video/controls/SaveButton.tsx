import { Bookmark } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { useT } from '../../../lib/i18n/useT';
import { toast } from '../../ui/toast';
import { useVideoLibrary } from '../videoLibrary';
import { PlayerButton } from './PlayerButton';

/**
 * Save (a toggle: aria-pressed says whether the video is in the member's Saved). A visitor is asked to sign
 * in; until the session is known the button waits, disabled, so it never shows a visitor's state to a member.
 */
export function SaveButton({ videoId }: { videoId: string }) {
  const t = useT();
  const { library, snapshot } = useVideoLibrary();
  if (!library) return null;
  const saved = snapshot.saved.has(videoId);
  return (
    <PlayerButton
      aria-label={t('library.save')}
      aria-pressed={saved}
      disabled={snapshot.status === 'unknown'}
      className="disabled:opacity-50"
      onClick={() => {
        if (snapshot.status === 'member') library.setSaved(videoId, !saved);
        else
          toast(t('library.signInToSave'), {
            description: t('library.signInToSaveDescription'),
            action: { label: t('library.signIn'), href: paths.login },
          });
      }}
    >
      <Bookmark className={saved ? 'fill-current' : undefined} aria-hidden="true" />
    </PlayerButton>
  );
}

import { ChevronDown, CircleCheck, Library, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import type { MessageId } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { callEngine } from './engine';
import '../../lib/offline/messages';

/** "Downloaded": a menu to see the member's downloads in the library, or to remove this one from the device. */
export function DownloadedMenu({ userId, videoId, onFailure }: { userId: string; videoId: string; onFailure: (message: MessageId | null) => void }) {
  const t = useT();
  const [removing, setRemoving] = useState(false);
  // The menu is portalled beside its button, so it stays inside the page's landmarks.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const remove = () => {
    setRemoving(true);
    onFailure(null);
    void callEngine((engine) => engine.removeDownload(userId, videoId)).then((result) => {
      setRemoving(false);
      if (!result.ok) onFailure('offline.error.remove');
    });
  };
  return (
    <div ref={setContainer}>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={removing} aria-busy={removing || undefined}>
            <CircleCheck aria-hidden="true" className="text-sage" />
            {t('offline.downloaded')}
            <ChevronDown aria-hidden="true" className="-mr-1 text-ink-soft" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent container={container} align="end">
          <DropdownMenuItem asChild>
            <Link to={paths.library}>
              <Library aria-hidden="true" className="text-ink-soft" />
              {t('offline.seeDownloads')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={remove}>
            <Trash2 aria-hidden="true" className="text-ink-soft" />
            {t('offline.removeFromDevice')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

import { useRef } from 'react';
import type { Video } from '../../content/types';
import { useT } from '../../lib/i18n/useT';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { MoreInfoLink } from './MoreInfoLink';
import { hasVideoUrl } from './playable';
import { PlaybackUnavailable } from './PlaybackUnavailable';
import { Player } from './Player';
import { VideoDisclaimer } from './VideoDisclaimer';
import { VideoFacts } from './VideoFacts';

/**
 * The dialog player (docs/product.md#player): at most 3xl wide and 90vh tall; the title, 'By {instructor}',
 * the player (or 'Video playback is not available.'), the disclaimer, the description, and
 * 'More Info' for premium items. Closing it unmounts the player, which pauses the video.
 */
export default function VideoPlayerDialog({
  video,
  open,
  onOpenChange,
  returnFocus,
}: {
  video: Video;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the card that opened it); Radix alone returns it only to a DialogTrigger. */
  returnFocus?: () => void;
}) {
  const playButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  const playable = hasVideoUrl(video);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] max-w-3xl"
        onOpenAutoFocus={(event) => {
          // Start on the play button, so space or Enter starts the video at once.
          if (!playButton.current) return;
          event.preventDefault();
          playButton.current.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <header className="px-5 pb-4 pr-16 pt-5 sm:px-7 sm:pt-6">
          <DialogTitle className="text-xl leading-snug sm:text-2xl">{video.title}</DialogTitle>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-soft">
            <p>{t('video.by', { instructor: video.instructor })}</p>
            <VideoFacts video={video} />
          </div>
        </header>
        {playable ? (
          <Player key={video.id} video={video} playButtonRef={playButton} />
        ) : (
          <PlaybackUnavailable />
        )}
        <div className="flex flex-col gap-4 px-5 pb-6 pt-5 sm:px-7 sm:pb-7">
          <DialogDescription className="leading-relaxed">{video.description}</DialogDescription>
          <VideoDisclaimer />
          {video.isPremium && (
            <div>
              <MoreInfoLink onNavigate={() => onOpenChange(false)} />
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

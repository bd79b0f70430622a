import { VideoOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';

/** Stands in for the player when a video has no URL. */
export function PlaybackUnavailable({ className }: { className?: string }) {
  const t = useT();
  return (
    <div className={cn('grid aspect-video place-items-center bg-dusk p-6 text-center text-ivory', className)}>
      <div className="flex flex-col items-center gap-3">
        <VideoOff className="size-8 text-clay" aria-hidden="true" />
        <p className="text-base">{t('video.playbackUnavailable')}</p>
      </div>
    </div>
  );
}

import { VideoOff } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Stands in for the player when a video has no URL. */
export function PlaybackUnavailable({ className }: { className?: string }) {
  return (
    <div className={cn('grid aspect-video place-items-center bg-dusk p-6 text-center text-ivory', className)}>
      <div className="flex flex-col items-center gap-3">
        <VideoOff className="size-8 text-clay" aria-hidden="true" />
        <p className="text-base">Video playback is not available.</p>
      </div>
    </div>
  );
}

import { Clock } from 'lucide-react';
import type { Video } from '../../content/types';
import { VideoBadge } from './VideoBadge';

/** A video's Premium or Free badge and its duration, as the player dialog and the watch page show them. */
export function VideoFacts({ video }: { video: Pick<Video, 'isPremium' | 'duration'> }) {
  return (
    <>
      <VideoBadge isPremium={video.isPremium} className="shadow-none ring-1 ring-ink/10" />
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {video.duration}
      </span>
    </>
  );
}

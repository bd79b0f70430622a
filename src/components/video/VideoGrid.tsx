import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { Video } from '../../content/types';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { Spinner } from '../ui/spinner';
import { loadPlayerDialog } from './loadPlayerDialog';
import { playableVideos } from './playable';
import { VideoCard } from './VideoCard';

const VideoPlayerDialog = lazy(loadPlayerDialog);

/**
 * The video grid (docs/product.md#catalog): only videos with a videoUrl, 2 columns on small screens up to 5 on
 * extra-large ones. A card opens the dialog player, or follows `linkTo` when that is given.
 */
export function VideoGrid({
  videos,
  linkTo,
  className,
  priorityCount = 0,
  caption,
}: {
  videos: readonly Video[];
  /** How many leading thumbnails to load eagerly (a grid at the top of a page); the rest stay lazy. */
  priorityCount?: number;
  linkTo?: (video: Video) => string;
  className?: string;
  /** A line under each card (the day it was watched, say). */
  caption?: (video: Video) => ReactNode;
}) {
  const [selected, setSelected] = useState<Video | null>(null);
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const shown = playableVideos(videos);

  const select = (video: Video, card: HTMLElement) => {
    opener.current = card;
    setSelected(video);
    setOpen(true);
  };

  return (
    <>
      <ul
        role="list"
        className={cn('grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5', className)}
      >
        {shown.map((video, index) => (
          <li key={video.id}>
            <VideoCard video={video} {...(linkTo ? { href: linkTo(video) } : { onSelect: select })} priority={index < priorityCount} />
            {caption && <p className="mt-2 px-1 text-sm text-ink-soft">{caption(video)}</p>}
          </li>
        ))}
      </ul>
      {selected && (
        <Suspense
          fallback={<Spinner label={t('video.openingPlayer')} className="fixed inset-0 z-50 bg-dusk/70" />}
        >
          <VideoPlayerDialog
            video={selected}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}

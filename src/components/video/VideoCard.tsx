import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import type { Video } from '../../content/types';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { onPlainClick } from '../../lib/onPlainClick';
import { prefetchPlayerDialog } from './loadPlayerDialog';
import { ResponsivePicture } from './ResponsivePicture';
import { VideoBadge } from './VideoBadge';
import { percentWatched, useVideoLibrary } from './videoLibrary';

/** Thumbnail widths across the grid's 2 → 5 columns. */
const CARD_SIZES = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/*
 * Title and instructor appear on hover, on keyboard focus, and always on screens that cannot
 * hover (touch), where a hover-only reveal would hide them for good.
 */
const revealClass =
  'opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100';

const cardClass =
  'group relative block w-full cursor-pointer overflow-hidden rounded-card bg-dusk text-left shadow-soft outline-none transition-shadow duration-300 hover:shadow-lift focus-visible:ring-2 focus-visible:ring-ember focus-visible:ring-offset-2 focus-visible:ring-offset-ivory';

function CardBody({ video, priority }: { video: Video; priority: boolean }) {
  return (
    <>
      <ResponsivePicture
        url={video.thumbnail}
        alt=""
        sizes={CARD_SIZES}
        priority={priority}
        imgClassName="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] sm:aspect-video"
      />
      <span
        aria-hidden="true"
        className={cn('absolute inset-0 bg-gradient-to-t from-dusk/90 via-dusk/25 to-transparent', revealClass)}
      />
      <span className={cn('absolute inset-x-0 bottom-0 flex flex-col gap-0.5 p-3 sm:p-4', revealClass)}>
        <span className="line-clamp-2 font-display text-base leading-snug text-white sm:text-lg">{video.title}</span>
        <span className="truncate text-xs text-ivory/85 sm:text-sm">{video.instructor}</span>
      </span>
      <span className="absolute right-2.5 top-2.5 inline-flex items-center gap-1 rounded-pill bg-dusk/75 px-2 py-1 text-[0.7rem] font-medium text-white backdrop-blur-sm">
        <Clock className="size-3" aria-hidden="true" />
        {video.duration}
      </span>
      <VideoBadge isPremium={video.isPremium} className="absolute left-2.5 top-2.5" />
    </>
  );
}

/**
 * How much of the video the viewer has watched, along the card's foot. It sits beside the card's link rather
 * than inside it, so assistive tech reads it as a progress bar of its own.
 * Known only in the browser, after the session: it overlays the picture, so it shifts nothing.
 */
function WatchedBar({ videoId }: { videoId: string }) {
  const t = useT();
  const progress = useVideoLibrary().snapshot.progress.get(videoId);
  if (!progress) return null;
  const percent = percentWatched(progress);
  return (
    <span
      role="progressbar"
      aria-label={t('library.watched')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="pointer-events-none absolute inset-x-3 bottom-1.5 h-1 overflow-hidden rounded-full bg-white/30"
    >
      <span className="block h-full rounded-full bg-ember" style={{ width: `${percent}%` }} />
    </span>
  );
}

/**
 * One video as a card: a link to its watch page (or to `href`). With `onSelect`, the app turns a plain click on
 * it into opening the player dialog (decision 1405); other clicks, and clicks before the app starts, follow the link.
 * Reading order for screen readers: title, instructor, duration, badge.
 */
export function VideoCard({
  video,
  onSelect,
  href,
  priority = false,
}: {
  video: Video;
  /** Load the thumbnail at once (a card likely in the first viewport, a possible LCP element). */
  priority?: boolean;
  onSelect?: (video: Video, card: HTMLElement) => void;
  href?: string;
}): ReactNode {
  return (
    <div className="relative">
      <Link
        to={href ?? paths.video(video.id)}
        className={cardClass}
        {...(onSelect && {
          onClick: onPlainClick((card) => onSelect(video, card)),
          onPointerEnter: prefetchPlayerDialog,
          onFocus: prefetchPlayerDialog,
        })}
      >
        <CardBody video={video} priority={priority} />
      </Link>
      <WatchedBar videoId={video.id} />
    </div>
  );
}

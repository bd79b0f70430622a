import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../../shared/routes';
import type { Video } from '../../../content/types';
import { cn } from '../../../lib/cn';

/** The Play button's words (docs/product.md#home): premium items offer a preview. */
function playLabel(video: Pick<Video, 'isPremium'>): 'Play' | 'Play Preview' {
  return video.isPremium ? 'Play Preview' : 'Play';
}

/**
 * The words of one slide: badge, title, teacher, description and the Play link. Inactive slides
 * stay in the layout (so the hero never changes height) but are hidden from assistive technology
 * and taken out of the tab order with `inert`.
 */
export function HeroSlide({
  video,
  position,
  total,
  active,
  animate,
}: {
  video: Video;
  position: number;
  total: number;
  active: boolean;
  animate: boolean;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className={cn(
        'col-start-1 row-start-1 self-end',
        active ? 'opacity-100' : 'pointer-events-none opacity-0',
        animate && (active ? 'transition-opacity delay-200 duration-700' : 'transition-opacity duration-500'),
      )}
    >
      <div className="flex items-center gap-3 text-sm text-white/85">
        <span
          className={cn(
            'rounded-pill px-3 py-1 text-[0.7rem] font-semibold tracking-[0.16em]',
            video.isPremium ? 'bg-gold text-dusk' : 'bg-ivory text-ink',
          )}
        >
          {video.isPremium ? 'PREMIUM' : 'FREE'}
        </span>
        <span>{video.duration}</span>
      </div>
      <h2 className="mt-4 max-w-3xl text-balance text-display text-white">{video.title}</h2>
      <p className="mt-3 font-display text-lg italic text-clay sm:text-xl">with {video.instructor}</p>
      <p className="mt-4 line-clamp-4 max-w-xl text-[0.95rem] leading-relaxed text-white/85 sm:line-clamp-none sm:text-lg">{video.description}</p>
      <Link
        to={paths.video(video.id)}
        className={cn(buttonVariants({ variant: 'light', size: 'lg' }), 'mt-7 shadow-lift')}
      >
        <Play className="fill-current" aria-hidden="true" />
        {playLabel(video)}
      </Link>
    </div>
  );
}

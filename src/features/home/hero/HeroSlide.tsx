import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import type { Video } from '../../../content/types';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';

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
  const t = useT();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.positionOf', { position, total })}
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
          {video.isPremium ? t('home.badgePremium') : t('home.badgeFree')}
        </span>
        <span>{video.duration}</span>
      </div>
      <h2 className="mt-4 max-w-3xl text-balance text-display text-white">{video.title}</h2>
      <p className="mt-3 font-display text-lg italic text-clay sm:text-xl">{t('home.withInstructor', { instructor: video.instructor })}</p>
      <p className="mt-4 line-clamp-4 max-w-xl text-[0.95rem] leading-relaxed text-white/85 sm:line-clamp-none sm:text-lg">{video.description}</p>
      <Link
        to={paths.video(video.id)}
        className={cn(buttonVariants({ variant: 'light', size: 'lg' }), 'mt-7 shadow-lift')}
      >
        <Play className="fill-current" aria-hidden="true" />
        {/* The Play button's words (docs/product.md#home): premium items offer a preview. */}
        {video.isPremium ? t('home.playPreview') : t('home.play')}
      </Link>
    </div>
  );
}

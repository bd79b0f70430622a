import type { Video } from '../../../content/types';
import { cn } from '../../../lib/cn';
import { HeroPicture } from './HeroPicture';

/** The hero is drawn full width at every breakpoint; index.html preloads the first poster with the same sizes. */
export const HERO_IMAGE_SIZES = '100vw';

/**
 * The posters behind the slides, stacked; the active one is opaque. The first poster is the
 * page's LCP image. The others are only rendered once `loadAll` is true (after the page has
 * loaded), so they never compete with it for bandwidth.
 */
export function HeroPosters({
  slides,
  activeIndex,
  loadAll,
  animate,
}: {
  slides: readonly Video[];
  activeIndex: number;
  loadAll: boolean;
  animate: boolean;
}) {
  return (
    <div className="absolute inset-0" aria-hidden="true">
      {slides.map((slide, i) => {
        const active = i === activeIndex;
        if (i !== 0 && !active && !loadAll) return null;
        return (
          <div
            key={slide.id}
            data-active={active}
            className={cn(
              'absolute inset-0 overflow-hidden',
              active ? 'opacity-100' : 'opacity-0',
              animate && 'transition-opacity duration-[1400ms] ease-in-out',
            )}
          >
            <HeroPicture
              url={slide.thumbnail}
              sizes={HERO_IMAGE_SIZES}
              priority={i === 0}
              className={cn('size-full object-cover', active && animate && 'hero-drift')}
            />
          </div>
        );
      })}
    </div>
  );
}

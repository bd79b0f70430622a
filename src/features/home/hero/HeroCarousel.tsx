import type { KeyboardEvent } from 'react';
import { site } from '../../../../shared/site';
import { CAROUSEL_AUTOPLAY_MS } from '../../../config/site';
import type { Video } from '../../../content/types';
import { useT } from '../../../lib/i18n/useT';
import { CarouselControls } from './CarouselControls';
import { HeroPosters } from './HeroPosters';
import { HeroSlide } from './HeroSlide';
import { useAfterPageLoad } from './useAfterPageLoad';
import { useCarousel } from './useCarousel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './hero.css';

/**
 * The home page's hero (docs/product.md#home), built as the WAI-ARIA APG carousel: one slide at a
 * time with a fade, arrows, dots, wrap-around both ways and a 6000 ms autoplay that holds while
 * hovered or focused, stops at the pause control, and never starts under reduced motion.
 */
export function HeroCarousel({ slides, intervalMs = CAROUSEL_AUTOPLAY_MS }: { slides: readonly Video[]; intervalMs?: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const pageLoaded = useAfterPageLoad();
  const carousel = useCarousel({ count: slides.length, intervalMs, autoplay: !reducedMotion });
  const animate = !reducedMotion;
  const t = useT();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') carousel.previous();
    else if (event.key === 'ArrowRight') carousel.next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      onKeyDown={onKeyDown}
      {...carousel.holdProps}
      className="relative isolate h-[85vh] min-h-[600px] w-full overflow-hidden bg-dusk text-white"
    >
      <HeroPosters slides={slides} activeIndex={carousel.index} loadAll={pageLoaded} animate={animate} />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_top,rgb(29_23_19/0.92)_0%,rgb(29_23_19/0.55)_38%,rgb(29_23_19/0.1)_65%,rgb(29_23_19/0.45)_100%)] sm:bg-[linear-gradient(to_right,rgb(29_23_19/0.82)_0%,rgb(29_23_19/0.45)_45%,transparent_75%),linear-gradient(to_top,rgb(29_23_19/0.7),transparent_45%)]"
      />

      <div className="hero-text relative mx-auto flex h-full max-w-7xl flex-col justify-end px-5 pb-6 pt-header sm:px-8 sm:pb-10 lg:px-10">
        <h1 className="flex items-center gap-3 font-sans text-xs font-semibold uppercase tracking-[0.24em] text-clay">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          <span>
            {site.name}
            <span aria-hidden="true" className="mx-2 text-gold">
              ·
            </span>
            <span className="font-display text-sm font-normal normal-case italic tracking-normal text-ivory/90">
              {t('site.tagline')}
            </span>
          </span>
        </h1>

        <div className="mt-5 grid" aria-live={carousel.running ? 'off' : 'polite'}>
          {slides.map((video, i) => (
            <HeroSlide
              key={video.id}
              video={video}
              position={i + 1}
              total={slides.length}
              active={i === carousel.index}
              animate={animate}
            />
          ))}
        </div>

        {slides.length > 1 && (
          <div className="mt-8 border-t border-white/15 pt-4 sm:mt-10">
            <CarouselControls
              titles={slides.map((s) => s.title)}
              activeIndex={carousel.index}
              playing={carousel.playing}
              running={carousel.running}
              intervalMs={intervalMs}
              onSelect={carousel.goTo}
              onPrevious={carousel.previous}
              onNext={carousel.next}
              onTogglePlaying={carousel.togglePlaying}
            />
          </div>
        )}
        <span className="hero-text-end" hidden />
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { WhenStarted } from '../../../components/ui/when-started';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';

const roundButton =
  'grid size-11 place-items-center rounded-full border border-white/35 bg-dusk/30 text-white backdrop-blur-sm transition-colors hover:bg-white/15 [&_svg]:size-5';

/** Dots (one per slide), previous/next arrows and the pause/play control of the hero carousel: shown once the app runs them. */
export function CarouselControls({
  titles,
  activeIndex,
  playing,
  running,
  intervalMs,
  onSelect,
  onPrevious,
  onNext,
  onTogglePlaying,
}: {
  titles: readonly string[];
  activeIndex: number;
  /** The user has not paused rotation. */
  playing: boolean;
  /** Rotation is actually ticking (playing, and not held by hover or focus). */
  running: boolean;
  intervalMs: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
}) {
  const total = titles.length;
  const t = useT();
  return (
    <WhenStarted className="flex items-center justify-between gap-4">
      <div className="flex items-center gap-1">
        {titles.map((title, i) => {
          const active = i === activeIndex;
          return (
            <button
              key={i}
              type="button"
              aria-label={t('home.slideOf', { position: i + 1, total, title })}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(i)}
              className="group grid h-11 min-w-6 place-items-center px-1"
            >
              <span
                className={cn(
                  'relative block h-1.5 overflow-hidden rounded-pill transition-[width,background-color] duration-500',
                  active ? 'w-10 bg-white/35' : 'w-1.5 bg-white/55 group-hover:bg-white/90',
                )}
              >
                {active && (
                  <span
                    key={`${i}-${playing}`}
                    className={cn('absolute inset-0 rounded-pill bg-white', playing && 'hero-progress')}
                    style={playing ? { animationDuration: `${intervalMs}ms`, animationPlayState: running ? 'running' : 'paused' } : undefined}
                  />
                )}
              </span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={roundButton} onClick={onPrevious} aria-label={t('home.previousSlide')}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button
          type="button"
          className={roundButton}
          onClick={onTogglePlaying}
          aria-label={playing ? t('home.pauseSlideshow') : t('home.playSlideshow')}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </button>
        <button type="button" className={roundButton} onClick={onNext} aria-label={t('home.nextSlide')}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </WhenStarted>
  );
}

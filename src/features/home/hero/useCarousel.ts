import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

export interface CarouselOptions {
  count: number;
  /** Time each slide stays before the next one (docs/product.md#constants: 6000 ms). */
  intervalMs: number;
  /** Rotate on its own until the user pauses; false under reduced motion (WCAG 2.2.2). */
  autoplay: boolean;
}

/** Index `i` brought into 0…count-1, so both ends wrap around. */
function wrapIndex(i: number, count: number): number {
  return count > 0 ? ((i % count) + count) % count : 0;
}

/**
 * State of a rotating carousel: the current slide, wrap-around navigation, and an autoplay
 * timer that holds while the pointer is over the carousel or focus is inside it, and stops
 * when the user pauses it. A held timer resumes with the time it had left, so hovering
 * never skips or restarts a slide.
 */
export function useCarousel({ count, intervalMs, autoplay }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const countdown = useRef({ index: 0, remaining: intervalMs });

  useEffect(() => setPlaying(autoplay), [autoplay]);

  const running = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    if (countdown.current.index !== index) countdown.current = { index, remaining: intervalMs };
    const started = Date.now();
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), countdown.current.remaining);
    return () => {
      clearTimeout(timer);
      countdown.current.remaining = Math.max(0, countdown.current.remaining - (Date.now() - started));
    };
  }, [running, index, count, intervalMs]);

  // A new slide always gets a full interval: the timer effect resets the countdown on index change.
  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, count)), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);
  const togglePlaying = useCallback(() => {
    // Resuming gives the shown slide a full interval again, matching its progress bar.
    countdown.current.remaining = intervalMs;
    setPlaying((p) => !p);
  }, [intervalMs]);

  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index: wrapIndex(index, count), goTo, next, previous, playing, togglePlaying, running, holdProps };
}

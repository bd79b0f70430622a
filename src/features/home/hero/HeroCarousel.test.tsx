import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../../shared/site';
import { mockMatchMedia } from '../../../../tests/unit/matchMedia';
import { renderWithRouter } from '../../../../tests/unit/renderWithRouter';
import { CAROUSEL_AUTOPLAY_MS } from '../../../config/site';
import type { Video } from '../../../content/types';
import { HeroCarousel } from './HeroCarousel';

const slide = (id: string, isPremium: boolean): Video => ({
  id,
  title: `Title ${id}`,
  description: `Description ${id}`,
  instructor: `Teacher ${id}`,
  thumbnail: `/media/posters/${id}-640.webp`,
  videoUrl: `/media/hls/${id}/master.m3u8`,
  duration: '20 min',
  isPremium,
});

const slides = [slide('a', false), slide('b', true), slide('c', false)];

/** The slide assistive technology sees: inactive slides are aria-hidden. */
function shownSlide() {
  return screen.getByRole('group', { name: /of 3$/ });
}
const shownTitle = () => within(shownSlide()).getByRole('heading').textContent;

function mockReducedMotion(reduce: boolean) {
  mockMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel whose slides are labelled "n of N", showing the site title and tagline', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured teachings' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.name);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.tagline);
    expect(carousel.className).toContain('h-[85vh]');
    expect(carousel.className).toContain('min-h-[600px]');
  });

  it('shows exactly one slide at a time; the others are hidden and inert', () => {
    const { container } = renderWithRouter(<HeroCarousel slides={slides} />);
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(1);
    const hidden = container.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    hidden.forEach((el) => expect(el).toHaveAttribute('inert'));
  });

  it(`advances automatically after ${CAROUSEL_AUTOPLAY_MS} ms, not before`, () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    expect(shownTitle()).toBe('Title a');
    tick(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shownTitle()).toBe('Title a');
    tick(1);
    expect(shownTitle()).toBe('Title b');
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Title c');
  });

  it('wraps from the last slide to the first when autoplaying', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    tick(CAROUSEL_AUTOPLAY_MS);
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Title c');
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Title a');
  });

  it('wraps around both ways with the previous and next arrows', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Title c');
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Title a');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Title b');
  });

  it('has one dot per slide that shows that slide and marks the current one', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    const dots = screen.getAllByRole('button', { name: /^Slide \d of 3/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[2]!);
    expect(shownTitle()).toBe('Title c');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('answers the left and right arrow keys, wrapping both ways', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured teachings' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownTitle()).toBe('Title c');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Title a');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Title b');
  });

  it('gives a slide chosen by hand a full interval', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    tick(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    tick(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shownTitle()).toBe('Title b');
    tick(1);
    expect(shownTitle()).toBe('Title c');
  });

  it('holds while hovered and resumes with the time left when the pointer leaves', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured teachings' });
    tick(2000);
    fireEvent.mouseEnter(carousel);
    tick(CAROUSEL_AUTOPLAY_MS * 3);
    expect(shownTitle()).toBe('Title a');
    fireEvent.mouseLeave(carousel);
    tick(CAROUSEL_AUTOPLAY_MS - 2000 - 1);
    expect(shownTitle()).toBe('Title a');
    tick(1);
    expect(shownTitle()).toBe('Title b');
  });

  it('holds while focus is inside and resumes when focus leaves', () => {
    renderWithRouter(
      <>
        <HeroCarousel slides={slides} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    tick(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Title a');
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus());
    tick(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Title a');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Title b');
  });

  it('stops at the pause control and starts again at the play control', () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Clicking focused nothing here (fireEvent), so only the pause itself is holding rotation.
    tick(CAROUSEL_AUTOPLAY_MS * 3);
    expect(shownTitle()).toBe('Title a');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Title b');
  });

  it('neither auto-advances nor fades under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const { container } = renderWithRouter(<HeroCarousel slides={slides} />);
    tick(CAROUSEL_AUTOPLAY_MS * 5);
    expect(shownTitle()).toBe('Title a');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('transition-opacity');
    // The arrows still work, and switch slides at once.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Title b');
  });

  it('fades between slides when motion is allowed', () => {
    mockReducedMotion(false);
    const { container } = renderWithRouter(<HeroCarousel slides={slides} />);
    const slideEls = container.querySelectorAll('[aria-roledescription="slide"]');
    slideEls.forEach((el) => expect(el.className).toContain('transition-opacity'));
  });

  it("labels the Play button 'Play' for free items and 'Play Preview' for premium ones, linking to /video/{id}", () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    const free = within(shownSlide()).getByRole('link');
    expect(free).toHaveAccessibleName('Play');
    expect(free).toHaveAttribute('href', '/video/a');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const premium = within(shownSlide()).getByRole('link');
    expect(premium).toHaveAccessibleName('Play Preview');
    expect(premium).toHaveAttribute('href', '/video/b');
  });

  it("shows a 'FREE' or 'PREMIUM' badge, the title, 'with {instructor}' and the description", () => {
    renderWithRouter(<HeroCarousel slides={slides} />);
    const first = within(shownSlide());
    expect(first.getByText('FREE')).toBeInTheDocument();
    expect(first.getByRole('heading', { name: 'Title a' })).toBeInTheDocument();
    expect(first.getByText('with Teacher a')).toBeInTheDocument();
    expect(first.getByText('Description a')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(within(shownSlide()).getByText('PREMIUM')).toBeInTheDocument();
  });

  it('loads the first poster eagerly at high priority as a responsive picture', () => {
    const { container } = renderWithRouter(<HeroCarousel slides={slides} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    const sources = img.parentElement!.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('/media/posters/a-1280.avif 1280w');
  });
});

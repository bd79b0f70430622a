import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/toast';
import { Player } from './Player';
import { fakeLibrary, makeVideo, stubMediaElement } from './testing/videoFakes';
import { SAVE_INTERVAL_MS } from './useProgressSaving';
import { VideoCard } from './VideoCard';
import { VideoLibraryContext, type VideoLibrary, type WatchProgress } from './videoLibrary';
import VideoPlayerDialog from './VideoPlayerDialog';

const video = makeVideo({ id: 'dawn', title: 'Morning Stillness' });

const progress = (positionSeconds: number, completed = false): WatchProgress => ({
  videoId: video.id,
  positionSeconds,
  durationSeconds: 600,
  completed,
  updatedAt: '2026-11-20T09:00:00.000Z',
});

function renderWith(library: VideoLibrary, children: ReactNode) {
  return render(
    <MemoryRouter>
      <VideoLibraryContext.Provider value={library}>{children}</VideoLibraryContext.Provider>
      <Toaster />
    </MemoryRouter>,
  );
}

/** jsdom's <video> has no media: give it a length and a settable position. */
function mediaOf(container: HTMLElement) {
  const element = container.querySelector('video')!;
  let time = 0;
  Object.defineProperty(element, 'duration', { configurable: true, get: () => 600 });
  Object.defineProperty(element, 'currentTime', { configurable: true, get: () => time, set: (t: number) => (time = t) });
  return { element, at: (seconds: number) => (time = seconds) };
}

beforeEach(() => {
  stubMediaElement();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving progress', () => {
  it('saves every 10 s while playing, and on pause, page hide and close', () => {
    vi.useFakeTimers();
    const library = fakeLibrary();
    const { container, unmount } = renderWith(library, <Player video={video} />);
    const media = mediaOf(container);
    act(() => void media.element.play());

    media.at(4);
    act(() => vi.advanceTimersByTime(SAVE_INTERVAL_MS - 1));
    expect(library.saveProgress).not.toHaveBeenCalled();
    media.at(10);
    act(() => vi.advanceTimersByTime(1));
    expect(library.saveProgress).toHaveBeenLastCalledWith('dawn', 10, 600);
    media.at(20);
    act(() => vi.advanceTimersByTime(SAVE_INTERVAL_MS));
    expect(library.saveProgress).toHaveBeenLastCalledWith('dawn', 20, 600);

    media.at(23);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(library.saveProgress).toHaveBeenLastCalledWith('dawn', 23, 600);

    media.at(25);
    act(() => media.element.pause());
    expect(library.saveProgress).toHaveBeenLastCalledWith('dawn', 25, 600);
    const calls = library.saveProgress.mock.calls.length;
    act(() => vi.advanceTimersByTime(SAVE_INTERVAL_MS * 3));
    expect(library.saveProgress).toHaveBeenCalledTimes(calls);

    act(() => void media.element.play());
    media.at(31);
    unmount();
    expect(library.saveProgress).toHaveBeenLastCalledWith('dawn', 31, 600);
  });

  it('saves at the end of the video', () => {
    const library = fakeLibrary();
    const { container } = renderWith(library, <Player video={video} />);
    const media = mediaOf(container);
    act(() => void media.element.play());
    media.at(600);
    act(() => void media.element.dispatchEvent(new Event('ended')));
    expect(library.saveProgress).toHaveBeenLastCalledWith('dawn', 600, 600);
  });

  it('saves nothing for a video opened and closed without playing', () => {
    const library = fakeLibrary({ progress: new Map([['dawn', progress(120)]]) });
    const { unmount } = renderWith(library, <Player video={video} />);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(library.saveProgress).not.toHaveBeenCalled();
  });
});

describe('resume', () => {
  it('offers Resume from m:ss and Start over for progress of 10 s or more, and Resume plays from there', async () => {
    const library = fakeLibrary({ progress: new Map([['dawn', progress(125)]]) });
    const { container } = renderWith(library, <Player video={video} />);
    const media = mediaOf(container);
    await userEvent.click(screen.getByRole('button', { name: 'Resume from 2:05' }));
    expect(media.element.currentTime).toBe(125);
    expect(media.element.paused).toBe(false);
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('starts the dialog on Resume, and keeps focus in the player once playback starts', async () => {
    const library = fakeLibrary({ progress: new Map([['dawn', progress(125)]]) });
    renderWith(library, <VideoPlayerDialog video={video} open onOpenChange={() => {}} />);
    const resume = screen.getByRole('button', { name: 'Resume from 2:05' });
    expect(resume).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: /Video player/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('Start over plays from the beginning', async () => {
    const library = fakeLibrary({ progress: new Map([['dawn', progress(125)]]) });
    const { container } = renderWith(library, <Player video={video} />);
    const media = mediaOf(container);
    media.at(3);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(media.element.currentTime).toBe(0);
    expect(media.element.paused).toBe(false);
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
  });

  it('goes for good once the video plays another way, even when the saved position changes after a pause', async () => {
    const library = fakeLibrary({ progress: new Map([['dawn', progress(125)]]) });
    renderWith(library, <Player video={video} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    library.set({ progress: new Map([['dawn', progress(140)]]) });
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it.each([
    ['under 10 s', progress(9.5)],
    ['completed', progress(598, true)],
  ])('offers nothing for progress %s', (_, given) => {
    renderWith(fakeLibrary({ progress: new Map([['dawn', given]]) }), <Player video={video} />);
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('waits for the library to be known, then offers it', () => {
    const library = fakeLibrary({ status: 'unknown' });
    renderWith(library, <Player video={video} />);
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    library.set({ status: 'member', progress: new Map([['dawn', progress(61)]]) });
    expect(screen.getByRole('button', { name: 'Resume from 1:01' })).toBeTruthy();
  });
});

describe('Save', () => {
  it('toggles a member’s saved video, aria-pressed following', async () => {
    const library = fakeLibrary({ status: 'member' });
    renderWith(library, <Player video={video} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(save);
    expect(library.setSaved).toHaveBeenCalledWith('dawn', true);
    library.set({ saved: new Map([['dawn', '2026-11-20T09:00:00.000Z']]) });
    expect(save.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(save);
    expect(library.setSaved).toHaveBeenLastCalledWith('dawn', false);
  });

  it('asks a visitor to sign in, with a Sign In link to /login', async () => {
    const library = fakeLibrary({ status: 'visitor' });
    renderWith(library, <Player video={video} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(library.setSaved).not.toHaveBeenCalled();
    expect(screen.getByText('Sign in to save')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('waits, disabled, until the session is known', () => {
    renderWith(fakeLibrary({ status: 'unknown' }), <Player video={video} />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the card bar', () => {
  it('shows the percent watched as a progressbar named Watched', () => {
    renderWith(fakeLibrary({ progress: new Map([['dawn', progress(150)]]) }), <VideoCard video={video} />);
    const bar = screen.getByRole('progressbar', { name: 'Watched' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('is full for a completed video, and absent without progress', () => {
    const { unmount } = renderWith(fakeLibrary({ progress: new Map([['dawn', progress(590, true)]]) }), <VideoCard video={video} />);
    expect(screen.getByRole('progressbar', { name: 'Watched' }).getAttribute('aria-valuenow')).toBe('100');
    unmount();
    renderWith(fakeLibrary(), <VideoCard video={video} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

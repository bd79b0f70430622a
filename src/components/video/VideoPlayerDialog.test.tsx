import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/renderWithRouter';
import { clipUrl } from '../../content/mediaPaths';
import type { Video } from '../../content/types';
import { makeVideo, stubMediaElement } from './testing/videoFakes';
import VideoPlayerDialog from './VideoPlayerDialog';

let media: { play: MockInstance; pause: MockInstance };

beforeEach(() => {
  media = stubMediaElement();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function OpenDialog({ video }: { video: Video }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <VideoPlayerDialog video={video} open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog(video: Video = makeVideo()) {
  renderWithRouter(<OpenDialog video={video} />);
  return screen.getByRole('dialog');
}

// Page renders are heavy for jsdom on a busy 2-core machine: allow more than the 5 s default.
describe('VideoPlayerDialog', { timeout: 20_000 }, () => {
  it('shows the title, By {instructor}, the description and the yellow disclaimer word for word', () => {
    const dialog = renderDialog(makeVideo({ title: 'Evening Calm', instructor: 'Kenji Takamura', description: 'Unwind slowly.' }));
    expect(within(dialog).getByRole('heading', { name: 'Evening Calm' })).toBeInTheDocument();
    expect(within(dialog).getByText('By Kenji Takamura')).toBeInTheDocument();
    expect(within(dialog).getByText('Unwind slowly.')).toBeInTheDocument();
    const disclaimer = within(dialog).getByText(
      'This content is hosted by a third-party provider and subject to their terms of service. We are not responsible for the content of this video.',
    );
    expect(disclaimer.parentElement).toHaveClass('bg-amber-50');
  });

  it('is at most 3xl wide and 90vh tall', () => {
    expect(renderDialog()).toHaveClass('max-w-3xl', 'max-h-[90vh]');
  });

  it("says 'Video playback is not available.' when the video has no URL", () => {
    const dialog = renderDialog(makeVideo({ videoUrl: '' }));
    expect(within(dialog).getByText('Video playback is not available.')).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('has a volume slider from 0 to 1 in steps of 0.1, starting at 1', async () => {
    const dialog = renderDialog();
    const volume = within(dialog).getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('aria-valuemin', '0');
    expect(volume).toHaveAttribute('aria-valuemax', '1');
    expect(volume).toHaveAttribute('aria-valuenow', '1');
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(volume).toHaveAttribute('aria-valuenow', '0.9');
    expect(dialog.querySelector('video')?.volume).toBeCloseTo(0.9);
  });

  it('plays and pauses with the custom button, and starts focused on it', async () => {
    const dialog = renderDialog();
    const button = within(dialog).getByRole('button', { name: 'Play' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(media.play).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('returns to paused when the video ends', async () => {
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const video = dialog.querySelector('video');
    if (!video) throw new Error('no video');
    act(() => {
      fireEvent.ended(video);
    });
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('pauses the video when the dialog closes', async () => {
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play' }));
    media.pause.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(media.pause).toHaveBeenCalled();
  });

  it("offers 'More Info' to /subscribe for premium items only", () => {
    const premium = renderDialog(makeVideo({ isPremium: true }));
    expect(within(premium).getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/subscribe');
  });

  it("has no 'More Info' for free items", () => {
    const free = renderDialog(makeVideo({ isPremium: false }));
    expect(within(free).queryByRole('link', { name: 'More Info' })).not.toBeInTheDocument();
  });

  it('answers the keyboard shortcuts inside the player', async () => {
    const dialog = renderDialog();
    const video = dialog.querySelector('video');
    if (!video) throw new Error('no video');
    const group = within(dialog).getByRole('group', { name: /Video player/ });
    fireEvent.keyDown(group, { key: 'k' });
    expect(media.play).toHaveBeenCalledOnce();
    fireEvent.keyDown(group, { key: 'm' });
    expect(video.muted).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    video.currentTime = 10;
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(5);
  });

  it('opens the captions and speed menus inside the dialog; Escape closes the menu first, then the dialog', async () => {
    // A sample clip, with captions; the player reads its master playlist for Listen.
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 404 }))));
    const dialog = renderDialog(makeVideo({ videoUrl: clipUrl('dawn') }));
    const captions = within(dialog).getByRole('button', { name: 'Captions: Off' });
    await userEvent.click(captions);
    const menu = await screen.findByRole('menu');
    expect(dialog).toContainElement(menu);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(captions).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a clear message when the media fails to load', () => {
    const dialog = renderDialog();
    const video = dialog.querySelector('video');
    if (!video) throw new Error('no video');
    act(() => {
      fireEvent.error(video);
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a buffering indicator while the video waits for data', () => {
    const dialog = renderDialog();
    const video = dialog.querySelector('video');
    if (!video) throw new Error('no video');
    act(() => {
      fireEvent.waiting(video);
    });
    expect(within(dialog).getByRole('status', { name: '' })).toHaveTextContent('Buffering');
    act(() => {
      fireEvent.playing(video);
    });
    expect(within(dialog).queryByText('Buffering')).not.toBeInTheDocument();
  });
});

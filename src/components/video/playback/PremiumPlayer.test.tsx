import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/authState';
import { callFunction } from '../../../lib/functionCall';
import { Player } from '../Player';
import { makeVideo, stubMediaElement } from '../testing/videoFakes';

vi.mock('../../../lib/functionCall', () => ({ callFunction: vi.fn() }));
const playback = vi.mocked(callFunction);

const premium = makeVideo({ id: 'yin-for-deep-rest', isPremium: true, videoUrl: '/media/hls/moonrise/master.m3u8' });
const visitor: AuthContextValue = { state: { status: 'signed-out' }, signOut: async () => {} };
const member: AuthContextValue = {
  state: { status: 'signed-in', user: { id: 'u1', email: 'mira@example.com', createdAt: '2026-01-01T00:00:00Z' } as never },
  signOut: async () => {},
};

function renderPlayer(auth: AuthContextValue) {
  return render(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <Player video={premium} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  stubMediaElement();
  playback.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('a premium video in the player', () => {
  it('asks the playback function where to play from, and plays the URL it answers', async () => {
    playback.mockResolvedValue({ ok: true, body: { url: '/functions/v1/playback/yin-for-deep-rest/token/clip.mp4', preview: null } });
    const { container } = renderPlayer(member);
    await act(async () => {});
    expect(playback).toHaveBeenCalledWith('playback', { videoId: 'yin-for-deep-rest' }, expect.anything());
    expect(container.querySelector('video')?.getAttribute('src')).toBe(`${window.location.origin}/functions/v1/playback/yin-for-deep-rest/token/clip.mp4`);
  });

  it('at the end of a preview, offers "Continue with Premium" with the way to /subscribe, and "Sign in" to visitors', async () => {
    playback.mockResolvedValue({ ok: true, body: { url: '/functions/v1/playback/yin-for-deep-rest/token/clip.mp4', preview: { seconds: 4 } } });
    const { container } = renderPlayer(visitor);
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Continue with Premium' })).toBeNull();
    fireEvent.ended(container.querySelector('video') as HTMLVideoElement);
    const heading = screen.getByRole('heading', { name: 'Continue with Premium' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers no "Sign in" to a signed-in member, and nothing at the end of the whole video', async () => {
    playback.mockResolvedValue({ ok: true, body: { url: '/functions/v1/playback/yin-for-deep-rest/token/clip.mp4', preview: { seconds: 4 } } });
    const first = renderPlayer(member);
    await act(async () => {});
    fireEvent.ended(first.container.querySelector('video') as HTMLVideoElement);
    expect(screen.getByRole('heading', { name: 'Continue with Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    first.unmount();

    playback.mockResolvedValue({ ok: true, body: { url: '/functions/v1/playback/yin-for-deep-rest/token/clip.mp4', preview: null } });
    const whole = renderPlayer(member);
    await act(async () => {});
    fireEvent.ended(whole.container.querySelector('video') as HTMLVideoElement);
    expect(screen.queryByRole('heading', { name: 'Continue with Premium' })).toBeNull();
  });

  it('says the stream could not be loaded when the function cannot be reached, and tries again', async () => {
    playback
      .mockResolvedValueOnce({ ok: false, error: 'unreachable', message: '' })
      .mockResolvedValue({ ok: true, body: { url: '/functions/v1/playback/yin-for-deep-rest/token/clip.mp4', preview: null } });
    const { container } = renderPlayer(member);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('The stream could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => {});
    expect(container.querySelector('video')).not.toBeNull();
  });

  describe('a stream whose token runs out (4 h at most, never past the membership)', () => {
    const first = '/functions/v1/playback/yin-for-deep-rest/first/clip.mp4';
    const second = '/functions/v1/playback/yin-for-deep-rest/second/clip.mp4';
    const videoOf = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;
    afterEach(() => vi.useRealTimers());

    it('is renewed by itself when it fails after playing a while, and continues where it was', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      playback.mockResolvedValueOnce({ ok: true, body: { url: first, preview: null } }).mockResolvedValue({ ok: true, body: { url: second, preview: null } });
      const { container } = renderPlayer(member);
      await act(async () => {});
      const play = vi.mocked(HTMLMediaElement.prototype.play);
      play.mockClear();
      videoOf(container).currentTime = 905;
      vi.setSystemTime(Date.now() + 4 * 3_600_000);
      fireEvent.error(videoOf(container));
      await act(async () => {});
      expect(playback).toHaveBeenCalledTimes(2);
      expect(videoOf(container).getAttribute('src')).toBe(`${window.location.origin}${second}`);
      expect(videoOf(container).currentTime).toBe(905);
      expect(play).toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('that fails at once waits for "Try again", which asks for a new one', async () => {
      playback.mockResolvedValueOnce({ ok: true, body: { url: first, preview: null } }).mockResolvedValue({ ok: true, body: { url: second, preview: null } });
      const { container } = renderPlayer(member);
      await act(async () => {});
      fireEvent.error(videoOf(container));
      await act(async () => {});
      expect(playback).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await act(async () => {});
      expect(playback).toHaveBeenCalledTimes(2);
      expect(videoOf(container).getAttribute('src')).toBe(`${window.location.origin}${second}`);
    });

    it('that failed at once stays on its error however long it is left, whatever renders it again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      playback.mockResolvedValue({ ok: true, body: { url: first, preview: null } });
      const { container } = renderPlayer(member);
      await act(async () => {});
      fireEvent.error(videoOf(container));
      await act(async () => {});
      vi.setSystemTime(Date.now() + 10 * 60_000);
      fireEvent.volumeChange(videoOf(container));
      fireEvent.pause(videoOf(container));
      await act(async () => {});
      expect(playback).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toBeInTheDocument();
    });
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clipUrl } from '../../content/mediaPaths';
import type { Video } from '../../content/types';
import { Player } from './Player';
import { PLAYER_PREFERENCES_KEY } from './playerPreferences';
import { makeVideo, stubMediaElement, stubMediaSession, stubPictureInPicture, trackModes } from './testing/videoFakes';

/** A Storage in memory, as localStorage behaves. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

let storage: MemoryStorage;

beforeEach(() => {
  stubMediaElement();
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  // A sample clip is HLS: the player reads its master for Listen.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 404 }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const dawn = makeVideo({ id: 'morning-stillness', title: 'Morning Stillness', instructor: 'Amara Okafor', videoUrl: clipUrl('dawn') });
/** The same video as an MP4, which plays in jsdom's element as it is (hls.js would find no Media Source there). */
const dawnMp4 = { ...dawn, videoUrl: '/media/morning-stillness.mp4' };

function renderPlayer(video: Video = dawn) {
  const view = render(<Player video={video} />);
  const element = view.container.querySelector('video');
  if (!element) throw new Error('no video');
  return { ...view, video: element };
}

async function chooseFromMenu(button: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: option }));
}

const stored = () => JSON.parse(storage.getItem(PLAYER_PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;

describe('Player', () => {
  it('shows the length of a video whose metadata loaded before the page hydrated (prerendered watch page of an MP4)', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(24);
    renderPlayer(makeVideo());
    expect(screen.getByText('0:00 / 0:24')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuemax', '24');
  });
});

describe('Player captions', () => {
  it('puts a native <track> per language on the video: English captions, Spanish, French and German subtitles', () => {
    const { video } = renderPlayer();
    const tracks = [...video.querySelectorAll('track')].map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src')]);
    expect(tracks).toEqual([
      ['captions', 'en', 'English', '/media/hls/dawn/captions/en.vtt'],
      ['subtitles', 'es', 'Español', '/media/hls/dawn/captions/es.vtt'],
      ['subtitles', 'fr', 'Français', '/media/hls/dawn/captions/fr.vtt'],
      ['subtitles', 'de', 'Deutsch', '/media/hls/dawn/captions/de.vtt'],
    ]);
  });

  it('starts off; the Captions menu lists Off and each language in itself, the current one checked', async () => {
    const { video } = renderPlayer();
    const button = screen.getByRole('button', { name: 'Captions: Off' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'c');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Captions: Off' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Off', 'true'],
      ['English', 'false'],
      ['Español', 'false'],
      ['Français', 'false'],
      ['Deutsch', 'false'],
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(Object.values(trackModes(video))).toEqual(['disabled', 'disabled', 'disabled', 'disabled']);
  });

  it('shows the chosen track, disables the others, and says so on the button', async () => {
    const { video } = renderPlayer();
    await chooseFromMenu(/^Captions/, 'Español');
    expect(trackModes(video)).toEqual({ en: 'disabled', es: 'showing', fr: 'disabled', de: 'disabled' });
    expect(screen.getByRole('button', { name: 'Captions: Español' })).toHaveFocus();
    await chooseFromMenu(/^Captions/, 'Off');
    expect(Object.values(trackModes(video))).not.toContain('showing');
  });

  it('remembers the choice for the next video and the next visit', async () => {
    const first = renderPlayer();
    await chooseFromMenu(/^Captions/, 'Français');
    expect(stored()).toMatchObject({ captions: 'fr', lastCaptions: 'fr' });
    first.unmount();
    const { video } = renderPlayer(makeVideo({ videoUrl: clipUrl('ocean') }));
    expect(screen.getByRole('button', { name: 'Captions: Français' })).toBeInTheDocument();
    expect(trackModes(video).fr).toBe('showing');
  });

  it('c turns captions off and back on in the last language chosen, English at first', async () => {
    const { video, container } = renderPlayer();
    const group = within(container).getByRole('group', { name: 'Video player: Morning Stillness' });
    fireEvent.keyDown(group, { key: 'c' });
    expect(trackModes(video).en).toBe('showing');
    await chooseFromMenu(/^Captions/, 'Deutsch');
    fireEvent.keyDown(group, { key: 'c' });
    expect(screen.getByRole('button', { name: 'Captions: Off' })).toBeInTheDocument();
    fireEvent.keyDown(group, { key: 'c' });
    expect(trackModes(video).de).toBe('showing');
  });

  it("follows a choice made in the browser's own captions menu (iOS fullscreen)", async () => {
    const { video } = renderPlayer();
    const german = [...video.querySelectorAll('track')].find((track) => track.srclang === 'de')!;
    act(() => {
      german.track.mode = 'showing';
    });
    expect(await screen.findByRole('button', { name: 'Captions: Deutsch' })).toBeInTheDocument();
    expect(stored()).toMatchObject({ captions: 'de' });
  });

  it('has no captions button or tracks for a video without caption files (a CDN or HLS stream)', () => {
    const { video } = renderPlayer(makeVideo({ videoUrl: 'https://media.example.com/talk.mp4' }));
    expect(video.querySelectorAll('track')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Captions/ })).not.toBeInTheDocument();
  });
});

describe('Player playback speed', () => {
  it('offers 0.5× to 2×, sets the rate on the video, and remembers it', async () => {
    const first = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed: 1×' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Playback speed')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
    expect(within(menu).getByRole('menuitemradio', { name: '1×' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '1.5×' }));
    expect(first.video.playbackRate).toBe(1.5);
    expect(first.video.defaultPlaybackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeInTheDocument();
    first.unmount();
    const { video } = renderPlayer();
    expect(video.playbackRate).toBe(1.5);
  });

  it('is operable from the keyboard alone: Enter opens, arrows move, Enter picks', async () => {
    const { video } = renderPlayer();
    screen.getByRole('button', { name: 'Playback speed: 1×' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(video.playbackRate).toBe(1.25);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Playback speed: 1.25×' })).toHaveFocus();
  });
});

describe('Player preferences storage', () => {
  it('ignores stored values it does not know and keeps the valid ones', () => {
    storage.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ captions: 'xx', lastCaptions: 'de', playbackRate: 3 }));
    const { video, container } = renderPlayer();
    expect(screen.getByRole('button', { name: 'Captions: Off' })).toBeInTheDocument();
    expect(video.playbackRate).toBe(1);
    fireEvent.keyDown(within(container).getByRole('group'), { key: 'c' });
    expect(trackModes(video).de).toBe('showing');
  });

  it('still works, unremembered, where storage throws (private modes)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    const { video } = renderPlayer();
    await chooseFromMenu(/^Playback speed/, '0.75×');
    expect(video.playbackRate).toBe(0.75);
  });
});

describe('Player picture-in-picture', () => {
  it('is a toggle button where the browser supports it', async () => {
    const pip = stubPictureInPicture({ supported: true });
    try {
      renderPlayer();
      const button = await screen.findByRole('button', { name: 'Picture in picture' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(button);
      expect(pip.request).toHaveBeenCalledOnce();
      expect(button).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(button);
      expect(pip.exit).toHaveBeenCalledOnce();
      expect(button).toHaveAttribute('aria-pressed', 'false');
    } finally {
      pip.restore();
    }
  });

  it('is hidden, not disabled, where the browser has no picture-in-picture', async () => {
    const pip = stubPictureInPicture({ supported: false });
    try {
      renderPlayer();
      await screen.findByRole('button', { name: 'Full screen' });
      expect(screen.queryByRole('button', { name: 'Picture in picture' })).not.toBeInTheDocument();
    } finally {
      pip.restore();
    }
  });

  it('leaves picture-in-picture when the player closes', async () => {
    const pip = stubPictureInPicture({ supported: true });
    try {
      const { unmount } = renderPlayer();
      await userEvent.click(await screen.findByRole('button', { name: 'Picture in picture' }));
      unmount();
      expect(pip.exit).toHaveBeenCalledOnce();
    } finally {
      pip.restore();
    }
  });
});

describe('Player Media Session', () => {
  it('sets title, teacher and poster artwork while playing, and keeps the playback state in step', async () => {
    const media = stubMediaSession();
    try {
      renderPlayer(dawnMp4);
      expect(media.session.metadata).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(media.session.metadata).toMatchObject({
        title: 'Morning Stillness',
        artist: 'Amara Okafor',
        album: 'Stillwater',
        artwork: [
          { src: '/media/posters/still-morning-640.webp', sizes: '640x360', type: 'image/webp' },
          { src: '/media/posters/still-morning-1280.webp', sizes: '1280x720', type: 'image/webp' },
        ],
      });
      expect(media.session.playbackState).toBe('playing');
      await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
      expect(media.session.playbackState).toBe('paused');
    } finally {
      media.restore();
    }
  });

  it('answers play, pause, seek backward and forward (10 s or the offset asked) and seek to', () => {
    const media = stubMediaSession();
    try {
      const { video } = renderPlayer(dawnMp4);
      const action = (name: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
        act(() => media.handlers.get(name)?.({ action: name, ...details }));
      action('play');
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      action('pause');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
      video.currentTime = 15;
      action('seekbackward');
      expect(video.currentTime).toBe(5);
      action('seekforward', { seekOffset: 3 });
      expect(video.currentTime).toBe(8);
      action('seekto', { seekTime: 12 });
      expect(video.currentTime).toBe(12);
    } finally {
      media.restore();
    }
  });

  it('clears its handlers and metadata when the player goes away', async () => {
    const media = stubMediaSession();
    try {
      const { unmount } = renderPlayer(dawnMp4);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      unmount();
      for (const action of ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'] as const) expect(media.handlers.get(action)).toBeNull();
      expect(media.session.metadata).toBeNull();
      expect(media.session.playbackState).toBe('none');
    } finally {
      media.restore();
    }
  });
});

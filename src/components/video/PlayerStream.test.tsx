import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Player } from './Player';
import { hlsInstances, type FakeLevel } from './testing/fakeHls';
import { makeVideo, stubMediaElement } from './testing/videoFakes';

// Only the hls.js boundary is faked: the instance the player creates, its levels and the events it sends.
vi.mock('hls.js', async () => ({ default: (await import('./testing/fakeHls')).FakeHls }));

const MASTER_URL = 'https://media.example.com/v/dawn/master.m3u8';
const master = (withAudio: boolean) =>
  [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
    '360p/playlist.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=426x240,CODECS="avc1.640015,mp4a.40.2"',
    '240p/playlist.m3u8',
    ...(withAudio ? ['#EXT-X-STREAM-INF:BANDWIDTH=140000,CODECS="mp4a.40.2"', 'audio/playlist.m3u8'] : []),
  ].join('\n');
const storyboard = 'WEBVTT\n\n00:00.000 --> 00:04.000\nstoryboard.jpg#xywh=0,0,160,90\n\n00:04.000 --> 00:08.000\nstoryboard.jpg#xywh=160,0,160,90\n';

let fetched: string[];
function serve(files: Record<string, string>) {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      const body = files[url];
      return Promise.resolve({ ok: body !== undefined, text: () => Promise.resolve(body ?? '') });
    }),
  );
}

beforeEach(() => {
  stubMediaElement();
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(8);
  serve({ [MASTER_URL]: master(true) });
});

afterEach(() => {
  hlsInstances.length = 0;
  vi.unstubAllGlobals();
});

const stream = makeVideo({ videoUrl: MASTER_URL });

/** Renders the player of an HLS video and plays it; hls.js reads a master with `levels` and starts playing the first. */
async function renderStream(levels: FakeLevel[] = [{ height: 720, videoCodec: 'avc1' }, { height: 360, videoCodec: 'avc1' }, { height: 240 }, { height: 0 }]) {
  const view = render(<Player video={stream} />);
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(hlsInstances).toHaveLength(1));
  const hls = hlsInstances[0]!;
  hls.levels = levels;
  act(() => hls.emit('hlsManifestParsed'));
  return { ...view, hls, video: view.container.querySelector('video')! };
}

describe('Player HLS source', () => {
  it('loads hls.js only once the video is asked to play, then attaches the master to the element', async () => {
    render(<Player video={stream} />);
    await waitFor(() => expect(fetched).toContain(MASTER_URL));
    await screen.findByRole('button', { name: 'Listen' });
    expect(hlsInstances).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]!.loadSource).toHaveBeenCalledWith(MASTER_URL);
    expect(hlsInstances[0]!.attachMedia).toHaveBeenCalledWith(document.querySelector('video'));
  });

  it("gives Apple's own HLS the master at once, and keeps it when the video plays", async () => {
    vi.spyOn(navigator, 'vendor', 'get').mockReturnValue('Apple Computer, Inc.');
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = render(<Player video={stream} />);
    const video = container.querySelector('video')!;
    await waitFor(() => expect(video).toHaveAttribute('src', MASTER_URL));
    const setSource = vi.spyOn(video, 'removeAttribute');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video).toHaveAttribute('src', MASTER_URL);
    expect(setSource).not.toHaveBeenCalled();
    expect(hlsInstances).toHaveLength(0);
  });
});

describe('Player Quality menu', () => {
  it('lists Auto and each video rendition tallest first, never the audio-only variant; Auto names the rendition playing', async () => {
    const { hls } = await renderStream([{ height: 240, videoCodec: 'avc1' }, { height: 0 }, { height: 720, videoCodec: 'avc1' }, { height: 360, videoCodec: 'avc1' }]);
    act(() => hls.emit('hlsLevelSwitched', { level: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Quality: Auto (360p)' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Quality')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Auto (360p)', 'true'],
      ['720p', 'false'],
      ['360p', 'false'],
      ['240p', 'false'],
    ]);
  });

  it('says just Auto before the first segment plays', async () => {
    await renderStream();
    expect(screen.getByRole('button', { name: 'Quality: Auto' })).toBeInTheDocument();
  });

  it('plays the chosen rendition from the next segment, and Auto hands the choice back to ABR', async () => {
    const { hls } = await renderStream();
    await userEvent.click(screen.getByRole('button', { name: /^Quality/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '240p' }));
    expect(hls.nextLevel).toBe(2);
    expect(screen.getByRole('button', { name: 'Quality: 240p' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /^Quality/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Auto' }));
    expect(hls.nextLevel).toBe(-1);
  });

  it('is operable from the keyboard alone', async () => {
    const { hls } = await renderStream();
    screen.getByRole('button', { name: /^Quality/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(hls.nextLevel).toBe(0);
    expect(screen.getByRole('button', { name: 'Quality: 720p' })).toHaveFocus();
  });

  it('is hidden for a stream of one rendition, and for an MP4', async () => {
    const { unmount } = await renderStream([{ height: 360, videoCodec: 'avc1' }]);
    await screen.findByRole('button', { name: 'Full screen' });
    expect(screen.queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();
    unmount();
    render(<Player video={makeVideo()} />);
    await screen.findByRole('button', { name: 'Full screen' });
    expect(screen.queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();
  });
});

describe('Player Listen', () => {
  it('switches to the audio-only rendition keeping the position and playing, shows the poster, and Watch switches back', async () => {
    const { hls, video } = await renderStream();
    video.currentTime = 42;
    await userEvent.click(await screen.findByRole('button', { name: 'Listen' }));

    expect(hls.destroy).toHaveBeenCalled();
    await waitFor(() => expect(hlsInstances).toHaveLength(2));
    expect(hlsInstances[1]!.loadSource).toHaveBeenCalledWith('https://media.example.com/v/dawn/audio/playlist.m3u8');
    expect(screen.getByTestId('listening-cover').querySelector('img')).toHaveAttribute('src', '/media/posters/still-morning-640.webp');
    video.currentTime = 0;
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    expect(video.paused).toBe(false);

    video.currentTime = 50;
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(hlsInstances).toHaveLength(3));
    expect(hlsInstances[2]!.loadSource).toHaveBeenCalledWith(MASTER_URL);
    expect(screen.queryByTestId('listening-cover')).not.toBeInTheDocument();
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(50);
    expect(screen.getByRole('button', { name: 'Listen' })).toHaveFocus();
  });

  it('keeps a paused video paused', async () => {
    const { video } = await renderStream();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    video.currentTime = 12;
    await userEvent.click(await screen.findByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(hlsInstances).toHaveLength(2));
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(12);
    expect(video.paused).toBe(true);
  });

  it('is not offered when the master lists no audio-only variant, nor for an MP4', async () => {
    serve({ [MASTER_URL]: master(false) });
    const { unmount } = await renderStream();
    await waitFor(() => expect(fetched).toContain(MASTER_URL));
    await screen.findByRole('button', { name: /^Quality/ });
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    unmount();
    render(<Player video={makeVideo()} />);
    await screen.findByRole('button', { name: 'Full screen' });
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
  });
});

describe('Player seek preview', () => {
  function hover(clientX: number) {
    const bar = screen.getByRole('slider', { name: 'Seek' }).closest('.relative.grow')!;
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 400, top: 0, height: 24, right: 400, bottom: 24, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerEnter(bar, { pointerType: 'mouse' });
    fireEvent.pointerMove(bar, { clientX, pointerType: 'mouse' });
    return bar;
  }

  it("shows the storyboard's thumbnail for the time under the pointer and the time, fetching the storyboard once", async () => {
    serve({ [MASTER_URL]: master(true), 'https://media.example.com/v/dawn/storyboard.vtt': storyboard });
    await renderStream();
    expect(fetched).not.toContain('https://media.example.com/v/dawn/storyboard.vtt');
    const bar = hover(300);
    const preview = await screen.findByTestId('seek-preview');
    expect(preview).toHaveTextContent('0:06');
    const thumbnail = await within(preview).findByTestId('seek-thumbnail');
    expect(thumbnail.style.backgroundImage).toBe('url("https://media.example.com/v/dawn/storyboard.jpg")');
    expect(thumbnail.style.backgroundPosition).toBe('-160px 0px');
    fireEvent.pointerLeave(bar, { pointerType: 'mouse' });
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
    hover(100);
    expect(await screen.findByTestId('seek-preview')).toHaveTextContent('0:02');
    expect(fetched.filter((url) => url.endsWith('storyboard.vtt'))).toHaveLength(1);
  });

  it('shows just the time without a storyboard (an MP4, or a stream without one)', async () => {
    render(<Player video={makeVideo()} />);
    hover(200);
    const preview = await screen.findByTestId('seek-preview');
    expect(preview).toHaveTextContent('0:04');
    expect(within(preview).queryByTestId('seek-thumbnail')).not.toBeInTheDocument();
    expect(fetched).toEqual([]);
  });
});

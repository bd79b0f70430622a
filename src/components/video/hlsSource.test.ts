import { afterEach, describe, expect, it, vi } from 'vitest';

interface FakeHlsInstance {
  loadSource: ReturnType<typeof vi.fn>;
  attachMedia: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}
const { hlsInstances, hlsModuleLoaded } = vi.hoisted(() => ({
  hlsInstances: [] as FakeHlsInstance[],
  hlsModuleLoaded: vi.fn(),
}));

vi.mock('hls.js', () => {
  hlsModuleLoaded();
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on = vi.fn();
    constructor() {
      hlsInstances.push(this);
    }
  }
  return { default: FakeHls };
});

const { attachHlsSource, isHlsUrl } = await import('./hlsSource');

afterEach(() => {
  hlsInstances.length = 0;
});

describe('isHlsUrl', () => {
  it('recognises .m3u8 playlists, with or without a query string', () => {
    expect(isHlsUrl('https://cdn.example.com/v/master.m3u8')).toBe(true);
    expect(isHlsUrl('/stream/index.M3U8?token=abc')).toBe(true);
    expect(isHlsUrl('/media/clips/dawn.mp4')).toBe(false);
    expect(isHlsUrl('/media/m3u8/clip.mp4')).toBe(false);
  });
});

describe('attachHlsSource', () => {
  it('hands the playlist to the browser when it plays HLS natively, without loading hls.js', async () => {
    const video = document.createElement('video');
    vi.spyOn(video, 'canPlayType').mockReturnValue('maybe');
    await attachHlsSource(video, '/s/master.m3u8', vi.fn());
    expect(video.getAttribute('src')).toBe('/s/master.m3u8');
    expect(hlsInstances).toHaveLength(0);
    expect(hlsModuleLoaded).not.toHaveBeenCalled();
  });

  it('plays through hls.js elsewhere, and destroys it on detach', async () => {
    const video = document.createElement('video');
    vi.spyOn(video, 'canPlayType').mockReturnValue('');
    const detach = await attachHlsSource(video, '/s/master.m3u8', vi.fn());
    expect(hlsModuleLoaded).toHaveBeenCalled();
    const [hls] = hlsInstances;
    expect(hls?.loadSource).toHaveBeenCalledWith('/s/master.m3u8');
    expect(hls?.attachMedia).toHaveBeenCalledWith(video);
    detach();
    expect(hls?.destroy).toHaveBeenCalled();
  });
});

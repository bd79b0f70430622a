import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamListener } from './hlsSource';
import { hlsInstances } from './testing/fakeHls';

const { hlsModuleLoaded } = vi.hoisted(() => ({ hlsModuleLoaded: vi.fn() }));

vi.mock('hls.js', async () => {
  hlsModuleLoaded();
  return { default: (await import('./testing/fakeHls')).FakeHls };
});

const { attachHlsSource, isHlsUrl } = await import('./hlsSource');

const listener = (): StreamListener => ({ onFatalError: vi.fn(), onRenditions: vi.fn(), onLevelPlaying: vi.fn() });

/** A <video> whose canPlayType answers for HLS as `answer`, in a browser by `vendor`, with or without MSE. */
function videoIn({ answer, vendor, mediaSource }: { answer: CanPlayTypeResult; vendor: string; mediaSource: boolean }) {
  vi.spyOn(navigator, 'vendor', 'get').mockReturnValue(vendor);
  if (mediaSource) vi.stubGlobal('MediaSource', class {});
  const video = document.createElement('video');
  vi.spyOn(video, 'canPlayType').mockReturnValue(answer);
  return video;
}

beforeEach(() => {
  hlsModuleLoaded.mockClear();
});

afterEach(() => {
  hlsInstances.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('isHlsUrl', () => {
  it('recognises .m3u8 playlists, with or without a query string', () => {
    expect(isHlsUrl('https://cdn.example.com/v/master.m3u8')).toBe(true);
    expect(isHlsUrl('/stream/index.M3U8?token=abc')).toBe(true);
    expect(isHlsUrl('/media/hls/dawn/720p/init.mp4')).toBe(false);
    expect(isHlsUrl('/media/m3u8/clip.mp4')).toBe(false);
  });
});

describe('attachHlsSource', () => {
  it("hands the playlist to Safari's own HLS, without loading hls.js and with no rendition choice", async () => {
    const video = videoIn({ answer: 'maybe', vendor: 'Apple Computer, Inc.', mediaSource: true });
    const stream = await attachHlsSource(video, '/s/master.m3u8', listener());
    expect(video.getAttribute('src')).toBe('/s/master.m3u8');
    expect(stream.chooseLevel).toBeUndefined();
    expect(hlsModuleLoaded).not.toHaveBeenCalled();
    expect(hlsInstances).toHaveLength(0);
  });

  it('plays through hls.js in Chromium, although it says it plays HLS too, and destroys it on detach', async () => {
    const video = videoIn({ answer: 'maybe', vendor: 'Google Inc.', mediaSource: true });
    const stream = await attachHlsSource(video, '/s/master.m3u8', listener());
    const [hls] = hlsInstances;
    expect(video.getAttribute('src')).toBeNull();
    expect(hls?.loadSource).toHaveBeenCalledWith('/s/master.m3u8');
    expect(hls?.attachMedia).toHaveBeenCalledWith(video);
    stream.detach();
    expect(hls?.destroy).toHaveBeenCalled();
  });

  it("uses the browser's own HLS where it has no MSE (older iPhones)", async () => {
    const video = videoIn({ answer: 'maybe', vendor: 'Google Inc.', mediaSource: false });
    await attachHlsSource(video, '/s/master.m3u8', listener());
    expect(video.getAttribute('src')).toBe('/s/master.m3u8');
    expect(hlsInstances).toHaveLength(0);
  });

  it('starts at the rendition the player size and a phone bandwidth suit, and leaves captions to the player', async () => {
    await attachHlsSource(videoIn({ answer: '', vendor: '', mediaSource: true }), '/s/master.m3u8', listener());
    expect(hlsInstances[0]?.config).toEqual({ capLevelToPlayerSize: true, startLevel: -1, testBandwidth: false, abrEwmaDefaultEstimate: 1_500_000, enableWebVTT: false });
  });

  it('leaves the audio-only variant out of the video levels and reports the renditions', async () => {
    const events = listener();
    await attachHlsSource(videoIn({ answer: '', vendor: '', mediaSource: true }), '/s/master.m3u8', events);
    const hls = hlsInstances[0]!;
    hls.levels = [{ height: 360, videoCodec: 'avc1.64001e' }, { height: 0 }, { height: 240, videoCodec: 'avc1.640015' }];
    hls.emit('hlsManifestParsed');
    expect(hls.levels.map((level) => level.height)).toEqual([360, 240]);
    expect(events.onRenditions).toHaveBeenCalledWith([
      { level: 0, height: 360 },
      { level: 1, height: 240 },
    ]);
  });

  it('keeps the one level of an audio-only stream (Listen)', async () => {
    const events = listener();
    await attachHlsSource(videoIn({ answer: '', vendor: '', mediaSource: true }), '/s/audio/playlist.m3u8', events);
    const hls = hlsInstances[0]!;
    hls.levels = [{ height: 0 }];
    hls.emit('hlsManifestParsed');
    expect(hls.levels).toHaveLength(1);
  });

  it('switches rendition from the next segment, -1 back to ABR, and reports the level playing', async () => {
    const events = listener();
    const stream = await attachHlsSource(videoIn({ answer: '', vendor: '', mediaSource: true }), '/s/master.m3u8', events);
    const hls = hlsInstances[0]!;
    stream.chooseLevel?.(1);
    expect(hls.nextLevel).toBe(1);
    stream.chooseLevel?.(-1);
    expect(hls.nextLevel).toBe(-1);
    hls.emit('hlsLevelSwitched', { level: 0 });
    expect(events.onLevelPlaying).toHaveBeenCalledWith(0);
  });

  it('reports a fatal stream error to the viewer', async () => {
    const events = listener();
    await attachHlsSource(videoIn({ answer: '', vendor: '', mediaSource: true }), '/s/master.m3u8', events);
    hlsInstances[0]!.emit('hlsError', { fatal: false });
    expect(events.onFatalError).not.toHaveBeenCalled();
    hlsInstances[0]!.emit('hlsError', { fatal: true });
    expect(events.onFatalError).toHaveBeenCalledWith('The stream could not be loaded.');
  });
});

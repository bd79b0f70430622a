import type { Level } from 'hls.js';
import { HLS_START_BANDWIDTH_BPS } from '../../config/stream';
import { translate } from '../../lib/i18n/i18n';

/** True for an HLS playlist URL (…/playlist.m3u8, query string allowed). */
export function isHlsUrl(url: string): boolean {
  try {
    return new URL(url, 'http://localhost').pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** One video rendition of a stream, as the Quality menu offers it: hls.js's level index and its height. */
export interface Rendition {
  level: number;
  height: number;
}

/** What an attached stream reports to the player. */
export interface StreamListener {
  onFatalError: (message: string) => void;
  /** The video renditions, audio-only variants left out, once the master playlist is read. */
  onRenditions: (renditions: Rendition[]) => void;
  /** The level index now playing (the one ABR picked while on Auto). */
  onLevelPlaying: (level: number) => void;
}

export interface AttachedStream {
  detach: () => void;
  /** Plays one level from the next segment on, or lets ABR choose again with -1. Absent for native HLS. */
  chooseLevel?: (level: number) => void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Apple's WebKit (Safari, every browser on iOS) plays HLS itself, with less battery than MSE; so does a browser
 * without MSE. Chromium says it plays HLS too, but hls.js there gives the rendition choice (decision 2590).
 */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  if (!video.canPlayType(HLS_MIME)) return false;
  const hasMediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
  return navigator.vendor.startsWith('Apple') || !hasMediaSource;
}

/** A level with a picture: the audio-only variant the master also lists is no choice for video playback. */
const hasVideo = (level: Pick<Level, 'height' | 'videoCodec'>) => level.height > 0 || Boolean(level.videoCodec);

/**
 * Point `video` at an HLS playlist. Apple's browsers get the URL as the src; elsewhere hls.js is imported on
 * demand, only when such a URL is played, starting at the rendition the player's size and a phone's bandwidth
 * suit. Resolves to the attached stream (detach, and the rendition choice under hls.js).
 */
export async function attachHlsSource(video: HTMLVideoElement, url: string, listener: StreamListener): Promise<AttachedStream> {
  if (playsHlsNatively(video)) {
    video.src = url;
    return {
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    listener.onFatalError(translate('player.errors.streamUnsupported'));
    return { detach: () => {} };
  }
  // No bitrate test: by default hls.js first fetches a segment of the lowest rendition only to time it, and throws
  // it away; the first rendition comes from the estimate instead (decision 2623). Captions are the player's own
  // <track> elements (useCaptionTracks): hls.js adds no text tracks of its own.
  const hls = new Hls({ capLevelToPlayerSize: true, startLevel: -1, testBandwidth: false, abrEwmaDefaultEstimate: HLS_START_BANDWIDTH_BPS, enableWebVTT: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) listener.onFatalError(translate('player.errors.stream'));
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    // An audio-only stream (Listen) keeps its one level; a video stream drops the audio-only variant from ABR.
    const mixed = hls.levels.some(hasVideo);
    for (let index = hls.levels.length - 1; mixed && index >= 0; index -= 1) {
      const level = hls.levels[index];
      if (level && !hasVideo(level)) hls.removeLevel(index);
    }
    listener.onRenditions(hls.levels.map((level, index) => ({ level: index, height: level.height })));
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => listener.onLevelPlaying(data.level));
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    detach: () => hls.destroy(),
    chooseLevel: (level) => {
      hls.nextLevel = level;
    },
  };
}

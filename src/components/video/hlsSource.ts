import { translate } from '../../lib/i18n/i18n';

/** True for an HLS playlist URL (…/playlist.m3u8, query string allowed). */
export function isHlsUrl(url: string): boolean {
  try {
    return new URL(url, 'http://localhost').pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Point `video` at an HLS playlist. Safari (and any browser that plays HLS natively) gets the URL
 * as its src; elsewhere hls.js is imported on demand, only when such a URL is played.
 * Resolves to a function that detaches the stream.
 */
export async function attachHlsSource(
  video: HTMLVideoElement,
  url: string,
  onFatalError: (message: string) => void,
): Promise<() => void> {
  if (video.canPlayType(HLS_MIME)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onFatalError(translate('player.errors.streamUnsupported'));
    return () => {};
  }
  const hls = new Hls({ capLevelToPlayerSize: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError(translate('player.errors.stream'));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

import type { RenditionInfo } from './renditionInfo.ts';

export const MASTER_PLAYLIST = 'master.m3u8';
export const captionFile = (language: string) => `captions/${language}.vtt`;
export const captionPlaylist = (language: string) => `captions/${language}.m3u8`;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const nameOf = (language: string) => {
  try {
    return languageNames.of(language) ?? language;
  } catch {
    return language;
  }
};

/**
 * The master playlist, written by us from the measured renditions (video rungs lowest first, then the
 * audio-only one) and the caption languages: rewriting it is all that adding a caption track takes.
 */
export function masterPlaylist(renditions: RenditionInfo[], captionLanguages: string[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const language of [...captionLanguages].sort()) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="${language}",NAME="${nameOf(language)}",DEFAULT=NO,AUTOSELECT=YES,URI="${captionPlaylist(language)}"`,
    );
  }
  const subtitles = captionLanguages.length > 0 ? ',SUBTITLES="subs"' : '';
  const video = renditions.filter((r) => r.height).sort((a, b) => (a.height as number) - (b.height as number));
  const ordered = [...video, ...renditions.filter((r) => !r.height)];
  for (const r of ordered) {
    const attributes = [`BANDWIDTH=${r.peakBandwidth}`, `AVERAGE-BANDWIDTH=${r.averageBandwidth}`];
    if (r.width && r.height) attributes.push(`RESOLUTION=${r.width}x${r.height}`);
    attributes.push(`CODECS="${r.codecs}"`);
    if (r.frameRate) attributes.push(`FRAME-RATE=${r.frameRate.toFixed(3)}`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}${subtitles}`, `${r.name}/playlist.m3u8`);
  }
  return lines.join('\n') + '\n';
}

/** The one-segment media playlist of a caption track: the whole WebVTT file for the whole video. */
export function captionMediaPlaylist(language: string, durationSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(durationSeconds)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSeconds.toFixed(3)},`,
    `${language}.vtt`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * Where the generated media live under public/ (scripts/generateMedia.ts writes them).
 * Posters are 16:9 at 640 and 1280 wide; portraits are square at 256 and 512; each in AVIF and WebP.
 * The data names the small WebP; responsiveImage() in images.ts derives the siblings.
 * The clips play as HLS made from their MP4 sources by the transcode pipeline, their captions beside it as the
 * pipeline lays them out (decisions 2630, 2632).
 */
import { PORTRAIT_WIDTHS } from '../../shared/portraits';

export { PORTRAIT_WIDTHS, UPLOADED_PORTRAIT_DIR } from '../../shared/portraits';
export const POSTER_WIDTHS = [640, 1280] as const;
export const POSTER_DIR = '/media/posters';
export const PORTRAIT_DIR = '/teachers';
/** The clips' MP4 and WebVTT sources, relative to the repository: never served, only read to make their HLS. */
export const CLIP_SOURCE_DIR = 'media/clips';
export const HLS_DIR = '/media/hls';

/** The generated clips: one calm scene per palette (see docs/media.md). */
export const clipNames = [
  'dawn',
  'golden-hour',
  'mist',
  'moonrise',
  'twilight',
  'ocean',
  'forest',
  'ember',
  'lotus',
  'desert',
  'cosmos',
  'meadow',
] as const;
export type ClipName = (typeof clipNames)[number];

/** The HLS master playlist a clip plays from, its renditions, audio-only rendition, storyboard and captions beside it. */
export const clipUrl = (clip: ClipName) => `${HLS_DIR}/${clip}/master.m3u8`;
/** The generated clip a video URL plays, if it plays one. */
export const clipOfUrl = (videoUrl: string): ClipName | undefined => clipNames.find((clip) => clipUrl(clip) === videoUrl);
/** WebVTT captions of a clip's spoken guide in one language (BCP 47 code), in its HLS as the master lists them. */
export const captionUrl = (clip: ClipName, language: string) => `${HLS_DIR}/${clip}/captions/${language}.vtt`;
export const posterUrl = (videoId: string) => `${POSTER_DIR}/${videoId}-${POSTER_WIDTHS[0]}.webp`;
export const portraitUrl = (teacherId: string) => `${PORTRAIT_DIR}/${teacherId}-${PORTRAIT_WIDTHS[0]}.webp`;

import '../messages';
import type { Locale } from '../../../../shared/locales';
import { callStudioFunction, type FunctionAnswer } from '../functionRequest';

/** What the studio asks of `POST /functions/v1/video-media` (docs/catalog.md#studio-media). */
export type VideoMediaAction =
  | { action: 'process'; source: string }
  | { action: 'retry' }
  | { action: 'poster'; at: number }
  | { action: 'captions'; language: Locale; vtt: string };

export type VideoMediaAnswer = FunctionAnswer;

export const callVideoMedia = (videoId: string, request: VideoMediaAction, fetcher: typeof fetch = fetch): Promise<VideoMediaAnswer> =>
  callStudioFunction('video-media', { videoId, ...request }, fetcher);

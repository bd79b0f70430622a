import type { VideoValues } from '../validation';
import type { VideoMedia } from './mediaRequests';

/**
 * A video may be published once it has playable media (its job Ready, or a playback_url already), an English
 * title, a teacher and a poster (decision 2606). Unknown media (still loading) does not allow it yet.
 */
export function mayPublish(values: Pick<VideoValues, 'title' | 'teacherId'>, media: VideoMedia | undefined): boolean {
  if (!media) return false;
  const playable = media.job?.status === 'ready' || media.playbackUrl !== null;
  return playable && media.posterUrl !== null && values.title.en.trim() !== '' && values.teacherId !== '';
}

export type MediaStatus = 'none' | 'queued' | 'processing' | 'ready' | 'failed';

/** The job's status; with no job, Ready when the video already plays (the sample videos), else none. */
export const mediaStatus = (media: VideoMedia): MediaStatus => media.job?.status ?? (media.playbackUrl ? 'ready' : 'none');

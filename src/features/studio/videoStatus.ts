import type { MessageId } from '../../lib/i18n/i18n';

export type VideoStatus = 'draft' | 'scheduled' | 'published';

/** Draft (no publish date), Scheduled (a date still to come) or Published, at `now`. */
export function videoStatus(publishedAt: string | null, now: number = Date.now()): VideoStatus {
  if (publishedAt === null) return 'draft';
  return Date.parse(publishedAt) > now ? 'scheduled' : 'published';
}

export const statusLabels: Record<VideoStatus, MessageId> = {
  draft: 'studio.status.draft',
  scheduled: 'studio.status.scheduled',
  published: 'studio.status.published',
};

import type { Translate } from '../../lib/i18n/useT';

/** The live region's text: how many videos and teachers match ("3 videos and 1 teacher", "No results"). */
export function resultCount(t: Translate, videos: number, teachers: number): string {
  if (videos + teachers === 0) return t('search.resultCount.none');
  const videoCount = videos > 0 ? t('search.resultCount.videos', { count: videos }) : '';
  const teacherCount = teachers > 0 ? t('search.resultCount.teachers', { count: teachers }) : '';
  return videoCount && teacherCount ? t('search.resultCount.both', { videos: videoCount, teachers: teacherCount }) : videoCount || teacherCount;
}

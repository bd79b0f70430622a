import type { Locale } from '../../../../shared/locales';
import { CATALOG_PAGE_SIZE, FEATURED_VIDEO_COUNT, HOME_TEACHER_COUNT } from '../../../config/site';
import { localizeTeacher, localizeVideo } from '../../../content/localize';
import { findTeacher, findTeacherByName, homeTeachers, teachers } from '../../../content/teachers';
import type { Teacher, Video } from '../../../content/types';
import { allVideos, featuredVideos, findVideo, heroSlides, sampleVideos } from '../../../content/videos';
import { catalogTranslation } from '../../i18n/catalogTranslations';
import type { CatalogStore } from '../catalogStore';
import type { HomeData, Plan, SearchDocuments, TeacherPage, VideoPage, WatchData } from '../queries';
import { relatedVideos } from '../relatedVideos';

/*
 * The components' tests read the catalog a fresh install starts with (src/content, the seed's source) without a
 * data API: each key of src/lib/catalog/usePageData.ts answered at once, in the key's language, by the rules the
 * data API's queries follow (their own tests run them against the real server: tests/api/catalog/).
 */

const withTeacherId = (video: Video): Video => ({ ...video, teacherId: findTeacherByName(video.instructor)?.id });
const playable = (videos: readonly Video[]) => videos.filter((video) => video.videoUrl !== '');
const unique = (videos: readonly Video[]) => [...new Map(videos.map((video) => [video.id, video])).values()];

function inLocale(locale: Locale) {
  const translation = catalogTranslation(locale);
  return {
    video: (video: Video) => withTeacherId(localizeVideo(video, translation)),
    teacher: (teacher: Teacher) => localizeTeacher(teacher, translation),
  };
}

function pageOf(videos: Video[], page: number): VideoPage {
  const start = (page - 1) * CATALOG_PAGE_SIZE;
  return { videos: videos.slice(start, start + CATALOG_PAGE_SIZE), total: videos.length, page, pageCount: Math.max(1, Math.ceil(videos.length / CATALOG_PAGE_SIZE)) };
}

function category(name: string): Video[] {
  const listed = playable(sampleVideos);
  if (name === 'all') return listed;
  if (name === 'free') return listed.filter((video) => !video.isPremium);
  return listed.filter((video) => video.category === name);
}

/** The plans a fresh install seeds (supabase/migrations/20261127010000_premium.sql), with no Stripe price yet. */
export const samplePlans: Plan[] = [
  { id: 'monthly', name: 'Monthly', interval: 'month', unitAmount: 1500, currency: 'usd', trialDays: 7, purchasable: false },
  { id: 'yearly', name: 'Yearly', interval: 'year', unitAmount: 12000, currency: 'usd', trialDays: 7, purchasable: false },
];

const answers: Record<string, (locale: Locale, args: string[]) => unknown> = {
  home: (locale): HomeData => {
    const l = inLocale(locale);
    return { hero: heroSlides.map(l.video), featured: featuredVideos.slice(0, FEATURED_VIDEO_COUNT).map(l.video), teachers: homeTeachers.slice(0, HOME_TEACHER_COUNT).map(l.teacher) };
  },
  videos: (locale, [name = 'all', page = '1']): VideoPage => {
    const found = pageOf(category(name), Number(page));
    return { ...found, videos: found.videos.map(inLocale(locale).video) };
  },
  teacher: (locale, [id = '', page = '1']): TeacherPage => {
    const teacher = findTeacher(id);
    const found = pageOf(playable(teacher?.videos ?? []), Number(page));
    const l = inLocale(locale);
    const videos = found.videos.map(l.video);
    return { ...found, videos, teacher: teacher ? { ...l.teacher(teacher), videos } : null };
  },
  video: (locale, [id = '']): WatchData => {
    const video = findVideo(id);
    const l = inLocale(locale);
    if (!video) return { video: null, related: [] };
    const current = l.video(video);
    return { video: current, related: relatedVideos(current, unique(allVideos).map(l.video)).map((other) => ({ ...other, description: '' })) };
  },
  ids: (locale, [list = '']) => list.split(',').flatMap((id) => findVideo(id) ?? []).map(inLocale(locale).video),
  plans: (): Plan[] => samplePlans,
  search: (locale): SearchDocuments => {
    const l = inLocale(locale);
    return { videos: playable(unique(allVideos)).map(l.video), teachers: teachers.map(l.teacher) };
  },
};

/** A catalog store answering from the sample catalog; `notFound` records what a page marked, as the server's does. */
export function sampleCatalogStore(): CatalogStore {
  let notFound = false;
  return {
    entry<T>(key: string) {
      const [kind = '', locale, ...args] = key.split(':');
      const answer = answers[kind];
      if (!answer) throw new Error(`sampleCatalogStore: no sample answer for ${key}`);
      return { state: 'done' as const, value: answer(locale as Locale, args) as T };
    },
    loaded: () => ({}),
    markNotFound() {
      notFound = true;
    },
    get notFound() {
      return notFound;
    },
  };
}

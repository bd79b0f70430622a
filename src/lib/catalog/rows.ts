import type { Teacher, Video } from '../../content/types';
import type { Database } from '../data/schema';

export type VideoRow = Database['public']['Views']['localized_videos']['Row'];
export type TeacherRow = Database['public']['Views']['localized_teachers']['Row'];

/** The columns a card, a watch page or a search hit shows (never `select=*`: rows stay small). */
export const VIDEO_COLUMNS = 'id,title,description,teacher_id,teacher_name,category,is_premium,duration_seconds,poster_url,playback_url';
export const TEACHER_COLUMNS = 'id,name,title,bio,image_url';

/** 1800 → '30 min', as the catalog always showed lengths; nothing while the length is unknown. */
export function durationLabel(seconds: number | null): string {
  return seconds === null ? '' : `${Math.max(1, Math.round(seconds / 60))} min`;
}

type VideoFields = Pick<VideoRow, 'id' | 'title' | 'description' | 'teacher_id' | 'teacher_name' | 'category' | 'is_premium' | 'duration_seconds' | 'poster_url' | 'playback_url'>;

/** A row of `localized_videos` as the app's components take a video. */
export function videoOf(row: VideoFields): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    instructor: row.teacher_name ?? '',
    teacherId: row.teacher_id ?? undefined,
    thumbnail: row.poster_url ?? '',
    videoUrl: row.playback_url ?? '',
    duration: durationLabel(row.duration_seconds),
    isPremium: row.is_premium,
    ...(row.category ? { category: row.category } : {}),
  };
}

type TeacherFields = Pick<TeacherRow, 'id' | 'name' | 'title' | 'bio' | 'image_url'>;

/** A row of `localized_teachers`, with the videos the page shows of them. */
export function teacherOf(row: TeacherFields, videos: Video[] = []): Teacher {
  return { id: row.id, name: row.name, title: row.title, bio: row.bio, image: row.image_url ?? '', videos };
}

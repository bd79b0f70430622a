import type { CatalogTranslation } from './translations/types';
import type { PathCategory, Teacher, Video } from './types';

/**
 * The catalog in the active language: each shown field replaced by its translation, when the language has one.
 * Ids, paths, names and media stay as they are. English (no translation) returns the catalog itself.
 */
export function localizeVideo<V extends Video>(video: V, translation: CatalogTranslation | undefined): V {
  const text = translation?.videos[video.id];
  return text ? { ...video, ...text } : video;
}

export function localizeCategory<C extends PathCategory>(category: C, translation: CatalogTranslation | undefined): C {
  const text = translation?.categories[category.id];
  return text ? { ...category, ...text } : category;
}

export function localizeTeacher(teacher: Teacher, translation: CatalogTranslation | undefined): Teacher {
  const text = translation?.teachers[teacher.id];
  return {
    ...teacher,
    ...text,
    videos: teacher.videos.map((video) => localizeVideo(video, translation)),
  };
}

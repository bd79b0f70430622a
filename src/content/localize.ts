import type { CatalogTranslation } from './translations/types';
import type { PathCategory, Teacher, Video } from './types';

/** A table's entry for a key that came from outside (a URL, a record), never one of Object's own members. */
function entry<T extends object>(table: T | undefined, key: string): T[keyof T] | undefined {
  return table && Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}

/*
 * The catalog in the active language: each shown field replaced by its translation, when the language has one
 * (decision 1322). Ids, paths, names, durations and media stay as they are; English (no translation) is the
 * catalog itself.
 */

export function localizeVideo<V extends Video>(video: V, translation: CatalogTranslation | undefined): V {
  const text = entry(translation?.videos, video.id);
  return text ? { ...video, ...text } : video;
}

export function localizeCategory<C extends PathCategory>(category: C, translation: CatalogTranslation | undefined): C {
  const text = entry(translation?.categories, category.id);
  return text ? { ...category, ...text } : category;
}

export function localizeTeacher(teacher: Teacher, translation: CatalogTranslation | undefined): Teacher {
  if (!translation) return teacher;
  return {
    ...teacher,
    ...entry(translation.teachers, teacher.id),
    videos: teacher.videos.map((video) => localizeVideo(video, translation)),
  };
}

/**
 * A category page's title and intro (the English given, from categoryCopy.ts): the titled categories and library
 * lists have their own, a path page shows its path's description, any other page the generic ones.
 */
export function localizeCategoryCopy(
  category: string,
  english: { title: string; intro: string },
  translation: CatalogTranslation | undefined,
): { title: string; intro: string } {
  if (!translation) return english;
  const copy = translation.categoryCopy;
  return {
    title: entry(copy.titles, category) ?? copy.fallbackTitle,
    intro: entry(copy.intros, category) ?? entry(translation.categories, category)?.description ?? copy.fallbackIntro,
  };
}

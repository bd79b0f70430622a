import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { pathCategories } from '../../content/categories';
import { localizeCategory } from '../../content/localize';
import type { CatalogTranslation } from '../../content/translations/types';
import type { Teacher, Video } from '../../content/types';
import type { SearchDocuments } from '../../lib/catalog/queries';

/**
 * The catalog's search index (MiniSearch, docs/decisions/1310): videos and teachers in one index per language,
 * built from that language's catalog as the data API gives it (`searchDocuments`), the first time a search runs
 * in it. This module loads only when search is first opened (a chunk of its own).
 */

interface SearchDocument {
  id: string;
  /** The video's title. */
  title?: string;
  /** The teacher's name. */
  name?: string;
  instructor?: string;
  /** The video's category, with the title of its path ("meditation Meditation & Mindfulness"). */
  category?: string;
  /** The teacher's title ("Zen Meditation Teacher"). */
  role?: string;
  /** The video's description or the teacher's bio. */
  text?: string;
}

export type SearchHit = { kind: 'video'; video: Video } | { kind: 'teacher'; teacher: Teacher };

export interface SearchResults {
  videos: Video[];
  teachers: Teacher[];
}

/** Fold case and accents, so "Méditation", "MEDITATION" and "meditation" are one term. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The shortest word that may carry one typo ("medtation" → meditation); shorter words must be exact prefixes. */
export const FUZZY_MIN_LENGTH = 5;

/** Every MiniSearch option in one place: the fields, their boosts, prefix and typo rules. */
const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'name', 'instructor', 'category', 'role', 'text'],
  processTerm: normalizeTerm,
  searchOptions: {
    // Title and teacher-name hits rank first; the long prose fields count least.
    boost: { title: 4, name: 4, instructor: 2, category: 1.5, role: 1.5, text: 1 },
    prefix: true,
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
    // Every word typed must match somewhere, so more words narrow the results.
    combineWith: 'AND',
  } satisfies SearchOptions,
};

const videoKey = (id: string) => `video:${id}`;
const teacherKey = (id: string) => `teacher:${id}`;

export interface LanguageIndex {
  index: MiniSearch<SearchDocument>;
  videosByKey: Map<string, Video>;
  teachersByKey: Map<string, Teacher>;
}

/**
 * The index of one language's catalog text (titles, descriptions, path titles, teachers' titles and bios); the
 * documents hold only videos a card can show.
 */
export function buildIndex(documents: SearchDocuments, translation: CatalogTranslation | undefined): LanguageIndex {
  const categoryTitles = new Map<string, string>(pathCategories.map((path) => [path.id, localizeCategory(path, translation).title]));
  const videosByKey = new Map(documents.videos.map((video) => [videoKey(video.id), video]));
  const teachersByKey = new Map(documents.teachers.map((teacher) => [teacherKey(teacher.id), teacher]));
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll([
    ...[...videosByKey].map(([id, video]) => ({
      id,
      title: video.title,
      instructor: video.instructor,
      category: video.category && `${video.category} ${categoryTitles.get(video.category) ?? ''}`,
      text: video.description,
    })),
    ...[...teachersByKey].map(([id, teacher]) => ({
      id,
      name: teacher.name,
      role: teacher.title,
      text: teacher.bio,
    })),
  ]);
  return { index, videosByKey, teachersByKey };
}

/** Every video and teacher of `built` matching `query`, best first (the rules: docs/product.md#search). */
export function searchCatalog(query: string, built: LanguageIndex): SearchHit[] {
  if (!query.trim()) return [];
  const { index, videosByKey, teachersByKey } = built;
  return index.search(query).flatMap((result): SearchHit[] => {
    const id = String(result.id);
    const video = videosByKey.get(id);
    if (video) return [{ kind: 'video', video }];
    const teacher = teachersByKey.get(id);
    return teacher ? [{ kind: 'teacher', teacher }] : [];
  });
}

/** The hits of `query` split by kind, each list best first. */
export function searchResults(query: string, built: LanguageIndex): SearchResults {
  const hits = searchCatalog(query, built);
  return {
    videos: hits.flatMap((hit) => (hit.kind === 'video' ? [hit.video] : [])),
    teachers: hits.flatMap((hit) => (hit.kind === 'teacher' ? [hit.teacher] : [])),
  };
}

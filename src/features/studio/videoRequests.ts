import { LOCALES, type Locale } from '../../../shared/locales';
import type { PathCategoryId } from '../../content/categories';
import type { DataClient } from '../../lib/data/dataClient';
import type { Database, TranslatedLanguage } from '../../lib/data/schema';
import { answerOf } from './studioErrors';
import type { LocalizedText, VideoValues } from './validation';

type Tables = Database['public']['Tables'];

export const PAGE_SIZE = 50;
export const SORT_COLUMNS = ['title', 'teacher_id', 'category', 'is_premium', 'published_at'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export interface VideoListQuery {
  /** Matched against the title, and against teachers' names through `teacherIds`. */
  search: string;
  /** The ids of the teachers whose name matches `search`. */
  teacherIds: string[];
  sort: SortColumn;
  ascending: boolean;
  /** From 0. */
  page: number;
}

export interface VideoListRow {
  id: string;
  title: string;
  teacher_id: string | null;
  category: PathCategoryId | null;
  is_premium: boolean;
  published_at: string | null;
}

/** Characters PostgREST's filter syntax reads (`,` `(` `)` `*` `"` `\`), left out of a search. */
const searchText = (search: string) => search.replace(/[,()*"\\:]/g, ' ').trim();

/** One page of every video (drafts too: the editor's policies), searched and sorted by the database, with the total. */
export async function listVideos(client: DataClient, query: VideoListQuery): Promise<{ rows: VideoListRow[]; total: number }> {
  const from = query.page * PAGE_SIZE;
  let request = client.from('videos').select('id, title, teacher_id, category, is_premium, published_at', { count: 'exact' });
  const text = searchText(query.search);
  if (text) {
    const teachers = query.teacherIds.length > 0 ? `,teacher_id.in.(${query.teacherIds.join(',')})` : '';
    request = request.or(`title.ilike.*${text}*${teachers}`);
  }
  const { data, error, count } = await request
    .order(query.sort, { ascending: query.ascending, nullsFirst: query.ascending })
    .order('id')
    .range(from, from + PAGE_SIZE - 1);
  return { rows: answerOf({ data, error }) ?? [], total: count ?? 0 };
}

export interface OpenedVideo {
  id: string;
  /** The version the editor opened, sent back with the save. */
  updatedAt: string;
  values: VideoValues;
}

const TRANSLATED = LOCALES.filter((locale): locale is TranslatedLanguage => locale !== 'en');
const emptyText = (): LocalizedText => ({ en: '', es: '', fr: '', de: '' });

/** A video with its translations, as the form edits it; undefined when there is no such video. */
export async function loadVideo(client: DataClient, id: string): Promise<OpenedVideo | undefined> {
  const [videoAnswer, translationsAnswer] = await Promise.all([
    client.from('videos').select('*').eq('id', id).maybeSingle(),
    client.from('video_translations').select('language, title, description').eq('video_id', id),
  ]);
  // Typed here: postgrest-js reads this Database type's rows as any.
  const video: Tables['videos']['Row'] | null = answerOf(videoAnswer);
  const translations: Pick<Tables['video_translations']['Row'], 'language' | 'title' | 'description'>[] | null = answerOf(translationsAnswer);
  if (!video) return undefined;
  const title = { ...emptyText(), en: video.title };
  const description = { ...emptyText(), en: video.description };
  for (const row of translations ?? []) {
    title[row.language] = row.title ?? '';
    description[row.language] = row.description ?? '';
  }
  return {
    id,
    updatedAt: video.updated_at,
    values: { title, description, teacherId: video.teacher_id ?? '', category: video.category ?? '', isPremium: video.is_premium, publishedAt: video.published_at ?? '' },
  };
}

/** Each translated language's fields, for the save RPCs. */
export function translationsOf<F extends string>(fields: Record<F, LocalizedText>): Partial<Record<TranslatedLanguage, Record<F, string>>> {
  const names = Object.keys(fields) as F[];
  return Object.fromEntries(
    TRANSLATED.map((language: Locale) => [language, Object.fromEntries(names.map((name) => [name, fields[name][language]]))]),
  );
}

/** Saves the video and its translations in one transaction (studio_save_video); resolves with the new version. */
export async function saveVideo(client: DataClient, opened: Pick<OpenedVideo, 'id' | 'updatedAt'>, values: VideoValues): Promise<string> {
  return answerOf(
    await client.rpc('studio_save_video', {
      id: opened.id,
      opened_updated_at: opened.updatedAt,
      title: values.title.en,
      description: values.description.en,
      teacher_id: values.teacherId || null,
      category: (values.category || null) as PathCategoryId | null,
      is_premium: values.isPremium,
      published_at: values.publishedAt || null,
      translations: translationsOf({ title: values.title, description: values.description }),
    }),
  );
}

/** A new draft video with this English title (studio_new_video); resolves with its id, a slug of the title. */
export async function createVideo(client: DataClient, title: string): Promise<string> {
  return answerOf(await client.rpc('studio_new_video', { title }));
}

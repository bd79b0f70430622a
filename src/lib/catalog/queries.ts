import type { Locale } from '../../../shared/locales';
import { CATALOG_PAGE_SIZE, FEATURED_VIDEO_COUNT, HOME_TEACHER_COUNT } from '../../config/site';
import type { Teacher, Video } from '../../content/types';
import type { CatalogClient } from './catalogClient';
import { relatedVideos } from './relatedVideos';
import { TEACHER_COLUMNS, VIDEO_COLUMNS, teacherOf, videoOf, type TeacherRow, type VideoRow } from './rows';

/*
 * What each public page reads from the catalog, through the data API as a visitor (row-level security keeps
 * drafts, scheduled videos and unpublished teachers out). The server runs these to render a page, the app to
 * navigate; no query reads more than a page of videos, but the search documents.
 */

interface Result<T> {
  data: T | null;
  error: { message: string } | null;
  count?: number | null;
}

/** The rows of an answer, or the data API's error thrown. */
function rowsOf<T>({ data, error }: Result<T>): T {
  if (error) throw new Error(`catalog: ${error.message}`);
  return data as T;
}

/** Videos with something to play: the grids show no others, so counts and pages leave them out too. */
const playable = (client: CatalogClient, locale: Locale, count?: 'exact') =>
  client.from('localized_videos').select(VIDEO_COLUMNS, count ? { count } : undefined).eq('language', locale).not('playback_url', 'is', null);

/** Rows by id in the order the ids are given; an id no longer visible is left out. */
function inOrder<R extends { id: string }, T>(ids: readonly string[], rows: R[], make: (row: R) => T): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [make(row)] : [];
  });
}

export async function videosByIds(client: CatalogClient, locale: Locale, ids: readonly string[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf(await client.from('localized_videos').select(VIDEO_COLUMNS).eq('language', locale).in('id', [...ids]));
  return inOrder(ids, rows as VideoRow[], videoOf);
}

async function teachersByIds(client: CatalogClient, locale: Locale, ids: readonly string[]): Promise<Teacher[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf(await client.from('localized_teachers').select(TEACHER_COLUMNS).eq('language', locale).in('id', [...ids]));
  return inOrder(ids, rows as TeacherRow[], (row) => teacherOf(row));
}

export interface HomeData {
  hero: Video[];
  featured: Video[];
  teachers: Teacher[];
}

/** The home page's selections, in their order. */
export async function homeData(client: CatalogClient, locale: Locale): Promise<HomeData> {
  const [hero, featured, teachers] = await Promise.all([
    client.from('home_hero_slides').select('video_id').order('position'),
    client.from('home_featured_videos').select('video_id').order('position').limit(FEATURED_VIDEO_COUNT),
    client.from('home_teachers').select('teacher_id').order('position').limit(HOME_TEACHER_COUNT),
  ]);
  const heroIds = rowsOf(hero).map((row) => row.video_id);
  const featuredIds = rowsOf(featured).map((row) => row.video_id);
  const [videos, homeTeachers] = await Promise.all([
    videosByIds(client, locale, [...new Set([...heroIds, ...featuredIds])]),
    teachersByIds(client, locale, rowsOf(teachers).map((row) => row.teacher_id)),
  ]);
  const byId = new Map(videos.map((video) => [video.id, video]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { hero: pick(heroIds), featured: pick(featuredIds), teachers: homeTeachers };
}

export interface VideoPage {
  videos: Video[];
  /** Every video of the list, on all its pages. */
  total: number;
  /** From 1. */
  page: number;
  pageCount: number;
}

const rangeOf = (page: number) => [(page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE - 1] as const;

function videoPage(result: Result<unknown[]>, page: number): VideoPage {
  const rows = rowsOf(result) as VideoRow[];
  const total = result.count ?? rows.length;
  return { videos: rows.map(videoOf), total, page, pageCount: Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE)) };
}

/**
 * One page of a category's videos, newest first (docs/product.md#catalog): all = every video on a path, free = those
 * not premium, any other value the videos on that path (none, for a value that is no path).
 */
export async function categoryPage(client: CatalogClient, locale: Locale, category: string, page: number): Promise<VideoPage> {
  let query = playable(client, locale, 'exact').not('category', 'is', null);
  if (category === 'free') query = query.eq('is_premium', false);
  else if (category !== 'all') query = query.eq('category', category);
  const [from, to] = rangeOf(page);
  const result = await query.order('published_at', { ascending: false }).order('id').range(from, to);
  // Past the last page the data API answers 416: an empty page, not an error.
  if (result.status === 416) return { videos: [], total: 0, page, pageCount: 1 };
  return videoPage(result, page);
}

export interface TeacherPage extends VideoPage {
  teacher: Teacher | null;
}

/** A teacher and one page of their videos, newest first; `teacher` null when there is no such published teacher. */
export async function teacherPage(client: CatalogClient, locale: Locale, id: string, page: number): Promise<TeacherPage> {
  const [from, to] = rangeOf(page);
  const [teacher, videos] = await Promise.all([
    client.from('localized_teachers').select(TEACHER_COLUMNS).eq('language', locale).eq('id', id).maybeSingle(),
    playable(client, locale, 'exact').eq('teacher_id', id).order('published_at', { ascending: false }).order('id').range(from, to),
  ]);
  const row = rowsOf(teacher) as TeacherRow | null;
  const list = videos.status === 416 ? { videos: [], total: 0, page, pageCount: 1 } : videoPage(videos, page);
  return { ...list, teacher: row && teacherOf(row, list.videos) };
}

export interface WatchData {
  video: Video | null;
  /** 'Continue your practice': chosen from the teacher's, the path's and the newest videos (relatedVideos.ts). */
  related: Video[];
}

/** A video and what to offer after it; `video` null when no published video has this id. */
export async function watchData(client: CatalogClient, locale: Locale, id: string): Promise<WatchData> {
  const row = rowsOf(await client.from('localized_videos').select(VIDEO_COLUMNS).eq('language', locale).eq('id', id).maybeSingle()) as VideoRow | null;
  if (!row) return { video: null, related: [] };
  // The newest few others by the same teacher, on the same path, and of all.
  const newest = (column?: 'teacher_id' | 'category', value?: string | null) => {
    if (column && !value) return null;
    const query = playable(client, locale).neq('id', id);
    return (column && value ? query.eq(column, value) : query).order('published_at', { ascending: false }).order('id').limit(6);
  };
  const lists = await Promise.all([newest('teacher_id', row.teacher_id), newest('category', row.category), newest()]);
  const candidates = lists.flatMap((list) => (list ? (rowsOf(list) as VideoRow[]) : [])).map(videoOf);
  const video = videoOf(row);
  // A related card links to its own page, which shows the description: the watch page's data need not carry it.
  const related = relatedVideos(video, [...new Map(candidates.map((other) => [other.id, other])).values()]);
  return { video, related: related.map((other) => ({ ...other, description: '' })) };
}

export interface SearchDocuments {
  videos: Video[];
  teachers: Teacher[];
}

/** The most rows one answer of the data API holds (Supabase's db-max-rows): longer lists come a range at a time. */
const MAX_ROWS = 1000;

/** Every row of a list whose order is total, a range at a time. */
async function allRows<R>(range: (from: number, to: number) => PromiseLike<Result<unknown[]>>): Promise<R[]> {
  const all: R[] = [];
  for (let from = 0; ; from += MAX_ROWS) {
    const rows = rowsOf(await range(from, from + MAX_ROWS - 1)) as R[];
    all.push(...rows);
    if (rows.length < MAX_ROWS) return all;
  }
}

/** Every playable video and every teacher, in a language: what the search index is built from. */
export async function searchDocuments(client: CatalogClient, locale: Locale): Promise<SearchDocuments> {
  const [videos, teachers] = await Promise.all([
    allRows<VideoRow>((from, to) => playable(client, locale).order('published_at', { ascending: false }).order('id').range(from, to)),
    allRows<TeacherRow>((from, to) => client.from('localized_teachers').select(TEACHER_COLUMNS).eq('language', locale).order('created_at').order('id').range(from, to)),
  ]);
  return { videos: videos.map(videoOf), teachers: teachers.map((row) => teacherOf(row)) };
}

/** A plan /subscribe lists (docs/premium.md). */
export interface Plan {
  id: string;
  name: string;
  interval: 'month' | 'year';
  /** In the currency's minor unit (cents). */
  unitAmount: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
  trialDays: number;
  /** It has a Stripe price: with payments on, it can be bought. */
  purchasable: boolean;
}

/** The active plans, in their order (row-level security shows a visitor no others). */
export async function activePlans(client: CatalogClient): Promise<Plan[]> {
  const rows = rowsOf(
    await client.from('plans').select('id, name, interval, unit_amount, currency, trial_days, stripe_price_id').eq('active', true).order('position').order('id'),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    interval: row.interval,
    unitAmount: row.unit_amount,
    currency: row.currency,
    trialDays: row.trial_days,
    purchasable: row.stripe_price_id !== null,
  }));
}

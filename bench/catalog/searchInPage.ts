import { PostgrestClient } from '@supabase/postgrest-js';
import type { Locale } from '../../shared/locales.ts';
import type { CatalogTranslation } from '../../src/content/translations/types.ts';
import { buildIndex, searchResults } from '../../src/features/search/searchIndex.ts';
import type { CatalogClient } from '../../src/lib/catalog/catalogClient.ts';
import { searchDocuments, type SearchDocuments } from '../../src/lib/catalog/queries.ts';
import { TEACHER_COLUMNS, teacherOf, VIDEO_COLUMNS, videoOf, type TeacherRow, type VideoRow } from '../../src/lib/catalog/rows.ts';
import type { Database } from '../../src/lib/data/schema.ts';
import { catalogTranslation, loadCatalogTranslation } from '../../src/lib/i18n/catalogTranslations.ts';

/*
 * Bundled by esbuild into the page the bench opens in Chromium (bench/catalog/browserSearch.ts): the app's own
 * search code, timed where it runs for a visitor. Exposes `runSearchBench` on the window.
 */

export interface SearchBenchInput {
  restUrl: string;
  anonKey: string;
  locale: Locale;
  queries: string[];
  /** How many times each query runs, one after another (the first is the coldest). */
  runs: number;
}

/** The index over some documents and the queries' times on it. */
export interface IndexFigures {
  loadMs: number;
  buildMs: number;
  videos: number;
  teachers: number;
  queries: { query: string; ms: number[]; videos: number; teachers: number }[];
}

export interface SearchBenchOutput {
  /** What `searchDocuments` loads, as the app does. */
  app: IndexFigures;
  /** Every playable video and teacher, read a page of 1,000 at a time (the data API's most): what the search should cover. */
  complete: IndexFigures;
}

/** Every playable video and every teacher, as `searchDocuments` asks for them, a page at a time. */
async function completeDocuments(client: CatalogClient, locale: Locale): Promise<SearchDocuments> {
  const teachers = await client.from('localized_teachers').select(TEACHER_COLUMNS).eq('language', locale).order('created_at').order('id').range(0, 999);
  if (teachers.error || (teachers.data ?? []).length >= 1000) throw new Error('the bench reads at most 999 teachers');
  const videos: VideoRow[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from('localized_videos')
      .select(VIDEO_COLUMNS)
      .eq('language', locale)
      .not('playback_url', 'is', null)
      .order('published_at', { ascending: false })
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    videos.push(...(data as VideoRow[]));
    if ((data ?? []).length < 1000) return { videos: videos.map(videoOf), teachers: (teachers.data as TeacherRow[]).map((row) => teacherOf(row)) };
  }
}

function timeIndex(load: () => Promise<SearchDocuments>, translation: CatalogTranslation | undefined, queries: string[], runs: number) {
  return async (): Promise<IndexFigures> => {
    const loading = performance.now();
    const documents = await load();
    const building = performance.now();
    const built = buildIndex(documents, translation);
    const builtAt = performance.now();
    return {
      loadMs: building - loading,
      buildMs: builtAt - building,
      videos: documents.videos.length,
      teachers: documents.teachers.length,
      queries: queries.map((query) => {
        const ms: number[] = [];
        let last = searchResults('', built);
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          last = searchResults(query, built);
          ms.push(performance.now() - started);
        }
        return { query, ms, videos: last.videos.length, teachers: last.teachers.length };
      }),
    };
  };
}

async function runSearchBench({ restUrl, anonKey, locale, queries, runs }: SearchBenchInput): Promise<SearchBenchOutput> {
  const client: CatalogClient = new PostgrestClient<Database>(restUrl, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  await loadCatalogTranslation(locale);
  const translation = catalogTranslation(locale);
  // The complete index first, in the coldest state: it is the one the budget is for.
  const complete = await timeIndex(() => completeDocuments(client, locale), translation, queries, runs)();
  const app = await timeIndex(() => searchDocuments(client, locale), translation, queries, runs)();
  return { app, complete };
}

(globalThis as unknown as { runSearchBench: typeof runSearchBench }).runSearchBench = runSearchBench;

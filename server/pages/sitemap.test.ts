import { describe, expect, it } from 'vitest';
import { DATA_API_MAX_ROWS, sitemapXml } from './sitemap.ts';

const VIDEOS = 2 * DATA_API_MAX_ROWS + 500;

/** A data API that, like ours and Supabase's, answers at most DATA_API_MAX_ROWS rows, honouring limit and offset. */
function cappedDataApi(videos: number, teachers: number): typeof fetch {
  const table = (name: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `${name}-${i}`, category: 'yoga', updated_at: '2026-01-01T00:00:00Z' }));
  const tables: Record<string, object[]> = { localized_videos: table('video', videos), localized_teachers: table('teacher', teachers) };
  return async (input) => {
    const url = new URL(String(input));
    const rows = tables[url.pathname.split('/').pop() ?? ''] ?? [];
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? DATA_API_MAX_ROWS), DATA_API_MAX_ROWS);
    return Response.json(rows.slice(offset, offset + limit));
  };
}

describe('sitemapXml', () => {
  it('lists every video and teacher of a catalog longer than one answer of the data API', async () => {
    const xml = await sitemapXml('https://stillwater.test', { fetch: cappedDataApi(VIDEOS, 3), restUrl: 'http://pages.internal/rest/v1', anonKey: 'anon' });
    expect(xml.match(/<loc>https:\/\/stillwater\.test\/video\//g)).toHaveLength(VIDEOS);
    expect(xml).toContain(`/video/video-${VIDEOS - 1}</loc>`);
    expect(xml.match(/<loc>https:\/\/stillwater\.test\/teacher\//g)).toHaveLength(3);
  });
});

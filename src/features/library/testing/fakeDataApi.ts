import { PostgrestClient } from '@supabase/postgrest-js';
import type { DataClient } from '../../../lib/data/dataClient';
import type { Database } from '../../../lib/data/schema';

type ProgressRow = Database['public']['Tables']['watch_progress']['Row'];
type SavedRow = Database['public']['Tables']['saved_videos']['Row'];

export interface RecordedRequest {
  method: string;
  table: string;
  search: string;
  body: unknown;
}

/**
 * A data API for store tests: postgrest-js over a fetch that answers from in-memory rows. `outage` makes
 * every request fail as offline ('offline') or with that HTTP status, until it is set back to null.
 */
export function fakeDataApi(initial: { progress?: ProgressRow[]; saved?: SavedRow[] } = {}) {
  const rows = { watch_progress: [...(initial.progress ?? [])] as unknown[], saved_videos: [...(initial.saved ?? [])] as unknown[] };
  const requests: RecordedRequest[] = [];
  const api = { outage: null as null | 'offline' | number, requests, rows };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const table = url.pathname.split('/').pop() as keyof typeof rows;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, table, search: decodeURIComponent(url.search), body });
    if (api.outage === 'offline') throw new TypeError('Failed to fetch');
    if (api.outage !== null) return new Response(JSON.stringify({ message: 'unavailable' }), { status: api.outage });
    if (method === 'GET') return Response.json(rows[table]);
    if (method === 'POST') {
      const record = body as { video_id: string };
      rows[table] = [...rows[table].filter((row) => (row as { video_id: string }).video_id !== record.video_id), record];
      return new Response(null, { status: 201 });
    }
    if (method === 'DELETE') {
      const videoId = url.searchParams.get('video_id')?.replace(/^eq\./, '');
      rows[table] = rows[table].filter((row) => (row as { video_id: string }).video_id !== videoId);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  };

  const client: DataClient = new PostgrestClient<Database>('http://data.test/rest/v1', { fetch, retry: false });
  return Object.assign(api, { loadClient: async () => client });
}

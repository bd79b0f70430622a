import type { BuiltServer } from './builtServer.ts';

/**
 * A video's title changed through the data API as the service role (what the studio's save does as an editor):
 * the change notifies every server process, which drop the pages they kept. Resolves when the write is committed.
 */
export async function editTitle(server: BuiltServer, videoId: string, title: string): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/videos?id=eq.${encodeURIComponent(videoId)}`, {
    method: 'PATCH',
    headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({ title }),
  });
  const rows = response.ok ? ((await response.json()) as unknown[]) : [];
  if (rows.length !== 1) throw new Error(`editing ${videoId}'s title answered ${response.status} with ${rows.length} rows`);
}

import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlOf, contentTypeOf, MEDIA_BUCKET, mediaPrefix, publicMediaUrl } from '../../server/jobs/storage.ts';
import { MASTER_PLAYLIST } from '../../server/jobs/transcode/playlists.ts';
import { POSTER } from '../../server/jobs/transcode/poster.ts';
import type { BuiltServer } from '../catalog/builtServer.ts';

const VERSION = 1;
const PASSWORD = 'bench-media-editor-1';

const serviceHeaders = (server: BuiltServer) => ({ apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` });

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** An editor's access token, as the studio holds one: the user made by the auth admin API with the role, then signed in. */
export async function editorToken(server: BuiltServer): Promise<string> {
  const email = `bench-media-${randomBytes(4).toString('hex')}@example.com`;
  const json = { ...serviceHeaders(server), 'content-type': 'application/json' };
  const user = { email, password: PASSWORD, email_confirm: true, app_metadata: { role: 'editor' } };
  await expectOk(await fetch(`${server.url}/auth/v1/admin/users`, { method: 'POST', headers: json, body: JSON.stringify(user) }), 'making the editor');
  const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await (await expectOk(signIn, 'the editor signing in')).json()) as { access_token: string }).access_token;
}

export interface PublishedVideo {
  id: string;
  /** The master playlist's public URL, absolute. */
  masterUrl: string;
  /** The public URL of a file of the video's media, absolute. */
  fileUrl: (file: string) => string;
}

/**
 * The pipeline's output in `dir` stored in bucket `media` as a job stores it (the same names, content types and
 * cache rules; each playlist after its segments, the master last), through the storage API with the service key,
 * then a published video playing it, written through the data API with the service key.
 */
export async function publishLadder(server: BuiltServer, dir: string, durationSeconds: number, title = 'Media bench: a minute of light'): Promise<PublishedVideo> {
  const id = `bench-media-${randomBytes(4).toString('hex')}`;
  const isPlaylist = (file: string) => file.endsWith('.m3u8');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => Number(a === MASTER_PLAYLIST) - Number(b === MASTER_PLAYLIST) || Number(isPlaylist(a)) - Number(isPlaylist(b)));
  for (const file of files) {
    const response = await fetch(`${server.url}/storage/v1/object/${MEDIA_BUCKET}/${mediaPrefix(id, VERSION)}${file}`, {
      method: 'POST',
      headers: { ...serviceHeaders(server), 'content-type': contentTypeOf(file), 'cache-control': cacheControlOf(file), 'x-upsert': 'true' },
      body: await readFile(path.join(dir, file)),
    });
    await expectOk(response, `storing ${file}`);
  }
  const video = {
    id,
    title,
    description: 'The media bench’s own video, made by the transcode pipeline.',
    teacher_id: 'amara-okafor',
    category: 'meditation',
    duration_seconds: durationSeconds,
    poster_url: publicMediaUrl(id, VERSION, POSTER),
    playback_url: publicMediaUrl(id, VERSION, MASTER_PLAYLIST),
    published_at: new Date(Date.now() - 60_000).toISOString(),
  };
  const created = await fetch(`${server.url}/rest/v1/videos`, {
    method: 'POST',
    headers: { ...serviceHeaders(server), 'content-type': 'application/json' },
    body: JSON.stringify(video),
  });
  await expectOk(created, 'publishing the video');
  const fileUrl = (file: string) => `${server.url}${publicMediaUrl(id, VERSION, file)}`;
  return { id, masterUrl: fileUrl(MASTER_PLAYLIST), fileUrl };
}

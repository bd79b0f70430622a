import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaActions } from '../../../server/jobs/mediaActions.ts';
import { mediaJob } from '../../../server/jobs/mediaJobs.ts';
import { openJobQueue } from '../../../server/jobs/queue.ts';
import type { MediaStorage } from '../../../server/jobs/storage.ts';
import { storageObjects } from '../../../server/jobs/storageObjects.ts';
import { removeSupersededMedia } from '../../../server/jobs/supersededMedia.ts';
import { startWorker, type Worker } from '../../../server/jobs/worker.ts';
import { makeSource } from '../jobs/support/sources.ts';
import { memberWithRole } from '../support/catalogFixture.ts';
import { signedInMember, type Member } from '../support/members.ts';
import { suiteServer } from '../support/server.ts';

const VIDEO = 'video-media-class';
const SOURCE = `videos/${VIDEO}/first/source`;
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:01.500\nBreathe in.\n';

// The function's work is the queue's, which the queue suites run on both databases: PGlite's is enough here.
describe('POST /functions/v1/video-media', () => {
  let boss: PgBoss | undefined;
  let worker: Worker | undefined;
  let storage: MediaStorage;
  const server = suiteServer({
    autoconfirm: true,
    // The product's own wiring: the worker stores through the server's storage service.
    media: ({ db, backend }) => {
      storage = storageObjects({ db, backend });
      const started = (async () => {
        boss = await openJobQueue(db);
        worker = await startWorker({ boss, db, storage, concurrency: 1, preset: 'ultrafast', pollingIntervalSeconds: 0.5 });
        return boss;
      })();
      return mediaActions({ db, boss: started, storage });
    },
  });
  let editor: Member;
  let member: Member;

  beforeAll(async () => {
    editor = await memberWithRole(server, 'editor');
    member = await signedInMember(server);
    await server.db.query('insert into public.videos (id, title) values ($1, $2)', [VIDEO, 'A class']);
    // As the studio uploads it, as the editor: an object named `source` in bucket uploads.
    const file = readFileSync(makeSource(mkdtempSync(path.join(tmpdir(), 'video-media-')), 'class.mp4', { seconds: 3 }));
    const { error } = await editor.client.storage.from('uploads').upload(SOURCE, file, { contentType: 'video/mp4' });
    expect(error).toBeNull();
  });

  afterAll(async () => {
    await worker?.stop();
    await boss?.stop({ graceful: false });
  });

  const call = (body: unknown, token = editor.accessToken) =>
    fetch(`${server.url}/functions/v1/video-media`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  /** A file of the video's media, as anyone fetches it: its public URL. */
  const stored = async (file: string) => {
    const response = await fetch(`${server.url}/storage/v1/object/public/media/videos/${VIDEO}/1/${file}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('is for editors only, and refuses what it cannot read with a sentence', async () => {
    expect((await answer(await call({ action: 'retry', videoId: VIDEO }, member.accessToken))).status).toBe(403);
    expect(await answer(await call('{'))).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
    expect(await answer(await call({ action: 'delete', videoId: VIDEO }))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await answer(await call({ action: 'process', videoId: VIDEO, source: '../../etc/passwd' }))).toMatchObject({ status: 400 });
    expect(await answer(await call({ action: 'process', videoId: 'no-such-video', source: SOURCE }))).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await answer(await call({ action: 'captions', videoId: VIDEO, language: 'fr', vtt: CAPTIONS }))).toMatchObject({ status: 409, body: { error: 'not_ready' } });
  });

  it('processes an upload until the video plays it; then adds captions to the master and sets the poster frame', async () => {
    const version = async () => (await server.db.query<{ updated_at: Date }>('select updated_at from public.videos where id = $1', [VIDEO])).rows[0]?.updated_at.getTime();
    const opened = await version();
    expect(await answer(await call({ action: 'process', videoId: VIDEO, source: SOURCE }))).toEqual({ status: 202, body: { status: 'queued' } });
    await expect.poll(async () => (await mediaJob(server.db, VIDEO))?.status, { timeout: 60_000, interval: 250 }).toBe('ready');
    const { rows } = await server.db.query<{ playback_url: string }>('select playback_url from public.videos where id = $1', [VIDEO]);
    expect(rows[0]?.playback_url).toBe(`/storage/v1/object/public/media/videos/${VIDEO}/1/master.m3u8`);
    const master = await fetch(`${server.url}${rows[0]?.playback_url}`);
    expect(master.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(await master.text()).toContain('#EXT-X-STREAM-INF:');
    const segment = await fetch(`${server.url}/storage/v1/object/public/media/videos/${VIDEO}/1/240p/init.mp4`);
    expect([segment.status, segment.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    await segment.arrayBuffer();
    // The source stays private: no visitor, no member reads it.
    expect((await member.client.storage.from('uploads').download(SOURCE)).error).not.toBeNull();
    expect(await answer(await call({ action: 'retry', videoId: VIDEO }))).toMatchObject({ status: 409, body: { error: 'not_failed' } });

    const wrong = await answer(await call({ action: 'captions', videoId: VIDEO, language: 'fr', vtt: 'WEBVTT\n\n00:02.000 --> 00:01.000\nToo late.\n' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_captions', message: expect.stringMatching(/^Line 3: /) as unknown });
    expect(await stored('master.m3u8')).not.toContain('SUBTITLES');

    expect(await answer(await call({ action: 'captions', videoId: VIDEO, language: 'fr', vtt: CAPTIONS }))).toEqual({ status: 200, body: { language: 'fr' } });
    expect(await stored('captions/fr.vtt')).toBe(CAPTIONS);
    expect(await stored('master.m3u8')).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fr"');
    expect((await mediaJob(server.db, VIDEO))?.captions).toEqual(['fr']);

    const poster = await answer(await call({ action: 'poster', videoId: VIDEO, at: 1 }));
    expect(poster).toEqual({ status: 200, body: { posterUrl: `/storage/v1/object/public/media/videos/${VIDEO}/1/poster.jpg?at=1.000` } });
    const { rows: posters } = await server.db.query<{ poster_url: string }>('select poster_url from public.videos where id = $1', [VIDEO]);
    expect(posters[0]?.poster_url).toBe(poster.body.posterUrl);
    // The media's writes keep the version the editor's form saves against: a page opened before still saves.
    expect(await version()).toBe(opened);
  });

  it('a replacement plays once ready; what it replaced is then removed, from the media and the sources alike', async () => {
    const second = `videos/${VIDEO}/second/source`;
    const file = readFileSync(makeSource(mkdtempSync(path.join(tmpdir(), 'video-media-')), 'class.mp4', { seconds: 2 }));
    expect((await editor.client.storage.from('uploads').upload(second, file, { contentType: 'video/mp4' })).error).toBeNull();
    expect(await answer(await call({ action: 'process', videoId: VIDEO, source: second }))).toEqual({ status: 202, body: { status: 'queued' } });
    await expect.poll(async () => (await mediaJob(server.db, VIDEO))?.status, { timeout: 60_000, interval: 250 }).toBe('ready');

    // The grace past: the first source was stored hours ago.
    await server.db.query("update storage.objects set created_at = now() - interval '7 hours' where bucket_id = 'uploads' and name = $1", [SOURCE]);
    expect(await removeSupersededMedia(server.db, storage, { videoId: VIDEO, version: 2 })).toBeGreaterThan(10);
    // Each body read to its end: a response left unread holds its connection, and the server's close waits for it.
    const status = async (version: number) => {
      const response = await fetch(`${server.url}/storage/v1/object/public/media/videos/${VIDEO}/${version}/master.m3u8`);
      await response.arrayBuffer();
      return response.status;
    };
    expect([await status(1), await status(2)]).toEqual([404, 200]);
    const { rows } = await server.db.query<{ name: string }>("select name from storage.objects where bucket_id = 'uploads' and name like $1", [`videos/${VIDEO}/%`]);
    expect(rows.map((row) => row.name)).toEqual([second]);

    // A poster chosen now reads the stored rendition, not the upload: it works with the source gone.
    expect((await editor.client.storage.from('uploads').remove([second])).error).toBeNull();
    const poster = await answer(await call({ action: 'poster', videoId: VIDEO, at: 1.5 }));
    expect(poster).toEqual({ status: 200, body: { posterUrl: `/storage/v1/object/public/media/videos/${VIDEO}/2/poster.jpg?at=1.500` } });
    const image = await fetch(`${server.url}/storage/v1/object/public/media/videos/${VIDEO}/2/poster.jpg`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

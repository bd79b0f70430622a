import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { openBackend } from '../../../server/storage/backend/open.ts';
import { serverObjects } from '../../../server/storage/serverObjects.ts';
import { sweepOrphanBytes } from '../../../server/storage/sweeper.ts';
import type { StorageServer } from './storageFixture.ts';

const text = (value: string) => new Blob([value], { type: 'text/plain' });

/** storage: buckets and objects: cases run on each server of storage.test.ts. */
export function objectCases(suite: () => StorageServer): void {
  let s: StorageServer;
  const admin = () => s.storage(s.server.serviceKey);
  const editor = () => s.storage(s.editor.accessToken).from('media');

  beforeAll(() => {
    s = suite();
  });

  it('the service role creates, reads, lists, updates, empties and deletes buckets; members see none without a policy', async () => {
    const created = await admin().createBucket('scratch', { public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['text/plain', 'image/*'] });
    expect(created).toEqual({ data: { name: 'scratch' }, error: null });
    const again = await admin().createBucket('scratch');
    expect(again.error).toMatchObject({ status: 409 });
    const { data: bucket } = await admin().getBucket('scratch');
    expect(bucket).toMatchObject({ id: 'scratch', name: 'scratch', public: false, file_size_limit: 1024, allowed_mime_types: ['text/plain', 'image/*'] });
    const { data: all } = await admin().listBuckets();
    expect(all?.map((b) => b.id)).toEqual(expect.arrayContaining(['media', 'uploads', 'scratch']));
    expect((await s.storage(s.member.accessToken).listBuckets()).data).toEqual([]);

    expect((await admin().updateBucket('scratch', { public: true, fileSizeLimit: 2048, allowedMimeTypes: ['text/plain', 'image/*'] })).error).toBeNull();
    expect((await admin().getBucket('scratch')).data).toMatchObject({ public: true, file_size_limit: 2048 });

    expect((await admin().from('scratch').upload('a.txt', text('a'))).error).toBeNull();
    expect((await admin().deleteBucket('scratch')).error).toMatchObject({ status: 409 });
    expect((await admin().emptyBucket('scratch')).error).toBeNull();
    expect((await admin().from('scratch').exists('a.txt')).data).toBe(false);
    expect((await admin().deleteBucket('scratch')).error).toBeNull();
    const gone = await admin().getBucket('scratch');
    expect(gone.error).toMatchObject({ status: 404, statusCode: '404' });
  });

  it('refuses a file over the bucket limit (413) and a type it does not allow (415), storing nothing', async () => {
    await admin().createBucket('limited', { public: false, fileSizeLimit: 1000, allowedMimeTypes: ['text/plain', 'image/*'] });
    const bucket = admin().from('limited');
    const big = 'x'.repeat(5000);
    expect((await bucket.upload('big-form.txt', text(big))).error).toMatchObject({ status: 413, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect((await bucket.upload('big-raw.txt', Buffer.from(big), { contentType: 'text/plain' })).error).toMatchObject({ status: 413 });
    // A stream has no Content-Length: it is cut when the count passes the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await bucket.upload('big-stream.txt', stream, { contentType: 'text/plain', duplex: 'half' })).error).toMatchObject({ status: 413 });
    expect((await bucket.upload('page.html', new Blob(['<p>'], { type: 'text/html' }))).error).toMatchObject({ status: 415, statusCode: '415' });
    expect((await bucket.upload('photo.png', new Blob(['png'], { type: 'image/png' }))).error).toBeNull();
    expect((await bucket.upload('exact.txt', text('y'.repeat(1000)))).error).toBeNull();
    const { data: listed } = await bucket.list();
    expect(listed?.map((entry) => entry.name).sort()).toEqual(['exact.txt', 'photo.png']);
  });

  it('uploads, refuses a taken name, upserts, updates, and downloads whole or by range', async () => {
    const media = editor();
    const name = 'videos/intro/v1/master.m3u8';
    const playlist = '#EXTM3U\n#EXT-X-VERSION:7\n';
    const first = await media.upload(name, new Blob([playlist], { type: 'application/vnd.apple.mpegurl' }));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: name, fullPath: `media/${name}` });
    expect((await media.upload(name, new Blob(['other'], { type: 'application/vnd.apple.mpegurl' }))).error).toMatchObject({ status: 409 });

    const upserted = await media.upload(name, Buffer.from(`${playlist}#v2\n`), { upsert: true, contentType: 'application/vnd.apple.mpegurl' });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(first.data?.id);
    expect(await (await media.download(name)).data?.text()).toBe(`${playlist}#v2\n`);

    expect((await media.update(name, new Blob([`${playlist}#v3\n`], { type: 'application/vnd.apple.mpegurl' }))).error).toBeNull();
    expect((await media.update('videos/intro/v1/missing.m3u8', new Blob(['x'], { type: 'application/vnd.apple.mpegurl' }))).error).toMatchObject({ status: 404 });
    const downloaded = await media.download(name);
    expect(await downloaded.data?.text()).toBe(`${playlist}#v3\n`);

    const url = `${s.storageUrl}/object/media/${name}`;
    const ranged = await fetch(url, { headers: { authorization: `Bearer ${s.editor.accessToken}`, range: 'bytes=1-5' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 1-5/${playlist.length + 4}`);
    expect(await ranged.text()).toBe('EXTM3');
    const past = await fetch(url, { headers: { authorization: `Bearer ${s.editor.accessToken}`, range: 'bytes=9999-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${playlist.length + 4}`);
    await past.arrayBuffer();
  });

  it('info, exists and a HEAD tell an object apart from a missing one', async () => {
    const media = editor();
    await media.upload('videos/info/v1/poster.jpg', new Blob([new Uint8Array(300)], { type: 'image/jpeg' }), { cacheControl: '600', metadata: { width: 1280 } });
    const { data: info } = await media.info('videos/info/v1/poster.jpg');
    expect(info).toMatchObject({ name: 'videos/info/v1/poster.jpg', size: 300, contentType: 'image/jpeg', cacheControl: 'max-age=600', metadata: { width: 1280 } });
    expect(info?.etag).toMatch(/^".+"$/);
    expect((await media.exists('videos/info/v1/poster.jpg')).data).toBe(true);
    const missing = await media.exists('videos/info/v1/nothing.jpg');
    expect(missing.data).toBe(false);
    expect(missing.error).toMatchObject({ status: 404, statusCode: '404', message: 'Object not found' });
    const head = await fetch(`${s.storageUrl}/object/media/videos/info/v1/poster.jpg`, { method: 'HEAD', headers: { authorization: `Bearer ${s.editor.accessToken}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300');
    expect(head.headers.get('etag')).toBe(info?.etag);
  });

  it('lists one folder: its objects, each subfolder once with id null, by prefix search, sorted and paged', async () => {
    const media = editor();
    for (const name of ['list/v1/a.vtt', 'list/v1/b.vtt', 'list/v1/c.vtt', 'list/v1/sub/x.vtt', 'list/v1/sub/y.vtt', 'list/other/z.vtt']) {
      expect((await media.upload(name, new Blob(['WEBVTT\n'], { type: 'text/vtt' }))).error, name).toBeNull();
    }
    const { data: root } = await media.list('list');
    expect(root?.map((e) => [e.name, e.id])).toEqual([
      ['other', null],
      ['v1', null],
    ]);
    const { data: folder } = await media.list('list/v1');
    expect(folder?.map((e) => e.name)).toEqual(['a.vtt', 'b.vtt', 'c.vtt', 'sub']);
    expect(folder?.find((e) => e.name === 'sub')).toMatchObject({ id: null, metadata: null });
    expect(folder?.find((e) => e.name === 'a.vtt')?.metadata).toMatchObject({ mimetype: 'text/vtt', size: 7 });
    expect((await media.list('list/v1/', { search: 'B' })).data?.map((e) => e.name)).toEqual(['b.vtt']);
    expect((await media.list('list/v1', { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } })).data?.map((e) => e.name)).toEqual(['c.vtt', 'b.vtt']);
  });

  it('moves, copies and removes objects, their bytes following', async () => {
    const media = editor();
    await media.upload('moving/v1/a.txt.vtt', new Blob(['WEBVTT\n\nmove me'], { type: 'text/vtt' }));
    expect((await media.move('moving/v1/a.txt.vtt', 'moving/v1/b.vtt')).error).toBeNull();
    expect((await media.exists('moving/v1/a.txt.vtt')).data).toBe(false);
    expect(await (await media.download('moving/v1/b.vtt')).data?.text()).toBe('WEBVTT\n\nmove me');
    const copied = await media.copy('moving/v1/b.vtt', 'moving/v1/c.vtt');
    expect(copied.data).toEqual({ path: 'media/moving/v1/c.vtt' });
    expect(await (await media.download('moving/v1/c.vtt')).data?.text()).toBe('WEBVTT\n\nmove me');
    expect((await media.copy('moving/v1/b.vtt', 'moving/v1/c.vtt')).error).toMatchObject({ status: 409 });
    expect((await media.move('moving/v1/nothing.vtt', 'moving/v1/d.vtt')).error).toMatchObject({ status: 404 });

    const removed = await media.remove(['moving/v1/b.vtt', 'moving/v1/c.vtt', 'moving/v1/never.vtt']);
    expect(removed.data?.map((o) => o.name).sort()).toEqual(['moving/v1/b.vtt', 'moving/v1/c.vtt']);
    expect((await media.list('moving/v1')).data).toEqual([]);
  });

  it('serves the media layout with the types it was uploaded with, publicly, with immutable caching when asked', async () => {
    const media = editor();
    const files: [string, string][] = [
      ['videos/pub/v1/master.m3u8', 'application/vnd.apple.mpegurl'],
      ['videos/pub/v1/720p/seg_001.m4s', 'video/iso.segment'],
      ['videos/pub/v1/captions/en.vtt', 'text/vtt'],
    ];
    for (const [name, type] of files) {
      expect((await media.upload(name, new Blob(['bytes'], { type }), { cacheControl: '31536000' })).error).toBeNull();
      const response = await fetch(media.getPublicUrl(name).data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('bytes');
    }
    const download = await fetch(media.getPublicUrl('videos/pub/v1/captions/en.vtt', { download: 'English.vtt' }).data.publicUrl);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="English.vtt"/);
    await download.arrayBuffer();

    const uploads = s.storage(s.editor.accessToken).from('uploads');
    expect((await uploads.upload('videos/pub/source.mp4', new Blob(['mp4'], { type: 'video/mp4' }))).error).toBeNull();
    const hidden = await fetch(uploads.getPublicUrl('videos/pub/source.mp4').data.publicUrl);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ statusCode: '404' });
  });

  it('a public immutable object replaced or removed is served as it now stands at once (its row is reused only while its bytes exist)', async () => {
    const media = editor();
    const name = 'videos/pub/v2/240p/seg_000.m4s';
    const read = async () => {
      const response = await fetch(media.getPublicUrl(name).data.publicUrl);
      return [response.status, await response.text()];
    };
    expect((await media.upload(name, new Blob(['first'], { type: 'video/iso.segment' }), { cacheControl: '31536000' })).error).toBeNull();
    expect(await read()).toEqual([200, 'first']);
    expect((await media.upload(name, new Blob(['second'], { type: 'video/iso.segment' }), { cacheControl: '31536000', upsert: true })).error).toBeNull();
    expect(await read()).toEqual([200, 'second']);
    expect((await media.remove([name])).error).toBeNull();
    expect((await read())[0]).toBe(404);
  });

  it('the server writes objects as the service role, bytes and row together; the sweeper removes only bytes no row names', async () => {
    const backend = openBackend(readConfig(s.server.env).storage);
    const objects = serverObjects({ db: s.server.db, backend });
    const name = 'videos/server/v1/master.m3u8';
    await objects.put('media', name, Readable.from([Buffer.from('#EXTM3U\n')]), { contentType: 'application/vnd.apple.mpegurl', cacheControl: 'max-age=60' });
    const served = await fetch(editor().getPublicUrl(name).data.publicUrl);
    expect(await served.text()).toBe('#EXTM3U\n');
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');
    const { row, body } = await objects.get('media', name);
    expect(row.metadata).toMatchObject({ size: 8, mimetype: 'application/vnd.apple.mpegurl' });
    body.destroy();
    await expect(objects.put('media', '../escape', Readable.from(['x']), { contentType: 'text/vtt' })).rejects.toMatchObject({ status: 400 });

    expect((await editor().upload('videos/server/v1/kept.vtt', new Blob(['WEBVTT'], { type: 'text/vtt' }))).error).toBeNull();
    await backend.put('media', 'videos/server/v1/stray.m4s#00000000-0000-0000-0000-000000000000', Readable.from([Buffer.from('stray')]), { contentType: 'video/iso.segment', cacheControl: '' });
    expect(await sweepOrphanBytes(s.server.db, backend, { olderThanMs: 60_000 })).toBe(0);
    const removed = await sweepOrphanBytes(s.server.db, backend, { olderThanMs: 0, now: new Date(Date.now() + 1000) });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await backend.head('media', 'videos/server/v1/stray.m4s#00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(await (await fetch(editor().getPublicUrl(name).data.publicUrl)).text()).toBe('#EXTM3U\n');
    expect(await (await editor().download('videos/server/v1/kept.vtt')).data?.text()).toBe('WEBVTT');

    await objects.remove('media', [name]);
    expect((await editor().exists(name)).data).toBe(false);
  });
}

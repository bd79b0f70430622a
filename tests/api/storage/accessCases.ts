import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { tokenUser, type BytesBackend, type StorageServer, type TokenUser } from './storageFixture.ts';

/** A bucket whose policies are a user's own folder, as Supabase's documentation writes them. */
const OWN_FOLDER_POLICIES = `
create policy "notes: read own" on storage.objects for select to authenticated using (bucket_id = 'notes' and owner_id = (select auth.uid())::text);
create policy "notes: write own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 'notes' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "notes: remove own" on storage.objects for delete to authenticated using (bucket_id = 'notes' and owner_id = (select auth.uid())::text);
`;

/** storage: who may do what: cases run on each server of storage.test.ts. */
export function accessCases(suite: () => StorageServer, bytes: BytesBackend): void {
  let s: StorageServer;
  let other: TokenUser;

  beforeAll(async () => {
    s = suite();
    other = await tokenUser(s.server.jwtSecret);
    await s.storage(s.server.serviceKey).createBucket('notes', { public: false });
    await s.server.db.exec(OWN_FOLDER_POLICIES);
  });

  const fetchStorage = (path: string, init: RequestInit = {}) => fetch(`${s.storageUrl}${path}`, init);

  it('a member reads and writes only their own folder of a bucket with owner policies', async () => {
    const mine = s.storage(s.member.accessToken).from('notes');
    const theirs = s.storage(other.accessToken).from('notes');
    const name = `${s.member.userId}/secret.txt`;
    expect((await mine.upload(name, new Blob(['my secret'], { type: 'text/plain' }))).error).toBeNull();
    expect(await (await mine.download(name)).data?.text()).toBe('my secret');

    expect((await theirs.download(name)).error).toMatchObject({ status: 404 });
    expect((await theirs.info(name)).error).toMatchObject({ status: 404 });
    expect((await theirs.list(s.member.userId)).data).toEqual([]);
    expect((await theirs.createSignedUrl(name, 60)).error).toMatchObject({ status: 404 });
    expect((await theirs.remove([name])).data).toEqual([]);
    const intrude = await theirs.upload(`${s.member.userId}/planted.txt`, new Blob(['x'], { type: 'text/plain' }));
    expect(intrude.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
    expect((await mine.exists(`${s.member.userId}/planted.txt`)).data).toBe(false);
    expect((await mine.download(name)).data).not.toBeNull();
  });

  it('sources in uploads are the editors’ alone; media is written by editors only', async () => {
    const source = 'videos/rls/source.mp4';
    expect((await s.storage(s.editor.accessToken).from('uploads').upload(source, new Blob(['mp4'], { type: 'video/mp4' }))).error).toBeNull();
    for (const client of [s.storage(), s.storage(s.member.accessToken)]) {
      expect((await client.from('uploads').download(source)).error).toMatchObject({ status: 404 });
      expect((await client.from('uploads').list('videos/rls')).data).toEqual([]);
      expect((await client.from('uploads').upload('videos/rls/mine.mp4', new Blob(['mp4'], { type: 'video/mp4' }))).error).toMatchObject({ status: 403 });
      expect((await client.from('media').upload('videos/rls/v1/master.m3u8', new Blob(['#'], { type: 'application/vnd.apple.mpegurl' }))).error).toMatchObject({ status: 403 });
    }
    expect(await (await s.storage(s.editor.accessToken).from('uploads').download(source)).data?.text()).toBe('mp4');
  });

  it('a signed URL reads an object without a key until it expires; it names one object only', async () => {
    const uploads = s.storage(s.editor.accessToken).from('uploads');
    await uploads.upload('videos/signed/source.mp4', new Blob(['signed bytes'], { type: 'video/mp4' }));
    const { data } = await uploads.createSignedUrl('videos/signed/source.mp4', 60);
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('signed bytes');

    const batch = await uploads.createSignedUrls(['videos/signed/source.mp4', 'videos/signed/none.mp4'], 60);
    expect(batch.data?.[0]?.signedUrl).toMatch(/\/object\/sign\/uploads\/videos\/signed\/source\.mp4\?token=/);
    expect(batch.data?.[1]).toMatchObject({ path: 'videos/signed/none.mp4', signedUrl: null, error: expect.any(String) });

    const key = new TextEncoder().encode(s.server.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT({ url: 'uploads/videos/signed/source.mp4' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(past).setExpirationTime(past + 60).sign(key);
    const refused = await fetchStorage(`/object/sign/uploads/videos/signed/source.mp4?token=${expired}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '400', message: 'jwt expired' });
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token');
    expect((await fetchStorage(`/object/sign/uploads/videos/other.mp4?token=${token}`)).status).toBe(400);
    expect((await fetchStorage('/object/sign/uploads/videos/signed/source.mp4?token=garbage')).status).toBe(400);
  });

  it('a signed upload URL, made by who may insert, uploads once without a key', async () => {
    const editorUploads = s.storage(s.editor.accessToken).from('uploads');
    const { data, error } = await editorUploads.createSignedUploadUrl('videos/signed-up/source.mp4');
    expect(error).toBeNull();
    const anon = s.storage().from('uploads');
    const uploaded = await anon.uploadToSignedUrl('videos/signed-up/source.mp4', data?.token ?? '', new Blob(['from a signed url'], { type: 'video/mp4' }));
    expect(uploaded.error).toBeNull();
    expect(await (await editorUploads.download('videos/signed-up/source.mp4')).data?.text()).toBe('from a signed url');
    const again = await anon.uploadToSignedUrl('videos/signed-up/source.mp4', data?.token ?? '', new Blob(['again'], { type: 'video/mp4' }));
    expect(again.error).toMatchObject({ status: 409 });
    expect((await s.storage(s.member.accessToken).from('uploads').createSignedUploadUrl('videos/x/source.mp4')).error).toMatchObject({ status: 403 });
  });

  it('a bearer JWT alone is enough; a bad apikey, a bad or expired JWT, or neither is refused in the error shape', async () => {
    const list = (headers: Record<string, string>) => fetchStorage('/object/list/media', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"prefix":""}' });
    expect((await list({ authorization: `Bearer ${s.member.accessToken}` })).status).toBe(200);
    expect((await list({ apikey: s.server.anonKey })).status).toBe(200);
    const noKey = await list({});
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ statusCode: '401', error: 'Unauthorized' });
    expect((await list({ apikey: 'nonsense', authorization: `Bearer ${s.member.accessToken}` })).status).toBe(401);
    expect((await list({ authorization: 'Bearer not-a-jwt' })).status).toBe(400);
    const key = new TextEncoder().encode(s.server.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT({ role: 'authenticated', sub: s.member.userId }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(past).setExpirationTime(past + 60).sign(key);
    const refused = await list({ authorization: `Bearer ${expired}` });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('hostile names and headers are 4xx, never 5xx, and write nothing outside the bucket', async () => {
    const service = { authorization: `Bearer ${s.server.serviceKey}` };
    const hostilePaths = [
      '/object/media/..%2F..%2Fetc%2Fpasswd',
      '/object/media/a/%2E%2E/%2E%2E/escape.txt',
      '/object/media/a/..%5C..%5Cescape.txt',
      '/object/media/nul%00byte.txt',
      '/object/media/%2Fleading.txt',
      '/object/media/a%23b.txt',
      `/object/media/${'x'.repeat(1100)}`,
      '/object/media/bad%E0%A4%A.txt',
      '/object/..%2F..%2Fetc/passwd',
      '/object/%2E%2E/passwd',
    ];
    for (const path of hostilePaths) {
      for (const method of ['POST', 'PUT', 'GET', 'HEAD']) {
        const response = await fetchStorage(path, { method, headers: { ...service, 'content-type': 'text/vtt' }, ...(method === 'POST' || method === 'PUT' ? { body: 'WEBVTT' } : {}) });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
    }
    const json = (path: string, body: unknown, method = 'POST') =>
      fetchStorage(path, { method, headers: { ...service, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const hostileBodies: [string, unknown, string?][] = [
      ['/object/move', { bucketId: 'media', sourceKey: 'a.vtt', destinationKey: '../../x.vtt' }],
      ['/object/copy', { bucketId: 'media', sourceKey: '../a', destinationKey: 'b' }],
      ['/object/copy', { bucketId: '../media', sourceKey: 'a', destinationKey: 'b' }],
      ['/object/media', { prefixes: ['../x', 'a\u0000b'] }, 'DELETE'],
      ['/object/sign/media', { expiresIn: 60, paths: ['../x'] }],
      ['/object/sign/media/a.vtt', { expiresIn: -1 }],
      ['/object/list/media', { prefix: 'x'.repeat(5000) }],
      ['/object/list/media', { sortBy: { column: 'name; drop table storage.objects', order: 'asc' } }],
      ['/bucket', { name: '../evil' }],
      ['/bucket', { name: 'ok-name', file_size_limit: 'lots' }],
    ];
    for (const [path, body, method] of hostileBodies) {
      const response = await json(path, body, method);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(await response.json()).toHaveProperty('statusCode');
    }
    const headers: Record<string, string>[] = [
      { 'x-metadata': '!!!not base64 json' },
      { 'content-type': 'not a type' },
      { 'cache-control': 'max-age=1\u00ff' },
    ];
    for (const extra of headers) {
      const response = await fetchStorage('/object/media/videos/h/v1/a.vtt', { method: 'POST', headers: { ...service, 'content-type': 'text/vtt', ...extra }, body: 'WEBVTT' });
      expect(response.status, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(extra)).toBeLessThan(500);
      await response.arrayBuffer();
    }
    const ranged = await fetchStorage('/object/public/media/videos/h/none.vtt', { headers: { range: 'bytes=--1' } });
    expect(ranged.status).toBe(404);
    await ranged.arrayBuffer();
    const dataDir = s.server.env.DATA_DIR as string;
    for (const escaped of ['escape.txt', 'passwd', 'storage/escape.txt', 'storage/passwd', 'storage/media/escape.txt']) expect(existsSync(path.join(dataDir, escaped)), escaped).toBe(false);
    if (bytes === 'disk' && existsSync(path.join(dataDir, 'storage'))) {
      const files = readdirSync(path.join(dataDir, 'storage'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      for (const file of files) expect(path.relative(path.join(dataDir, 'storage'), path.join(file.parentPath, file.name))).toMatch(/^[a-z-]+\/[^#]+#[0-9a-f-]{36}$/);
    }
  });
}

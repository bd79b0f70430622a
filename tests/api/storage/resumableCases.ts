import { createHash, randomBytes } from 'node:crypto';
import { Upload } from 'tus-js-client';
import { beforeAll, expect, it } from 'vitest';
import { tokenUser, type StorageServer } from './storageFixture.ts';

const CHUNK = 64 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface TusOptions {
  endpoint: string;
  token: string;
  objectName: string;
  uploadUrl?: string;
  /** Abort (as a cut connection would) once this many bytes have been sent. */
  stopAfter?: number;
  upsert?: boolean;
}

/** One tus upload of `bytes` as storage-js's documentation sets it up; resolves with its URL when it completes or is cut. */
function tusUpload(bytes: Buffer, options: TusOptions): Promise<{ url: string; done: boolean }> {
  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(bytes, {
      endpoint: options.endpoint,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: CHUNK,
      retryDelays: null,
      headers: { authorization: `Bearer ${options.token}`, ...(options.upsert ? { 'x-upsert': 'true' } : {}) },
      metadata: { bucketName: 'uploads', objectName: options.objectName, contentType: 'video/mp4', cacheControl: '3600' },
      onChunkComplete(_size, sent) {
        if (options.stopAfter !== undefined && sent >= options.stopAfter) void upload.abort().then(() => resolve({ url: upload.url ?? '', done: false }));
      },
      onSuccess: () => resolve({ url: upload.url ?? '', done: true }),
      onError: reject,
    });
    upload.start();
  });
}

/** storage: resumable uploads: cases run on each server of storage.test.ts. */
export function resumableCases(suite: () => StorageServer): void {
  let s: StorageServer;
  beforeAll(() => {
    s = suite();
  });

  it('an upload cut mid-way resumes at its URL and completes into the same bytes, then is a normal object', async () => {
    const source = randomBytes(5 * CHUNK + 1234);
    const endpoint = `${s.storageUrl}/upload/resumable`;
    const cut = await tusUpload(source, { endpoint, token: s.editor.accessToken, objectName: 'videos/tus/source.mp4', stopAfter: 2 * CHUNK });
    expect(cut.done).toBe(false);
    expect(cut.url).toMatch(/\/storage\/v1\/upload\/resumable\/.+/);
    const uploads = s.storage(s.editor.accessToken).from('uploads');
    expect((await uploads.exists('videos/tus/source.mp4')).data).toBe(false);

    const resumed = await tusUpload(source, { endpoint, token: s.editor.accessToken, objectName: 'videos/tus/source.mp4', uploadUrl: cut.url });
    expect(resumed).toEqual({ url: cut.url, done: true });
    const { data } = await uploads.download('videos/tus/source.mp4');
    expect(sha256(new Uint8Array(await (data as Blob).arrayBuffer()))).toBe(sha256(source));
    expect((await uploads.info('videos/tus/source.mp4')).data).toMatchObject({ size: source.length, contentType: 'video/mp4', cacheControl: 'max-age=3600' });
  });

  it('is refused at creation like an upload: a member (RLS), a taken name without x-upsert, a bad name, a wrong type; another user cannot continue one', async () => {
    const endpoint = `${s.storageUrl}/upload/resumable`;
    const bytes = randomBytes(1000);
    await expect(tusUpload(bytes, { endpoint, token: s.member.accessToken, objectName: 'videos/tus/member.mp4' })).rejects.toMatchObject({ originalResponse: expect.anything() });
    await tusUpload(bytes, { endpoint, token: s.editor.accessToken, objectName: 'videos/tus/taken.mp4' });
    await expect(tusUpload(bytes, { endpoint, token: s.editor.accessToken, objectName: 'videos/tus/taken.mp4' })).rejects.toThrow(/409/);
    expect((await tusUpload(bytes, { endpoint, token: s.editor.accessToken, objectName: 'videos/tus/taken.mp4', upsert: true })).done).toBe(true);
    await expect(tusUpload(bytes, { endpoint, token: s.editor.accessToken, objectName: '../escape.mp4' })).rejects.toThrow(/400/);

    const create = (metadata: string) =>
      fetch(endpoint, { method: 'POST', headers: { authorization: `Bearer ${s.editor.accessToken}`, 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': metadata } });
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const wrongType = await create(`bucketName ${b64('uploads')},objectName ${b64('videos/tus/x.mp4')},contentType ${b64('text/html')}`);
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ statusCode: '415' });
    expect((await create(`bucketName ${b64('nowhere')},objectName ${b64('a.mp4')},contentType ${b64('video/mp4')}`)).status).toBe(404);
    expect((await create('objectName !!!')).status).toBeLessThan(500);

    const cut = await tusUpload(randomBytes(3 * CHUNK), { endpoint, token: s.editor.accessToken, objectName: 'videos/tus/mine.mp4', stopAfter: CHUNK });
    const otherEditor = await tokenUser(s.server.jwtSecret, 'editor');
    const head = await fetch(cut.url, { method: 'HEAD', headers: { authorization: `Bearer ${otherEditor.accessToken}`, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(401);
    const anonymous = await fetch(cut.url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(anonymous.status).toBe(401);
  });

  // Uploads in progress are in DATA_DIR with either backend, so the restart runs with bytes on disk and on S3.
  it('resumes on a new server process over the same DATA_DIR', async () => {
    const source = randomBytes(4 * CHUNK + 77);
    const before = s.server.url;
    const cut = await tusUpload(source, { endpoint: `${s.storageUrl}/upload/resumable`, token: s.editor.accessToken, objectName: 'videos/restart/source.mp4', stopAfter: 2 * CHUNK });
    await s.restart();
    const resumed = await tusUpload(source, { endpoint: `${s.storageUrl}/upload/resumable`, token: s.editor.accessToken, objectName: 'videos/restart/source.mp4', uploadUrl: cut.url.replace(before, s.server.url) });
    expect(resumed.done).toBe(true);
    const { data } = await s.storage(s.editor.accessToken).from('uploads').download('videos/restart/source.mp4');
    expect(sha256(new Uint8Array(await (data as Blob).arrayBuffer()))).toBe(sha256(source));
  });
}

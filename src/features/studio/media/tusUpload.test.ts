import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startVideoUpload } from './tusUpload';

interface Stored {
  metadata: Record<string, string>;
}
const uploads: { options: Record<string, unknown>; resumedFrom?: Stored; started: number; aborted?: boolean }[] = [];
let stored: Stored[] = [];

vi.mock('tus-js-client', () => ({
  Upload: class {
    record: (typeof uploads)[number];
    constructor(_file: File, options: Record<string, unknown>) {
      this.record = { options, started: 0 };
      uploads.push(this.record);
    }
    get options() {
      return this.record.options;
    }
    findPreviousUploads = () => Promise.resolve(stored);
    resumeFromPreviousUpload(previous: Stored) {
      this.record.resumedFrom = previous;
    }
    start() {
      this.record.started++;
    }
    abort(terminate: boolean) {
      this.record.aborted = terminate;
      return Promise.resolve();
    }
  },
}));
vi.mock('../../../lib/auth/authClient', () => ({
  loadAuthClient: () => Promise.resolve({ getSession: () => Promise.resolve({ data: { session: { access_token: 'editor-token' } } }) }),
}));

const file = new File(['x'], 'evening.mp4', { type: 'video/mp4' });
const callbacks = { onProgress: () => {}, onSuccess: () => {}, onError: () => {} };

describe('startVideoUpload (the tus boundary)', () => {
  beforeEach(() => {
    uploads.length = 0;
    stored = [];
    document.head.innerHTML = '<script id="app-config" type="application/json">{"supabaseUrl":"https://db.example.com/","supabaseAnonKey":"anon-key"}</script>';
  });

  it('uploads to storage’s tus endpoint with the editor’s token, the anon key, x-upsert, 6 MiB chunks and the contract’s metadata', async () => {
    const started = await startVideoUpload('evening-quiet', file, callbacks);
    const { options } = uploads[0]!;
    expect(options).toMatchObject({
      endpoint: 'https://db.example.com/storage/v1/upload/resumable',
      headers: { apikey: 'anon-key', 'x-upsert': 'true' },
      metadata: { bucketName: 'uploads', objectName: started.objectName, contentType: 'video/mp4', cacheControl: '3600' },
      chunkSize: 6 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
    });
    // The token only per request (a browser joins a header given twice into one invalid value).
    expect(options.headers).not.toHaveProperty('authorization');
    const request = { setHeader: vi.fn() };
    await (options.onBeforeRequest as (request: unknown) => Promise<void>)(request);
    expect(request.setHeader).toHaveBeenCalledWith('authorization', 'Bearer editor-token');
    expect(started.objectName).toMatch(/^videos\/evening-quiet\/[0-9a-f-]{36}\/source$/);
    expect(started.resumed).toBe(false);
    expect(uploads[0]!.started).toBe(1);
    const second = await startVideoUpload('evening-quiet', file, callbacks);
    expect(second.objectName).not.toBe(started.objectName);
  });

  it('continues an upload of the same file to the same video that the browser remembers, under its object name', async () => {
    const earlier = { metadata: { bucketName: 'uploads', objectName: 'videos/evening-quiet/u1/source' } };
    stored = [{ metadata: { objectName: 'videos/other-video/u9/source' } }, earlier];
    const started = await startVideoUpload('evening-quiet', file, callbacks);
    expect(uploads[0]!.resumedFrom).toBe(earlier);
    expect(started).toMatchObject({ resumed: true, objectName: 'videos/evening-quiet/u1/source' });
    expect(uploads[0]!.options.metadata).toBe(earlier.metadata);
  });

  it('leaves alone a remembered upload of the same file to another video', async () => {
    stored = [{ metadata: { objectName: 'videos/other-video/u9/source' } }];
    const started = await startVideoUpload('evening-quiet', file, callbacks);
    expect(uploads[0]!.resumedFrom).toBeUndefined();
    expect(started.resumed).toBe(false);
  });

  it('Cancel aborts and asks the server to drop what it has', async () => {
    await (await startVideoUpload('evening-quiet', file, callbacks)).cancel();
    expect(uploads[0]!.aborted).toBe(true);
  });
});

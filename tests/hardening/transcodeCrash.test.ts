import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { enqueueTranscode } from '../../server/jobs/enqueue.ts';
import { mediaJob } from '../../server/jobs/mediaJobs.ts';
import { openJobQueue } from '../../server/jobs/queue.ts';
import { playlistSegments } from '../../server/jobs/transcode/renditionInfo.ts';
import { diskBackend } from '../../server/storage/backend/disk.ts';
import { serverObjects } from '../../server/storage/serverObjects.ts';
import { makeSource } from '../api/jobs/support/sources.ts';
import { POSTGRES_BASE_URL, scratchDatabase, type ScratchDatabase } from '../support/databases.ts';
import { startWorkerProcess, type WorkerProcess } from './support/workerProcess.ts';

// PostgreSQL only: a worker of its own process needs a database server (npm run worker refuses PGlite).
describe.skipIf(!POSTGRES_BASE_URL)('a worker process killed in the middle of a transcode (PostgreSQL)', () => {
  let database: ScratchDatabase;
  let db: Database;
  let dataDir: string;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    database = await scratchDatabase('media_crash');
    dataDir = mkdtempSync(path.join(tmpdir(), 'media-crash-'));
    db = await openDatabase({ url: database.url, dataDir, poolMax: 2 });
    await migrate(db);
  });

  afterAll(async () => {
    for (const worker of workers) await worker.killHard();
    await db?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('another worker finishes it: the video is ready, each rendition stored exactly once, no orphan files', async () => {
    // The storage the worker process opens from the same DATA_DIR: objects as rows and bytes.
    const backend = diskBackend(path.join(dataDir, 'storage'));
    const objects = serverObjects({ db, backend });
    const source = 'videos/media-crash/first/source';
    await objects.put('uploads', source, createReadStream(makeSource(mkdtempSync(path.join(tmpdir(), 'media-crash-source-')), 'crash.mp4', { seconds: 8 })), { contentType: 'video/mp4' });
    await db.query('insert into public.videos (id, title) values ($1, $1)', ['media-crash']);
    const boss = await openJobQueue(db, { supervise: false });
    await enqueueTranscode(boss, db, { videoId: 'media-crash', sourceObject: source });
    await boss.stop({ graceful: false });
    // What an earlier crash left: part of a rendition stored, never recorded as done.
    const prefix = 'videos/media-crash/1/';
    await objects.put('media', `${prefix}360p/seg_009.m4s`, Readable.from([Buffer.from('half stored')]), { contentType: 'video/iso.segment' });

    const env = { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir, TRANSCODE_PRESET: 'ultrafast', WORKER_CONCURRENCY: '1' };
    const first = await startWorkerProcess(env);
    workers.push(first);
    await expect.poll(async () => (await mediaJob(db, 'media-crash'))?.step ?? '', { timeout: 30_000, interval: 25 }).toMatch(/^Encoding/);
    await first.killHard();
    expect((await mediaJob(db, 'media-crash'))?.status).toBe('processing');

    const second = await startWorkerProcess(env);
    workers.push(second);
    await expect.poll(async () => (await mediaJob(db, 'media-crash'))?.status, { timeout: 60_000, interval: 250 }).toBe('ready');
    await second.stop();

    const stores = (first.output() + second.output()).match(/stored \S+/g) ?? [];
    expect(stores.sort()).toEqual(['stored 240p', 'stored 360p', 'stored audio']);
    const { rows } = await db.query<{ name: string }>("select name from storage.objects where bucket_id = 'media' order by name");
    const files = rows.map((row) => row.name.slice(prefix.length));
    // Exactly the files the playlists name, and the four beside them: nothing half stored is left.
    const named = [];
    for (const rendition of ['240p', '360p', 'audio']) {
      const playlist = await text((await objects.get('media', `${prefix}${rendition}/playlist.m3u8`)).body);
      named.push(`${rendition}/init.mp4`, `${rendition}/playlist.m3u8`, ...playlistSegments(playlist).map((segment) => `${rendition}/${segment.uri}`));
    }
    expect(files).toEqual([...named, 'master.m3u8', 'poster.jpg', 'storyboard.jpg', 'storyboard.vtt'].sort());
    // And no bytes without their row: a killed store leaves none behind for the sweeper to find.
    const bytes = [];
    for await (const entry of backend.list()) if (entry.bucket === 'media') bytes.push(entry.key);
    expect(bytes).toHaveLength(rows.length);
    const row = await mediaJob(db, 'media-crash');
    expect([row?.attempts, row?.renditions.length]).toEqual([2, 3]);
  }, 120_000);
});

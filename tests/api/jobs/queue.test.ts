import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { enqueueTranscode, retryTranscode } from '../../../server/jobs/enqueue.ts';
import { mediaJob } from '../../../server/jobs/mediaJobs.ts';
import { DEAD_TRANSCODE_QUEUE, openJobQueue, SUPERSEDED_QUEUE, TRANSCODE_QUEUE } from '../../../server/jobs/queue.ts';
import { SUPERSEDED_GRACE_SECONDS } from '../../../server/jobs/supersededMedia.ts';
import { runTranscodeJob } from '../../../server/jobs/transcodeJob.ts';
import { startWorker, type Worker } from '../../../server/jobs/worker.ts';
import { backends } from '../../support/databases.ts';
import { countingStorage } from './support/countingStorage.ts';
import { directoryStorage } from './support/directoryStorage.ts';
import { jobDatabase } from './support/jobDatabase.ts';
import { makeSource } from './support/sources.ts';

const LAYOUT = [
  '240p/init.mp4', '240p/playlist.m3u8', '240p/seg_000.m4s',
  '360p/init.mp4', '360p/playlist.m3u8', '360p/seg_000.m4s',
  'audio/init.mp4', 'audio/playlist.m3u8', 'audio/seg_000.m4s',
  'master.m3u8', 'poster.jpg', 'storyboard.jpg', 'storyboard.vtt',
];

/**
 * The longest a query of the server may wait meanwhile. On PGlite, with a worker polling every 0.5 s, measured
 * 40-170 ms at most and 16-70 ms at the 99th percentile on a 2-core machine at load 9-20 (docs/media-pipeline.md).
 */
const QUERY_WAIT_BUDGET_MS = 250;

describe.each(backends)('the transcode queue on %s', (backend) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let boss: PgBoss;
  let worker: Worker;
  let root: string;
  let counted: ReturnType<typeof countingStorage>;
  const logs: string[] = [];

  const status = async (videoId: string) => (await mediaJob(db, videoId))?.status;
  const settled = (videoId: string) =>
    expect.poll(() => status(videoId), { timeout: 30_000, interval: 100 }).toMatch(/^(ready|failed)$/);
  const upload = (videoId: string, write: (dir: string) => string) => {
    const dir = path.join(root, 'uploads', videoId);
    mkdirSync(dir, { recursive: true });
    return path.relative(path.join(root, 'uploads'), write(dir));
  };
  const stored = async (videoId: string, version: number) =>
    (await counted.storage.listPrefix(`videos/${videoId}/${version}/`)).map((name) => name.replace(`videos/${videoId}/${version}/`, '')).sort();

  beforeAll(async () => {
    ({ db, dispose } = await jobDatabase(backend));
    root = mkdtempSync(path.join(tmpdir(), 'media-queue-'));
    counted = countingStorage(directoryStorage(root));
    boss = await openJobQueue(db);
    worker = await startWorker({ boss, db, storage: counted.storage, concurrency: 1, preset: 'ultrafast', pollingIntervalSeconds: 0.5, log: (line) => void logs.push(line) });
    for (const id of ['media-ready', 'media-refused', 'media-retry']) await db.query('insert into public.videos (id, title) values ($1, $2)', [id, id]);
  });

  afterAll(async () => {
    await worker?.stop();
    await boss?.stop({ graceful: false });
    await dispose?.();
    rmSync(root, { recursive: true, force: true });
  });

  it('an upload goes from queued to ready: the layout stored once each, and the video plays it', async () => {
    const source = upload('media-ready', (dir) => makeSource(dir, 'class.mp4', { seconds: 3 }));
    // Meanwhile, what the server's own queries wait (on PGlite, behind pg-boss's on the one connection).
    const waits: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const started = performance.now();
        await db.query('select 1');
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const version = await enqueueTranscode(boss, db, { videoId: 'media-ready', sourceObject: source });
    expect(version).toBe(1);
    expect(await status('media-ready')).toBe('queued');
    await settled('media-ready');
    await boss.supervise();
    sampling = false;
    await sampler;
    const sorted = waits.sort((a, b) => a - b);
    const figures = { queries: sorted.length, p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] as number), maxMs: Math.round(sorted.at(-1) as number) };
    console.info(`server queries while a job is polled for, processed and supervised (${backend})`, figures);
    // PGlite's one connection is what pg-boss could starve; PostgreSQL's figures are printed for comparison.
    if (backend === 'pglite') expect(figures.maxMs).toBeLessThan(QUERY_WAIT_BUDGET_MS);
    const row = await mediaJob(db, 'media-ready');
    expect([row?.status, row?.step, row?.error, row?.attempts]).toEqual(['ready', null, null, 1]);
    expect(row?.renditions.map((r) => r.name).sort()).toEqual(['240p', '360p', 'audio']);
    expect(await stored('media-ready', 1)).toEqual(LAYOUT);
    expect([...counted.stores].filter(([name, count]) => name.startsWith('videos/media-ready/') && count !== 1)).toEqual([]);
    const { rows } = await db.query('select duration_seconds, playback_url, poster_url from public.videos where id = $1', ['media-ready']);
    expect(rows[0]).toEqual({
      duration_seconds: expect.anything(),
      playback_url: '/storage/v1/object/public/media/videos/media-ready/1/master.m3u8',
      poster_url: '/storage/v1/object/public/media/videos/media-ready/1/poster.jpg',
    });
    expect(Number(rows[0]?.duration_seconds)).toBeCloseTo(3, 1);
    // What version 1 replaced (nothing, here) is removed after the grace, by a job the worker sends once the video is ready.
    const superseded = async () =>
      (await db.query<{ data: unknown; start_after: Date }>('select data, start_after from pgboss.job where name = $1', [SUPERSEDED_QUEUE])).rows;
    await expect.poll(async () => (await superseded()).map((job) => job.data), { timeout: 10_000, interval: 50 }).toEqual([{ videoId: 'media-ready', version: 1 }]);
    const later = await superseded();
    expect(new Date(later[0]!.start_after).getTime() - Date.now()).toBeGreaterThan((SUPERSEDED_GRACE_SECONDS - 60) * 1000);
  });

  it('a file that is not a video fails at once with the reason, and nothing is stored', async () => {
    const source = upload('media-refused', (dir) => (writeFileSync(path.join(dir, 'notes.mp4'), 'not a video'), path.join(dir, 'notes.mp4')));
    await enqueueTranscode(boss, db, { videoId: 'media-refused', sourceObject: source });
    await settled('media-refused');
    const row = await mediaJob(db, 'media-refused');
    expect([row?.status, row?.error, row?.attempts]).toEqual(['failed', 'This file is not a video we can read.', 1]);
    expect(await stored('media-refused', 1)).toEqual([]);
  });

  it('a job whose last attempt fails says why; retryTranscode resumes it, storing only what was missing', async () => {
    const source = upload('media-retry', (dir) => makeSource(dir, 'class.mp4', { seconds: 3 }));
    // Queued without a worker's help: the failing attempt is run here, as the queue's last one.
    await db.query('insert into public.media_jobs (video_id, source_object) values ($1, $2)', ['media-retry', source]);
    const failing = countingStorage(counted.storage, (name) => name.includes('/360p/playlist'));
    await expect(
      runTranscodeJob(
        { db, storage: failing.storage, preset: 'ultrafast', workDir: path.join(root, 'work'), log: () => undefined },
        { videoId: 'media-retry', version: 1, sourceObject: source },
        { retryCount: 2, retryLimit: 2 },
      ),
    ).rejects.toThrow('storage refused');
    let row = await mediaJob(db, 'media-retry');
    expect([row?.status, row?.error]).toEqual(['failed', 'Processing stopped with an error. Try again; if it fails again, tell the site’s operator.']);
    expect(row?.renditions.map((r) => r.name)).toEqual(['240p']);
    // Half of 360p was stored before the failure.
    expect(await stored('media-retry', 1)).toContain('360p/seg_000.m4s');

    expect(await retryTranscode(boss, db, 'media-ready')).toBe(false);
    expect(await retryTranscode(boss, db, 'media-retry')).toBe(true);
    await settled('media-retry');
    row = await mediaJob(db, 'media-retry');
    expect(row?.status).toBe('ready');
    expect(row?.renditions.map((r) => r.name).sort()).toEqual(['240p', '360p', 'audio']);
    expect(await stored('media-retry', 1)).toEqual(LAYOUT);
    // 240p was stored by the failed attempt and not again.
    expect(counted.stores.get('videos/media-retry/1/240p/playlist.m3u8')).toBe(1);
    expect(logs.filter((line) => line.includes('media-retry') && line.includes('stored')).sort()).toEqual([
      'video media-retry v1: stored 360p',
      'video media-retry v1: stored audio',
    ]);
  });

  it('a new upload takes the next version; the old version\'s job then does nothing', async () => {
    const source = upload('media-ready', (dir) => makeSource(dir, 'second.mp4', { seconds: 2, width: 426, height: 240 }));
    expect(await enqueueTranscode(boss, db, { videoId: 'media-ready', sourceObject: source })).toBe(2);
    await runTranscodeJob(
      { db, storage: counted.storage, preset: 'ultrafast', workDir: path.join(root, 'work'), log: () => undefined },
      { videoId: 'media-ready', version: 1, sourceObject: 'class.mp4' },
      { retryCount: 0, retryLimit: 2 },
    );
    await settled('media-ready');
    const { rows } = await db.query('select playback_url from public.videos where id = $1', ['media-ready']);
    expect(rows[0]?.playback_url).toBe('/storage/v1/object/public/media/videos/media-ready/2/master.m3u8');
    expect((await stored('media-ready', 2)).filter((f) => f.endsWith('playlist.m3u8'))).toEqual(['240p/playlist.m3u8', 'audio/playlist.m3u8']);
  });

  it('a job the queue gave up on without the worker recording why (it died each time) ends failed', async () => {
    await db.query('insert into public.videos (id, title) values ($1, $1)', ['media-dead']);
    await db.query(`insert into public.media_jobs (video_id, source_object, status) values ($1, 'x.mp4', 'processing')`, ['media-dead']);
    expect((await boss.getQueue(TRANSCODE_QUEUE))?.deadLetter).toBe(DEAD_TRANSCODE_QUEUE);
    await boss.send(DEAD_TRANSCODE_QUEUE, { videoId: 'media-dead', version: 1, sourceObject: 'x.mp4' });
    await expect.poll(() => status('media-dead'), { timeout: 30_000, interval: 100 }).toBe('failed');
    expect((await mediaJob(db, 'media-dead'))?.error).toMatch(/^Processing stopped with an error/);
  });

  it('editors read media_jobs; other members and visitors do not', async () => {
    const count = (role: string, claims: object) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
        return (await tx.query<{ n: number }>('select count(*)::int as n from public.media_jobs')).rows[0]?.n;
      });
    expect(await count('authenticated', { role: 'authenticated', app_metadata: { role: 'editor' } })).toBe(4);
    expect(await count('authenticated', { role: 'authenticated', app_metadata: {} })).toBe(0);
    await expect(count('anon', { role: 'anon' })).rejects.toThrow(/permission denied/);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSource } from '../api/jobs/support/sources.ts';
import { memberWithRole } from '../api/support/catalogFixture.ts';
import type { Member } from '../api/support/members.ts';
import { POSTGRES_BASE_URL, scratchDatabase, type ScratchDatabase } from '../support/databases.ts';
import { startS3, type TestS3 } from '../support/s3rver.ts';
import { authClients, makeSite, startProcess, type ServerProcess, type Site } from './support/serverProcess.ts';
import { createUpload, openPart, sendPart, uploadOffset, type TusCaller } from './support/tusRequests.ts';
import { startWorkerProcess, type WorkerProcess } from './support/workerProcess.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The files a playlist names: its URI lines and URI="…" attributes (EXT-X-MAP's init segment). */
const namedIn = (playlist: string) => [
  ...playlist.split('\n').filter((line) => line && !line.startsWith('#')),
  ...[...playlist.matchAll(/URI="([^"]+)"/g)].map((match) => match[1] as string),
];

interface MediaJob {
  status: string;
  step: string | null;
  error: string | null;
  attempts: number;
  renditions: { name: string }[];
}

// PostgreSQL only: several processes need a database server (the worker process refuses PGlite). Bytes are in a
// real S3 API (s3rver): the worker has a DATA_DIR of its own and reaches sources and renditions only through S3.
describe.skipIf(!POSTGRES_BASE_URL)('media across processes: two servers, one worker process, S3, each killed with SIGKILL mid-way (PostgreSQL)', () => {
  let site: Site;
  let database: ScratchDatabase;
  let s3: TestS3;
  const servers: ServerProcess[] = [];
  const workers: WorkerProcess[] = [];
  let one: ServerProcess;
  let other: ServerProcess;
  let editor: Member;
  let caller: TusCaller;
  let videoId: string;
  let objectName: string;

  /** Both servers share DATA_DIR, as docs/storage.md asks of several processes: tus keeps uploads in progress there. */
  const startServer = async () => {
    const server = await startProcess({ site, databaseUrl: database.url, env: { ...s3.env, WORKER_CONCURRENCY: '0' } });
    servers.push(server);
    return server;
  };
  const startWorker = async () => {
    const dataDir = path.join(site.dir, `worker-${workers.length}`);
    mkdirSync(dataDir);
    // TMPDIR too: the work folder of a killed attempt is never removed, and would stay in the machine's /tmp.
    const env = { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir, TMPDIR: dataDir, TRANSCODE_PRESET: 'ultrafast', WORKER_CONCURRENCY: '1', ...s3.env };
    const worker = await startWorkerProcess(env);
    workers.push(worker);
    return worker;
  };
  const asEditor = (server: ServerProcess, pathname: string, init: RequestInit = {}) =>
    fetch(`${server.url}${pathname}`, {
      ...init,
      headers: { apikey: server.anonKey, authorization: `Bearer ${editor.accessToken}`, 'content-type': 'application/json' },
    });
  const mediaJob = async (server: ServerProcess): Promise<MediaJob | undefined> => {
    const response = await asEditor(server, `/rest/v1/media_jobs?video_id=eq.${videoId}&select=status,step,error,attempts,renditions`);
    return ((await response.json()) as MediaJob[])[0];
  };

  beforeAll(async () => {
    site = makeSite();
    database = await scratchDatabase('media_processes');
    s3 = await startS3();
    one = await startServer();
    other = await startServer();
    editor = await memberWithRole(authClients(one), 'editor');
    caller = { apikey: one.anonKey, token: editor.accessToken };
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) await worker.killHard();
    for (const server of servers) await server.kill();
    await database?.drop();
    await s3?.close();
    site?.cleanup();
  });

  it('a tus upload begun on one server, killed mid-request, is finished on the other: the object in S3 is the same bytes', async () => {
    const created = await asEditor(one, '/rest/v1/rpc/studio_new_video', { method: 'POST', body: JSON.stringify({ title: 'Across Processes' }) });
    expect(created.status).toBe(200);
    videoId = (await created.json()) as string;
    objectName = `videos/${videoId}/${randomUUID()}/source`;
    const source = readFileSync(makeSource(site.dir, 'across.mp4', { seconds: 8 }));
    const uploadPath = await createUpload(one.url, caller, { bucketName: 'uploads', objectName, contentType: 'video/mp4', size: source.length });
    const third = Math.floor(source.length / 3);
    expect(await sendPart(`${one.url}${uploadPath}`, caller, 0, source.subarray(0, third))).toBe(third);

    // A second part is under way when the server dies: some of it is on disk (DATA_DIR/storage-resumable), the rest never came.
    const cut = openPart(`${one.url}${uploadPath}`, caller, third, source.subarray(third, 2 * third));
    const staged = path.join(site.dir, 'storage-resumable', path.basename(uploadPath));
    await expect.poll(() => statSync(staged).size, { timeout: 10_000, interval: 20 }).toBeGreaterThan(third);
    await one.kill('SIGKILL');
    expect(await cut).toMatch(/^cut/);

    const offset = await uploadOffset(`${other.url}${uploadPath}`, caller);
    expect(offset).toBeGreaterThan(third);
    expect(offset).toBeLessThanOrEqual(2 * third);
    expect(await sendPart(`${other.url}${uploadPath}`, caller, offset, source.subarray(offset))).toBe(source.length);
    const stored = await asEditor(other, `/storage/v1/object/authenticated/uploads/${objectName}`);
    expect(stored.status).toBe(200);
    expect(sha256(new Uint8Array(await stored.arrayBuffer()))).toBe(sha256(source));
  });

  it('only the worker process transcodes; killed mid-encode, a new worker finishes: ready, each rendition once', async () => {
    expect(other.output()).toContain('queue only (WORKER_CONCURRENCY=0)');
    const queued = await asEditor(other, '/functions/v1/video-media', { method: 'POST', body: JSON.stringify({ action: 'process', videoId, source: objectName }) });
    expect([queued.status, await queued.json()]).toEqual([202, { status: 'queued' }]);
    expect((await mediaJob(other))?.status).toBe('queued');

    const first = await startWorker();
    await expect.poll(() => mediaJob(other), { timeout: 30_000, interval: 25 }).toMatchObject({ status: 'processing', step: expect.stringMatching(/^Encoding .*\(\d+%\)$/) });
    await first.killHard();
    expect(await mediaJob(other)).toMatchObject({ status: 'processing', renditions: [] });

    // Its job comes back once its heartbeat is missed and a retry's delay has passed (docs/media-pipeline.md): about 15-30 s.
    const second = await startWorker();
    await expect.poll(() => mediaJob(other), { timeout: 75_000, interval: 250 }).toMatchObject({ status: 'ready' });
    await second.stop();
    const job = await mediaJob(other);
    expect(job?.attempts).toBe(2);
    expect(job?.renditions.map((rendition) => rendition.name)).toEqual(['240p', '360p', 'audio']);
    expect(first.output()).not.toMatch(/stored /);
    expect((second.output().match(/stored \S+/g) ?? []).sort()).toEqual(['stored 240p', 'stored 360p', 'stored audio']);
  }, 120_000);

  it('a visitor reads the playlist and a segment through a restarted server; S3 holds exactly the layout and the source', async () => {
    const restarted = await startServer();
    const prefix = `videos/${videoId}/1/`;
    const video = await asEditor(restarted, `/rest/v1/videos?id=eq.${videoId}&select=playback_url`);
    expect(await video.json()).toEqual([{ playback_url: `/storage/v1/object/public/media/${prefix}master.m3u8` }]);

    const visit = async (file: string) => {
      const response = await fetch(`${restarted.url}/storage/v1/object/public/media/${prefix}${file}`);
      expect(response.status, file).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const master = await visit('master.m3u8');
    const layout = ['master.m3u8', 'poster.jpg', 'storyboard.jpg', 'storyboard.vtt'];
    for (const playlist of namedIn(master.toString())) {
      const folder = path.posix.dirname(playlist);
      layout.push(playlist, ...namedIn((await visit(playlist)).toString()).map((file) => `${folder}/${file}`));
    }
    const segment = layout.find((file) => file.endsWith('.m4s')) as string;
    const visited = await visit(segment);

    // Every key is `<bucket>/<name>#<version>`: one per name, and no name the final layout does not list.
    const keys = await s3.keys();
    const names = keys.map((key) => key.slice(0, key.lastIndexOf('#')));
    expect(names.sort()).toEqual([...layout.map((file) => `media/${prefix}${file}`), `uploads/${objectName}`].sort());
    const keyOf = (file: string) => keys.find((key) => key.startsWith(`media/${prefix}${file}#`)) as string;
    expect(sha256(master)).toBe(sha256(await s3.bytes(keyOf('master.m3u8'))));
    expect(sha256(visited)).toBe(sha256(await s3.bytes(keyOf(segment))));
    // And none on the servers' disk: what the visitor read came from S3.
    expect(existsSync(path.join(site.dir, 'storage'))).toBe(false);
  }, 60_000);
});

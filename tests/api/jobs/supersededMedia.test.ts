import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { removeSupersededMedia, SUPERSEDED_GRACE_SECONDS } from '../../../server/jobs/supersededMedia.ts';
import { backends } from '../../support/databases.ts';
import { directoryStorage } from './support/directoryStorage.ts';
import { jobDatabase } from './support/jobDatabase.ts';

const VERSION_FILES = ['240p/playlist.m3u8', '240p/seg_000.m4s', 'master.m3u8', 'poster.jpg'];

describe.each(backends)('what a ready version replaced, removed after the grace, on %s', (backend) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let root: string;

  /** Writes `names` under bucket folder `bucket`, stored `ageSeconds` ago. */
  const put = (bucket: string, names: string[], ageSeconds = 0) => {
    const when = new Date(Date.now() - ageSeconds * 1000);
    for (const name of names) {
      const file = path.join(root, bucket, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, name);
      utimesSync(file, when, when);
    }
  };
  const versionFiles = (videoId: string, version: number) => VERSION_FILES.map((file) => `videos/${videoId}/${version}/${file}`);
  const video = async (id: string, { version, playing, source }: { version: number; playing: number; source: string }) => {
    await db.query('insert into public.videos (id, title, playback_url) values ($1, $1, $2)', [id, `/storage/v1/object/public/media/videos/${id}/${playing}/master.m3u8`]);
    await db.query("insert into public.media_jobs (video_id, source_object, version, status) values ($1, $2, $3, 'ready')", [id, source, version]);
  };
  const media = async (videoId: string) => (await directoryStorage(root).listPrefix(`videos/${videoId}/`)).sort();
  const sources = (videoId: string) => readdirSync(path.join(root, 'uploads', 'videos', videoId)).sort();

  beforeAll(async () => {
    ({ db, dispose } = await jobDatabase(backend));
    root = mkdtempSync(path.join(tmpdir(), 'media-superseded-'));
  });
  afterAll(async () => {
    await dispose?.();
    rmSync(root, { recursive: true, force: true });
  });

  it('earlier versions and sources go; the version played, the current source and a fresh upload stay', async () => {
    await video('replaced', { version: 3, playing: 3, source: 'videos/replaced/third.mp4' });
    put('media', [...versionFiles('replaced', 1), ...versionFiles('replaced', 2), ...versionFiles('replaced', 3)]);
    const old = SUPERSEDED_GRACE_SECONDS + 60;
    put('uploads', ['videos/replaced/first.mp4', 'videos/replaced/second.mp4', 'videos/replaced/third.mp4'], old);
    put('uploads', ['videos/replaced/fourth.mp4']);

    expect(await removeSupersededMedia(db, directoryStorage(root), { videoId: 'replaced', version: 3 })).toBe(2 * VERSION_FILES.length + 2);
    expect(await media('replaced')).toEqual(versionFiles('replaced', 3).sort());
    expect(sources('replaced')).toEqual(['fourth.mp4', 'third.mp4']);
  });

  it('never the version the video still plays (an editor pointed it back), nor another video’s', async () => {
    await video('pointed-back', { version: 2, playing: 1, source: 'videos/pointed-back/b.mp4' });
    put('media', [...versionFiles('pointed-back', 1), ...versionFiles('pointed-back', 2), ...versionFiles('pointed-back-2', 1)]);
    expect(await removeSupersededMedia(db, directoryStorage(root), { videoId: 'pointed-back', version: 2 })).toBe(0);
    expect(await media('pointed-back')).toHaveLength(2 * VERSION_FILES.length);
    expect(await media('pointed-back-2')).toHaveLength(VERSION_FILES.length);
  });
});

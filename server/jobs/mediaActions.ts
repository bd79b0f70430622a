import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { enqueueTranscode, retryTranscode } from './enqueue.ts';
import { mediaJob } from './mediaJobs.ts';
import { posterSource } from './posterSource.ts';
import { cacheControlOf, contentTypeOf, mediaPrefix, publicMediaUrl, type MediaStorage } from './storage.ts';
import { validateWebVtt, type CaptionProblem } from './transcode/captions.ts';
import { captionFile, captionMediaPlaylist, captionPlaylist, MASTER_PLAYLIST, masterPlaylist } from './transcode/playlists.ts';
import { makePoster, POSTER } from './transcode/poster.ts';

export const CAPTION_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** Why an editor's media action cannot be done: `reason` says what to do instead. */
export class MediaActionRefused extends Error {
  readonly kind: 'not_found' | 'not_ready' | 'invalid_captions' | 'not_failed';

  constructor(kind: MediaActionRefused['kind'], reason: string) {
    super(reason);
    this.kind = kind;
  }
}

/** What the studio asks of a video's media (POST /functions/v1/video-media): the queue's side of each action. */
export interface MediaActions {
  process(videoId: string, sourceObject: string): Promise<void>;
  retry(videoId: string): Promise<void>;
  poster(videoId: string, atSeconds: number): Promise<string>;
  captions(videoId: string, language: CaptionLanguage, text: string): Promise<void>;
}

const POSTER_HEIGHT = 720;

/** A ready video's media row, or the refusal that says why there is nothing to change yet. */
async function readyMedia(db: Database, videoId: string) {
  const job = await mediaJob(db, videoId);
  const duration = Number(job?.duration_seconds);
  if (!job || job.status !== 'ready' || !(duration > 0)) throw new MediaActionRefused('not_ready', 'Upload the video and let it finish processing first.');
  return { ...job, duration };
}

/** Runs `work` in a temporary folder of its own, removed after. */
async function inScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stillwater-media-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function store(storage: MediaStorage, prefix: string, dir: string, file: string, content: string | Buffer): Promise<void> {
  const local = path.join(dir, file.replaceAll('/', '-'));
  await writeFile(local, content);
  await storage.storeFile(`${prefix}${file}`, local, contentTypeOf(file), cacheControlOf(file));
}

/** The media actions on `db`'s queue `boss` (resolved once the queue has started) and `storage`. */
export function mediaActions({ db, boss, storage }: { db: Database; boss: Promise<PgBoss>; storage: MediaStorage }): MediaActions {
  const videoExists = async (videoId: string) => {
    const { rows } = await db.query('select 1 from public.videos where id = $1', [videoId]);
    if (rows.length === 0) throw new MediaActionRefused('not_found', 'There is no such video.');
  };
  return {
    async process(videoId, sourceObject) {
      await videoExists(videoId);
      await enqueueTranscode(await boss, db, { videoId, sourceObject });
    },
    async retry(videoId) {
      await videoExists(videoId);
      if (!(await retryTranscode(await boss, db, videoId))) throw new MediaActionRefused('not_failed', 'This video’s processing has not failed.');
    },
    async poster(videoId, atSeconds) {
      const job = await readyMedia(db, videoId);
      const at = Math.min(Math.max(atSeconds, 0), Math.max(job.duration - 0.1, 0));
      const prefix = mediaPrefix(videoId, job.version);
      await inScratch(async (dir) => {
        const frame = await posterSource(storage, prefix, job.renditions, at, dir);
        const poster = path.join(dir, POSTER);
        await makePoster(frame.file, frame.atSeconds, poster, POSTER_HEIGHT);
        await storage.storeFile(`${prefix}${POSTER}`, poster, contentTypeOf(POSTER), cacheControlOf(POSTER));
      });
      // The file is rewritten in place: the address changes with each choice, so no cache shows the old frame.
      const url = `${publicMediaUrl(videoId, job.version, POSTER)}?at=${at.toFixed(3)}`;
      await db.query('update public.videos set poster_url = $2 where id = $1', [videoId, url]);
      return url;
    },
    async captions(videoId, language, text) {
      const problem: CaptionProblem | null = validateWebVtt(text);
      if (problem) throw new MediaActionRefused('invalid_captions', `Line ${problem.line}: ${problem.message}`);
      const job = await readyMedia(db, videoId);
      const languages = [...new Set([...job.captions, language])].sort();
      const prefix = mediaPrefix(videoId, job.version);
      await inScratch(async (dir) => {
        await store(storage, prefix, dir, captionFile(language), text);
        await store(storage, prefix, dir, captionPlaylist(language), captionMediaPlaylist(language, job.duration));
        // The master last: it names the track only once the track is there.
        await store(storage, prefix, dir, MASTER_PLAYLIST, masterPlaylist(job.renditions, languages));
      });
      await db.query('update public.media_jobs set captions = $2, updated_at = now() where video_id = $1 and version = $3', [videoId, languages, job.version]);
    },
  };
}

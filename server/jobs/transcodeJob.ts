import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { addRendition, mediaJob, setFailed, setReady, setRetrying, setStarted, setStep } from './mediaJobs.ts';
import { cacheControlOf, contentTypeOf, mediaPrefix, publicMediaUrl, type MediaStorage } from './storage.ts';
import { PLAYLIST } from './transcode/encode.ts';
import { MASTER_PLAYLIST } from './transcode/playlists.ts';
import { POSTER } from './transcode/poster.ts';
import { MediaRefusal } from './transcode/refusal.ts';
import type { RenditionInfo } from './transcode/renditionInfo.ts';
import { STORYBOARD_IMAGE, STORYBOARD_TRACK } from './transcode/storyboard.ts';
import { transcodeToDirectory } from './transcode/transcodeToDirectory.ts';

/** A job of the transcode queue. */
export interface TranscodeJobData {
  videoId: string;
  version: number;
  sourceObject: string;
}

export interface TranscodeContext {
  db: Database;
  storage: MediaStorage;
  /** libx264's -preset. */
  preset: string;
  /** Local scratch space: each job works in a folder of its own here, removed when it ends. */
  workDir: string;
  log: (message: string) => void;
}

export interface Attempt {
  signal?: AbortSignal;
  /** This attempt's number from 0, and the last one the queue makes: after it, a failure is final. */
  retryCount: number;
  retryLimit: number;
}

export const FAILED = 'Processing stopped with an error. Try again; if it fails again, tell the site’s operator.';

/** The files of a folder, subfolders included, as paths relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * One attempt at a transcode job (docs/media-pipeline.md, crash safety). Renditions stored by an earlier attempt
 * are kept and skipped; anything else under the version's prefix (a rendition half stored when a worker died) is
 * removed first. Each rendition is stored as soon as it is made, its playlist last, then recorded in
 * media_jobs.renditions. A refused source ends the job as failed with its reason; any other error is thrown for the
 * queue to retry, and recorded as the failure once the last attempt fails. Resolves to true when it made the
 * version ready.
 */
export async function runTranscodeJob(context: TranscodeContext, data: TranscodeJobData, attempt: Attempt): Promise<boolean> {
  const { db, storage, log } = context;
  const { videoId, version } = data;
  const row = await mediaJob(db, videoId);
  // A newer upload took over, or an earlier delivery of this job finished it.
  if (!row || row.version !== version || row.status === 'ready') return false;
  // A folder of this attempt's own: an ffmpeg left running by a worker that was killed cannot write into it.
  const work = path.join(context.workDir, `${videoId}-${version}-${randomBytes(4).toString('hex')}`);
  const prefix = mediaPrefix(videoId, version);
  try {
    await setStarted(db, videoId, version);
    await mkdir(work, { recursive: true });
    await setStep(db, videoId, version, 'Fetching the upload');
    const source = path.join(work, 'source');
    await storage.fetchSource(data.sourceObject, source);

    const stored = await storage.listPrefix(prefix);
    const done = row.renditions.filter((r) => stored.includes(`${prefix}${r.name}/${PLAYLIST}`));
    const kept = new Set(['captions', ...done.map((r) => r.name)]);
    for (const folder of new Set(stored.map((name) => name.slice(prefix.length)).filter((name) => name.includes('/')).map((name) => name.split('/')[0] as string))) {
      if (!kept.has(folder)) await storage.removePrefix(`${prefix}${folder}/`);
    }
    const captionLanguages = stored.map((name) => /captions\/([^/]+)\.vtt$/.exec(name)?.[1]).filter((language): language is string => !!language);

    const storeRendition = async (info: RenditionInfo, dir: string) => {
      await setStep(db, videoId, version, `Saving ${info.name}`);
      const files = (await filesIn(dir)).sort((a, b) => Number(a === PLAYLIST) - Number(b === PLAYLIST));
      for (const file of files) await storage.storeFile(`${prefix}${info.name}/${file}`, path.join(dir, file), contentTypeOf(file), cacheControlOf(file));
      await addRendition(db, videoId, version, info);
      log(`video ${videoId} v${version}: stored ${info.name}`);
    };
    const out = path.join(work, 'out');
    const result = await transcodeToDirectory(source, out, {
      preset: context.preset,
      skipRenditions: done,
      captionLanguages,
      signal: attempt.signal,
      onStep: (step) => setStep(db, videoId, version, step).then(() => undefined),
      onRendition: storeRendition,
    });

    await setStep(db, videoId, version, 'Saving');
    for (const file of [POSTER, STORYBOARD_IMAGE, STORYBOARD_TRACK, MASTER_PLAYLIST]) {
      await storage.storeFile(prefix + file, path.join(out, file), contentTypeOf(file), cacheControlOf(file));
    }
    await setReady(db, videoId, version, {
      durationSeconds: result.source.durationSeconds,
      playbackUrl: publicMediaUrl(videoId, version, MASTER_PLAYLIST),
      posterUrl: publicMediaUrl(videoId, version, POSTER),
    });
    log(`video ${videoId} v${version}: ready`);
    return true;
  } catch (error) {
    if (error instanceof MediaRefusal) {
      await setFailed(db, videoId, version, error.message);
      log(`video ${videoId} v${version}: refused: ${error.message}`);
      return false;
    }
    if (attempt.signal?.aborted) {
      await setRetrying(db, videoId, version, 'Waiting for a worker');
      throw error;
    }
    log(`video ${videoId} v${version}: attempt ${attempt.retryCount + 1} failed: ${(error as Error).message}`);
    const final = attempt.retryCount >= attempt.retryLimit;
    await (final ? setFailed(db, videoId, version, FAILED) : setRetrying(db, videoId, version, 'Waiting to try again after an error'));
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

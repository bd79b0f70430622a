import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeRenditions, PLAYLIST } from './encode.ts';
import { AUDIO_ONLY, ladderFor, outputFrameRate } from './ladder.ts';
import { MASTER_PLAYLIST, masterPlaylist } from './playlists.ts';
import { makeDefaultPoster, POSTER } from './poster.ts';
import { probe, type SourceInfo } from './probe.ts';
import { measureRendition, type RenditionInfo } from './renditionInfo.ts';
import { makeStoryboard, STORYBOARD_IMAGE, STORYBOARD_TRACK } from './storyboard.ts';

export interface TranscodeOptions {
  /** libx264's -preset; config TRANSCODE_PRESET (decision 2581). */
  preset: string;
  /** The step under way, in the words editors see: "Probing", "Encoding 240p, 360p (40%)", "Poster", "Storyboard". */
  onStep?: (step: string) => void | Promise<void>;
  /** Renditions made (and stored) before: not encoded again, listed in the master as measured then. */
  skipRenditions?: RenditionInfo[];
  /** Called with each rendition made, its files complete in `dir`, before the next step: where a job stores it. */
  onRendition?: (info: RenditionInfo, dir: string) => Promise<void>;
  /** Caption languages to list in the master (their files are the caller's). */
  captionLanguages?: string[];
  signal?: AbortSignal;
}

export interface TranscodeResult {
  source: SourceInfo;
  /** Every rendition of the master, made now or skipped. */
  renditions: RenditionInfo[];
}

/** Percent steps at which encoding progress is reported. */
const PROGRESS_STEP = 5;

/**
 * The whole pipeline into `outDir` (docs/media-pipeline.md): probe (MediaRefusal for what is not a video), the
 * ladder in one ffmpeg pass, each rendition measured, poster, storyboard, master.m3u8.
 */
export async function transcodeToDirectory(sourcePath: string, outDir: string, options: TranscodeOptions): Promise<TranscodeResult> {
  const { onStep = () => undefined, skipRenditions = [], signal } = options;
  await mkdir(outDir, { recursive: true });
  await onStep('Probing');
  const source = await probe(sourcePath, signal);
  const done = new Set(skipRenditions.map((r) => r.name));
  const rungs = ladderFor(source);
  const missing = rungs.filter((rung) => !done.has(rung.name));
  const audio = source.hasAudio && !done.has(AUDIO_ONLY.name);
  const made = [...missing.map((rung) => rung.name), ...(audio ? [AUDIO_ONLY.name] : [])];
  if (made.length > 0) {
    const label = `Encoding ${made.join(', ')}`;
    await onStep(label);
    let reported = 0;
    await encodeRenditions(sourcePath, source, missing, outDir, {
      preset: options.preset,
      audio,
      signal,
      onProgress: (fraction) => {
        const percent = Math.floor((fraction * 100) / PROGRESS_STEP) * PROGRESS_STEP;
        if (percent <= reported || percent >= 100) return;
        reported = percent;
        void onStep(`${label} (${percent}%)`);
      },
    });
  }
  const frameRate = outputFrameRate(source.frameRate);
  const renditions = [...skipRenditions];
  for (const name of made) {
    const dir = path.join(outDir, name);
    const info = await measureRendition(dir, name, { hasAudio: source.hasAudio, frameRate });
    await options.onRendition?.(info, dir);
    renditions.push(info);
  }
  await onStep('Poster');
  const top = rungs.at(-1)?.height ?? source.height;
  await makeDefaultPoster(sourcePath, source.durationSeconds, path.join(outDir, POSTER), top, signal);
  await onStep('Storyboard');
  // Read from the smallest rendition made now when there is one: decoding it costs a fraction of the source's.
  const storyboardInput = missing[0] ? path.join(outDir, missing[0].name, PLAYLIST) : sourcePath;
  await makeStoryboard(storyboardInput, source.durationSeconds, path.join(outDir, STORYBOARD_IMAGE), path.join(outDir, STORYBOARD_TRACK), signal);
  await writeFile(path.join(outDir, MASTER_PLAYLIST), masterPlaylist(renditions, options.captionLanguages ?? []));
  return { source, renditions };
}

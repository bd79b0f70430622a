import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAYLIST } from '../../server/jobs/transcode/encode.ts';
import { captionFile, captionMediaPlaylist, captionPlaylist, MASTER_PLAYLIST, masterPlaylist } from '../../server/jobs/transcode/playlists.ts';
import { POSTER } from '../../server/jobs/transcode/poster.ts';
import { FFMPEG, run } from '../../server/jobs/transcode/run.ts';
import { transcodeToDirectory } from '../../server/jobs/transcode/transcodeToDirectory.ts';

/** Two minutes: a short practice, long enough that a download is mostly bytes, not requests. */
export const VIDEO_SECONDS = 120;
/** The one picture rendition the bench's video offers: the one "Standard" downloads. */
export const RENDITION = '540p';
const CUE_SECONDS = 4;

/** testsrc2 with temporal grain, so that x264 spends the rung's whole rate cap, as a camera's picture makes it. */
const PICTURE = `testsrc2=size=960x540:rate=30:duration=${VIDEO_SECONDS},noise=alls=4:allf=t`;
const TONE = `sine=frequency=432:sample_rate=48000:duration=${VIDEO_SECONDS}`;

const stamp = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

function englishCaptions(): string {
  const cues = Array.from({ length: VIDEO_SECONDS / CUE_SECONDS }, (_, i) => {
    const start = i * CUE_SECONDS;
    return `${stamp(start)} --> ${stamp(start + CUE_SECONDS)}\nBreathe in, and let breath ${i + 1} go.`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * The source, through the pipeline's own function (transcodeToDirectory), then its master rewritten to offer 540p
 * and the audio-only rendition with English captions: a video whose online start and whose Standard download are
 * the same rendition, whatever the player's size or bandwidth guess.
 */
async function make(dir: string): Promise<void> {
  const source = path.join(dir, 'source.mp4');
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', PICTURE, '-f', 'lavfi', '-i', TONE];
  await run(FFMPEG, [...args, '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-g', '60', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '160k', '-shortest', source]);
  const media = path.join(dir, 'media');
  const { renditions } = await transcodeToDirectory(source, media, { preset: 'ultrafast', captionLanguages: ['en'] });
  rmSync(source);
  const kept = renditions.filter((rendition) => rendition.name === RENDITION || rendition.height === undefined);
  for (const rendition of renditions) if (!kept.includes(rendition)) rmSync(path.join(media, rendition.name), { recursive: true });
  writeFileSync(path.join(media, MASTER_PLAYLIST), masterPlaylist(kept, ['en']));
  await mkdir(path.join(media, 'captions'));
  writeFileSync(path.join(media, captionFile('en')), englishCaptions());
  writeFileSync(path.join(media, captionPlaylist('en')), captionMediaPlaylist('en', VIDEO_SECONDS));
}

/**
 * The bench's video as the pipeline lays one out, made once (about a minute of ffmpeg on two cores) and kept in the
 * system's temporary folder, written aside and renamed into place.
 */
export async function benchVideoDir(): Promise<string> {
  const dir = path.join(tmpdir(), 'stillwater-bench-offline-v1');
  const media = path.join(dir, 'media');
  if (existsSync(path.join(media, MASTER_PLAYLIST))) return media;
  const scratch = mkdtempSync(path.join(tmpdir(), 'stillwater-bench-offline-'));
  try {
    await make(scratch);
    renameSync(scratch, dir);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(path.join(media, MASTER_PLAYLIST))) throw error;
  }
  return media;
}

/** What a Standard download of the video fetches, relative to its folder: master, rendition, captions, poster. */
export function downloadedFiles(media: string): string[] {
  const rendition = readdirSync(path.join(media, RENDITION)).sort((a, b) => Number(b === PLAYLIST) - Number(a === PLAYLIST) || a.localeCompare(b));
  return [MASTER_PLAYLIST, ...rendition.map((file) => `${RENDITION}/${file}`), captionPlaylist('en'), captionFile('en'), POSTER];
}

export const bytesOf = (media: string, files: readonly string[]) => files.reduce((sum, file) => sum + statSync(path.join(media, file)).size, 0);

import { writeFile } from 'node:fs/promises';
import { FFMPEG, run } from './run.ts';

export const STORYBOARD_IMAGE = 'storyboard.jpg';
export const STORYBOARD_TRACK = 'storyboard.vtt';
export const TILE_WIDTH = 160;
export const TILE_HEIGHT = 90;
const COLUMNS = 10;
const MAX_TILES = 100;

/** Seconds between two thumbnails: whole seconds, so that a video has at most MAX_TILES of them. */
export const storyboardInterval = (durationSeconds: number) => Math.max(1, Math.ceil(durationSeconds / MAX_TILES));

/** "HH:MM:SS.mmm" */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The thumbnail track: one cue per tile, pointing into the sprite with a media fragment (#xywh). */
export function storyboardTrack(durationSeconds: number): string {
  const interval = storyboardInterval(durationSeconds);
  const count = Math.ceil(durationSeconds / interval);
  const cues = Array.from({ length: count }, (_, i) => {
    const x = (i % COLUMNS) * TILE_WIDTH;
    const y = Math.floor(i / COLUMNS) * TILE_HEIGHT;
    const end = Math.min((i + 1) * interval, durationSeconds);
    return `${vttTime(i * interval)} --> ${vttTime(end)}\n${STORYBOARD_IMAGE}#xywh=${x},${y},${TILE_WIDTH},${TILE_HEIGHT}`;
  });
  return ['WEBVTT', '', ...cues.map((cue) => cue + '\n')].join('\n');
}

/**
 * The sprite (COLUMNS tiles a row, letterboxed to 160×90) and its WebVTT track, into `imageFile` and `trackFile`;
 * `input` is the source or a rendition's playlist.
 */
export async function makeStoryboard(input: string, durationSeconds: number, imageFile: string, trackFile: string, signal?: AbortSignal): Promise<void> {
  const interval = storyboardInterval(durationSeconds);
  const count = Math.ceil(durationSeconds / interval);
  const rows = Math.ceil(count / COLUMNS);
  const columns = Math.min(COLUMNS, count);
  const filter = [
    `fps=1/${interval}:round=down`,
    `scale=${TILE_WIDTH}:${TILE_HEIGHT}:force_original_aspect_ratio=decrease`,
    `pad=${TILE_WIDTH}:${TILE_HEIGHT}:(ow-iw)/2:(oh-ih)/2`,
    `tile=${columns}x${rows}`,
  ].join(',');
  await run(FFMPEG, ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-i', input, '-an', '-vf', filter, '-frames:v', '1', '-q:v', '4', imageFile], { signal });
  await writeFile(trackFile, storyboardTrack(durationSeconds));
}

import { FFMPEG, run } from './run.ts';

export const POSTER = 'poster.jpg';
/** The default poster's place in the video, as a share of its duration. */
const DEFAULT_AT = [0.1, 0.25, 0.5];
/** Mean luma (0-255) under which a frame counts as black. */
const BLACK_LUMA = 24;

/** The frame at `seconds` as a JPEG at `height` lines (the top rung's), the way the editor picks one later. */
export async function makePoster(source: string, seconds: number, outFile: string, height: number, signal?: AbortSignal): Promise<void> {
  await run(FFMPEG, ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-ss', seconds.toFixed(3), '-i', source, '-frames:v', '1', '-vf', `scale=-2:${height}`, '-q:v', '3', outFile], { signal });
}

async function meanLuma(file: string, signal?: AbortSignal): Promise<number> {
  const out = await run(FFMPEG, ['-hide_banner', '-nostdin', '-v', 'error', '-i', file, '-vf', 'signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-', '-f', 'null', '-'], { signal });
  return Number(/YAVG=([\d.]+)/.exec(out)?.[1] ?? 0);
}

/** The default poster: 10% into the video, or at 25% or 50% when the frame there is black (a fade-in). */
export async function makeDefaultPoster(source: string, durationSeconds: number, outFile: string, height: number, signal?: AbortSignal): Promise<void> {
  for (const share of DEFAULT_AT) {
    await makePoster(source, durationSeconds * share, outFile, height, signal);
    if ((await meanLuma(outFile, signal)) >= BLACK_LUMA) return;
  }
  await makePoster(source, durationSeconds * (DEFAULT_AT[0] as number), outFile, height, signal);
}

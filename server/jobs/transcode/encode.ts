import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_ONLY, KEYFRAME_SECONDS, outputFrameRate, SEGMENT_SECONDS, widthAt, type Rung } from './ladder.ts';
import type { SourceInfo } from './probe.ts';
import { FFMPEG, run } from './run.ts';

export const PLAYLIST = 'playlist.m3u8';
export const INIT_SEGMENT = 'init.mp4';

export interface EncodeOptions {
  /** libx264's -preset (config TRANSCODE_PRESET). */
  preset: string;
  /** Also make the audio-only rendition (only when the source has audio). */
  audio: boolean;
  signal?: AbortSignal;
  /** The share of the source encoded so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** HLS with fMP4 segments of SEGMENT_SECONDS, written to `dir`/playlist.m3u8, init.mp4 and seg_NNN.m4s. */
const hlsOutput = (dir: string) => [
  '-f', 'hls',
  '-hls_time', String(SEGMENT_SECONDS),
  '-hls_playlist_type', 'vod',
  '-hls_segment_type', 'fmp4',
  '-hls_fmp4_init_filename', INIT_SEGMENT,
  '-hls_segment_filename', path.join(dir, 'seg_%03d.m4s'),
  path.join(dir, PLAYLIST),
];

const stereoAac = (kbps: number) => ['-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', '2', '-ar', '48000'];

/**
 * The video rungs (and the audio-only rendition) in ONE ffmpeg process: the source is decoded once and split,
 * each branch scaled and encoded into its own folder under `outDir` (decision 2580). Keyframes fall every
 * KEYFRAME_SECONDS in every rung, whatever the content (fixed GOP, no scene-cut keyframes), so segments align.
 */
export async function encodeRenditions(source: string, info: SourceInfo, rungs: Rung[], outDir: string, options: EncodeOptions): Promise<void> {
  const fps = outputFrameRate(info.frameRate);
  const gop = Math.max(1, Math.round(fps * KEYFRAME_SECONDS));
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats', '-i', source];
  if (rungs.length > 0) {
    const rate = fps === info.frameRate ? '' : `fps=${fps.toFixed(6)},`;
    const split = `[0:v:0]${rate}format=yuv420p,split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
    const scales = rungs.map((rung, i) => `[s${i}]scale=${widthAt(info, rung.height)}:${rung.height}:flags=bicubic,setsar=1[v${i}]`);
    args.push('-filter_complex', [split, ...scales].join(';'));
  }
  for (const [i, rung] of rungs.entries()) {
    const dir = path.join(outDir, rung.name);
    await mkdir(dir, { recursive: true });
    args.push(
      '-map', `[v${i}]`,
      ...(info.hasAudio ? ['-map', '0:a:0', ...stereoAac(rung.audioKbps)] : []),
      '-c:v', 'libx264', '-preset', options.preset, '-profile:v', 'high', '-crf', '23',
      '-maxrate', `${rung.maxrateKbps}k`, '-bufsize', `${rung.maxrateKbps * 2}k`,
      '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
      '-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
      ...hlsOutput(dir),
    );
  }
  if (options.audio && info.hasAudio) {
    const dir = path.join(outDir, AUDIO_ONLY.name);
    await mkdir(dir, { recursive: true });
    args.push('-map', '0:a:0', '-vn', ...stereoAac(AUDIO_ONLY.audioKbps), ...hlsOutput(dir));
  }
  if (rungs.length === 0 && !(options.audio && info.hasAudio)) return;
  const onProgress = options.onProgress;
  await run(FFMPEG, args, {
    signal: options.signal,
    onLine: onProgress
      ? (line) => {
          const match = /^out_time_us=(\d+)/.exec(line);
          if (match) onProgress(Math.min(1, Number(match[1]) / 1e6 / info.durationSeconds));
        }
      : undefined,
  });
}

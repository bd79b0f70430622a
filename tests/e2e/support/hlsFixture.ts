import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FFMPEG = '/usr/bin/ffmpeg';
const SECONDS = 8;
const SEGMENT_SECONDS = 2;
/** The storyboard's tiles: one per segment, 160×90, in a row. */
const TILE = { width: 160, height: 90, count: SECONDS / SEGMENT_SECONDS };
export const FIXTURE_RUNGS = [
  { name: '360p', width: 640, height: 360, bandwidth: 900_000, codecs: 'avc1.64001e,mp4a.40.2' },
  { name: '240p', width: 426, height: 240, bandwidth: 450_000, codecs: 'avc1.640015,mp4a.40.2' },
] as const;

const ffmpeg = (cwd: string, args: string[]) => execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd, stdio: 'pipe' });
const lavfiVideo = (size: string) => ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${SECONDS}`];
const lavfiTone = ['-f', 'lavfi', '-i', `sine=frequency=432:sample_rate=48000:duration=${SECONDS}`];
/** fMP4 HLS of 2 s segments, written as the pipeline lays a rendition out: playlist.m3u8, init.mp4, *.m4s. */
const hlsOutput = ['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'];
const hlsFiles = ['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', 'segment_%03d.m4s', 'playlist.m3u8'];

function write(dir: string): void {
  for (const rung of FIXTURE_RUNGS) {
    const out = path.join(dir, rung.name);
    mkdirSync(out);
    ffmpeg(out, [
      ...lavfiVideo(`${rung.width}x${rung.height}`),
      ...lavfiTone,
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '2'],
      ...hlsOutput,
      ...hlsFiles,
    ]);
  }
  const audio = path.join(dir, 'audio');
  mkdirSync(audio);
  ffmpeg(audio, [...lavfiTone, '-c:a', 'aac', '-b:a', '64k', '-ac', '2', ...hlsOutput, ...hlsFiles]);

  ffmpeg(dir, [
    ...lavfiVideo('640x360'),
    ...['-vf', `fps=1/${SEGMENT_SECONDS},scale=${TILE.width}:${TILE.height},tile=${TILE.count}x1`, '-frames:v', '1', 'storyboard.jpg'],
  ]);
  const stamp = (seconds: number) => `00:${String(seconds).padStart(2, '0')}.000`;
  const cues = Array.from({ length: TILE.count }, (_, i) => {
    const start = i * SEGMENT_SECONDS;
    return `${stamp(start)} --> ${stamp(start + SEGMENT_SECONDS)}\nstoryboard.jpg#xywh=${i * TILE.width},0,${TILE.width},${TILE.height}`;
  });
  writeFileSync(path.join(dir, 'storyboard.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);

  const variants = FIXTURE_RUNGS.map(
    (rung) => `#EXT-X-STREAM-INF:BANDWIDTH=${rung.bandwidth},RESOLUTION=${rung.width}x${rung.height},CODECS="${rung.codecs}"\n${rung.name}/playlist.m3u8`,
  );
  const master = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants, '#EXT-X-STREAM-INF:BANDWIDTH=80000,CODECS="mp4a.40.2"', 'audio/playlist.m3u8'];
  writeFileSync(path.join(dir, 'master.m3u8'), `${master.join('\n')}\n`);
}

/**
 * A tiny HLS video as the transcode pipeline lays one out (8 s of testsrc2 and a tone; 360p and 240p; an audio-only
 * rendition; a storyboard), made once with Debian's ffmpeg and shared by the suite's workers: written aside, then
 * renamed into place, so a worker never reads a half-written fixture.
 */
export function hlsFixtureDir(): string {
  const dir = path.join(tmpdir(), 'stillwater-e2e-hls-v1');
  if (existsSync(path.join(dir, 'master.m3u8'))) return dir;
  const scratch = mkdtempSync(path.join(tmpdir(), 'stillwater-e2e-hls-'));
  write(scratch);
  try {
    renameSync(scratch, dir);
  } catch {
    // Another worker finished first: its fixture is the same.
    rmSync(scratch, { recursive: true, force: true });
  }
  return dir;
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
  '.jpg': 'image/jpeg',
};
export const contentType = (file: string) => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FFMPEG, run } from '../../server/jobs/transcode/run.ts';

export const SOURCE_SECONDS = 60;
const SOURCE_HEIGHT = 1080;

/**
 * testsrc2 moves (a sweeping gradient, moving shapes, a running clock); the temporal noise changes every pixel
 * of every frame, as a camera's grain does, so no rendition gets away with skipped blocks: each rung of the ladder
 * is encoded at its rate cap, the dearest case for the encoder.
 */
const PICTURE = `testsrc2=size=1920x${SOURCE_HEIGHT}:rate=30:duration=${SOURCE_SECONDS},noise=alls=4:allf=t`;
const TONE = `sine=frequency=432:sample_rate=48000:duration=${SOURCE_SECONDS}`;
/** About what a phone records 1080p30 at (16 Mbit/s H.264, AAC): a 120 MB upload. */
const ENCODING = ['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '16M', '-maxrate', '20M', '-bufsize', '20M', '-g', '60', '-pix_fmt', 'yuv420p'];

/**
 * The bench's upload: made once with Debian's ffmpeg and kept in the system's temporary folder (written aside, then
 * renamed into place, so a run cut short leaves no half-made source). Its name changes with how it is made.
 */
export async function syntheticSource(): Promise<string> {
  const dir = path.join(tmpdir(), 'stillwater-bench-media-v1');
  const file = path.join(dir, 'source.mp4');
  if (existsSync(file)) return file;
  const scratch = mkdtempSync(path.join(tmpdir(), 'stillwater-bench-media-'));
  try {
    const made = path.join(scratch, 'source.mp4');
    const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', PICTURE, '-f', 'lavfi', '-i', TONE];
    await run(FFMPEG, [...args, ...ENCODING, '-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-shortest', made]);
    renameSync(scratch, dir);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  return file;
}

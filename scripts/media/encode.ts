import { spawn } from 'node:child_process';
import type { Canvas } from './color';

/** Runs a command, feeding `input` chunks to stdin; rejects with its stderr on a non-zero exit. */
export function run(command: string, args: string[], input?: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}:\n${stderr}`))));
    if (input && child.stdin) {
      const stdin = child.stdin;
      void (async () => {
        try {
          for await (const chunk of input) {
            if (!stdin.write(chunk)) await new Promise((r) => stdin.once('drain', r));
          }
        } catch (error) {
          child.kill();
          reject(error);
        }
        stdin.end();
      })();
    }
  });
}

/** Writes a canvas to a lossless PNG (the master every poster/portrait size is cut from). */
export function writePng(canvas: Canvas, file: string): Promise<void> {
  return run('convert', ['-size', `${canvas.width}x${canvas.height}`, '-depth', '8', 'rgb:-', file], [canvas.toRgb24()]);
}

/** One master image → `<base>-<w>.avif` and `<base>-<w>.webp` for every width (ImageMagick; AVIF via libheif). */
export async function writeResponsive(master: string, base: string, widths: readonly number[], quality: { webp: number; avif: number }): Promise<string[]> {
  const files: string[] = [];
  for (const width of widths) {
    const webp = `${base}-${width}.webp`;
    const avif = `${base}-${width}.avif`;
    const resize = ['-filter', 'Lanczos', '-resize', `${width}x`, '-strip'];
    await run('convert', [master, ...resize, '-quality', String(quality.webp), '-define', 'webp:method=6', webp]);
    await run('convert', [master, ...resize, '-quality', String(quality.avif), '-define', 'heic:speed=4', avif]);
    files.push(webp, avif);
  }
  return files;
}

export interface ClipSpec {
  /** Size of the rendered frames; the encoder scales them to `output size`. */
  width: number;
  height: number;
  outputWidth: number;
  outputHeight: number;
  renderFps: number;
  fps: number;
  frames: Iterable<Buffer>;
  audioWav: string;
  output: string;
}

/** AAC 64 kb/s mono; moov first (+faststart) so playback starts before the download ends; no version strings (bitexact). */
const AUDIO_AND_CONTAINER = ['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', '-fflags', '+bitexact', '-flags:a', '+bitexact'];

/**
 * H.264 main profile, yuv420p, with AAC sound.
 * Capped bitrate keeps every clip well under 2 MB; a keyframe every 2 s keeps seeking snappy.
 */
export function encodeClip(spec: ClipSpec): Promise<void> {
  return run(
    'ffmpeg',
    [
      '-y', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${spec.width}x${spec.height}`, '-r', String(spec.renderFps), '-i', '-',
      '-i', spec.audioWav,
      '-map', '0:v', '-map', '1:a',
      '-vf', `framerate=fps=${spec.fps},scale=${spec.outputWidth}:${spec.outputHeight}:flags=lanczos`,
      '-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'medium',
      '-crf', '24', '-maxrate', '380k', '-bufsize', '760k', '-x264-params', 'aq-mode=3',
      '-g', String(spec.fps * 2), '-keyint_min', String(spec.fps * 2),
      ...AUDIO_AND_CONTAINER,
      '-shortest',
      spec.output,
    ],
    spec.frames,
  );
}

/** Replaces a clip's sound: the video stream is copied as it is (no re-encoding), the new WAV is encoded as in encodeClip. */
export function remuxClipAudio(clip: string, audioWav: string, output: string): Promise<void> {
  return run('ffmpeg', ['-y', '-loglevel', 'error', '-i', clip, '-i', audioWav, '-map', '0:v', '-map', '1:a', '-c:v', 'copy', ...AUDIO_AND_CONTAINER, output]);
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface SourceOptions {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  audio?: boolean;
}

/** A synthetic source (testsrc2, a sine tone unless `audio` is false) made by ffmpeg into `dir`/`name`. */
export function makeSource(dir: string, name: string, { width = 640, height = 360, seconds = 6, fps = 30, audio = true }: SourceOptions = {}): string {
  const file = path.join(dir, name);
  execFileSync('/usr/bin/ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac'] : []),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    file,
  ]);
  return file;
}

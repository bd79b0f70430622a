import { spawn } from 'node:child_process';

export interface Loudness {
  /** Integrated loudness, LUFS (EBU R128 / ITU-R BS.1770). */
  integrated: number;
  /** Loudness range, LU. */
  range: number;
  /** True peak, dBTP. */
  truePeak: number;
}

/** Measures a file's audio with ffmpeg's ebur128 filter (the summary it prints on stderr). */
export function measureLoudness(file: string): Promise<Loudness> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-map', '0:a', '-af', 'ebur128=peak=true', '-f', 'null', '-'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
      const value = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+|-inf)`).exec(summary)?.[1]?.replace('-inf', '-Infinity'));
      const loudness = { integrated: value('I'), range: value('LRA'), truePeak: value('Peak') };
      if (code !== 0 || Object.values(loudness).some(Number.isNaN)) reject(new Error(`ebur128 failed on ${file}:\n${stderr.slice(-2000)}`));
      else resolve(loudness);
    });
  });
}

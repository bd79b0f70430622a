import { readFile } from 'node:fs/promises';
import { run } from './encode';
import { decodeWav } from './wav';

/**
 * The guide's voice (decision 1301): espeak-ng's US English with the female1 variant, whose pitch moves
 * least (140–200 Hz) and most steadily (flutter 8) of the female variants and measured the warmest
 * (lowest spectral centroid); slowed to 130 words a minute with 60 ms between words, pitch a little low.
 */
export const VOICE = { name: 'en-us+f1', wordsPerMinute: 130, pitch: 40, wordGapMs: 60 } as const;

/** A spoken sentence: its samples (espeak-ng's own rate) and where speech starts and ends in them, seconds. */
export interface Speech {
  file: string;
  sampleRate: number;
  start: number;
  end: number;
}

/** Speaks `text` into a WAV file with the guide's voice and measures where the speech is. */
export async function speak(text: string, file: string): Promise<Speech> {
  await run('espeak-ng', [
    '-v', VOICE.name,
    '-s', String(VOICE.wordsPerMinute),
    '-p', String(VOICE.pitch),
    '-g', String(VOICE.wordGapMs / 10),
    '-w', file,
    text,
  ]);
  const { samples, sampleRate } = decodeWav(await readFile(file));
  return { file, sampleRate, ...voicedSpan(samples, sampleRate) };
}

const WINDOW_SECONDS = 0.01;
const SILENCE_DBFS = -45;

/** First and last 10 ms window whose RMS is above -45 dBFS, in seconds: the speech without its lead-in and tail of silence. */
export function voicedSpan(samples: Float32Array, sampleRate: number): { start: number; end: number } {
  const size = Math.round(WINDOW_SECONDS * sampleRate);
  const threshold = 10 ** (SILENCE_DBFS / 20);
  let first = -1;
  let last = -1;
  for (let window = 0; window * size < samples.length; window++) {
    let sum = 0;
    const from = window * size;
    const to = Math.min(from + size, samples.length);
    for (let i = from; i < to; i++) sum += samples[i]! ** 2;
    if (Math.sqrt(sum / (to - from)) < threshold) continue;
    if (first < 0) first = from;
    last = to;
  }
  if (first < 0) throw new Error('No speech in the synthesized audio');
  return { start: first / sampleRate, end: last / sampleRate };
}

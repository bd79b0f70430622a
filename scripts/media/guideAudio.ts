import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GuideLine } from '../../src/content/guideScripts';
import { run } from './encode';
import { speak, type Speech } from './voice';
import { encodeWav } from './wav';

/**
 * How the spoken guide sits in a clip (decision 1301). One sentence per breath: sentence i starts
 * `offset` seconds after the bowl's i-th strike, so the strike rings first. The bed is lowered by
 * `duckDb` from a little before each sentence to a little after, with smooth (raised-cosine) ramps;
 * the voice is band-limited (to soften espeak-ng's buzzy top) and gently compressed, which evens the
 * sentences and keeps true peaks near -3 dBTP at about -19 LUFS.
 */
export const GUIDE = {
  offset: 1.25,
  /** Silence kept between one sentence's end and the next one's start. */
  minGap: 1,
  /** Speech must end by then: the clip fades out over its last two seconds. */
  latestEnd: 22,
  duckDb: 6,
  duckLead: 0.35,
  duckTail: 0.6,
  duckRamp: 0.4,
  highpassHz: 90,
  lowpassHz: 6500,
  /** ffmpeg acompressor: above -18 dBFS at 3:1, 5 ms attack, 120 ms release, +6 dB make-up. */
  compressor: 'threshold=0.125:ratio=3:attack=5:release=120:makeup=2',
} as const;

/** A sentence placed in the clip: when it is heard (the cue), seconds from the clip's start. */
export interface PlacedLine {
  line: GuideLine;
  start: number;
  end: number;
}

export interface GuidedAudio {
  /** The final mono mix (bed + voice) at the bed's sample rate. */
  mix: string;
  /** The voice alone and the ducked bed alone, for loudness figures. */
  voice: string;
  bed: string;
  lines: PlacedLine[];
}

function placeLines(lines: readonly GuideLine[], speech: Speech[], breathSeconds: number, name: string): (PlacedLine & { at: number })[] {
  const placed = lines.map((line, i) => {
    const at = i * breathSeconds + GUIDE.offset;
    return { line, at, start: at + speech[i]!.start, end: at + speech[i]!.end };
  });
  placed.forEach((current, i) => {
    const limit = i + 1 < placed.length ? placed[i + 1]!.start - GUIDE.minGap : GUIDE.latestEnd;
    if (current.end > limit) {
      throw new Error(`Guide of '${name}', sentence ${i + 1} ends at ${current.end.toFixed(2)} s, after ${limit.toFixed(2)} s: shorten "${current.line.en}"`);
    }
  });
  return placed;
}

/** 1 away from speech, 10^(-duckDb/20) around it, raised-cosine ramps in between. */
function duckGain(t: number, lines: readonly PlacedLine[]): number {
  let depth = 0;
  for (const { start, end } of lines) {
    const from = start - GUIDE.duckLead;
    const to = end + GUIDE.duckTail;
    let weight = 0;
    if (t >= from && t <= to) weight = 1;
    else if (t > from - GUIDE.duckRamp && t < from) weight = 0.5 - 0.5 * Math.cos((Math.PI * (t - (from - GUIDE.duckRamp))) / GUIDE.duckRamp);
    else if (t > to && t < to + GUIDE.duckRamp) weight = 0.5 + 0.5 * Math.cos((Math.PI * (t - to)) / GUIDE.duckRamp);
    depth = Math.max(depth, weight);
  }
  return 1 - depth * (1 - 10 ** (-GUIDE.duckDb / 20));
}

/**
 * Speaks a clip's guide, ducks the bed under it and mixes both (ffmpeg). Every step is deterministic,
 * so the same script and bed give the same bytes. Files go to `work`, named after the clip.
 */
export async function guideClipAudio(options: {
  name: string;
  bed: Float32Array;
  sampleRate: number;
  breathSeconds: number;
  lines: readonly GuideLine[];
  work: string;
}): Promise<GuidedAudio> {
  const { name, bed, sampleRate, breathSeconds, lines, work } = options;
  const speech: Speech[] = [];
  for (const [i, line] of lines.entries()) speech.push(await speak(line.en, join(work, `${name}-line${i + 1}.wav`)));
  const placed = placeLines(lines, speech, breathSeconds, name);

  const ducked = bed.map((sample, i) => sample * duckGain(i / sampleRate, placed));
  const bedFile = join(work, `${name}-bed.wav`);
  await writeFile(bedFile, encodeWav(ducked, sampleRate));

  const voice = join(work, `${name}-voice.wav`);
  const mix = join(work, `${name}-mix.wav`);
  const delayed = placed.map(({ at }, i) => `[${i + 1}:a]aresample=${sampleRate},adelay=delays=${Math.round(at * sampleRate)}S:all=1[l${i}]`);
  const graph = [
    ...delayed,
    `${placed.map((_, i) => `[l${i}]`).join('')}amix=inputs=${placed.length}:normalize=0:duration=longest,` +
      `highpass=f=${GUIDE.highpassHz},lowpass=f=${GUIDE.lowpassHz},acompressor=${GUIDE.compressor},asplit=2[voice][speech]`,
    `[0:a][speech]amix=inputs=2:normalize=0:duration=first[mix]`,
  ].join(';');
  await run('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-i', bedFile,
    ...speech.flatMap(({ file }) => ['-i', file]),
    '-filter_complex', graph,
    '-map', '[voice]', '-c:a', 'pcm_s16le', voice,
    '-map', '[mix]', '-c:a', 'pcm_s16le', mix,
  ]);
  return { mix, voice, bed: bedFile, lines: placed.map(({ line, start, end }) => ({ line, start, end })) };
}

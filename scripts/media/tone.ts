import { seededRandom } from './color';

export const SAMPLE_RATE = 44_100;
const TAU = Math.PI * 2;

/** Inharmonic partials of a small singing bowl: ratio to the fundamental, level, decay per second. */
const BOWL = [
  { ratio: 1, level: 1, decay: 0.32 },
  { ratio: 2.71, level: 0.45, decay: 0.55 },
  { ratio: 5.15, level: 0.18, decay: 0.9 },
  { ratio: 8.4, level: 0.06, decay: 1.4 },
];

/**
 * A gentle bowl struck once per breath cycle over a low drone, as mono samples at SAMPLE_RATE. Peak about -14 dBFS:
 * a soft background, never a jolt. `surf` adds a slow wash of filtered noise (the ocean clip).
 */
export function bowlTone(fundamentalHz: number, seconds: number, strikeEvery: number, surf: boolean): Float32Array {
  const total = Math.round(seconds * SAMPLE_RATE);
  const samples = new Float32Array(total);
  const random = seededRandom(Math.round(fundamentalHz * 100));
  let low = 0;
  for (let i = 0; i < total; i++) {
    const t = i / SAMPLE_RATE;
    const since = t % strikeEvery;
    const attack = 1 - Math.exp(-since * 40);
    let bowl = 0;
    for (const p of BOWL) {
      // A slight detune on each partial gives the slow beating ("wah") of a real bowl.
      const f = fundamentalHz * p.ratio;
      bowl += p.level * Math.exp(-since * p.decay) * (Math.sin(TAU * f * t) + 0.6 * Math.sin(TAU * f * 1.004 * t));
    }
    const drone = 0.18 * Math.sin(TAU * (fundamentalHz / 2) * t) * (0.75 + 0.25 * Math.sin((TAU * t) / strikeEvery));
    let wash = 0;
    if (surf) {
      low += 0.02 * (random() * 2 - 1 - low);
      wash = 3.2 * low * (0.3 + 0.7 * Math.sin((Math.PI * t) / (strikeEvery / 1.5)) ** 2);
    }
    const fade = Math.min(1, t / 1.5, (seconds - t) / 2);
    samples[i] = 0.09 * fade * (attack * bowl * 0.6 + drone + wash);
  }
  return samples;
}

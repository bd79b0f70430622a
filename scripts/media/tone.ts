import { seededRandom } from './color';

const SAMPLE_RATE = 44_100;
const TAU = Math.PI * 2;

/** Inharmonic partials of a small singing bowl: ratio to the fundamental, level, decay per second. */
const BOWL = [
  { ratio: 1, level: 1, decay: 0.32 },
  { ratio: 2.71, level: 0.45, decay: 0.55 },
  { ratio: 5.15, level: 0.18, decay: 0.9 },
  { ratio: 8.4, level: 0.06, decay: 1.4 },
];

/**
 * A gentle bowl struck once per breath cycle over a low drone, as 16-bit mono PCM. Peak about -14 dBFS:
 * a soft background, never a jolt. `surf` adds a slow wash of filtered noise (the ocean clip).
 */
export function bowlTone(fundamentalHz: number, seconds: number, strikeEvery: number, surf: boolean): Buffer {
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
  return wav(samples);
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

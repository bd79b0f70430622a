/** Small colour and shaping helpers for the procedural renderers (channels are floats in 0..1, sRGB). */
export type Rgb = [number, number, number];

export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Interpolates a list of colour stops spread evenly over 0..1. */
export function gradient(stops: readonly Rgb[], t: number): Rgb {
  const scaled = clamp01(t) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(scaled));
  return mix(stops[i]!, stops[i + 1]!, smoothstep(0, 1, scaled - i));
}

/** Deterministic pseudo-random numbers (mulberry32), so every run renders the same pixels. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

/** A float RGB canvas that quantises to 8-bit with ordered dithering (hides banding in slow gradients). */
export class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  setRgb(x: number, y: number, r: number, g: number, b: number): void {
    const i = (y * this.width + x) * 3;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
  }

  /** Screen-blends `colour` at `amount` (0..1) onto one pixel: light adds without clipping harshly. */
  screen(x: number, y: number, colour: Rgb, amount: number): void {
    const i = (y * this.width + x) * 3;
    const d = this.data;
    for (let k = 0; k < 3; k++) d[i + k] = 1 - (1 - d[i + k]!) * (1 - colour[k]! * amount);
  }

  toRgb24(): Buffer {
    const out = Buffer.alloc(this.width * this.height * 3);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const dither = (BAYER4[(y & 3) * 4 + (x & 3)]! + 0.5) / 16 - 0.5;
        const i = (y * this.width + x) * 3;
        for (let k = 0; k < 3; k++) out[i + k] = Math.round(clamp01(this.data[i + k]!) * 255 + dither * 0.9);
      }
    }
    return out;
  }
}

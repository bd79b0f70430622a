import { Canvas, clamp01, gradient, hex, seededRandom, smoothstep, type Rgb } from './color';

const TAU = Math.PI * 2;

export type Motif = 'rings' | 'petals' | 'rays' | 'orbits' | 'waves';
export type Crown = 'bun' | 'short' | 'long' | 'wrap';

/** Everything that makes one teacher's portrait theirs: a palette, a halo motif and a silhouette. */
export interface PortraitStyle {
  /** Background from centre to edge, the halo's light and the figure's tone. */
  palette: { centre: string; edge: string; halo: string; figure: string };
  motif: Motif;
  crown: Crown;
  seed: number;
}

const smin = (a: number, b: number, k: number) => {
  const h = clamp01(0.5 + (0.5 * (b - a)) / k);
  return b + (a - b) * h - k * h * (1 - h);
};
const circle = (x: number, y: number, cx: number, cy: number, r: number) => Math.hypot(x - cx, y - cy) - r;
const ellipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => {
  const k = Math.hypot((x - cx) / rx, (y - cy) / ry);
  return (k - 1) * Math.min(rx, ry);
};

/** Signed distance to the seated figure (negative inside), in units of the image size. */
function figure(x: number, y: number, crown: Crown): number {
  const head = circle(x, y, 0.5, 0.42, 0.095);
  const neck = ellipse(x, y, 0.5, 0.55, 0.05, 0.07);
  const shoulders = ellipse(x, y, 0.5, 1.02, 0.37, 0.37);
  let d = smin(smin(head, neck, 0.04), shoulders, 0.09);
  if (crown === 'bun') d = smin(d, circle(x, y, 0.5, 0.315, 0.042), 0.025);
  if (crown === 'long') d = smin(d, ellipse(x, y, 0.5, 0.5, 0.12, 0.155), 0.03);
  if (crown === 'wrap') d = smin(d, ellipse(x, y, 0.5, 0.385, 0.1, 0.115), 0.02);
  if (crown === 'short') d = smin(d, circle(x, y, 0.5, 0.412, 0.101), 0.01);
  return d;
}

function motifLight(motif: Motif, x: number, y: number, seedPhase: number): number {
  const dx = x - 0.5;
  const dy = y - 0.42;
  const r = Math.hypot(dx, dy);
  const angle = Math.atan2(dy, dx);
  switch (motif) {
    case 'rings':
      return 0.5 * smoothstep(0.6, 0.15, r) * (0.5 + 0.5 * Math.cos(TAU * (r * 14 - seedPhase))) ** 12;
    case 'petals': {
      const petal = Math.abs(Math.cos((angle + seedPhase) * 4));
      return 0.45 * smoothstep(0.36 * (0.55 + 0.45 * petal) + 0.01, 0.36 * (0.55 + 0.45 * petal) - 0.01, r) * smoothstep(0.12, 0.3, r);
    }
    case 'rays':
      return 0.35 * smoothstep(0.55, 0.12, r) * (0.5 + 0.5 * Math.cos(angle * 12 + seedPhase * TAU)) ** 3;
    case 'orbits': {
      let light = 0;
      for (let k = 0; k < 7; k++) {
        const a = TAU * (k / 7 + seedPhase);
        const d = Math.hypot(x - (0.5 + 0.3 * Math.cos(a)), y - (0.42 + 0.3 * Math.sin(a)));
        light += Math.exp(-(d * d) / (2 * 0.018 ** 2)) * 0.6;
      }
      return light + 0.25 * Math.exp(-(((r - 0.3) / 0.006) ** 2));
    }
    case 'waves':
      return 0.28 * smoothstep(0.6, 0.2, r) * (0.5 + 0.5 * Math.cos(TAU * (y * 11 + 0.04 * Math.sin(TAU * (x * 1.5 + seedPhase))))) ** 10;
  }
}

/** A square artwork: a warm field, a soft halo with the teacher's motif, and a calm seated silhouette. */
export function renderPortrait(style: PortraitStyle, size: number): Canvas {
  const canvas = new Canvas(size, size);
  const random = seededRandom(style.seed);
  const seedPhase = random();
  const centre = hex(style.palette.centre);
  const edge = hex(style.palette.edge);
  const halo = hex(style.palette.halo);
  const tone = hex(style.palette.figure);
  const px = 1 / size;
  const shadow: Rgb = [tone[0] * 0.7, tone[1] * 0.7, tone[2] * 0.7];
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = (i + 0.5) / size;
      const y = (j + 0.5) / size;
      const [br, bg, bb] = gradient([centre, edge], Math.hypot(x - 0.5, (y - 0.4) * 1.1) / 0.75);
      let r = br;
      let g = bg;
      let b = bb;
      const glow = 0.75 * Math.exp(-((x - 0.5) ** 2 + (y - 0.42) ** 2) / (2 * 0.17 ** 2));
      const light = Math.min(1, glow + motifLight(style.motif, x, y, seedPhase));
      r = 1 - (1 - r) * (1 - halo[0] * light);
      g = 1 - (1 - g) * (1 - halo[1] * light);
      b = 1 - (1 - b) * (1 - halo[2] * light);
      const d = figure(x, y, style.crown);
      const inside = smoothstep(px, -px, d);
      if (inside > 0) {
        // Light from the halo behind: the figure's edge catches a rim of it, deepest at its core.
        const rim = smoothstep(-0.012, 0, d) * 0.3 * smoothstep(0.75, 0.3, y);
        const depth = clamp01((y - 0.35) / 0.65);
        const fr = tone[0] + (shadow[0] - tone[0]) * depth + (halo[0] - tone[0]) * rim;
        const fg = tone[1] + (shadow[1] - tone[1]) * depth + (halo[1] - tone[1]) * rim;
        const fb = tone[2] + (shadow[2] - tone[2]) * depth + (halo[2] - tone[2]) * rim;
        r += (fr - r) * inside;
        g += (fg - g) * inside;
        b += (fb - b) * inside;
      }
      const vignette = 1 - 0.25 * smoothstep(0.35, 0.75, Math.hypot(x - 0.5, y - 0.5));
      canvas.setRgb(i, j, r * vignette, g * vignette, b * vignette);
    }
  }
  return canvas;
}

import { Canvas, clamp01, gradient, hex, mix, seededRandom, smoothstep, type Rgb } from './color';
import type { Ridge, Scene } from './scenes';

const TAU = Math.PI * 2;

/** How a poster differs from the clip's own first frame: a shifted light and a different stretch of horizon. */
export interface Variant {
  seed: number;
  lightShift: number;
  ridgeShift: number;
}
export const EXACT_FRAME: Variant = { seed: 0, lightShift: 0, ridgeShift: 0 };

interface Particle {
  x: number;
  y: number;
  size: number;
  speed: number;
  phase: number;
}

/** Heights of each ridge per column (in pixels): static over time, so computed once per scene and size. */
function ridgeTops(ridges: Ridge[], width: number, height: number, shift: number): Float32Array[] {
  return ridges.map((r) => {
    const tops = new Float32Array(width);
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const a = r.frequency * u + r.phase + shift;
      const swell = 0.3 * Math.sin(TAU * (2.17 * r.frequency * u + 1.3 * (r.phase + shift)) + 1) + 0.15 * Math.sin(TAU * (4.63 * r.frequency * u + 0.7 * r.phase) + 2);
      const h = r.shape === 'peaks' ? 0.65 * (2 * (1 - Math.abs(Math.sin(Math.PI * a))) - 1) + swell : 0.55 * Math.sin(TAU * a) + swell;
      tops[x] = (r.base - r.amplitude * h) * height;
    }
    return tops;
  });
}

function particles(count: number, seed: number, yRange: [number, number]): Particle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    x: random(),
    y: yRange[0] + random() * (yRange[1] - yRange[0]),
    size: 0.5 + random(),
    speed: 1 + Math.floor(random() * 2),
    phase: random(),
  }));
}

function splat(canvas: Canvas, cx: number, cy: number, sigma: number, colour: Rgb, amount: number, mask?: (x: number, y: number) => boolean): void {
  const reach = Math.ceil(sigma * 3);
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(canvas.width - 1, Math.ceil(cx + reach));
  const y0 = Math.max(0, Math.floor(cy - reach));
  const y1 = Math.min(canvas.height - 1, Math.ceil(cy + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (mask && !mask(x, y)) continue;
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      canvas.screen(x, y, colour, amount * Math.exp(-d2 / (2 * sigma * sigma)));
    }
  }
}

/** What one scene at one size draws the same in every frame. */
interface Still {
  scene: Scene;
  width: number;
  height: number;
  aspect: number;
  px: number;
  lightShift: number;
  sky: [Rgb, Rgb, Rgb];
  lightColour: Rgb;
  tops: Float32Array[];
  ridgeColours: Rgb[];
  skyRows: Rgb[];
  mistColour: Rgb;
  /** The ridge the mist drifts in front of (-1: in front of the sky alone). */
  mistLayer: number;
  waterNear: Rgb;
  waterFar: Rgb;
  nebulae: { x: number; y: number; radius: number; rgb: Rgb }[];
  moteColour: Rgb;
  motes: Particle[];
  stars: Particle[];
  scale: number;
  skyMask: (x: number, y: number) => boolean;
}

function stillOf(scene: Scene, width: number, height: number, variant: Variant): Still {
  const sky = scene.sky.map(hex) as [Rgb, Rgb, Rgb];
  const tops = ridgeTops(scene.ridges, width, height, variant.ridgeShift);
  const horizonV = scene.water?.top ?? 0.78;
  return {
    scene,
    width,
    height,
    aspect: width / height,
    px: 1 / height,
    lightShift: variant.lightShift,
    sky,
    lightColour: hex(scene.light.colour),
    tops,
    ridgeColours: scene.ridges.map((r) => hex(r.colour)),
    skyRows: Array.from({ length: height }, (_, y) => gradient(sky, Math.min(1, y / height / horizonV))),
    mistColour: scene.mist ? hex(scene.mist.colour) : sky[2],
    mistLayer: scene.ridges.length >= 2 ? scene.ridges.length - 2 : -1,
    waterNear: scene.water ? hex(scene.water.near) : sky[0],
    waterFar: scene.water ? hex(scene.water.far) : sky[0],
    nebulae: (scene.nebulae ?? []).map((n) => ({ ...n, rgb: hex(n.colour) })),
    moteColour: hex(scene.motes.colour),
    motes: particles(scene.motes.count, 1000 + variant.seed, scene.motes.rise ? [0, 1] : [0.25, 0.85]),
    stars: particles(scene.stars, 2000 + variant.seed, [0.02, 0.7]),
    scale: height / 720,
    skyMask: (x: number, y: number) => (tops[0] ? y < tops[0][x]! - 1 : true) && (!scene.water || y < scene.water.top * height),
  };
}

/** What moves: the light's place and halo, the mist's drift per column, the nebulae, at `phase` in 0..1 of the loop. */
interface Frame {
  phase: number;
  lx: number;
  ly: number;
  halo: number;
  mistColumns: Float32Array;
  nebulaCentres: { x: number; y: number; r: number; rgb: Rgb }[];
}

function frameAt(still: Still, phase: number): Frame {
  const { scene, width } = still;
  const breath = 0.5 - 0.5 * Math.cos(TAU * 3 * phase);
  const lx = scene.light.x + still.lightShift + 0.025 * Math.sin(TAU * phase);
  const ly = scene.light.y + 0.015 * Math.cos(TAU * phase);
  const flicker = scene.name === 'ember' ? 0.05 * Math.sin(TAU * 7 * phase) + 0.03 * Math.sin(TAU * 13 * phase) : 0;
  const halo = scene.light.halo * (0.5 + 0.04 * breath + flicker);
  const mistColumns = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const u = x / width;
    mistColumns[x] = 0.75 + 0.25 * Math.sin(TAU * (1.3 * u + phase)) * Math.sin(TAU * (0.7 * u - 2 * phase) + 1);
  }
  const nebulaCentres = still.nebulae.map((n, k) => ({
    x: n.x + 0.03 * Math.sin(TAU * (phase + k / 3)),
    y: n.y + 0.02 * Math.cos(TAU * (phase + k / 3)),
    r: n.radius * (0.95 + 0.05 * breath),
    rgb: n.rgb,
  }));
  return { phase, lx, ly, halo, mistColumns, nebulaCentres };
}

function glowAt(still: Still, frame: Frame, u: number, v: number, halo: number, withCore: boolean): number {
  const d2 = ((u - frame.lx) * still.aspect) ** 2 + (v - frame.ly) ** 2;
  const radius = still.scene.light.radius;
  const core = withCore && d2 < (radius + 2 * still.px) ** 2 ? smoothstep(radius + 1.5 * still.px, radius - 1.5 * still.px, Math.sqrt(d2)) : 0;
  return Math.min(1, still.scene.light.glow * 0.6 * Math.exp(-d2 / (2 * halo * halo)) + core);
}

/** The pixel being painted: one object reused for the whole frame (the per-pixel pass runs ~20M times per clip). */
interface Pixel {
  r: number;
  g: number;
  b: number;
}

function screen(p: Pixel, colour: Rgb, amount: number): void {
  p.r = 1 - (1 - p.r) * (1 - colour[0] * amount);
  p.g = 1 - (1 - p.g) * (1 - colour[1] * amount);
  p.b = 1 - (1 - p.b) * (1 - colour[2] * amount);
}

function blend(p: Pixel, colour: Rgb, amount: number): void {
  p.r += (colour[0] - p.r) * amount;
  p.g += (colour[1] - p.g) * amount;
  p.b += (colour[2] - p.b) * amount;
}

/** The sky's gradient, its nebulae and the light. */
function paintSky(still: Still, frame: Frame, p: Pixel, skyRow: Rgb, u: number, v: number): void {
  p.r = skyRow[0];
  p.g = skyRow[1];
  p.b = skyRow[2];
  for (const n of frame.nebulaCentres) {
    const d2 = ((u - n.x) * still.aspect) ** 2 + (v - n.y) ** 2;
    screen(p, n.rgb, 0.45 * Math.exp(-d2 / (2 * n.r * n.r * 0.25)));
  }
  screen(p, still.lightColour, glowAt(still, frame, u, v, frame.halo, true));
}

/** The silhouettes from far to near, each with a rim of sky light, and the mist in front of its layer. */
function paintRidges(still: Still, frame: Frame, p: Pixel, x: number, y: number, mistRow: number): void {
  const mist = mistRow > 0 ? mistRow * frame.mistColumns[x]! : 0;
  if (still.mistLayer < 0 && mistRow > 0) blend(p, still.mistColour, mist);
  const rimColour = still.sky[2];
  for (let i = 0; i < still.tops.length; i++) {
    const top = still.tops[i]![x]!;
    const cover = clamp01(y - top + 0.5);
    if (cover > 0) {
      const rim = 0.16 * (1 - clamp01((y - top) / (0.12 * still.height)));
      const rc = still.ridgeColours[i]!;
      p.r += (rc[0] + (rimColour[0] - rc[0]) * rim - p.r) * cover;
      p.g += (rc[1] + (rimColour[1] - rc[1]) * rim - p.g) * cover;
      p.b += (rc[2] + (rimColour[2] - rc[2]) * rim - p.b) * cover;
    }
    if (i === still.mistLayer && mistRow > 0) blend(p, still.mistColour, mist);
  }
}

/** Below the water's top: the sky and light mirrored with a ripple, the water's own colour, the light's glittering column. */
function paintWater(still: Still, frame: Frame, p: Pixel, top: number, u: number, v: number): void {
  const depth = (v - top) / (1 - top);
  const mirrored = Math.max(0, top - (v - top) * 0.9);
  const wobble = 0.012 * depth * Math.sin(TAU * (2 * frame.phase + 6 * Math.sqrt(depth)) + u * 9);
  const reflectedGlow = glowAt(still, frame, u + wobble, mirrored, frame.halo, true);
  const skyC = still.skyRows[Math.min(still.height - 1, Math.floor(mirrored * still.height))]!;
  const body = mix(still.waterFar, still.waterNear, smoothstep(0, 1, depth));
  const k = 0.3 + 0.5 * depth;
  p.r = skyC[0];
  p.g = skyC[1];
  p.b = skyC[2];
  screen(p, still.lightColour, reflectedGlow);
  blend(p, body, k);
  const column = Math.exp(-((((u - frame.lx) * still.aspect) / (0.025 + 0.14 * depth)) ** 2));
  const sparkle = (0.5 + 0.5 * Math.sin(TAU * (22 * Math.sqrt(depth) - 3 * frame.phase) + 4 * u)) ** 4;
  screen(p, still.lightColour, 0.45 * column * sparkle * (1 - 0.5 * depth));
}

/** Every pixel, layer over layer: sky and light, ridges and mist, water, the light's bloom, the vignette. */
function paintPixels(still: Still, frame: Frame, canvas: Canvas): void {
  const { scene, width, height } = still;
  const p: Pixel = { r: 0, g: 0, b: 0 };
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const mistRow = scene.mist ? scene.mist.strength * Math.exp(-(((v - scene.mist.y) / scene.mist.height) ** 2)) : 0;
    const skyRow = still.skyRows[y]!;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      paintSky(still, frame, p, skyRow, u, v);
      paintRidges(still, frame, p, x, y, mistRow);
      if (scene.water && v >= scene.water.top) paintWater(still, frame, p, scene.water.top, u, v);
      // A faint bloom of the light over the silhouettes: atmosphere, not a cut-out.
      if (still.tops.length) screen(p, still.lightColour, 0.18 * glowAt(still, frame, u, v, frame.halo * 1.8, false));
      const r2 = ((u - 0.5) * 2) ** 2 * 0.55 + ((v - 0.5) * 2) ** 2 * 0.45;
      const shade = 1 - scene.vignette * smoothstep(0.25, 1.2, r2);
      canvas.setRgb(x, y, p.r * shade, p.g * shade, p.b * shade);
    }
  }
}

function paintStars(still: Still, phase: number, canvas: Canvas): void {
  for (const s of still.stars) {
    const twinkle = 0.35 + 0.3 * Math.sin(TAU * (s.speed * 2 * phase + s.phase));
    splat(canvas, s.x * still.width, s.y * still.height, (0.5 + 0.5 * s.size) * still.scale, [1, 1, 1], twinkle * (0.4 + 0.6 * (1 - s.y)), still.skyMask);
  }
}

function paintMotes(still: Still, phase: number, canvas: Canvas): void {
  const rise = still.scene.motes.rise;
  for (const m of still.motes) {
    const y = rise ? (((m.y - m.speed * phase) % 1) + 1) % 1 : m.y + 0.02 * Math.cos(TAU * (2 * phase + m.phase));
    const x = m.x + (rise ? 0.015 : 0.03) * Math.sin(TAU * (phase + m.phase));
    const edge = smoothstep(0, 0.12, y) * smoothstep(1, 0.8, y);
    const alpha = edge * (0.3 + 0.3 * (0.5 + 0.5 * Math.sin(TAU * (3 * phase + m.phase))));
    splat(canvas, x * still.width, y * still.height, (1.4 + 2.2 * m.size) * still.scale, still.moteColour, alpha);
  }
}

/**
 * Renders frames of one scene. Every motion is periodic over the clip length, so the clip loops
 * seamlessly; the light "breathes" three times per clip (a slow ten-second breath at 30 s).
 */
export function createLandscape(scene: Scene, width: number, height: number, variant: Variant = EXACT_FRAME) {
  const still = stillOf(scene, width, height, variant);
  /** One frame at `phase` in 0..1 of the loop. */
  return function render(phase: number): Canvas {
    const canvas = new Canvas(width, height);
    paintPixels(still, frameAt(still, phase), canvas);
    paintStars(still, phase, canvas);
    paintMotes(still, phase, canvas);
    return canvas;
  };
}

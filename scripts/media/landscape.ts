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

/**
 * Renders frames of one scene. Every motion is periodic over the clip length, so the clip loops
 * seamlessly; the light "breathes" three times per clip (a slow ten-second breath at 30 s).
 */
export function createLandscape(scene: Scene, width: number, height: number, variant: Variant = EXACT_FRAME) {
  const aspect = width / height;
  const px = 1 / height;
  const sky = scene.sky.map(hex) as [Rgb, Rgb, Rgb];
  const lightColour = hex(scene.light.colour);
  const tops = ridgeTops(scene.ridges, width, height, variant.ridgeShift);
  const ridgeColours = scene.ridges.map((r) => hex(r.colour));
  const horizonV = scene.water?.top ?? 0.78;
  const skyRows = Array.from({ length: height }, (_, y) => gradient(sky, Math.min(1, y / height / horizonV)));
  const mistColour = scene.mist ? hex(scene.mist.colour) : sky[2];
  const mistLayer = scene.ridges.length >= 2 ? scene.ridges.length - 2 : -1;
  const waterNear = scene.water ? hex(scene.water.near) : sky[0];
  const waterFar = scene.water ? hex(scene.water.far) : sky[0];
  const nebulae = (scene.nebulae ?? []).map((n) => ({ ...n, rgb: hex(n.colour) }));
  const moteColour = hex(scene.motes.colour);
  const motes = particles(scene.motes.count, 1000 + variant.seed, scene.motes.rise ? [0, 1] : [0.25, 0.85]);
  const stars = particles(scene.stars, 2000 + variant.seed, [0.02, 0.7]);
  const scale = height / 720;
  const skyMask = (x: number, y: number) => (tops[0] ? y < tops[0][x]! - 1 : true) && (!scene.water || y < scene.water.top * height);

  function glowAt(u: number, v: number, lx: number, ly: number, halo: number, withCore: boolean): number {
    const d2 = ((u - lx) * aspect) ** 2 + (v - ly) ** 2;
    const radius = scene.light.radius;
    const core = withCore && d2 < (radius + 2 * px) ** 2 ? smoothstep(radius + 1.5 * px, radius - 1.5 * px, Math.sqrt(d2)) : 0;
    return Math.min(1, scene.light.glow * 0.6 * Math.exp(-d2 / (2 * halo * halo)) + core);
  }

  /** One frame at `phase` in 0..1 of the loop. */
  return function render(phase: number): Canvas {
    const canvas = new Canvas(width, height);
    const breath = 0.5 - 0.5 * Math.cos(TAU * 3 * phase);
    const lx = scene.light.x + variant.lightShift + 0.025 * Math.sin(TAU * phase);
    const ly = scene.light.y + 0.015 * Math.cos(TAU * phase);
    const flicker = scene.name === 'ember' ? 0.05 * Math.sin(TAU * 7 * phase) + 0.03 * Math.sin(TAU * 13 * phase) : 0;
    const halo = scene.light.halo * (0.5 + 0.04 * breath + flicker);
    const mistColumns = new Float32Array(width);
    for (let x = 0; x < width; x++) {
      const u = x / width;
      mistColumns[x] = 0.75 + 0.25 * Math.sin(TAU * (1.3 * u + phase)) * Math.sin(TAU * (0.7 * u - 2 * phase) + 1);
    }
    const nebulaCentres = nebulae.map((n, k) => ({
      x: n.x + 0.03 * Math.sin(TAU * (phase + k / 3)),
      y: n.y + 0.02 * Math.cos(TAU * (phase + k / 3)),
      r: n.radius * (0.95 + 0.05 * breath),
      rgb: n.rgb,
    }));

    // The per-pixel pass works on three locals (no arrays) because it runs ~20M times per clip.
    const [lr, lg, lb] = lightColour;
    const [mr, mg, mb] = mistColour;
    for (let y = 0; y < height; y++) {
      const v = y / height;
      const mistRow = scene.mist ? scene.mist.strength * Math.exp(-(((v - scene.mist.y) / scene.mist.height) ** 2)) : 0;
      const skyRow = skyRows[y]!;
      for (let x = 0; x < width; x++) {
        const u = x / width;
        let r = skyRow[0];
        let g = skyRow[1];
        let b = skyRow[2];
        for (const n of nebulaCentres) {
          const d2 = ((u - n.x) * aspect) ** 2 + (v - n.y) ** 2;
          const a = 0.45 * Math.exp(-d2 / (2 * n.r * n.r * 0.25));
          r = 1 - (1 - r) * (1 - n.rgb[0] * a);
          g = 1 - (1 - g) * (1 - n.rgb[1] * a);
          b = 1 - (1 - b) * (1 - n.rgb[2] * a);
        }
        const light = glowAt(u, v, lx, ly, halo, true);
        r = 1 - (1 - r) * (1 - lr * light);
        g = 1 - (1 - g) * (1 - lg * light);
        b = 1 - (1 - b) * (1 - lb * light);
        if (mistLayer < 0 && mistRow > 0) {
          const m = mistRow * mistColumns[x]!;
          r += (mr - r) * m;
          g += (mg - g) * m;
          b += (mb - b) * m;
        }
        for (let i = 0; i < tops.length; i++) {
          const top = tops[i]![x]!;
          const cover = clamp01(y - top + 0.5);
          if (cover > 0) {
            const rim = 0.16 * (1 - clamp01((y - top) / (0.12 * height)));
            const rc = ridgeColours[i]!;
            r += (rc[0] + (sky[2][0] - rc[0]) * rim - r) * cover;
            g += (rc[1] + (sky[2][1] - rc[1]) * rim - g) * cover;
            b += (rc[2] + (sky[2][2] - rc[2]) * rim - b) * cover;
          }
          if (i === mistLayer && mistRow > 0) {
            const m = mistRow * mistColumns[x]!;
            r += (mr - r) * m;
            g += (mg - g) * m;
            b += (mb - b) * m;
          }
        }
        if (scene.water && v >= scene.water.top) {
          const top = scene.water.top;
          const depth = (v - top) / (1 - top);
          const mirrored = Math.max(0, top - (v - top) * 0.9);
          const wobble = 0.012 * depth * Math.sin(TAU * (2 * phase + 6 * Math.sqrt(depth)) + u * 9);
          const reflectedGlow = glowAt(u + wobble, mirrored, lx, ly, halo, true);
          const skyC = skyRows[Math.min(height - 1, Math.floor(mirrored * height))]!;
          const body = mix(waterFar, waterNear, smoothstep(0, 1, depth));
          const k = 0.3 + 0.5 * depth;
          r = 1 - (1 - skyC[0]) * (1 - lr * reflectedGlow);
          g = 1 - (1 - skyC[1]) * (1 - lg * reflectedGlow);
          b = 1 - (1 - skyC[2]) * (1 - lb * reflectedGlow);
          r += (body[0] - r) * k;
          g += (body[1] - g) * k;
          b += (body[2] - b) * k;
          const column = Math.exp(-((((u - lx) * aspect) / (0.025 + 0.14 * depth)) ** 2));
          const sparkle = (0.5 + 0.5 * Math.sin(TAU * (22 * Math.sqrt(depth) - 3 * phase) + 4 * u)) ** 4;
          const s = 0.45 * column * sparkle * (1 - 0.5 * depth);
          r = 1 - (1 - r) * (1 - lr * s);
          g = 1 - (1 - g) * (1 - lg * s);
          b = 1 - (1 - b) * (1 - lb * s);
        }
        // A faint bloom of the light over the silhouettes: atmosphere, not a cut-out.
        if (tops.length) {
          const bloom = 0.18 * glowAt(u, v, lx, ly, halo * 1.8, false);
          r = 1 - (1 - r) * (1 - lr * bloom);
          g = 1 - (1 - g) * (1 - lg * bloom);
          b = 1 - (1 - b) * (1 - lb * bloom);
        }
        const r2 = ((u - 0.5) * 2) ** 2 * 0.55 + ((v - 0.5) * 2) ** 2 * 0.45;
        const shade = 1 - scene.vignette * smoothstep(0.25, 1.2, r2);
        canvas.setRgb(x, y, r * shade, g * shade, b * shade);
      }
    }

    for (const s of stars) {
      const twinkle = 0.35 + 0.3 * Math.sin(TAU * (s.speed * 2 * phase + s.phase));
      splat(canvas, s.x * width, s.y * height, (0.5 + 0.5 * s.size) * scale, [1, 1, 1], twinkle * (0.4 + 0.6 * (1 - s.y)), skyMask);
    }
    for (const m of motes) {
      const y = scene.motes.rise ? (((m.y - m.speed * phase) % 1) + 1) % 1 : m.y + 0.02 * Math.cos(TAU * (2 * phase + m.phase));
      const x = m.x + (scene.motes.rise ? 0.015 : 0.03) * Math.sin(TAU * (phase + m.phase));
      const edge = smoothstep(0, 0.12, y) * smoothstep(1, 0.8, y);
      const alpha = edge * (0.3 + 0.3 * (0.5 + 0.5 * Math.sin(TAU * (3 * phase + m.phase))));
      splat(canvas, x * width, y * height, (1.4 + 2.2 * m.size) * scale, moteColour, alpha);
    }
    return canvas;
  };
}

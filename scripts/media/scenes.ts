import type { ClipName } from '../../src/content/mediaPaths';

/** One layered silhouette (hill, dune, ridge) drawn across the frame. */
export interface Ridge {
  colour: string;
  /** Baseline height as a fraction of the frame (0 = top). */
  base: number;
  amplitude: number;
  /** Undulations across the frame width. */
  frequency: number;
  phase: number;
  shape: 'rolling' | 'peaks';
}

/** A calm landscape: sky, one soft light, silhouettes, optional water, mist and drifting motes. */
export interface Scene {
  name: ClipName;
  sky: [string, string, string];
  light: { colour: string; x: number; y: number; radius: number; glow: number; halo: number };
  ridges: Ridge[];
  water?: { top: number; near: string; far: string };
  mist?: { y: number; height: number; strength: number; colour: string };
  motes: { count: number; colour: string; rise: boolean };
  stars: number;
  nebulae?: { colour: string; x: number; y: number; radius: number }[];
  vignette: number;
  /** Fundamental of the singing-bowl tone, Hz (a pentatonic set across scenes). */
  toneHz: number;
  surf?: boolean;
}

const ridge = (colour: string, base: number, amplitude: number, frequency: number, phase: number, shape: Ridge['shape'] = 'rolling'): Ridge => ({
  colour,
  base,
  amplitude,
  frequency,
  phase,
  shape,
});

/** A palette per path: warm dawns for meditation, golden light for yoga, blues for breath, violets for energy work. */
export const scenes: Record<ClipName, Scene> = {
  dawn: {
    name: 'dawn',
    sky: ['#3d2b4f', '#c7737c', '#f8c58e'],
    light: { colour: '#fff1d6', x: 0.6, y: 0.6, radius: 0.045, glow: 0.9, halo: 0.32 },
    ridges: [ridge('#a8707c', 0.66, 0.05, 1.3, 0.1), ridge('#75485f', 0.75, 0.06, 1.7, 0.55), ridge('#43283f', 0.86, 0.06, 1.1, 0.3)],
    mist: { y: 0.7, height: 0.06, strength: 0.35, colour: '#ffd9c0' },
    motes: { count: 14, colour: '#ffe6c8', rise: true },
    stars: 0,
    vignette: 0.35,
    toneHz: 196,
  },
  'golden-hour': {
    name: 'golden-hour',
    sky: ['#e9a35f', '#f6cf8c', '#fff1cf'],
    light: { colour: '#fffaf0', x: 0.3, y: 0.5, radius: 0.06, glow: 1, halo: 0.4 },
    ridges: [ridge('#dc9a5e', 0.64, 0.04, 0.9, 0.2), ridge('#b06a3c', 0.74, 0.05, 1.4, 0.7), ridge('#6e3d24', 0.87, 0.05, 1.0, 0.45)],
    mist: { y: 0.66, height: 0.07, strength: 0.3, colour: '#fff0d2' },
    motes: { count: 22, colour: '#fff4d6', rise: true },
    stars: 0,
    vignette: 0.3,
    toneHz: 220,
  },
  mist: {
    name: 'mist',
    sky: ['#8ea2b2', '#c4ced4', '#ebe8e0'],
    light: { colour: '#fdf9f0', x: 0.7, y: 0.3, radius: 0.04, glow: 0.7, halo: 0.25 },
    ridges: [
      ridge('#a9b4bb', 0.52, 0.14, 2.2, 0.15, 'peaks'),
      ridge('#7f8d97', 0.64, 0.12, 1.6, 0.6, 'peaks'),
      ridge('#4f5d68', 0.82, 0.08, 1.2, 0.35, 'peaks'),
    ],
    mist: { y: 0.66, height: 0.1, strength: 0.55, colour: '#f2f1ec' },
    motes: { count: 0, colour: '#ffffff', rise: false },
    stars: 0,
    vignette: 0.25,
    toneHz: 174.6,
  },
  moonrise: {
    name: 'moonrise',
    sky: ['#0e1430', '#2a3566', '#5e6796'],
    light: { colour: '#eef0ff', x: 0.72, y: 0.28, radius: 0.035, glow: 0.55, halo: 0.22 },
    ridges: [ridge('#262d52', 0.7, 0.05, 1.2, 0.4), ridge('#181d3a', 0.79, 0.05, 1.8, 0.1), ridge('#0c0f24', 0.9, 0.05, 1.0, 0.8)],
    mist: { y: 0.74, height: 0.05, strength: 0.18, colour: '#aab3e0' },
    motes: { count: 0, colour: '#ffffff', rise: false },
    stars: 140,
    vignette: 0.4,
    toneHz: 146.8,
  },
  twilight: {
    name: 'twilight',
    sky: ['#2a1e49', '#6f4a82', '#e79d8e'],
    light: { colour: '#ffd6b6', x: 0.5, y: 0.68, radius: 0.05, glow: 0.85, halo: 0.38 },
    ridges: [ridge('#5c3c68', 0.7, 0.04, 1.0, 0.65), ridge('#3d2851', 0.78, 0.05, 1.5, 0.2), ridge('#231638', 0.89, 0.05, 1.2, 0.5)],
    mist: { y: 0.73, height: 0.05, strength: 0.25, colour: '#f3b9a8' },
    motes: { count: 10, colour: '#ffd9e0', rise: true },
    stars: 50,
    vignette: 0.38,
    toneHz: 164.8,
  },
  ocean: {
    name: 'ocean',
    sky: ['#86bfcc', '#c9e4e1', '#f6f0e2'],
    light: { colour: '#fffbea', x: 0.5, y: 0.44, radius: 0.05, glow: 0.9, halo: 0.35 },
    ridges: [ridge('#9fbcc0', 0.585, 0.012, 0.8, 0.75)],
    water: { top: 0.6, near: '#1f5a67', far: '#79b3b8' },
    motes: { count: 0, colour: '#ffffff', rise: false },
    stars: 0,
    vignette: 0.28,
    toneHz: 196,
    surf: true,
  },
  forest: {
    name: 'forest',
    sky: ['#b5cfae', '#e2eacf', '#f6f1dd'],
    light: { colour: '#fffbe6', x: 0.34, y: 0.32, radius: 0.05, glow: 0.8, halo: 0.36 },
    ridges: [ridge('#98b592', 0.6, 0.06, 1.6, 0.3), ridge('#658f6b', 0.72, 0.07, 2.3, 0.8), ridge('#34563f', 0.86, 0.07, 1.4, 0.15)],
    mist: { y: 0.64, height: 0.07, strength: 0.4, colour: '#f4f4e4' },
    motes: { count: 18, colour: '#fbffe8', rise: false },
    stars: 0,
    vignette: 0.3,
    toneHz: 220,
  },
  ember: {
    name: 'ember',
    sky: ['#160b0a', '#341710', '#5e2414'],
    light: { colour: '#ffb46a', x: 0.5, y: 0.56, radius: 0.02, glow: 1, halo: 0.42 },
    ridges: [],
    motes: { count: 30, colour: '#ffa45a', rise: true },
    stars: 0,
    vignette: 0.5,
    toneHz: 130.8,
  },
  lotus: {
    name: 'lotus',
    sky: ['#efc6cb', '#f8dfd2', '#fff4e6'],
    light: { colour: '#fffaf3', x: 0.46, y: 0.46, radius: 0.05, glow: 0.85, halo: 0.4 },
    ridges: [ridge('#d7a9b3', 0.6, 0.035, 1.2, 0.35), ridge('#bf8796', 0.63, 0.02, 2.1, 0.9)],
    water: { top: 0.64, near: '#b77a8c', far: '#f0cbd0' },
    motes: { count: 12, colour: '#fff2f4', rise: true },
    stars: 0,
    vignette: 0.25,
    toneHz: 261.6,
  },
  desert: {
    name: 'desert',
    sky: ['#e4ad80', '#f2d1a4', '#fcead0'],
    light: { colour: '#fff7e4', x: 0.68, y: 0.4, radius: 0.055, glow: 0.9, halo: 0.34 },
    ridges: [ridge('#dca273', 0.66, 0.05, 0.8, 0.1), ridge('#c27f50', 0.76, 0.07, 0.6, 0.6), ridge('#955634', 0.9, 0.07, 0.7, 0.3)],
    mist: { y: 0.68, height: 0.05, strength: 0.25, colour: '#fff0d8' },
    motes: { count: 8, colour: '#fff3df', rise: false },
    stars: 0,
    vignette: 0.32,
    toneHz: 146.8,
  },
  cosmos: {
    name: 'cosmos',
    sky: ['#0b0a22', '#1f1246', '#3a1f5e'],
    light: { colour: '#e9dcff', x: 0.52, y: 0.5, radius: 0.012, glow: 0.7, halo: 0.3 },
    ridges: [],
    nebulae: [
      { colour: '#7a5cff', x: 0.35, y: 0.4, radius: 0.35 },
      { colour: '#3db4c8', x: 0.7, y: 0.62, radius: 0.3 },
      { colour: '#e07ab8', x: 0.55, y: 0.25, radius: 0.22 },
    ],
    motes: { count: 16, colour: '#d9e6ff', rise: false },
    stars: 220,
    vignette: 0.45,
    toneHz: 110,
  },
  meadow: {
    name: 'meadow',
    sky: ['#d8e4b2', '#f0efc8', '#fff7da'],
    light: { colour: '#fffbe0', x: 0.42, y: 0.46, radius: 0.055, glow: 0.9, halo: 0.38 },
    ridges: [ridge('#bccb83', 0.63, 0.04, 1.1, 0.5), ridge('#8ea95d', 0.73, 0.05, 1.6, 0.05), ridge('#58793b', 0.86, 0.06, 1.2, 0.7)],
    mist: { y: 0.67, height: 0.06, strength: 0.35, colour: '#fffbe4' },
    motes: { count: 20, colour: '#fffce6', rise: true },
    stars: 0,
    vignette: 0.28,
    toneHz: 246.9,
  },
};

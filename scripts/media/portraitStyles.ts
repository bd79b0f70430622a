import type { Crown, Motif, PortraitStyle } from './portrait';

/** Ten warm palettes; each teacher pairs one with a motif and silhouette no other teacher shares. */
const palettes: PortraitStyle['palette'][] = [
  { centre: '#f6d6b0', edge: '#c9825a', halo: '#fff3dc', figure: '#5a2f2a' },
  { centre: '#e9d7f0', edge: '#7e5a9b', halo: '#fff4fb', figure: '#2f1f45' },
  { centre: '#d7ecdf', edge: '#5f8f74', halo: '#fbfff4', figure: '#23412f' },
  { centre: '#fbe2c4', edge: '#d9965a', halo: '#fffaf0', figure: '#6b3b1f' },
  { centre: '#d6e6f0', edge: '#5b7f9d', halo: '#f6fbff', figure: '#1f3347' },
  { centre: '#f7d3d3', edge: '#b5667a', halo: '#fff3f2', figure: '#4a1f2f' },
  { centre: '#efe6c8', edge: '#a48b4f', halo: '#fffbe9', figure: '#3f3319' },
  { centre: '#f4cdb8', edge: '#a45a45', halo: '#fff0e4', figure: '#3d1a16' },
  { centre: '#dcdff2', edge: '#4b4f8c', halo: '#f5f4ff', figure: '#1b1c3d' },
  { centre: '#e6efc9', edge: '#7d9a4b', halo: '#fdfff0', figure: '#2e3d19' },
];
const motifs: Motif[] = ['rings', 'petals', 'rays', 'orbits', 'waves'];
const crowns: Crown[] = ['short', 'bun', 'long', 'wrap'];

/** The style of the teacher at `index` in the catalog: deterministic, and unique across the 20. */
export function portraitStyle(index: number): PortraitStyle {
  return {
    palette: palettes[index % palettes.length]!,
    motif: motifs[(index + 2 * Math.floor(index / palettes.length)) % motifs.length]!,
    crown: crowns[(index * 3 + Math.floor(index / 4)) % crowns.length]!,
    seed: 7919 * (index + 1),
  };
}

/**
 * Design tokens named once. The CSS custom properties in src/styles.css use the same
 * values; this module feeds the manifest colours and anything rendered outside CSS (mail).
 */
export const tokens = {
  color: {
    ivory: '#faf6ef',
    sand: '#f1e8da',
    clay: '#e4d4bd',
    ink: '#2a221d',
    inkSoft: '#5b4e45',
    ember: '#9c4f2b',
    emberDeep: '#7e3f20',
    sage: '#6f7f64',
    gold: '#b88a3e',
    dusk: '#1d1713',
  },
} as const;

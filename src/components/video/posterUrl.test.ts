import { describe, expect, it } from 'vitest';
import { posterUrl } from './posterUrl';

describe('posterUrl', () => {
  it('uses the given poster for the dialog and the widest generated one for the large player', () => {
    expect(posterUrl('/media/posters/dawn-640.webp')).toBe('/media/posters/dawn-640.webp');
    expect(posterUrl('/media/posters/dawn-640.webp', 'large')).toBe('/media/posters/dawn-1280.webp');
  });
  it('passes other URLs through and has none for an empty thumbnail', () => {
    expect(posterUrl('https://cdn.example.com/p.jpg', 'large')).toBe('https://cdn.example.com/p.jpg');
    expect(posterUrl('')).toBeUndefined();
  });
});

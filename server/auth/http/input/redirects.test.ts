import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects.ts';

describe('safeRedirect', () => {
  const site = 'https://stillwater.example';
  it.each([
    ['https://stillwater.example/profile?x=1', 'https://stillwater.example/profile?x=1'],
    ['https://stillwater.example', 'https://stillwater.example/'],
    ['http://localhost:5173/callback', 'http://localhost:5173/callback'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/'],
  ])('keeps %s', (requested, expected) => {
    expect(safeRedirect(site, requested)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://stillwater.example/',
    'https://stillwater.example.evil.example/',
    'https://user:pass@stillwater.example/',
    '//evil.example/',
    'javascript:alert(1)',
    'http://2130706433/',
    'http://0x7f000001/',
    'not a url',
  ])('refuses %s (answers the site)', (requested) => {
    expect(safeRedirect(site, requested)).toBe(site);
  });

  it('uses the site when nothing is asked', () => {
    expect(safeRedirect(site, undefined)).toBe(site);
    expect(safeRedirect(site, '')).toBe(site);
  });
});

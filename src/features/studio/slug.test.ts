import { describe, expect, it } from 'vitest';
import { isSlug, slugFromName } from './slug';

describe('a new teacher’s slug', () => {
  it.each([
    ['Noor Haddad', 'noor-haddad'],
    ['  Amara   Okafor ', 'amara-okafor'],
    ['Zoë Élan-Dupré', 'zoe-elan-dupre'],
    ["Sri K. Pattabhi's Way", 'sri-k-pattabhi-s-way'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('is lowercase words joined by hyphens, at most 100 characters', () => {
    expect(isSlug('noor-haddad')).toBe(true);
    for (const bad of ['Noor', 'noor--haddad', '-noor', 'noor-', 'noor haddad', '', 'a'.repeat(101)]) expect(isSlug(bad), bad).toBe(false);
    expect(isSlug(slugFromName(`${'word '.repeat(40)}`))).toBe(true);
  });
});

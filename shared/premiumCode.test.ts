import { describe, expect, it } from 'vitest';
import { formatCode, normaliseCode } from './premiumCode';

describe('gift codes as typed', () => {
  it('read case, spaces, dashes, O as 0 and I or L as 1 away', () => {
    expect(normaliseCode('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseCode('  oOiI lL01 2345 6789 ')).toBe('0011110123456789');
    expect(normaliseCode('ABCD–EFGH')).toBeNull();
  });

  it('are nothing when they cannot be a code: a letter Crockford leaves out, too short or too long', () => {
    expect(normaliseCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normaliseCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normaliseCode('ABCD-EFGH-JKMN-PQRST')).toBeNull();
    expect(normaliseCode('')).toBeNull();
  });

  it('show in groups of four', () => {
    expect(formatCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

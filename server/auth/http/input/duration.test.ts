import { describe, expect, it } from 'vitest';
import { parseGoDuration } from './duration.ts';

describe('parseGoDuration', () => {
  it.each([
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['90s', 90_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
  ])('%s', (text, ms) => expect(parseGoDuration(text)).toBe(ms));
  it.each(['', '1d', 'h', '10', '5m junk'])('refuses %j', (text) => expect(parseGoDuration(text)).toBeUndefined());
});

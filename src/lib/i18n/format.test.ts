import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it.each([
    ['en', '1,234.5'],
    ['es', '1234,5'],
    ['fr', '1 234,5'],
    ['de', '1.234,5'],
  ] as const)('writes a number as %s writes it', (locale, written) => {
    expect(formatNumber(1234.5, locale).replace(/\s/g, ' ')).toBe(written);
  });

  it('formats percentages and playback rates by locale', () => {
    expect(formatNumber(0.5, 'de', { style: 'percent' }).replace(/\s/g, ' ')).toBe('50 %');
    expect(formatNumber(1.25, 'fr')).toBe('1,25');
    expect(formatNumber(1.25, 'en')).toBe('1.25');
  });
});

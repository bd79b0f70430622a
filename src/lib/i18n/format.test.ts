import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales';
import { formatBytes, formatCount, formatNumber, formatPrice, pluralForm } from './format';

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

describe('formatPrice', () => {
  it.each([
    ['en', '$15'],
    ['es', '15 US$'],
    ['fr', '15 $US'],
    ['de', '15 $'],
  ] as const)('writes 1500 cents in dollars as %s writes it, without a fraction it does not have', (locale, written) => {
    expect(formatPrice(1500, 'usd', locale).replace(/\s/g, ' ')).toBe(written);
  });

  it('keeps a fraction there is, and reads minor units by the currency (yen have none)', () => {
    expect(formatPrice(1499, 'usd', 'en')).toBe('$14.99');
    expect(formatPrice(1499, 'eur', 'de').replace(/\s/g, ' ')).toBe('14,99 €');
    expect(formatPrice(1500, 'jpy', 'en')).toBe('¥1,500');
  });
});

describe('formatCount', () => {
  it.each(LOCALES)('writes a count as Intl.NumberFormat does in %s', (locale) => {
    for (const count of [0, 1, 7, 36, 999, 1_000, 1_234, 9_999, 10_000, 12_345, 999_999, 1_000_000, 12_345_678]) {
      expect(formatCount(count, locale)).toBe(new Intl.NumberFormat(locale).format(count));
    }
  });
});

describe('pluralForm', () => {
  it('gives the category each language puts a count in', () => {
    expect([pluralForm(1, 'en'), pluralForm(0, 'en'), pluralForm(2, 'en')]).toEqual(['one', 'other', 'other']);
    expect([pluralForm(0, 'fr'), pluralForm(1, 'fr'), pluralForm(2, 'fr')]).toEqual(['one', 'one', 'other']);
  });
});

describe('formatBytes', () => {
  it.each([
    ['en', '412 MB', '1.2 GB', '4.5 MB', '840 kB'],
    ['es', '412 MB', '1,2 GB', '4,5 MB', '840 kB'],
    ['fr', '412 Mo', '1,2 Go', '4,5 Mo', '840 ko'],
    ['de', '412 MB', '1,2 GB', '4,5 MB', '840 kB'],
  ] as const)('writes sizes as %s writes them, in decimal units', (locale, ...written) => {
    const sizes = [412_000_000, 1_234_000_000, 4_500_000, 840_000].map((bytes) => formatBytes(bytes, locale).replace(/\s/g, ' '));
    expect(sizes).toEqual(written);
  });

  const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'];
  it.each(LOCALES)('writes each size as Intl.NumberFormat does in %s, one decimal below 10 of a unit, with a space that does not break', (locale) => {
    for (const [bytes, unit, value] of [
      [0, 0, 0],
      [1_000, 0, 1],
      [9_950, 0, 10],
      [123_456, 0, 123],
      [999_960, 1, 1],
      [1_050_000, 1, 1.1],
      [67_890_000, 1, 68],
      [999_400_000, 1, 999],
      [2_000_000_000, 2, 2],
      [63_800_000_000, 2, 64],
      [3_500_000_000_000, 3, 3.5],
      [1_234_000_000_000_000, 3, 1234],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 });
      expect(formatBytes(bytes, locale)).toMatch(/^[\d.,\u202f]+[\u00a0\u202f]\S+$/);
      expect(formatBytes(bytes, locale).replace(/\s/g, ' '), `${bytes} bytes`).toBe(intl.format(value).replace(/\s/g, ' '));
    }
  });
});

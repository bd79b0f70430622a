import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales';
import { formatLongDate } from './format';

describe('formatLongDate (member since, the day watched)', () => {
  it('formats created_at as a long date', () => {
    expect(formatLongDate('2026-03-04T12:00:00.123456Z')).toBe('March 4, 2026');
  });

  it.each([
    ['es', '4 de marzo de 2026'],
    ['fr', '4 mars 2026'],
    ['de', '4. März 2026'],
  ] as const)('writes the date as %s writes it', (locale, written) => {
    expect(formatLongDate('2026-03-04T12:00:00Z', locale)).toBe(written);
  });

  it.each(LOCALES)('writes every month in %s exactly as Intl does', (locale) => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 9, 12);
      const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
      expect(formatLongDate(date.toISOString(), locale)).toBe(intl);
    }
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});

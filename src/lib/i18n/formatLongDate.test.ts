import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate (member since, the day watched)', () => {
  it('formats created_at as a long date', () => {
    expect(formatLongDate('2026-03-04T12:00:00.123456Z')).toBe('March 4, 2026');
  });

  it.each([
    ['es', '4 de marzo de 2026'],
    ['fr', '4 mars 2026'],
    ['de', '4. März 2026'],
  ])('writes the date as %s writes it', (locale, written) => {
    expect(formatLongDate('2026-03-04T12:00:00Z', locale)).toBe(written);
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});

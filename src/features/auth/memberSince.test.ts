import { describe, expect, it } from 'vitest';
import { formatMemberSince } from './memberSince';

describe('formatMemberSince', () => {
  it('formats created_at as a long date', () => {
    expect(formatMemberSince('2026-03-04T12:00:00.123456Z')).toBe('March 4, 2026');
  });

  it.each([
    ['es', '4 de marzo de 2026'],
    ['fr', '4 mars 2026'],
    ['de', '4. März 2026'],
  ])('writes the date as %s writes it', (locale, written) => {
    expect(formatMemberSince('2026-03-04T12:00:00Z', locale)).toBe(written);
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatMemberSince('not a date')).toBe('');
  });
});

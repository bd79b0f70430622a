import { describe, expect, it } from 'vitest';
import { formatMemberSince } from './memberSince';

describe('formatMemberSince', () => {
  it('formats created_at as a long date', () => {
    expect(formatMemberSince('2026-03-04T12:00:00.123456Z')).toBe('March 4, 2026');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatMemberSince('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { videoStatus } from './videoStatus';

describe('a video’s status', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is Draft without a publish date, Scheduled before it, Published from it', () => {
    expect(videoStatus(null, now)).toBe('draft');
    expect(videoStatus('2026-03-01T12:00:01Z', now)).toBe('scheduled');
    expect(videoStatus('2026-03-01T12:00:00Z', now)).toBe('published');
    expect(videoStatus('2025-01-01T00:00:00Z', now)).toBe('published');
  });
});

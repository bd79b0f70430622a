import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../components/video/testing/videoFakes';
import type { DownloadRecord } from './downloadLedger';
import { expiryOf, fitsInSpace } from './downloadRules';

const at = (iso: string) => Date.parse(iso);
const record = (overrides: Partial<DownloadRecord> & { premium?: boolean }): DownloadRecord => ({
  video: makeVideo({ id: 'v', isPremium: overrides.premium ?? true }),
  quality: 'standard',
  state: 'complete',
  bytes: 10,
  estimatedBytes: 10,
  startedAt: '2026-11-01T00:00:00Z',
  completedAt: '2026-11-01T00:01:00Z',
  entitledUntil: '2026-12-01T00:00:00Z',
  checkedAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

describe('when a download may no longer play', () => {
  it("a free video's never expires", () => {
    expect(expiryOf(record({ premium: false, entitledUntil: null }), at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('a premium one stops when the membership it was downloaded under ends', () => {
    expect(expiryOf(record({}), at('2026-11-30T23:59:59Z'))).toBeNull();
    expect(expiryOf(record({}), at('2026-12-01T00:00:00Z'))).toBe('membership-ended');
  });

  it('and 30 days after the server last said the member may watch it, even with no end known', () => {
    const unchecked = record({ entitledUntil: null, checkedAt: '2026-11-01T00:00:00Z' });
    expect(expiryOf(unchecked, at('2026-11-30T23:59:59Z'))).toBeNull();
    expect(expiryOf(unchecked, at('2026-12-01T00:00:00Z'))).toBe('unchecked');
  });
});

describe('whether a download fits', () => {
  it('takes at most 95 % of what the browser still offers', () => {
    expect(fitsInSpace(95, { quota: 200, usage: 100 })).toBe(true);
    expect(fitsInSpace(96, { quota: 200, usage: 100 })).toBe(false);
    expect(fitsInSpace(1, {})).toBe(false);
  });
});

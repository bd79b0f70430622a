import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVideo } from '../../components/video/testing/videoFakes';
import { hasDownloads } from './downloadKeys';
import { readDownloads, updateDownloads, useDownloads, type DownloadRecord } from './downloadLedger';

const record = (id: string): DownloadRecord => ({
  video: makeVideo({ id }),
  quality: 'audio',
  state: 'downloading',
  bytes: 0,
  estimatedBytes: 100,
  startedAt: '2026-11-01T00:00:00Z',
  completedAt: null,
  entitledUntil: null,
  checkedAt: '2026-11-01T00:00:00Z',
});

afterEach(() => localStorage.clear());

describe("the device's record of downloads", () => {
  it('keeps each account apart, and leaves no key behind for an account with nothing', () => {
    updateDownloads('ana', (current) => ({ ...current, downloads: [record('one')] }));
    expect(readDownloads('ana').downloads.map((r) => r.video.id)).toEqual(['one']);
    expect(readDownloads('ben').downloads).toEqual([]);
    expect(hasDownloads('ben')).toBe(false);
    updateDownloads('ana', () => ({ downloads: [], removed: [] }));
    expect(hasDownloads('ana')).toBe(false);
  });

  it('tells its readers of every change, with the same object while nothing changed', () => {
    const { result } = renderHook(() => useDownloads('ana'));
    const before = result.current;
    expect(readDownloads('ana')).toBe(before);
    act(() => updateDownloads('ana', (current) => ({ ...current, downloads: [record('two')] })));
    expect(result.current.downloads.map((r) => r.video.id)).toEqual(['two']);
  });

  it('reads a damaged entry as nothing stored', () => {
    localStorage.setItem('stillwater.downloads.ana', '{not json');
    expect(readDownloads('ana')).toEqual({ downloads: [], removed: [] });
  });
});

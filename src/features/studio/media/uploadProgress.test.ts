import { describe, expect, it } from 'vitest';
import { percentSent, secondsLeft, uploadProgressText } from './uploadProgress';

const MB = 1024 * 1024;
const at = (sent: number, total = 100 * MB, startedFrom = 0) => ({ sent, total, startedAt: 0, startedFrom });

describe('upload progress', () => {
  it('is a whole percent, rounded down, 0 for an empty file', () => {
    expect(percentSent(at(42.9 * MB))).toBe(42);
    expect(percentSent(at(99.99 * MB))).toBe(99);
    expect(percentSent(at(100 * MB))).toBe(100);
    expect(percentSent({ sent: 0, total: 0 })).toBe(0);
  });

  it('estimates the time left from this run only: bytes a resume started from are not speed', () => {
    expect(secondsLeft(at(10 * MB), 10_000)).toBe(90);
    expect(secondsLeft(at(60 * MB, 100 * MB, 50 * MB), 10_000)).toBe(40);
    expect(secondsLeft(at(10 * MB), 500)).toBeUndefined();
    expect(secondsLeft(at(50 * MB, 100 * MB, 50 * MB), 5_000)).toBeUndefined();
  });

  it('reads "42% · about 1 min left", under a minute, in hours, or the percent alone at first', () => {
    expect(uploadProgressText(at(42 * MB), 50_000)).toBe('42% · about 1 min left');
    expect(uploadProgressText(at(42 * MB), 350_000)).toBe('42% · about 8 min left');
    expect(uploadProgressText(at(90 * MB), 9_000)).toBe('90% · less than a minute left');
    expect(uploadProgressText(at(1 * MB), 60_000)).toBe('1% · about 2 h left');
    expect(uploadProgressText(at(3 * MB), 200)).toBe('3%');
  });
});

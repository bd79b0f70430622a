import { describe, expect, it } from 'vitest';
import { parseRange } from './byteRange.ts';

describe('Range headers', () => {
  it('reads the three forms of one byte range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('clamps an end past the last byte and a suffix longer than the bytes', () => {
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('a start past the end, or an empty suffix, cannot be satisfied', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, other units, several ranges, garbage, a reversed range', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=abc', 'bytes=-', 'bytes=5-1', 'bytes=1e3-']) {
      expect(parseRange(header, 1000), String(header)).toBeUndefined();
    }
  });

  it('very large numbers never throw', () => {
    expect(parseRange(`bytes=${'9'.repeat(400)}-`, 1000)).toBe('unsatisfiable');
    expect(parseRange(`bytes=0-${'9'.repeat(400)}`, 1000)).toEqual({ start: 0, end: 999 });
  });
});

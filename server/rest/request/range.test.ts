import { describe, expect, it } from 'vitest';
import { requestedRange } from './range.ts';

describe('limit, offset and Range', () => {
  it('combines them as PostgREST intersects them', () => {
    expect(requestedRange(undefined, undefined, undefined)).toEqual({ offset: 0 });
    expect(requestedRange('10', '20', undefined)).toEqual({ offset: 20, limit: 10 });
    expect(requestedRange(undefined, undefined, '0-9')).toEqual({ offset: 0, limit: 10 });
    expect(requestedRange('5', undefined, '2-20')).toEqual({ offset: 2, limit: 3 });
    expect(requestedRange(undefined, undefined, '5-')).toEqual({ offset: 5 });
    expect(requestedRange('0', undefined, undefined)).toEqual({ offset: 0, limit: 0 });
  });

  it('ignores a Range in another unit; refuses what is not a number (PGRST100), a negative limit (416) and an inverted Range (416)', () => {
    expect(requestedRange(' 5 ', '+2', 'items=0-9')).toEqual({ offset: 2, limit: 5 });
    expect(requestedRange('-0', undefined, undefined)).toEqual({ offset: 0, limit: 0 });
    expect(() => requestedRange('ten', undefined, undefined)).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST100', message: '"failed to parse limit parameter (ten)" (line 1, column 1)', details: 'unexpected "t" expecting digit' }),
    );
    expect(() => requestedRange(undefined, '5 x', undefined)).toThrow(expect.objectContaining({ message: '"failed to parse offset parameter (5 x)" (line 1, column 3)', details: 'unexpected "x" expecting end of input' }));
    expect(() => requestedRange('', undefined, undefined)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => requestedRange('0', undefined, '0-9;')).toThrow(expect.objectContaining({ code: 'PGRST100', message: '"failed to parse Range header (0-9;)" (line 1, column 4)' }));
    expect(() => requestedRange(undefined, undefined, '5')).toThrow(expect.objectContaining({ details: 'unexpected end of input expecting digit or "-"' }));
    expect(() => requestedRange('-1', undefined, undefined)).toThrow(expect.objectContaining({ status: 416, code: 'PGRST103' }));
    expect(() => requestedRange(undefined, undefined, '9-2')).toThrow(expect.objectContaining({ status: 416, code: 'PGRST103' }));
    expect(() => requestedRange(undefined, '-3', undefined)).toThrow(expect.objectContaining({ status: 400, code: '2201X' }));
    expect(() => requestedRange('99999999999999999999', undefined, undefined)).toThrow(expect.objectContaining({ status: 400, code: '22003' }));
    expect(() => requestedRange(undefined, undefined, '0-99999999999999999999')).toThrow(expect.objectContaining({ status: 400, code: '22003' }));
  });
});

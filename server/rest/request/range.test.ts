import { describe, expect, it } from 'vitest';
import { parseRowCount, requestedRange } from './range.ts';

describe('limit, offset and Range', () => {
  it('combines them as PostgREST intersects them', () => {
    expect(requestedRange(undefined, 0, undefined)).toEqual({ offset: 0 });
    expect(requestedRange(10, 20, undefined)).toEqual({ offset: 20, limit: 10 });
    expect(requestedRange(undefined, 0, '0-9')).toEqual({ offset: 0, limit: 10 });
    expect(requestedRange(5, 0, '2-20')).toEqual({ offset: 2, limit: 3 });
    expect(requestedRange(undefined, 0, '5-')).toEqual({ offset: 5 });
    expect(requestedRange(0, 0, undefined)).toEqual({ offset: 0, limit: 0 });
    expect(requestedRange(undefined, 0, 'items=0-9')).toEqual({ offset: 0 });
  });

  it('reads limit and offset as whole numbers, and refuses anything else with PGRST100', () => {
    expect(parseRowCount(' 5 ', 'limit parameter')).toBe(5);
    expect(parseRowCount('+2', 'offset parameter')).toBe(2);
    expect(Object.is(parseRowCount('-0', 'limit parameter'), 0)).toBe(true);
    expect(parseRowCount('-3', 'offset parameter')).toBe(-3);
    expect(() => parseRowCount('ten', 'limit parameter')).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST100', message: '"failed to parse limit parameter (ten)" (line 1, column 1)', details: 'unexpected "t" expecting digit' }),
    );
    expect(() => parseRowCount('5 x', 'offset parameter')).toThrow(expect.objectContaining({ message: '"failed to parse offset parameter (5 x)" (line 1, column 3)', details: 'unexpected "x" expecting end of input' }));
    expect(() => parseRowCount('1e3', 'limit parameter')).toThrow(expect.objectContaining({ details: 'unexpected "e" expecting digit or end of input' }));
    expect(() => parseRowCount('', 'limit parameter')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseRowCount('99999999999999999999', 'limit parameter')).toThrow(expect.objectContaining({ status: 400, code: '22003' }));
  });

  it('refuses a malformed unit-less Range (PGRST100), a negative limit (416), a negative offset (2201X) and an inverted Range (416)', () => {
    expect(() => requestedRange(0, 0, '0-9;')).toThrow(expect.objectContaining({ code: 'PGRST100', message: '"failed to parse Range header (0-9;)" (line 1, column 4)' }));
    expect(() => requestedRange(undefined, 0, '5')).toThrow(expect.objectContaining({ details: 'unexpected end of input expecting digit or "-"' }));
    expect(() => requestedRange(undefined, 0, '0-99999999999999999999')).toThrow(expect.objectContaining({ status: 400, code: '22003' }));
    expect(() => requestedRange(-1, 0, undefined)).toThrow(expect.objectContaining({ status: 416, code: 'PGRST103' }));
    expect(() => requestedRange(undefined, 0, '9-2')).toThrow(expect.objectContaining({ status: 416, code: 'PGRST103' }));
    expect(() => requestedRange(undefined, -3, undefined)).toThrow(expect.objectContaining({ status: 400, code: '2201X' }));
  });
});

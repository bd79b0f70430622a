import { describe, expect, it } from 'vitest';
import { jsonDepth, parseJsonBody, payloadKeys } from './body.ts';
import { checkContentType, checkProfile, negotiate } from './media.ts';
import { parsePreferences, appliedPreferences } from './prefer.ts';

describe('headers and bodies', () => {
  it('negotiates JSON arrays, single objects and stripped nulls; anything else is 406 PGRST107', () => {
    expect(negotiate(undefined)).toEqual({ singular: false, stripNulls: false });
    expect(negotiate('application/vnd.pgrst.object+json')).toEqual({ singular: true, stripNulls: false });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ singular: false, stripNulls: true });
    expect(negotiate('text/html;q=0.9, application/json')).toEqual({ singular: false, stripNulls: false });
    expect(() => negotiate('text/csv')).toThrow(expect.objectContaining({ status: 406, code: 'PGRST107', message: 'None of these media types are available: text/csv' }));
  });

  it('exposes only schema public (406 PGRST106) and reads JSON bodies only', () => {
    expect(checkProfile(undefined)).toBe(false);
    expect(checkProfile('public')).toBe(true);
    expect(() => checkProfile('auth')).toThrow(expect.objectContaining({ status: 406, code: 'PGRST106', hint: 'Only the following schemas are exposed: public' }));
    expect(() => checkContentType('application/json; charset=utf-8')).not.toThrow();
    expect(() => checkContentType('text/csv')).toThrow(expect.objectContaining({ status: 400, code: 'PGRST102' }));
  });

  it('reads Prefer leniently, strictly under handling=strict, and reports what was applied in order', () => {
    expect(parsePreferences(['return=representation, count=exact', 'count=planned, tx=rollback'])).toEqual({ return: 'representation', count: 'exact' });
    expect(() => parsePreferences('handling=strict, tx=rollback')).toThrow(expect.objectContaining({ code: 'PGRST122', details: 'Invalid preferences: tx=rollback' }));
    expect(appliedPreferences({ count: 'exact', return: 'minimal', resolution: 'merge-duplicates' })).toBe('resolution=merge-duplicates, return=minimal, count=exact');
  });

  it('measures nesting without parsing, refuses deep or broken JSON, and wants the same keys in every row', () => {
    expect(jsonDepth('{"a":"[[[[","b":[{"c":1}]}')).toBe(3);
    expect(() => parseJsonBody('['.repeat(100_000))).toThrow(expect.objectContaining({ code: 'PGRST102' }));
    expect(() => parseJsonBody('{"a":')).toThrow(expect.objectContaining({ code: 'PGRST102', message: 'Empty or invalid json' }));
    expect(payloadKeys([{ a: 1, b: 2 }, { b: 3, a: 4 }])).toEqual(['a', 'b']);
    expect(() => payloadKeys([{ a: 1 }, { b: 2 }])).toThrow(expect.objectContaining({ message: 'All object keys must match' }));
    expect(() => payloadKeys(5)).toThrow(expect.objectContaining({ code: 'PGRST102' }));
  });
});

import { describe, expect, it } from 'vitest';
import { looksLikeFilter, parseFilter, parseLogic } from './filters.ts';

describe('filters', () => {
  it('reads every operator of the subset, negated or not', () => {
    expect(parseFilter('video_id', 'eq.abc.def')).toEqual({ column: 'video_id', negated: false, operation: { operator: 'eq', value: 'abc.def' } });
    expect(parseFilter('n', 'not.gte.5')).toEqual({ column: 'n', negated: true, operation: { operator: 'gte', value: '5' } });
    expect(parseFilter('v', 'like.*yoga*').operation).toEqual({ operator: 'like', value: '*yoga*' });
    expect(parseFilter('v', 'in.(a,"b,c",d)').operation).toEqual({ operator: 'in', values: ['a', 'b,c', 'd'] });
    expect(parseFilter('v', 'is.NULL').operation).toEqual({ operator: 'is', value: 'null' });
    expect(parseFilter('v', 'not.is.true')).toMatchObject({ negated: true, operation: { operator: 'is', value: 'true' } });
  });

  it('tells filters from other parameters as PostgREST does', () => {
    expect(looksLikeFilter('eq.1')).toBe(true);
    expect(looksLikeFilter('not.eq.1')).toBe(true);
    expect(looksLikeFilter('in.(1)')).toBe(true);
    expect(looksLikeFilter('cs.{a}')).toBe(true);
    expect(looksLikeFilter('hello')).toBe(false);
    expect(looksLikeFilter('zz.1')).toBe(false);
  });

  it('refuses unknown and unsupported operators, embedded resources and malformed lists', () => {
    expect(() => parseFilter('v', 'cs.{a}')).toThrow(expect.objectContaining({ code: 'PGRST100', details: 'The operator cs is not supported by this server' }));
    expect(() => parseFilter('v', 'not.zz.1')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseFilter('v', 'in.(a,b')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseFilter('v', 'is.maybe')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseFilter('users.id', 'eq.1')).toThrow(expect.objectContaining({ code: 'PGRST108', message: "'users' is not an embedded resource in this request" }));
    expect(() => parseFilter('data->a', 'eq.1')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });

  it('reads or=/and= trees, nested and negated, with quoted values', () => {
    expect(parseLogic('or', '(a.eq.1,and(b.gt.2,c.like."x,y"))')).toEqual({
      kind: 'logic',
      negated: false,
      operator: 'or',
      children: [
        { kind: 'filter', filter: { column: 'a', negated: false, operation: { operator: 'eq', value: '1' } } },
        {
          kind: 'logic',
          negated: false,
          operator: 'and',
          children: [
            { kind: 'filter', filter: { column: 'b', negated: false, operation: { operator: 'gt', value: '2' } } },
            { kind: 'filter', filter: { column: 'c', negated: false, operation: { operator: 'like', value: 'x,y' } } },
          ],
        },
      ],
    });
    expect(parseLogic('not.and', '(a.in.(1,2),b.is.null)')).toMatchObject({ negated: true, operator: 'and' });
    expect(() => parseLogic('or', '()')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseLogic('or', '(a.eq.1')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseLogic('users.or', '(a.eq.1)')).toThrow(expect.objectContaining({ code: 'PGRST108' }));
  });
});

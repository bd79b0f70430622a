import { describe, expect, it } from 'vitest';
import { parseFilter, parseLogic, startsWithOperator } from './filters.ts';

describe('filters', () => {
  it('reads every operator of the subset, negated or not', () => {
    expect(parseFilter('video_id', 'eq.abc.def')).toEqual({ column: 'video_id', negated: false, operation: { operator: 'eq', value: 'abc.def' } });
    expect(parseFilter('n', 'not.gte.5')).toEqual({ column: 'n', negated: true, operation: { operator: 'gte', value: '5' } });
    expect(parseFilter('v', 'like.*yoga*').operation).toEqual({ operator: 'like', value: '*yoga*' });
    expect(parseFilter('v', 'in.(a,"b,c",d)').operation).toEqual({ operator: 'in', values: ['a', 'b,c', 'd'] });
    expect(parseFilter('v', 'is.NULL').operation).toEqual({ operator: 'is', value: 'null' });
    expect(parseFilter('v', 'not.is.true')).toMatchObject({ negated: true, operation: { operator: 'is', value: 'true' } });
  });

  it('tells the filters of GET /rpc from its arguments as PostgREST does: the value starts with an operator and its dot', () => {
    for (const filter of ['eq.1', 'not.eq.1', 'not.zz', 'in.(1)', 'in.x', 'is.x', 'cs.{a}', 'gte.1', 'like(any).{a}', 'fts(english).yoga', 'isdistinct.1']) {
      expect(startsWithOperator(filter), filter).toBe(true);
    }
    for (const argument of ['hello', 'zz.1', 'eq', 'EQ.1', 'equals.1', 'cs(any).1', 'fts(.x', '', 'int.5', 'not']) {
      expect(startsWithOperator(argument), argument).toBe(false);
    }
  });

  it('refuses unknown and unsupported operators, embedded resources and malformed lists', () => {
    expect(() => parseFilter('v', 'cs.{a}')).toThrow(expect.objectContaining({ code: 'PGRST100', details: 'The operator cs is not supported by this server' }));
    expect(() => parseFilter('v', 'zz.1')).toThrow(
      expect.objectContaining({ code: 'PGRST100', message: '"failed to parse filter (zz.1)" (line 1, column 1)', details: 'unexpected "z" expecting "not" or operator (eq, gt, ...)' }),
    );
    expect(() => parseFilter('v', 'not.zz.1')).toThrow(expect.objectContaining({ message: '"failed to parse filter (not.zz.1)" (line 1, column 5)', details: 'unexpected "z" expecting operator (eq, gt, ...)' }));
    expect(() => parseFilter('v', 'eq')).toThrow(expect.objectContaining({ details: 'unexpected end of input expecting delimiter (.)' }));
    expect(() => parseFilter('v', 'eq(any).{a}')).toThrow(expect.objectContaining({ details: 'The operator eq(any) is not supported by this server' }));
    expect(() => parseFilter('v', '')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
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
    expect(() => parseLogic('not.or', '(a.zz.1)')).toThrow(expect.objectContaining({ message: '"failed to parse logic tree ((a.zz.1))" (line 1, column 10)' }));
    expect(() => parseLogic('users.or', '(a.eq.1)')).toThrow(expect.objectContaining({ code: 'PGRST108' }));
  });
});

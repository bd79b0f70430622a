import { describe, expect, it } from 'vitest';
import { RestError } from '../errors.ts';
import { parseSelect } from './select.ts';

const failure = (input: string) => {
  try {
    parseSelect(input);
  } catch (error) {
    return error as RestError;
  }
  throw new Error(`parsed: ${input}`);
};

describe('select=', () => {
  it('reads *, columns, aliases and quoted names', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('video_id,vid:video_id, "odd \\"name\\""')).toEqual([
      { kind: 'column', column: 'video_id' },
      { kind: 'column', column: 'video_id', alias: 'vid' },
      { kind: 'column', column: 'odd "name"' },
    ]);
  });

  it('recognises embeddings, spreads and aggregates so the planner can refuse them with PostgREST codes', () => {
    expect(parseSelect('*,users(id,email)')).toEqual([{ kind: 'star' }, { kind: 'embed', relation: 'users' }]);
    expect(parseSelect('x:users!inner(*)')).toEqual([{ kind: 'embed', relation: 'users' }]);
    expect(parseSelect('..users(id)')).toEqual([{ kind: 'embed', relation: 'users' }]);
    expect(parseSelect('count()')).toEqual([{ kind: 'aggregate' }]);
    expect(parseSelect('position_seconds.sum()')).toEqual([{ kind: 'aggregate' }]);
  });

  it('refuses JSON paths and casts with PGRST100, and malformed lists with a parse error', () => {
    expect(failure('data->>a')).toMatchObject({ status: 400, code: 'PGRST100', details: 'A JSON path (->, ->>) is not supported by this server' });
    expect(failure('video_id::int')).toMatchObject({ code: 'PGRST100', details: 'A cast (::) is not supported by this server' });
    expect(failure('a,,b')).toMatchObject({ code: 'PGRST100', message: '"failed to parse select parameter (a,,b)" (line 1, column 3)' });
    expect(failure("a;drop table x")).toMatchObject({ code: 'PGRST100' });
    expect(failure('"unterminated')).toMatchObject({ code: 'PGRST100' });
  });
});

import { describe, expect, it } from 'vitest';
import { planRequest } from '../plan.ts';
import { parseApiRequest } from '../request/apiRequest.ts';
import type { SchemaCache, Table } from '../schemaCache.ts';
import { arrayLiteral, quoteIdent } from './params.ts';
import { buildStatement } from './statements.ts';

const column = (name: string, type = 'text', defaultValue: string | null = null) => [name, { name, type, default: defaultValue }] as const;
const progress: Table = {
  schema: 'public',
  name: 'watch_progress',
  columns: new Map([column('user_id', 'uuid', 'auth.uid()'), column('video_id'), column('position_seconds', 'numeric'), column('updated_at', 'timestamp with time zone', 'now()')]),
  primaryKey: ['user_id', 'video_id'],
};
const cache: SchemaCache = { tables: new Map([['watch_progress', progress]]), routines: new Map() };

const statementFor = (method: string, url: string, body?: string, headers: Record<string, string> = {}) => {
  const path = url.split('?')[0] as string;
  return buildStatement(planRequest(parseApiRequest({ method, path, url, headers, body }), cache));
};

describe('SQL building', () => {
  it('quotes identifiers and builds array literals safely', () => {
    expect(quoteIdent('a"b')).toBe('"a""b"');
    expect(() => quoteIdent('a\0b')).toThrow();
    expect(arrayLiteral(['a', 'b"c', 'd\\e', ''])).toBe('{"a","b\\"c","d\\\\e",""}');
  });

  it('binds every value of a read, never writing it into the SQL', () => {
    const statement = statementFor('GET', "/watch_progress?select=vid:video_id&video_id=eq.'; drop table x; --&or=(position_seconds.gt.5,video_id.in.(a,b))&order=updated_at.desc.nullslast&limit=5&offset=2");
    expect(statement.text).not.toContain('drop table');
    expect(statement.values).toEqual(["'; drop table x; --", '5', '{"a","b"}', 5, 2]);
    expect(statement.text).toContain('"public"."watch_progress"."video_id" as "vid"');
    expect(statement.text).toContain('order by "public"."watch_progress"."updated_at" desc nulls last');
  });

  it('caps every read at 1,000 rows', () => {
    expect(statementFor('GET', '/watch_progress').values).toEqual([1000]);
    expect(statementFor('GET', '/watch_progress?limit=5000').values).toEqual([1000]);
  });

  it('inserts from the body as sent, with defaults for missing keys under missing=default, upserting on the primary key', () => {
    const body = '[{"video_id":"v","position_seconds":1e400}]';
    const statement = statementFor('POST', '/watch_progress', body, { prefer: 'resolution=merge-duplicates,missing=default' });
    expect(statement.values[0]).toBe(body);
    expect(statement.text).toContain('on conflict ("user_id", "video_id") do update set "video_id" = excluded."video_id"');
    expect(statement.text).toContain('(pgrst_target.xmax = 0) as pgrst_inserted');
  });

  it('uses an alias as an identifier, quoted', () => {
    const statement = statementFor('GET', '/watch_progress?select="x\\" from y; --":video_id');
    expect(statement.text).toContain('as "x"" from y; --"');
  });
});

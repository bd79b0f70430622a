import fc from 'fast-check';
import { brokenJson, deepJson, hugeBody, nastyString, wrongType } from './hostileInput.ts';

/** Generators for the data API (/rest/v1): PostgREST's query grammar, filled with injection attempts. */

const COLUMNS = ['user_id', 'video_id', 'position_seconds', 'duration_seconds', 'completed', 'updated_at', 'created_at'];
const INJECTIONS = [
  '"; drop table auth.users; --',
  "video_id') or ('1'='1",
  'video_id;select pg_sleep(5)',
  'pg_catalog.pg_user',
  'auth.users',
  '*,auth.users(*)',
  'video_id::text',
  'video_id->>x',
  '"video_id""; --"',
  '$1',
  'count()',
  '..users(*)',
  'a:b:c',
  '(',
  ')',
  ',,',
  '\u0000',
];

/** A column name: real, injected or random, sometimes quoted. */
const columnName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...COLUMNS) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(...COLUMNS).map((name) => `"${name}"`) },
);

const value = fc.oneof(
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom('1', '-1', '1e400', 'NaN', 'null', 'true', '00000000-0000-0000-0000-000000000000', '2026-01-01', '*', '%', '(a,b)', '{a,b}', '"') },
);

const operator = fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'not.eq', 'not.in', 'not.is', 'cs', 'fts', 'match', 'zz', 'not', '');

const filterValue = fc.record({ operator, value, list: fc.array(value, { maxLength: 4 }) }).map(({ operator: op, value: v, list }) => {
  if (op.endsWith('in')) return `${op}.(${list.join(',')})`;
  if (op.endsWith('is')) return `${op}.${v.slice(0, 8)}`;
  return op ? `${op}.${v}` : v;
});

const orderTerm = fc
  .record({ column: columnName, direction: fc.constantFrom('', '.asc', '.desc', '.sideways'), nulls: fc.constantFrom('', '.nullsfirst', '.nullslast', '.nulls') })
  .map(({ column, direction, nulls }) => `${column}${direction}${nulls}`);

const logicTree: fc.Arbitrary<string> = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ column: columnName, filter: filterValue }).map(({ column, filter }) => `${column}.${filter}`),
    fc
      .record({ not: fc.boolean(), op: fc.constantFrom('and', 'or', 'xor'), children: fc.array(tie('tree') as fc.Arbitrary<string>, { minLength: 0, maxLength: 3 }) })
      .map(({ not, op, children }) => `${not ? 'not.' : ''}${op}(${children.join(',')})`),
  ),
})).tree;

/** One query parameter of any kind PostgREST reads, most of them hostile. */
const parameter: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.array(fc.oneof(columnName, fc.constantFrom('*', 'alias:video_id')), { minLength: 1, maxLength: 4 }).map((items): [string, string] => ['select', items.join(',')]),
  fc.tuple(columnName, filterValue),
  fc.array(orderTerm, { minLength: 1, maxLength: 3 }).map((terms): [string, string] => ['order', terms.join(',')]),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'x.or'), logicTree.map((tree) => `(${tree})`)),
  fc.tuple(fc.constantFrom('limit', 'offset'), fc.constantFrom('10', '-1', '0', '1e3', '99999999999999999999', 'ten', ' 5 ')),
  fc.tuple(fc.constantFrom('on_conflict', 'columns'), fc.array(columnName, { minLength: 1, maxLength: 3 }).map((names) => names.join(','))),
  fc.tuple(nastyString, nastyString),
);

const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'));

export const restQuery = fc.array(parameter, { maxLength: 5 }).map((params) => params.map(([key, val]) => `${encode(key)}=${encode(val)}`).join('&'));

export const restPath = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('/watch_progress', '/saved_videos') },
  { weight: 1, arbitrary: fc.constantFrom('/schema_migrations', '/rpc/notify_change', '/rpc/watch_progress_set_updated_at', '/rpc/uid', '/', '/rpc', '/a/b') },
  { weight: 1, arbitrary: fc.constantFrom(...INJECTIONS).map((name) => `/${encode(name)}`) },
  { weight: 1, arbitrary: nastyString.map((name) => `/rpc/${encode(name) || 'x'}`) },
);

/** Headers PostgREST reads, with odd values; most requests send none, so most reach the database. */
const oddHeaders = fc.record(
  {
    prefer: fc.array(fc.constantFrom('return=representation', 'return=minimal', 'return=headers-only', 'count=exact', 'count=planned', 'resolution=merge-duplicates', 'resolution=ignore-duplicates', 'missing=default', 'tx=rollback', 'handling=strict', 'timezone=Mars/Olympus', 'x'), { maxLength: 4 }).map((items) => items.join(', ')),
    accept: fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'application/vnd.pgrst.array+json;nulls=stripped', 'text/csv', 'application/vnd.pgrst.plan', '*/*;q=abc', ';;', ''),
    'accept-profile': fc.constantFrom('public', 'auth', 'pg_catalog', '"public"', ''),
    'content-profile': fc.constantFrom('public', 'auth', 'storage'),
    range: fc.constantFrom('0-9', '5-2', '0-', 'items=0-9', '-5', '99999999999999999999-', 'x'),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'text/csv', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', ''),
  },
  { requiredKeys: [] },
);
export const restHeaders = fc.oneof({ weight: 3, arbitrary: fc.constant<Record<string, string>>({}) }, { weight: 2, arbitrary: oddHeaders });

/** Bodies: rows with real or hostile keys and values of every type, broken, deep and huge JSON. */
const row = fc.dictionary(columnName, fc.oneof(value, wrongType, fc.double()), { maxKeys: 6 });
export const restBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: row.map((r) => JSON.stringify(r)) },
  { weight: 3, arbitrary: fc.array(row, { maxLength: 4 }).map((rows) => JSON.stringify(rows)) },
  { weight: 2, arbitrary: brokenJson },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: hugeBody },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
);

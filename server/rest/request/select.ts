import { unsupported } from '../errors.ts';
import { Cursor } from './names.ts';

/**
 * One item of `select=`: all columns, one column (optionally renamed, `alias:column`), or a
 * construct outside this server's subset that the planner refuses with PostgREST's own error
 * once it knows the table (an embedding has no relationship here; aggregates are disabled).
 */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; alias?: string }
  | { kind: 'embed'; relation: string }
  | { kind: 'aggregate' };

const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);

/** Skips a parenthesised list, nested ones included. */
function skipParentheses(cursor: Cursor): void {
  let depth = 0;
  do {
    if (cursor.done) throw cursor.error('")"');
    if (cursor.peek() === '"') {
      cursor.quoted();
      continue;
    }
    if (cursor.peek() === '(') depth += 1;
    if (cursor.peek() === ')') depth -= 1;
    cursor.position += 1;
  } while (depth > 0);
}

function item(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.eat('*')) return { kind: 'star' };
  if (cursor.eat('..')) {
    const relation = cursor.fieldName();
    while (cursor.eat('!')) cursor.fieldName();
    skipParentheses(cursor);
    return { kind: 'embed', relation };
  }
  let name = cursor.fieldName();
  let alias: string | undefined;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.position += 1;
    alias = name;
    name = cursor.fieldName();
  }
  if (name === 'count' && cursor.startsWith('()')) {
    cursor.position += 2;
    return { kind: 'aggregate' };
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') {
    while (cursor.eat('!')) cursor.fieldName();
    skipParentheses(cursor);
    return { kind: 'embed', relation: name };
  }
  if (cursor.startsWith('->')) throw unsupported(cursor.what, cursor.input, 'A JSON path (->, ->>)');
  const aggregate = /^\.(\w+)\(\)/.exec(cursor.input.slice(cursor.position));
  if (aggregate && AGGREGATES.has(aggregate[1] as string)) {
    cursor.position += aggregate[0].length;
    return { kind: 'aggregate' };
  }
  if (cursor.startsWith('::')) throw unsupported(cursor.what, cursor.input, 'A cast (::)');
  return alias === undefined ? { kind: 'column', column: name } : { kind: 'column', column: name, alias };
}

/** `select=`: `*`, columns, `alias:column`; PostgREST's grammar, so other constructs are recognised and refused. */
export function parseSelect(input: string): SelectItem[] {
  const cursor = new Cursor(input, 'select parameter');
  const items: SelectItem[] = [];
  do {
    items.push(item(cursor));
    cursor.skipSpaces();
  } while (cursor.eat(','));
  if (!cursor.done) throw cursor.error('",", "::", "->", "(" or end of input');
  return items;
}

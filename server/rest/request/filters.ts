import { notEmbedded, unsupported } from '../errors.ts';
import { Cursor } from './names.ts';

export type ComparisonOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';
export type Trilean = 'null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { operator: ComparisonOperator; value: string }
  | { operator: 'in'; values: string[] }
  | { operator: 'is'; value: Trilean };

export interface Filter {
  column: string;
  negated: boolean;
  operation: Operation;
}

/** `or=(…)`, `and=(…)`, `not.or=(…)`, nested: filters combined. */
export type LogicTree = { kind: 'filter'; filter: Filter } | { kind: 'logic'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

const COMPARISONS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
/** PostgREST's other operators: recognised (so the parameter is a filter), then refused. */
const OTHER_OPERATORS = new Set(['cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'match', 'imatch', 'isdistinct']);
const FTS_OPERATORS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** An operator PostgREST knows and its delimiter, quantifiers (`eq(any)`) and languages (`fts(english)`) included. */
const OPERATOR_START = /^(?:not|in|is|isdistinct|neq|cs|cd|ov|sl|sr|nxr|nxl|adj|(?:eq|gte?|lte?|i?like|i?match)(?:\((?:any|all)\))?|(?:fts|plfts|phfts|wfts)(?:\([\p{L}\d_ $]+\))?)\./u;

/**
 * Whether a parameter of GET /rpc is a filter rather than an argument, PostgREST's test: its value
 * starts with an operator. On every other request each parameter that is not reserved is a filter.
 */
export const startsWithOperator = (value: string): boolean => OPERATOR_START.test(value);

type ValueReader = (cursor: Cursor) => string;

/** In a query parameter the value is everything after the operator. */
const wholeValue: ValueReader = (cursor) => cursor.rest();

/** Inside `or=(…)` a value ends at `,` or `)` unless quoted or a `{…}` array. */
const logicValue: ValueReader = (cursor) => {
  if (cursor.peek() === '"') {
    const start = cursor.position;
    const value = cursor.quoted();
    if (cursor.done || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.position = start;
  }
  if (cursor.peek() === '{') {
    const close = cursor.input.indexOf('}', cursor.position);
    const nested = cursor.input.indexOf('{', cursor.position + 1);
    if (close > 0 && (nested < 0 || nested > close)) {
      const value = cursor.input.slice(cursor.position, close + 1);
      cursor.position = close + 1;
      return value;
    }
  }
  const start = cursor.position;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.position += 1;
  return cursor.input.slice(start, cursor.position);
};

function listElement(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.position;
    const value = cursor.quoted();
    if (cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.position = start;
  }
  const start = cursor.position;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.position += 1;
  return cursor.input.slice(start, cursor.position);
}

function list(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(', '"("');
  const values: string[] = [];
  do values.push(listElement(cursor));
  while (cursor.eat(','));
  cursor.expect(')', '")"');
  cursor.skipSpaces();
  return values;
}

function trilean(cursor: Cursor): Trilean {
  for (const value of ['null', 'unknown', 'true', 'false'] as const) {
    if (cursor.input.slice(cursor.position, cursor.position + value.length).toLowerCase() === value) {
      cursor.position += value.length;
      return value;
    }
  }
  throw cursor.error('null or trilean value (unknown, true, false)');
}

/** `[not.]operator.value`, the part after `column=` (or after `column.` inside a logic tree). */
function operation(cursor: Cursor, readValue: ValueReader): { negated: boolean; operation: Operation } {
  const negated = cursor.eat('not.');
  if (cursor.eat('in.')) return { negated, operation: { operator: 'in', values: list(cursor) } };
  if (cursor.eat('is.')) return { negated, operation: { operator: 'is', value: trilean(cursor) } };
  const dot = cursor.input.indexOf('.', cursor.position);
  const name = dot < 0 ? cursor.input.slice(cursor.position) : cursor.input.slice(cursor.position, dot);
  if (COMPARISONS.has(name)) {
    if (dot < 0) {
      cursor.position = cursor.input.length;
      throw cursor.error('delimiter (.)');
    }
    cursor.position = dot + 1;
    return { negated, operation: { operator: name as ComparisonOperator, value: readValue(cursor) } };
  }
  const base = name.split('(')[0] as string;
  if (COMPARISONS.has(base) || OTHER_OPERATORS.has(base) || FTS_OPERATORS.has(base)) throw unsupported(cursor.what, cursor.shown, `The operator ${name}`);
  throw cursor.error(negated ? 'operator (eq, gt, ...)' : '"not" or operator (eq, gt, ...)');
}

/** A filter parameter `column=[not.]op.value`. */
export function parseFilter(key: string, value: string): Filter {
  const path = new Cursor(key, 'tree path');
  const column = path.fieldName();
  if (path.peek() === '.') throw notEmbedded(column);
  if (path.startsWith('->')) throw unsupported('filter', key, 'A JSON path (->, ->>)');
  if (!path.done) throw path.error('".", "->", or end of input');
  const cursor = new Cursor(value, 'filter');
  const parsed = operation(cursor, wholeValue);
  if (!cursor.done) throw cursor.error('end of input');
  return { column, ...parsed };
}

function logicTree(cursor: Cursor): LogicTree {
  cursor.skipSpaces();
  const negated = cursor.startsWith('not.and(') || cursor.startsWith('not.or(');
  if (negated) cursor.position += 4;
  const operator = cursor.eat('and(') ? 'and' : cursor.eat('or(') ? 'or' : undefined;
  if (operator) {
    const children: LogicTree[] = [];
    do children.push(logicTree(cursor));
    while (cursor.eat(','));
    cursor.skipSpaces();
    cursor.expect(')', '")" or ","');
    cursor.skipSpaces();
    return { kind: 'logic', negated, operator, children };
  }
  const column = cursor.fieldName();
  if (cursor.startsWith('->')) throw unsupported(cursor.what, cursor.shown, 'A JSON path (->, ->>)');
  cursor.expect('.', 'delimiter (.)');
  return { kind: 'filter', filter: { column, ...operation(cursor, logicValue) } };
}

/**
 * A logic parameter: `or=(a.eq.1,b.gt.2)` (key `or`), `not.and=(…)`. A key naming an embedded
 * resource (`rel.or`) is refused: nothing is embedded here.
 */
export function parseLogic(key: string, value: string): LogicTree {
  const parts = key.split('.');
  const operator = parts.pop() as 'and' | 'or';
  const embedded = parts.filter((part) => part !== 'not');
  if (embedded.length > 0) throw notEmbedded(embedded[0] as string);
  const prefix = parts.includes('not') ? 'not.' : '';
  const cursor = new Cursor(`${prefix}${operator}${value}`, 'logic tree', value);
  const tree = logicTree(cursor);
  if (!cursor.done) throw cursor.error('end of input');
  return tree;
}

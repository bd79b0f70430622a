import { lowerAboveUpper, negativeLimit, RestError } from '../errors.ts';
import { Cursor } from './names.ts';

/** The rows asked for: skip `offset`, then at most `limit` (all when undefined). */
export interface RowRange {
  offset: number;
  limit?: number;
}

const isDigit = (c: string) => c >= '0' && c <= '9';

/** One or more digits as a number; past JavaScript's safe integers it is 22003, as PostgreSQL answers a LIMIT past bigint. */
function digits(cursor: Cursor): number {
  const start = cursor.position;
  while (isDigit(cursor.peek())) cursor.position += 1;
  if (cursor.position === start) throw cursor.error('digit');
  const text = cursor.input.slice(start, cursor.position);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RestError(400, '22003', `value "${text}" is out of range for type bigint`);
  return value;
}

function endOfInput(cursor: Cursor, afterDigits: boolean): void {
  if (!cursor.done) throw cursor.error(afterDigits ? 'digit or end of input' : 'end of input');
}

/** `limit=`/`offset=`: a whole number, signed or not, spaces around it allowed; anything else is refused (decision 2411). */
export function parseRowCount(text: string, what: 'limit parameter' | 'offset parameter'): number {
  const cursor = new Cursor(text, what);
  cursor.skipSpaces();
  const negative = cursor.eat('-');
  if (!negative) cursor.eat('+');
  const value = digits(cursor);
  const end = cursor.position;
  cursor.skipSpaces();
  endOfInput(cursor, cursor.position === end);
  return negative ? 0 - value : value; // 0 - 0 is 0, where -0 would be -0
}

/** A unit token and `=` (`bytes=0-9`): a range this server does not count in, which HTTP says to ignore. */
const UNIT = /^[A-Za-z][\w-]*=/;

/** `Range: first-[last]`, PostgREST's unit-less form; any other unit-less value is refused (decision 2412). */
function headerRange(header: string | undefined): { from: number; to: number } | undefined {
  const text = header?.trim();
  if (text === undefined || UNIT.test(text)) return undefined;
  const cursor = new Cursor(text, 'Range header');
  const from = digits(cursor);
  cursor.expect('-', 'digit or "-"');
  const to = isDigit(cursor.peek()) ? digits(cursor) : Infinity;
  endOfInput(cursor, true);
  return { from, to };
}

/**
 * `limit`/`offset` and, for reads, the `Range: 0-9` header, intersected as PostgREST does. A
 * negative limit or an empty intersection is 416; `limit=0` asks for no rows.
 */
export function requestedRange(limit: number | undefined, offset: number, rangeHeader: string | undefined): RowRange {
  const header = headerRange(rangeHeader);
  if (limit !== undefined && limit < 0) throw negativeLimit();
  if (offset < 0) throw new RestError(400, '2201X', 'OFFSET must not be negative');
  if (limit === 0) return { offset, limit: 0 };
  let lower = offset;
  let upper = limit === undefined ? Infinity : offset + limit - 1;
  if (header) {
    if (header.from > header.to) throw lowerAboveUpper();
    lower = Math.max(lower, header.from);
    upper = Math.min(upper, header.to);
    if (lower > upper) throw lowerAboveUpper();
  }
  return upper === Infinity ? { offset: lower } : { offset: lower, limit: upper - lower + 1 };
}

import { lowerAboveUpper, negativeLimit, RestError } from '../errors.ts';

/** The rows asked for: skip `offset`, then at most `limit` (all when undefined). */
export interface RowRange {
  offset: number;
  limit?: number;
}

const INTEGER = /^\s*[-+]?\d+\s*$/;

/** A whole number as Haskell's `readMaybe` reads it, or undefined (PostgREST then ignores the parameter). */
function integer(text: string | undefined): number | undefined {
  if (text === undefined || !INTEGER.test(text)) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RestError(400, '22003', `value "${text.trim()}" is out of range for type bigint`);
  return value;
}

/**
 * `limit`/`offset` and, for reads, the `Range: 0-9` header, intersected as PostgREST does. A
 * negative limit or an empty intersection is 416; `limit=0` asks for no rows.
 */
export function requestedRange(limitParam: string | undefined, offsetParam: string | undefined, rangeHeader: string | undefined): RowRange {
  const limit = integer(limitParam);
  const offset = integer(offsetParam) ?? 0;
  if (limit !== undefined && limit < 0) throw negativeLimit();
  if (offset < 0) throw new RestError(400, '2201X', 'OFFSET must not be negative');
  let lower = offset;
  let upper = limit === undefined ? Infinity : offset + limit - 1;
  if (limit === 0) return { offset, limit: 0 };
  const header = rangeHeader === undefined ? null : /^(\d+)-(\d*)$/.exec(rangeHeader.trim());
  if (header) {
    const from = Number(header[1]);
    const to = header[2] ? Number(header[2]) : Infinity;
    if (!Number.isSafeInteger(from) || (to !== Infinity && !Number.isSafeInteger(to))) return { offset, limit };
    if (from > to) throw lowerAboveUpper();
    lower = Math.max(lower, from);
    upper = Math.min(upper, to);
    if (lower > upper) throw lowerAboveUpper();
  }
  return upper === Infinity ? { offset: lower } : { offset: lower, limit: upper - lower + 1 };
}

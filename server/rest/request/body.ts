import { invalidBody } from '../errors.ts';

/** Deepest nesting of arrays and objects a body may have; PostgreSQL's own parser recurses. */
export const MAX_JSON_DEPTH = 64;

/** A request body: its text (sent to PostgreSQL as it came, numbers untouched) and its parsed value. */
export interface JsonBody {
  text: string;
  value: unknown;
}

/** The deepest nesting in JSON text, counted without parsing (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth -= 1;
  }
  return deepest;
}

export function parseJsonBody(text: string): JsonBody {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw invalidBody(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The columns a body sets: the keys of its object, or of every object of its array, which must all
 * have the same keys (PostgREST's rule, so one statement inserts them all).
 */
export function payloadKeys(value: unknown): string[] {
  if (isObject(value)) return Object.keys(value);
  if (!Array.isArray(value) || !value.every(isObject)) throw invalidBody('All object keys must match');
  const first = value[0] === undefined ? [] : Object.keys(value[0]);
  const expected = new Set(first);
  for (const row of value as Record<string, unknown>[]) {
    const keys = Object.keys(row);
    if (keys.length !== expected.size || !keys.every((key) => expected.has(key))) throw invalidBody('All object keys must match');
  }
  return first;
}

/** The body as a JSON array text, as PostgreSQL's json_populate_recordset wants it. */
export function asJsonArray(body: JsonBody): string {
  return Array.isArray(body.value) ? body.text : `[${body.text}]`;
}

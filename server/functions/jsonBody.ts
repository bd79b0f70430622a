import type { z } from 'zod';
import type { BodyRule } from './edgeFunction.ts';
import { FunctionError } from './errors.ts';

/** The body rule of a function that reads JSON, up to `limit` bytes. */
export const jsonBody = (limit: number, tooLarge: string): BodyRule => ({
  types: ['application/json'],
  limit,
  wrongType: 'Send JSON, with application/json as Content-Type.',
  tooLarge,
});

/**
 * The request a JSON body holds, as `schema` reads it: 400 invalid_json when it is not JSON, 400 invalid_request
 * when it does not fit, saying `invalid` (or what `invalid` says of the first field that does not fit).
 */
export function jsonRequest<T>(body: unknown, schema: z.ZodType<T>, invalid: string | ((field: string) => string)): T {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : '');
  } catch {
    throw new FunctionError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new FunctionError(400, 'invalid_request', typeof invalid === 'string' ? invalid : invalid(String(parsed.error.issues[0]?.path[0] ?? '')));
  return parsed.data;
}

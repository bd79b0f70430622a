import type { z } from 'zod';
import type { BodyRule } from './edgeFunction.ts';
import { FunctionError } from './errors.ts';

/** The body rule of a function that reads a small JSON request. */
export const jsonBody = (limit: number, tooLarge: string): BodyRule => ({
  types: ['application/json'],
  limit,
  wrongType: 'Send JSON, with application/json as Content-Type.',
  tooLarge,
});

/** A JSON body read by `schema`: 400 invalid_json when it is not JSON, 400 invalid_request with `refusal` when it does not fit. */
export function jsonRequest<T extends z.ZodType>(body: unknown, schema: T, refusal: string): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : '');
  } catch {
    throw new FunctionError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new FunctionError(400, 'invalid_request', refusal);
  return parsed.data;
}

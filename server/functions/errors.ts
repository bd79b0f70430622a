import type { FastifyError, FastifyReply } from 'fastify';
import { CounterStoreUnavailable } from '../http/rateLimit/redisStore.ts';
import type { BodyRule } from './edgeFunction.ts';

/** A function's refusal: the HTTP status, a stable code for programs, a sentence for people. */
export class FunctionError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'FunctionError';
    this.status = status;
    this.code = code;
  }
}

/** Fastify's own refusals of a request, in the words of the function's body rule where it has one. */
function fromFastify(error: FastifyError, body: BodyRule | undefined): FunctionError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new FunctionError(413, 'too_large', body?.tooLarge ?? 'This request is too large.');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new FunctionError(415, 'unsupported_media_type', body?.wrongType ?? 'This function takes no body of this type.');
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return new FunctionError(status, 'bad_request', 'This request could not be read.');
  return undefined;
}

/** Any error as a function's refusal; one not foreseen is a 500, for the caller to log. */
export function toFunctionError(error: unknown, body?: BodyRule): FunctionError {
  if (error instanceof FunctionError) return error;
  if (error instanceof CounterStoreUnavailable) return new FunctionError(503, 'unavailable', 'This cannot be done right now: try again in a moment.');
  return fromFastify(error as FastifyError, body) ?? new FunctionError(500, 'internal_error', 'Something went wrong on the server.');
}

/** `{ error, message }` with the status. */
export const sendFunctionError = (reply: FastifyReply, error: FunctionError) =>
  reply.code(error.status).send({ error: error.code, message: error.message });

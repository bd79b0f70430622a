import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, GatewayError, OAuthError } from '../../errors.ts';
import { isServiceUnavailable, isUnstorableValue } from './backendErrors.ts';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** The API version a client asked for: a date ≥ 2024-01-01 selects the newer error format. */
function wantsVersion2024(request: FastifyRequest): boolean {
  const raw = request.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return false;
  const time = Date.parse(`${value.trim()}T00:00:00Z`);
  return Number.isFinite(time) && time >= API_VERSION_2024;
}

/** The one place that writes an error to the wire, in the format the client asked for. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof GatewayError) return reply.code(error.status).send({ message: error.message });
  if (error instanceof OAuthError) {
    return reply.code(error.status).send({ error: error.error, error_description: error.message });
  }
  const authError = error instanceof AuthError ? error : toAuthError(error);
  if (authError.status >= 500) request.log.error({ err: error }, 'auth request failed');
  reply.code(authError.status).header('x-sb-error-code', authError.errorCode);
  if (wantsVersion2024(request)) {
    reply.header('X-Supabase-Api-Version', '2024-01-01');
    return reply.send({ code: authError.errorCode, error_code: authError.errorCode, message: authError.message, ...authError.extra });
  }
  const body: Record<string, unknown> = {
    code: authError.status,
    error_code: authError.errorCode,
    msg: authError.message,
    ...authError.extra,
  };
  if (authError.status >= 500) body.error_id = randomUUID();
  return reply.send(body);
}

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  validation?: unknown;
  message?: string;
}

/** Framework errors (bad JSON, schema failures, oversized bodies) in GoTrue's words; anything else is a 500. */
export function toAuthError(error: unknown): AuthError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  if (e.validation) return new AuthError(400, 'validation_failed', schemaMessage(e.message));
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${e.message ?? 'invalid body'}`);
    case '55P03':
      return new AuthError(409, 'conflict', 'Too many concurrent token refresh requests on the same session or refresh token');
    case '23505':
      // Two requests raced to create the same row (a sign-up twice at once): the loser retries.
      return new AuthError(409, 'conflict', 'A conflicting request was processed at the same time, please retry');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AuthError(413, 'request_entity_too_large', 'Request body too large');
  }
  if (isServiceUnavailable(error)) {
    return new AuthError(503, 'service_unavailable', 'Service temporarily unavailable, please retry');
  }
  if (isUnstorableValue(error)) return new AuthError(400, 'validation_failed', 'Invalid request: a value in it cannot be stored');
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new AuthError(e.statusCode, 'validation_failed', e.message ?? 'Bad request');
  }
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

function schemaMessage(message: string | undefined): string {
  return message ? `Invalid request: ${message}` : 'Invalid request';
}

import { CounterStoreUnavailable } from '../../../http/rateLimit/redisStore.ts';

/** Node socket errors seen when the database or Redis is unreachable or drops the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs that mean "the server or the connection went away", not "your request is
 * wrong": class 08 (connection exception), 57P01–57P05 (terminated by an administrator, crash
 * shutdown, cannot connect now, database dropped, idle session timeout), 53300 (too many
 * connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-5]$/.test(code) || code === '53300';
}

/** node-postgres reports a lost or unobtainable connection by message only, without a code. */
const PG_CONNECTION_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /^Cannot use a pool after calling end/];

/**
 * Whether an error means a backing service (PostgreSQL, Redis) is unavailable, so the request
 * deserves a retryable 503 rather than a 500: the client did nothing wrong and a retry may work.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (error instanceof CounterStoreUnavailable) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * PostgreSQL refusing a value the client sent: SQLSTATE class 22 (data exception: NUL in text,
 * "\u0000" in jsonb, bad encodings, out-of-range numbers) and 54001 (nesting too deep to parse).
 * The request is at fault, so it deserves a 400, not a 500.
 */
export function isUnstorableValue(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('22') || code === '54001');
}

import { RestError } from './errors.ts';

/** What PostgreSQL and both drivers (pg, PGlite) put on an error the server raised. */
interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * PostgREST's mapping of a SQLSTATE to an HTTP status (its Error module): anything not listed is
 * the client's fault (400). `anonymous` turns insufficient privilege into 401 instead of 403. A function
 * that raises `PTnnn` chooses the status nnn itself, as PostgREST lets it (the studio's conflict, PT409).
 */
export function statusForSqlState(code: string, message: string, anonymous: boolean): number {
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
  };
  if (code in exact) return exact[code] as number;
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '42883') return 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Node socket errors and the drivers' wording for a lost or unobtainable connection (no SQLSTATE). */
function isConnectionFailure(error: DatabaseErrorFields): boolean {
  if (typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code)) return true;
  return typeof error.message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/.test(error.message);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * An error from the database in PostgREST's shape: PostgreSQL's code, message, detail and hint as
 * PostgreSQL wrote them (never the statement), or 503 when the connection failed. Anything else
 * is a bug of ours: 500 with a fixed message, the cause logged by the caller.
 */
export function fromDatabaseError(error: unknown, anonymous: boolean): RestError {
  if (error instanceof RestError) return error;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as DatabaseErrorFields;
  if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) {
    const message = text(fields.message) ?? 'database error';
    return new RestError(statusForSqlState(fields.code, message, anonymous), fields.code, message, {
      details: text(fields.detail),
      hint: text(fields.hint),
    });
  }
  if (isConnectionFailure(fields)) return new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.');
  return new RestError(500, 'PGRSTX00', 'Internal server error');
}

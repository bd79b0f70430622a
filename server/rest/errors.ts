/**
 * Every error the data API answers with, as typed values. PostgREST's own codes (PGRSTxxx) and
 * PostgreSQL's SQLSTATEs share PostgREST's shape `{code, details, hint, message}`; `reply.ts`
 * writes them, and only it.
 */

/** PostgREST's own error codes this server uses (PostgREST's errors reference). */
export type PgrstCode =
  | 'PGRST000' // database connection
  | 'PGRST100' // a query parameter or Range header that does not parse, or a construct this server does not support
  | 'PGRST101' // method not allowed on RPC
  | 'PGRST102' // invalid request body
  | 'PGRST103' // range not satisfiable
  | 'PGRST106' // schema not exposed
  | 'PGRST107' // media type not available
  | 'PGRST108' // filter or order on a resource that is not embedded
  | 'PGRST116' // singular response requested, not exactly one row
  | 'PGRST117' // unsupported HTTP method
  | 'PGRST122' // invalid preferences with handling=strict
  | 'PGRST123' // aggregates not allowed
  | 'PGRST125' // invalid path
  | 'PGRST126' // root endpoint metadata disabled
  | 'PGRST200' // no relationship for an embedding
  | 'PGRST202' // function not found
  | 'PGRST203' // function overloading ambiguous
  | 'PGRST204' // column not found (request body, columns=)
  | 'PGRST205' // table not found
  | 'PGRST301' // JWT cannot be decoded or verified
  | 'PGRST303' // JWT claims invalid (expired…)
  | 'PGRSTX00'; // internal error

/** A PostgreSQL SQLSTATE: five characters of [0-9A-Z], passed through as PostgreSQL raised it. */
export type SqlState = `${string}`;

export type ErrorCode = PgrstCode | SqlState;

export class RestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    { details = null, hint = null, headers = {} }: { details?: string | null; hint?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

/** The gateway's refusal of a missing or unknown API key (`{message}` only), as on /auth/v1. */
export class GatewayError extends Error {
  readonly status = 401;
}


export const queryParamError = (message: string, details: string) => new RestError(400, 'PGRST100', message, { details });
/** A construct PostgREST has and this server does not (decision 1604): a parse error naming it. */
export const unsupported = (what: string, input: string, construct: string) =>
  queryParamError(`"failed to parse ${what} (${input})"`, `${construct} is not supported by this server`);
export const invalidRpcMethod = (method: string) => new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);
export const bodyTooLarge = (limit: number) => new RestError(413, 'PGRST102', `Request body is larger than ${limit} bytes`);
export const negativeLimit = () =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', { details: 'Limit should be greater than or equal to zero.' });
export const lowerAboveUpper = () =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', {
    details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
  });
export const offsetOutOfBounds = (offset: number, total: number) =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', {
    details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
  });
export const unacceptableSchema = (schema: string, exposed: readonly string[]) =>
  new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, { hint: `Only the following schemas are exposed: ${exposed.join(', ')}` });
export const mediaTypeError = (types: readonly string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
export const notEmbedded = (resource: string) =>
  new RestError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, {
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
export const singularity = (rows: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', { details: `The result contains ${rows} rows` });
export const unsupportedMethod = (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
export const invalidPreferences = (preferences: readonly string[]) =>
  new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', { details: `Invalid preferences: ${preferences.join(', ')}` });
export const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
export const invalidResourcePath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
export const openApiDisabled = () => new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
export const noRelationship = (parent: string, child: string, schema: string) =>
  new RestError(400, 'PGRST200', `Could not find a relationship between '${parent}' and '${child}' in the schema cache`, {
    details: `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema '${schema}', but no matches were found.`,
  });
export const noFunction = (schema: string, name: string, args: readonly string[], hint: string | null) => {
  const qualified = `${schema}.${name}`;
  const list = args.length === 0 ? ' without parameters' : `(${args.join(', ')})`;
  const searched = args.length === 0 ? ' without parameters' : ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`;
  return new RestError(404, 'PGRST202', `Could not find the function ${qualified}${list} in the schema cache`, {
    details: `Searched for the function ${qualified}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint,
  });
};
export const ambiguousFunction = (candidates: readonly string[]) =>
  new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${candidates.join(', ')}`, {
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
export const columnNotFound = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
export const tableNotFound = (schema: string, table: string, hint: string | null) =>
  new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`, { hint });
/** 42703 as PostgreSQL words it for a qualified reference. */
export const undefinedColumn = (table: string, column: string) => new RestError(400, '42703', `column ${table}.${column} does not exist`);

const invalidToken = (message: string) => ({ 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` });
export const jwtDecodeError = (message: string) => new RestError(401, 'PGRST301', message, { headers: invalidToken(message) });
export const jwtExpired = () => new RestError(401, 'PGRST303', 'JWT expired', { headers: invalidToken('JWT expired') });
/** PostgREST's answer when the role claim names no role the API may switch to. */
export const unknownRole = (role: string) => new RestError(401, '22023', `role "${role}" does not exist`);
/** What Supabase's safeupdate extension raises for an UPDATE or DELETE without a filter. */
export const requiresWhere = (command: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${command} requires a WHERE clause`);

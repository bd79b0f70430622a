import type { FastifyReply } from 'fastify';
import { GatewayError, offsetOutOfBounds, RestError, singularity } from './errors.ts';
import type { Plan } from './plan.ts';
import type { ApiRequest } from './request/apiRequest.ts';
import { appliedPreferences, type Preferences } from './request/prefer.ts';
import type { StatementResult } from './sql/statements.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** The one place an error reaches the wire: PostgREST's shape, or the gateway's `{message}`. */
export function sendError(reply: FastifyReply, error: RestError | GatewayError): FastifyReply {
  if (error instanceof GatewayError) return reply.code(error.status).type(JSON_TYPE).send({ message: error.message });
  reply.code(error.status).headers(error.headers).type(JSON_TYPE);
  if (error.status === 401 && !error.headers['WWW-Authenticate']) reply.header('WWW-Authenticate', 'Bearer');
  return reply.send(JSON.stringify({ code: error.code, details: error.details, hint: error.hint, message: error.message }));
}

/** `Content-Range: 0-9/42`: the rows sent, and the total when counted (`*` otherwise). */
function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

const numberOf = (value: number | string | null): number | undefined => (value === null ? undefined : Number(value));

/**
 * A write asked for one object must touch exactly one row, else it is rolled back (execute's
 * check); other requests need no check, so their transaction can commit unseen.
 */
export function singularCheck(plan: Plan): ((result: StatementResult) => void) | undefined {
  if (!plan.output.singular || plan.kind === 'read' || plan.kind === 'call') return undefined;
  return (result) => {
    if (Number(result.page_total) !== 1) throw singularity(Number(result.page_total));
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

function readAnswer(plan: Plan & { offset: number }, request: ApiRequest, result: StatementResult): Answer {
  const pageTotal = Number(result.page_total);
  const total = plan.output.count ? numberOf(result.total) : undefined;
  const lower = plan.offset;
  const upper = lower + pageTotal - 1;
  if (total !== undefined && lower > total) throw offsetOutOfBounds(lower, total);
  if (plan.output.singular && pageTotal !== 1) throw singularity(pageTotal);
  const status = total !== undefined && pageTotal < total ? 206 : 200;
  const applied: Preferences = plan.output.count ? { count: request.preferences.count } : {};
  return { status, headers: { 'content-range': contentRange(lower, upper, total), ...preferenceHeader(applied) }, body: result.body ?? undefined };
}

function preferenceHeader(applied: Preferences): Record<string, string> {
  const value = appliedPreferences(applied);
  return value ? { 'preference-applied': value } : {};
}

function location(plan: Plan, body: string | null): Record<string, string> {
  if (plan.kind !== 'insert' || body === null) return {};
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (rows.length !== 1) return {};
  const query = Object.entries(rows[0] as Record<string, unknown>)
    .map(([column, value]) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(value))}`)
    .join('&');
  return { location: `/${plan.table.name}?${query}` };
}

function writeAnswer(plan: Exclude<Plan, { kind: 'read' | 'call' }>, request: ApiRequest, result: StatementResult): Answer {
  const rows = Number(result.page_total);
  const total = plan.output.count ? rows : undefined;
  const { preferences } = request;
  const representation = plan.output.rows === 'rows';
  const applied: Preferences = {
    resolution: plan.kind === 'insert' && plan.conflict ? plan.conflict.resolution : undefined,
    return: preferences.return,
    count: preferences.count,
    missing: plan.kind === 'insert' ? preferences.missing : undefined,
  };
  const range = plan.kind === 'update' ? contentRange(0, rows - 1, total) : contentRange(1, 0, total);
  const headers = { 'content-range': range, ...preferenceHeader(applied) };
  if (plan.kind === 'insert') {
    const nothingInserted = plan.conflict?.resolution === 'merge-duplicates' && Number(result.inserted ?? 0) <= 0;
    const status = nothingInserted ? 200 : 201;
    if (plan.output.rows === 'location') return { status, headers: { ...headers, ...location(plan, result.body) } };
    return representation ? { status, headers, body: result.body ?? '[]' } : { status, headers };
  }
  return representation ? { status: 200, headers, body: result.body ?? '[]' } : { status: 204, headers };
}

function callAnswer(plan: Extract<Plan, { kind: 'call' }>, request: ApiRequest, result: StatementResult): Answer {
  if (plan.routine.returns.kind === 'void') return { status: 204, headers: {} };
  return readAnswer(plan, request, result);
}

/** A successful result on the wire: PostgREST's status, Content-Range, Preference-Applied and body for each kind of request. */
export function sendResult(reply: FastifyReply, request: ApiRequest, plan: Plan, result: StatementResult): FastifyReply {
  const answer =
    plan.kind === 'read' ? readAnswer(plan, request, result) : plan.kind === 'call' ? callAnswer(plan, request, result) : writeAnswer(plan, request, result);
  reply.code(answer.status).headers(answer.headers);
  if (request.profile) reply.header('content-profile', 'public');
  if (answer.body === undefined || request.method === 'HEAD') {
    if (answer.status !== 204 && request.method === 'HEAD') reply.type(plan.output.singular ? OBJECT_TYPE : JSON_TYPE);
    return reply.send();
  }
  return reply.type(plan.output.singular ? OBJECT_TYPE : JSON_TYPE).send(answer.body);
}

import { invalidResourcePath, invalidRpcMethod, notEmbedded, openApiDisabled, unsupportedMethod } from '../errors.ts';
import { parseJsonBody, type JsonBody } from './body.ts';
import { parseFilter, parseLogic, startsWithOperator, type Filter, type LogicTree } from './filters.ts';
import { checkContentType, checkProfile, negotiate, type ResponseShape } from './media.ts';
import { parseColumnList } from './names.ts';
import { parseOrder, type OrderTerm } from './order.ts';
import { parsePreferences, type Preferences } from './prefer.ts';
import { parseQueryString } from './queryString.ts';
import { parseRowCount, requestedRange, type RowRange } from './range.ts';
import { parseSelect, type SelectItem } from './select.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
export type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

/** What a request asks for, parsed and syntax-checked; names are checked later, against the schema cache. */
export interface ApiRequest {
  method: Method;
  target: Target;
  /** Undefined when `select` was not given (all columns). */
  select: SelectItem[] | undefined;
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
  /** `columns=`: the body keys to use (POST, PATCH, POST /rpc). */
  columns: string[] | undefined;
  onConflict: string[] | undefined;
  preferences: Preferences;
  shape: ResponseShape;
  /** Whether an Accept-Profile/Content-Profile header named the schema (then the response names it too). */
  profile: boolean;
  body: JsonBody | undefined;
  /** GET /rpc: the parameters that are not filters are the function's arguments. */
  rpcArguments: [string, string][];
}

export interface HttpInput {
  method: string;
  /** The path below /rest/v1, still percent-encoded. */
  path: string;
  /** The request URL, for its query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string | undefined;
}

const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
const RPC_METHODS = new Set(['GET', 'HEAD', 'POST']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

const header = (input: HttpInput, name: string): string | undefined => {
  const value = input.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/{table}` or `/rpc/{function}`; the root and deeper paths are PostgREST's 404s. */
export function targetOf(path: string): Target {
  const segments = path.split('/').filter(Boolean).map(decodeSegment);
  if (segments.length === 0) throw openApiDisabled();
  if (segments.length === 1) return { kind: 'table', name: segments[0] as string };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] as string };
  throw invalidResourcePath();
}

function methodFor(target: Target, method: string): Method {
  if (target.kind === 'rpc' && !RPC_METHODS.has(method)) throw invalidRpcMethod(method);
  if (!TABLE_METHODS.has(method)) throw unsupportedMethod(method);
  return method as Method;
}

function parseBody(input: HttpInput, method: Method, target: Target): JsonBody | undefined {
  if (method !== 'POST' && method !== 'PATCH') return undefined;
  checkContentType(header(input, 'content-type'));
  const text = input.body ?? '';
  if (text.trim() === '' && target.kind === 'rpc') return { text: '{}', value: {} };
  return parseJsonBody(text);
}

/** HTTP in, ApiRequest out: every query parameter and header of the subset, or PostgREST's error. */
export function parseApiRequest(input: HttpInput): ApiRequest {
  const target = targetOf(input.path);
  const method = methodFor(target, input.method);
  const reading = method === 'GET' || method === 'HEAD';
  const rpcRead = reading && target.kind === 'rpc';
  const profile = checkProfile(header(input, reading ? 'accept-profile' : 'content-profile'));
  const shape = negotiate(header(input, 'accept'));

  let select: SelectItem[] | undefined;
  let columns: string[] | undefined;
  let onConflict: string[] | undefined;
  let limit: number | undefined;
  let offset = 0;
  const filters: Filter[] = [];
  const logic: LogicTree[] = [];
  const order: OrderTerm[] = [];
  const rpcArguments: [string, string][] = [];
  for (const [key, value] of parseQueryString(input.url)) {
    const last = key.slice(key.lastIndexOf('.') + 1);
    if (key === 'select') select = parseSelect(value);
    else if (key === 'columns') columns = parseColumnList(value, 'columns parameter');
    else if (key === 'on_conflict') onConflict = parseColumnList(value, 'on_conflict parameter');
    else if (key === 'order') order.push(...parseOrder(value));
    else if (key === 'limit') limit = parseRowCount(value, 'limit parameter');
    else if (key === 'offset') offset = parseRowCount(value, 'offset parameter');
    else if (last === 'and' || last === 'or') logic.push(parseLogic(key, value));
    else if (EMBEDDABLE.has(last)) throw notEmbedded(key.slice(0, key.indexOf('.')));
    // Any other parameter is a filter, refused if unreadable (decision 2410); on GET /rpc one without an operator is an argument.
    else if (rpcRead && !key.includes('.') && !startsWithOperator(value)) rpcArguments.push([key, value]);
    else filters.push(parseFilter(key, value));
  }
  const range = requestedRange(limit, offset, reading ? header(input, 'range') : undefined);
  const preferences = parsePreferences(input.headers.prefer);
  if (preferences.resolution && !(method === 'POST' && target.kind === 'table')) delete preferences.resolution;
  return {
    method,
    target,
    select,
    filters,
    logic,
    order,
    range,
    columns: method === 'POST' || method === 'PATCH' ? columns : undefined,
    onConflict,
    preferences,
    shape,
    profile,
    body: parseBody(input, method, target),
    rpcArguments,
  };
}

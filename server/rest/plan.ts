import {
  aggregatesNotAllowed,
  ambiguousFunction,
  columnNotFound,
  noFunction,
  noRelationship,
  queryParamError,
  requiresWhere,
  RestError,
  tableNotFound,
  undefinedColumn,
  unsupported,
  invalidRpcMethod,
} from './errors.ts';
import type { ApiRequest } from './request/apiRequest.ts';
import { payloadKeys, asJsonArray } from './request/body.ts';
import type { Filter, LogicTree } from './request/filters.ts';
import type { OrderTerm } from './request/order.ts';
import type { SelectItem } from './request/select.ts';
import { closestName, type Column, type Routine, type SchemaCache, type Table } from './schemaCache.ts';

/** PostgREST's db-max-rows, as Supabase sets it: no response holds more rows. */
export const MAX_ROWS = 1000;

export type Projection = { kind: 'all' } | { kind: 'column'; column: string; alias: string | undefined };

/** Filters and logic trees, every column checked to exist. */
export interface Conditions {
  filters: Filter[];
  logic: LogicTree[];
}

/** How a statement's rows come back. */
export interface Output {
  /** `rows`: the rows as JSON; `location`: only the primary key of one inserted row; `none`: a count. */
  rows: 'rows' | 'location' | 'none';
  select: Projection[];
  singular: boolean;
  stripNulls: boolean;
  /** Prefer: count=… : the total is computed. */
  count: boolean;
}

export interface ReadPlan {
  kind: 'read';
  table: Table;
  where: Conditions;
  order: OrderTerm[];
  offset: number;
  limit: number;
  output: Output;
}

export interface InsertPlan {
  kind: 'insert';
  table: Table;
  columns: Column[];
  /** The body as a JSON array. */
  rows: string;
  conflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | undefined;
  missingDefault: boolean;
  output: Output;
}

export interface UpdatePlan {
  kind: 'update';
  table: Table;
  columns: Column[];
  /** The body, one JSON object. */
  values: string;
  where: Conditions;
  /** Orders the rows sent back. */
  order: OrderTerm[];
  output: Output;
}

export interface DeletePlan {
  kind: 'delete';
  table: Table;
  where: Conditions;
  order: OrderTerm[];
  output: Output;
}

export interface CallPlan {
  kind: 'call';
  routine: Routine;
  /** The arguments as one JSON object. */
  args: string;
  where: Conditions;
  order: OrderTerm[];
  offset: number;
  limit: number;
  output: Output;
}

export type Plan = ReadPlan | InsertPlan | UpdatePlan | DeletePlan | CallPlan;

function tableOf(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (table) return table;
  const hint = closestName(name, cache.tables.keys());
  throw tableNotFound('public', name, hint === undefined ? null : `Perhaps you meant the table 'public.${hint}'`);
}

/** Columns a relation exposes: a table's, or the rows a function returns. */
interface Relation {
  name: string;
  has(column: string): boolean;
}

function checkColumn(relation: Relation, column: string): string {
  if (!relation.has(column)) throw undefinedColumn(relation.name, column);
  return column;
}

function projections(relation: Relation, items: SelectItem[] | undefined): Projection[] {
  if (items === undefined) return [{ kind: 'all' }];
  return items.map((item) => {
    if (item.kind === 'star') return { kind: 'all' };
    if (item.kind === 'aggregate') throw aggregatesNotAllowed();
    if (item.kind === 'embed') throw noRelationship(relation.name, item.relation, 'public');
    if (item.alias?.includes('\0')) throw queryParamError(`"failed to parse select parameter (${item.alias})"`, 'NUL in an alias');
    return { kind: 'column', column: checkColumn(relation, item.column), alias: item.alias };
  });
}

function checkTree(relation: Relation, tree: LogicTree): void {
  if (tree.kind === 'filter') checkColumn(relation, tree.filter.column);
  else for (const child of tree.children) checkTree(relation, child);
}

function conditions(relation: Relation, request: ApiRequest): Conditions {
  for (const filter of request.filters) checkColumn(relation, filter.column);
  for (const tree of request.logic) checkTree(relation, tree);
  return { filters: request.filters, logic: request.logic };
}

function orderOf(relation: Relation, request: ApiRequest): OrderTerm[] {
  for (const term of request.order) checkColumn(relation, term.column);
  return request.order;
}

const hasConditions = (where: Conditions) => where.filters.length > 0 || where.logic.length > 0;

function output(request: ApiRequest, relation: Relation, rows: Output['rows']): Output {
  return {
    rows,
    select: projections(relation, request.select),
    singular: request.shape.singular,
    stripNulls: request.shape.stripNulls,
    count: request.preferences.count !== undefined,
  };
}

const tableRelation = (table: Table): Relation => ({ name: table.name, has: (column) => table.columns.has(column) });

function limitOf(request: ApiRequest): number {
  return Math.min(request.range.limit ?? MAX_ROWS, MAX_ROWS);
}

/** The columns a write sets: `columns=` if given (each must exist), else the body's keys. */
function writeColumns(table: Table, request: ApiRequest): Column[] {
  const names = request.columns ?? payloadKeys(request.body?.value);
  return [...new Set(names)].map((name) => {
    const column = table.columns.get(name);
    if (!column) throw columnNotFound(table.name, name);
    return column;
  });
}

function mutationRows(request: ApiRequest, table: Table): Output['rows'] {
  const representation = request.preferences.return === 'representation';
  if (representation) return 'rows';
  if (request.preferences.return === 'headers-only' && request.method === 'POST' && table.primaryKey.length > 0) return 'location';
  return 'none';
}

function planTable(request: ApiRequest, cache: SchemaCache, name: string): Plan {
  const table = tableOf(cache, name);
  const relation = tableRelation(table);
  if (request.method === 'GET' || request.method === 'HEAD') {
    return {
      kind: 'read',
      table,
      where: conditions(relation, request),
      order: orderOf(relation, request),
      offset: request.range.offset,
      limit: limitOf(request),
      output: output(request, relation, request.method === 'HEAD' ? 'none' : 'rows'),
    };
  }
  if (request.method === 'DELETE' || request.method === 'PATCH') {
    if (request.range.limit !== undefined || request.range.offset > 0) {
      throw unsupported('limit', 'limit/offset/order', `A limited ${request.method}`);
    }
    const where = conditions(relation, request);
    if (!hasConditions(where)) throw requiresWhere(request.method === 'PATCH' ? 'UPDATE' : 'DELETE');
    const order = orderOf(relation, request);
    if (request.method === 'DELETE') return { kind: 'delete', table, where, order, output: output(request, relation, mutationRows(request, table)) };
    const value = request.body?.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RestError(400, 'PGRST102', 'PATCH expects one JSON object');
    return {
      kind: 'update',
      table,
      columns: writeColumns(table, request),
      values: request.body?.text ?? '{}',
      where,
      order,
      output: output(request, relation, mutationRows(request, table)),
    };
  }
  const columns = writeColumns(table, request);
  const resolution = request.preferences.resolution;
  const conflictColumns = request.onConflict ?? table.primaryKey;
  for (const column of conflictColumns) if (!table.columns.has(column)) throw new RestError(400, '42703', `column "${column}" does not exist`);
  return {
    kind: 'insert',
    table,
    columns,
    rows: request.body ? asJsonArray(request.body) : '[]',
    conflict: resolution && conflictColumns.length > 0 ? { columns: [...conflictColumns], resolution } : undefined,
    missingDefault: request.preferences.missing === 'default',
    output: output(request, relation, mutationRows(request, table)),
  };
}

function routineOf(cache: SchemaCache, name: string, argNames: string[]): Routine {
  const overloads = cache.routines.get(name) ?? [];
  const given = new Set(argNames);
  const matching = overloads.filter(
    (routine) => routine.params.every((param) => !param.required || given.has(param.name)) && argNames.every((arg) => routine.params.some((param) => param.name === arg)),
  );
  if (matching.length === 1) return matching[0] as Routine;
  if (matching.length > 1) {
    throw ambiguousFunction(matching.map((routine) => `public.${routine.name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`));
  }
  const closest = overloads.length > 0 ? undefined : closestName(name, cache.routines.keys());
  throw noFunction('public', name, [...argNames].sort(), closest === undefined ? null : `Perhaps you meant to call the function public.${closest}`);
}

function planCall(request: ApiRequest, cache: SchemaCache, name: string): CallPlan {
  let args: string;
  let argNames: string[];
  if (request.method === 'POST') {
    const value = request.body?.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RestError(400, 'PGRST102', 'Function arguments must be one JSON object');
    argNames = request.columns ?? Object.keys(value);
    args = request.body?.text ?? '{}';
  } else {
    argNames = request.rpcArguments.map(([key]) => key);
    args = JSON.stringify(Object.fromEntries(request.rpcArguments));
  }
  const routine = routineOf(cache, name, argNames);
  if (request.method !== 'POST' && routine.volatility === 'volatile') throw invalidRpcMethod(request.method);
  const columns = routine.returns.kind === 'rows' ? new Set(routine.returns.columns) : new Set<string>();
  const relation: Relation = { name: routine.name, has: (column) => columns.has(column) };
  return {
    kind: 'call',
    routine,
    args,
    where: conditions(relation, request),
    order: orderOf(relation, request),
    offset: request.range.offset,
    limit: limitOf(request),
    output: output(request, relation, request.method === 'HEAD' ? 'none' : 'rows'),
  };
}

/** Resolves every name of a request against the schema cache: the plan the SQL is built from. */
export function planRequest(request: ApiRequest, cache: SchemaCache): Plan {
  return request.target.kind === 'table' ? planTable(request, cache, request.target.name) : planCall(request, cache, request.target.name);
}

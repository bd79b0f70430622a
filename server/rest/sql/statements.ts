import type { CallPlan, DeletePlan, InsertPlan, Output, Plan, Projection, ReadPlan, UpdatePlan } from '../plan.ts';
import type { OrderTerm } from '../request/order.ts';
import type { Table } from '../schemaCache.ts';
import { orderSql, whereSql, type Qualify } from './conditions.ts';
import { Params, quoteIdent } from './params.ts';

/**
 * One statement per request. Its single result row has, whatever the request:
 * `page_total` (rows in this response), `total` (with Prefer: count), `body` (the JSON text, built by
 * PostgreSQL) and `inserted` (rows an upsert inserted rather than updated).
 */
export interface Statement {
  text: string;
  values: unknown[];
}

export interface StatementResult {
  page_total: number | string;
  total: number | string | null;
  body: string | null;
  inserted: number | string | null;
}

const tableName = (table: Table) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
const qualifiedBy =
  (relation: string): Qualify =>
  (column) =>
    `${relation}.${quoteIdent(column)}`;

function projectionSql(select: readonly Projection[], qualify: Qualify, all: string): string {
  return select.map((item) => (item.kind === 'all' ? all : `${qualify(item.column)} as ${quoteIdent(item.alias ?? item.column)}`)).join(', ');
}

/** The response body from the rows in `relation`, as PostgREST builds it. */
function bodySql(output: Output, relation: string, value = relation): string {
  if (output.rows === 'none') return 'null';
  const aggregate = `json_agg(${value})`;
  const json = output.singular ? `(${aggregate} -> 0)` : `coalesce(${aggregate}, '[]')`;
  return `${output.stripNulls ? `json_strip_nulls(${json})` : json}::text`;
}

function read(plan: ReadPlan): Statement {
  const params = new Params();
  const source = tableName(plan.table);
  const qualify = qualifiedBy(source);
  const where = whereSql(plan.where, qualify, params);
  const page = `select ${projectionSql(plan.output.select, qualify, `${source}.*`)} from ${source}${where}${orderSql(plan.order, qualify)} limit ${params.add(plan.limit)}${plan.offset > 0 ? ` offset ${params.add(plan.offset)}` : ''}`;
  const total = plan.output.count ? `(select count(*) from ${source}${where})` : 'null';
  return {
    text: `with pgrst_source as (${page}) select ${total} as total, count(*) as page_total, ${bodySql(plan.output, 'pgrst_source')} as body, null as inserted from pgrst_source`,
    values: params.values,
  };
}

/** What a data-modifying CTE returns, and the outer select that turns it into the result row. */
function mutationResult(
  output: Output,
  primaryKey: readonly string[],
  counting: 'inserted' | 'none',
  order: readonly OrderTerm[] = [],
): { returning: string; select: string } {
  const rowColumn = `(pgrst_source.pgrst_row)`;
  const fromRow: Qualify = (column) => `${rowColumn}.${quoteIdent(column)}`;
  const inserted = counting === 'inserted' ? ', (pgrst_target.xmax = 0) as pgrst_inserted' : '';
  const returning = output.rows === 'none' ? `1 as pgrst_row${inserted}` : `pgrst_target as pgrst_row${inserted}`;
  const select =
    output.rows === 'location'
      ? primaryKey.map((column) => ({ kind: 'column' as const, column, alias: undefined }))
      : output.select;
  const rows = output.rows === 'none' ? '' : `, pgrst_rows as (select ${projectionSql(select, fromRow, `${rowColumn}.*`)} from pgrst_source${orderSql(order, fromRow)})`;
  const body = output.rows === 'none' ? 'null' : `(select ${bodySql(output.rows === 'location' ? { ...output, singular: false, stripNulls: false } : output, 'pgrst_rows')} from pgrst_rows)`;
  return {
    returning,
    select: `${rows} select (select count(*) from pgrst_source) as page_total, (select count(*) from pgrst_source) as total, ${body} as body, ${
      counting === 'inserted' ? '(select count(*) from pgrst_source where pgrst_inserted)' : 'null'
    } as inserted`,
  };
}

function insert(plan: InsertPlan): Statement {
  const params = new Params();
  const target = tableName(plan.table);
  const rows = params.add(plan.rows);
  const names = plan.columns.map((column) => quoteIdent(column.name));
  let values: string;
  if (plan.missingDefault) {
    values = plan.columns
      .map((column) => `case when pgrst_element.value -> ${params.add(column.name)}::text is not null then pgrst_body.${quoteIdent(column.name)} else ${column.default ?? 'null'} end`)
      .join(', ');
  } else {
    values = plan.columns.map((column) => `pgrst_body.${quoteIdent(column.name)}`).join(', ');
  }
  const from = `json_array_elements(${rows}::json) as pgrst_element(value), lateral json_populate_record(null::${target}, pgrst_element.value) as pgrst_body`;
  let conflict = '';
  if (plan.conflict) {
    const updates = plan.columns.map((column) => `${quoteIdent(column.name)} = excluded.${quoteIdent(column.name)}`);
    const action = plan.conflict.resolution === 'merge-duplicates' && updates.length > 0 ? `do update set ${updates.join(', ')}` : 'do nothing';
    conflict = ` on conflict (${plan.conflict.columns.map(quoteIdent).join(', ')}) ${action}`;
  }
  const merging = plan.conflict?.resolution === 'merge-duplicates';
  const result = mutationResult(plan.output, plan.table.primaryKey, merging ? 'inserted' : 'none');
  const columnList = names.length > 0 ? ` (${names.join(', ')})` : '';
  return {
    text: `with pgrst_source as (insert into ${target} as pgrst_target${columnList} select ${values} from ${from}${conflict} returning ${result.returning})${result.select}`,
    values: params.values,
  };
}

function update(plan: UpdatePlan): Statement {
  const params = new Params();
  const target = tableName(plan.table);
  const result = mutationResult(plan.output, plan.table.primaryKey, 'none', plan.order);
  if (plan.columns.length === 0) {
    return { text: `with pgrst_source as (select pgrst_target as pgrst_row from ${target} as pgrst_target where false)${result.select}`, values: [] };
  }
  const body = params.add(plan.values);
  const sets = plan.columns.map((column) => `${quoteIdent(column.name)} = pgrst_body.${quoteIdent(column.name)}`).join(', ');
  const where = whereSql(plan.where, qualifiedBy('pgrst_target'), params);
  return {
    text: `with pgrst_source as (update ${target} as pgrst_target set ${sets} from json_populate_record(null::${target}, ${body}::json) as pgrst_body${where} returning ${result.returning})${result.select}`,
    values: params.values,
  };
}

function remove(plan: DeletePlan): Statement {
  const params = new Params();
  const result = mutationResult(plan.output, plan.table.primaryKey, 'none', plan.order);
  const where = whereSql(plan.where, qualifiedBy('pgrst_target'), params);
  return {
    text: `with pgrst_source as (delete from ${tableName(plan.table)} as pgrst_target${where} returning ${result.returning})${result.select}`,
    values: params.values,
  };
}

function call(plan: CallPlan): Statement {
  const params = new Params();
  const { routine } = plan;
  const given = new Set(Object.keys(JSON.parse(plan.args) as object));
  const args = routine.params.filter((param) => given.has(param.name));
  const fn = `${quoteIdent(routine.schema)}.${quoteIdent(routine.name)}`;
  const named = args.map((param) => `${quoteIdent(param.name)} := pgrst_args.${quoteIdent(param.name)}`).join(', ');
  const argsSource =
    args.length > 0 ? `json_to_record(${params.add(plan.args)}::json) as pgrst_args(${args.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(', ')}), lateral ` : '';
  const rows = routine.returns.kind === 'rows';
  const callSql = `select pgrst_call.* from ${argsSource}${fn}(${named}) as pgrst_call${rows ? '' : '(pgrst_scalar)'}`;
  const qualify = qualifiedBy('pgrst_call');
  const where = whereSql(plan.where, qualify, params);
  const projection = rows ? projectionSql(plan.output.select, qualify, 'pgrst_call.*') : 'pgrst_call.pgrst_scalar';
  const page = `select ${projection} from pgrst_call_rows as pgrst_call${where}${orderSql(plan.order, qualify)} limit ${params.add(plan.limit)}${plan.offset > 0 ? ` offset ${params.add(plan.offset)}` : ''}`;
  const total = plan.output.count ? `(select count(*) from pgrst_call_rows as pgrst_call${where})` : 'null';
  // A function returning one value or one row answers that value or object, not an array.
  const single = !routine.returnsSet;
  const output = { ...plan.output, singular: plan.output.singular || single };
  const body = routine.returns.kind === 'void' ? 'null' : bodySql(output, 'pgrst_source', rows ? 'pgrst_source' : 'pgrst_source.pgrst_scalar');
  return {
    text: `with pgrst_call_rows as (${callSql}), pgrst_source as (${page}) select ${total} as total, count(*) as page_total, ${body} as body, null as inserted from pgrst_source`,
    values: params.values,
  };
}

/** The SQL and bound values for a plan: identifiers quoted from the schema cache, every value a parameter. */
export function buildStatement(plan: Plan): Statement {
  switch (plan.kind) {
    case 'read':
      return read(plan);
    case 'insert':
      return insert(plan);
    case 'update':
      return update(plan);
    case 'delete':
      return remove(plan);
    case 'call':
      return call(plan);
  }
}

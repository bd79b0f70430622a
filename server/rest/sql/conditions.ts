import type { Conditions } from '../plan.ts';
import type { Filter, LogicTree, Operation } from '../request/filters.ts';
import type { OrderTerm } from '../request/order.ts';
import { arrayLiteral, type Params } from './params.ts';

/** How a column is written where it is used, e.g. `pgrst_target."video_id"`. */
export type Qualify = (column: string) => string;

const COMPARISON_SQL = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' } as const;

function operationSql(column: string, operation: Operation, params: Params): string {
  switch (operation.operator) {
    case 'in':
      return `${column} = any (${params.add(arrayLiteral(operation.values))})`;
    case 'is':
      return `${column} is ${operation.value}`;
    case 'like':
    case 'ilike':
      // PostgREST's wildcard: `*` stands for `%`, which a URL would have to escape.
      return `${column} ${operation.operator} ${params.add(operation.value.replaceAll('*', '%'))}`;
    default:
      return `${column} ${COMPARISON_SQL[operation.operator]} ${params.add(operation.value)}`;
  }
}

function filterSql(filter: Filter, qualify: Qualify, params: Params): string {
  const sql = operationSql(qualify(filter.column), filter.operation, params);
  return filter.negated ? `not (${sql})` : sql;
}

function treeSql(tree: LogicTree, qualify: Qualify, params: Params): string {
  if (tree.kind === 'filter') return filterSql(tree.filter, qualify, params);
  const sql = `(${tree.children.map((child) => treeSql(child, qualify, params)).join(` ${tree.operator} `)})`;
  return tree.negated ? `not ${sql}` : sql;
}

/** ` where …` for the request's filters and logic trees (all of them must hold), or nothing. */
export function whereSql(where: Conditions, qualify: Qualify, params: Params): string {
  const parts = [...where.filters.map((filter) => filterSql(filter, qualify, params)), ...where.logic.map((tree) => treeSql(tree, qualify, params))];
  return parts.length > 0 ? ` where ${parts.join(' and ')}` : '';
}

export function orderSql(order: readonly OrderTerm[], qualify: Qualify): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => [qualify(term.column), term.direction, term.nulls && `nulls ${term.nulls}`].filter(Boolean).join(' '));
  return ` order by ${terms.join(', ')}`;
}

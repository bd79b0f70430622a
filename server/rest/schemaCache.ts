import type { Queryable } from '../db/database.ts';
import { ROUTINES_SQL, TABLES_SQL, type RoutineRow, type TableRow } from './catalog.ts';

export interface Column {
  name: string;
  /** As format_type writes it: `text`, `numeric`, `timestamp with time zone`… */
  type: string;
  /** The default's SQL expression from the catalog, for `Prefer: missing=default`. */
  default: string | null;
}

export interface Table {
  schema: string;
  name: string;
  columns: ReadonlyMap<string, Column>;
  primaryKey: readonly string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  required: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: readonly RoutineParam[];
  volatility: 'immutable' | 'stable' | 'volatile';
  /** A scalar (one value or a set of values), rows (one or a set of composite rows), or nothing. */
  returns: { kind: 'scalar' | 'void' } | { kind: 'rows'; columns: readonly string[] };
  returnsSet: boolean;
}

/**
 * The exposed schemas' tables, columns and functions, read from the catalog at start-up (after
 * migrations) and again on `NOTIFY pgrst, 'reload schema'`. Names in requests are checked
 * against it before any SQL is built; privileges and policies are not cached: PostgreSQL checks
 * them on every statement (decision 1605).
 */
export interface SchemaCache {
  tables: ReadonlyMap<string, Table>;
  /** Overloads by name. */
  routines: ReadonlyMap<string, readonly Routine[]>;
}

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function routineOf(row: RoutineRow): Routine | undefined {
  const args = JSON.parse(row.args) as { name: string; mode: string; type: string }[];
  const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  let returns: Routine['returns'];
  if (row.return_kind === 'void' || row.return_kind === 'scalar') returns = { kind: row.return_kind };
  else if (row.return_kind === 'composite') returns = { kind: 'rows', columns: JSON.parse(row.return_columns) as string[] };
  else if (row.return_kind === 'record' && outputs.length > 0) returns = { kind: 'rows', columns: outputs.map((arg) => arg.name) };
  else return undefined; // polymorphic or bare record: not callable without a column list
  // Unnamed parameters cannot be passed by name; variadic ones are not supported.
  if (inputs.some((arg) => arg.name === '' || arg.mode === 'v')) return undefined;
  const optional = Number(row.defaults);
  return {
    schema: row.schema,
    name: row.name,
    params: inputs.map((arg, index) => ({ name: arg.name, type: arg.type, required: index < inputs.length - optional })),
    volatility: VOLATILITY[row.volatility],
    returns,
    returnsSet: row.returns_set,
  };
}

export async function loadSchemaCache(db: Queryable, schemas: readonly string[]): Promise<SchemaCache> {
  const tables = new Map<string, Table>();
  for (const row of (await db.query<TableRow>(TABLES_SQL, [schemas])).rows) {
    const columns = JSON.parse(row.columns) as Column[];
    tables.set(row.name, {
      schema: row.schema,
      name: row.name,
      columns: new Map(columns.map((column) => [column.name, { name: column.name, type: column.type, default: column.default }])),
      primaryKey: JSON.parse(row.primary_key) as string[],
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const row of (await db.query<RoutineRow>(ROUTINES_SQL, [schemas])).rows) {
    const routine = routineOf(row);
    if (routine) routines.set(routine.name, [...(routines.get(routine.name) ?? []), routine]);
  }
  return { tables, routines };
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${text.toLowerCase()} `;
  for (let i = 0; i < padded.length - 1; i += 1) {
    const gram = padded.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice similarity of two names' character pairs, 0 to 1. */
export function similarity(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  for (const [gram, count] of left) shared += Math.min(count, right.get(gram) ?? 0);
  const total = [...left.values(), ...right.values()].reduce((sum, count) => sum + count, 0);
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The closest known name, if close enough to be a likely typo (PostgREST's hint uses 0.75 too). */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = 0.75;
  for (const candidate of candidates) {
    const score = similarity(name, candidate);
    if (score >= bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

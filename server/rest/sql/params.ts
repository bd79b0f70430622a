/** A double-quoted identifier. Only names from the schema cache and aliases (checked for NUL) get here. */
export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new Error('identifier with NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

/** Bound parameters of one statement: every value a request carries travels this way, never in the SQL text. */
export class Params {
  readonly values: unknown[] = [];

  /** The placeholder (`$n`) for a value. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A PostgreSQL array literal (`{"a","b"}`) of text elements, for `= any($n)`. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

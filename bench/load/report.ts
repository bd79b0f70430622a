import type { Measurement } from './measure.ts';

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

const micros = (value: number | undefined, width: number) => (value === undefined ? '-' : value.toFixed(0)).padStart(width);

/**
 * The table: one row per run, with its ratio to its reference (the bare server at the same connection
 * count, or for a static file the bare server sending the same bytes) and the CPU each request cost
 * the server process, PostgreSQL and the load generator.
 */
export function printTable(rows: Measurement[], referenceRps: (row: Measurement) => number | undefined): void {
  console.log(
    `\n${pad('scenario', 26)}${pad('db', 10)}${'conns'.padStart(6)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'non2xx'.padStart(8)}${'5xx'.padStart(6)}${'vs bare'.padStart(9)}${'server µs'.padStart(11)}${'db µs'.padStart(7)}${'client µs'.padStart(11)}`,
  );
  for (const row of rows) {
    const ratio = row.rps / (referenceRps(row) ?? Number.NaN);
    console.log(
      `${pad(row.label, 26)}${pad(row.backend, 10)}${num(row.connections, 6)}${num(row.rps, 10)}${num(row.p50, 9)}${num(row.p99, 9)}${num(row.errors, 8)}${num(row.non2xx, 8)}${num(row.status5xx, 6)}${`${(ratio * 100).toFixed(1)}%`.padStart(9)}${micros(row.cpu?.server, 11)}${micros(row.cpu?.database, 7)}${micros(row.cpu?.client, 11)}`,
    );
  }
}

export interface BudgetCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export function printBudgets(checks: BudgetCheck[]): boolean {
  console.log('\nBudgets');
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'}  ${check.name}: ${check.detail}`);
  return checks.every((check) => check.ok);
}

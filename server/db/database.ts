import type { ChangeListener } from './notifications.ts';

/** The one database interface the server uses, over embedded PGlite or a PostgreSQL server. */
export interface Queryable {
  /** `prepare` names a hot statement so PostgreSQL parses and plans it once per connection. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], prepare?: string): Promise<QueryResult<Row>>;
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  rowCount: number;
}

/** One statement of a batch: its text, bound values and, for a hot one, a name to prepare it under (see `query`). */
export interface BatchStatement {
  text: string;
  values: unknown[];
  prepare?: string;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A
   * `readOnly` one (PostgreSQL refuses its writes) cannot notify, so it skips reading back notes.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }): Promise<T>;
  /**
   * Runs `statements` in order in one transaction sent as a whole, with its begin and commit (one
   * round trip on PostgreSQL, one call into PGlite): committed when every statement succeeds,
   * rolled back when one fails, whose error it throws. Same options and notes as `transaction`;
   * for work that must see a result before deciding to commit, use `transaction`.
   */
  batch(statements: BatchStatement[], options?: { readOnly?: boolean }): Promise<QueryResult[]>;
  /**
   * Notifications on a channel (see ChangeListener); resolves once listening. A transaction of this
   * process delivers its own notifications at commit, before `transaction` resolves.
   */
  listen(channel: string, listener: ChangeListener): Promise<() => void>;
  /** Runs a script of several statements (migrations, pg-boss's commands); resolves to the rows of every statement, in order. */
  exec(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Human-readable description for start-up logs, without credentials. */
  readonly description: string;
}

/**
 * The connection surface the node's repositories are written against. It is the part of better-sqlite3's API the
 * node uses (prepare → run/get/all/iterate/pluck, exec), so the SQLite backend is better-sqlite3 itself and the
 * PostgreSQL backend implements the same calls. Statements are synchronous on both: the node's money and ledger
 * paths rely on a read and the write that follows it running with nothing in between in this process.
 */

/** What a write changed. An insert that needs the key it assigned asks for it with `RETURNING` and `get`. */
export interface RunResult {
  changes: number;
}

/** Positional parameters, or one object whose keys are the statement's `@name`s. */
export type BindParameters = unknown[] | object;

export interface Statement<P extends unknown[] = unknown[], R = unknown> {
  run(...params: P): RunResult;
  get(...params: P): R | undefined;
  all(...params: P): R[];
  iterate(...params: P): IterableIterator<R>;
  /** The first column of each row instead of the row. */
  pluck(toggle?: boolean): this;
}

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly dialect: Dialect;
  prepare<P extends BindParameters = unknown[], R = unknown>(
    sql: string,
  ): P extends unknown[] ? Statement<P, R> : Statement<[P], R>;
  /** Runs one or more statements without parameters (schema steps). */
  exec(sql: string): this;
}

export interface Store {
  readonly db: Db;
  /**
   * Runs `fn` in one write transaction; nested calls join the outer one as savepoints. Write transactions are
   * serialised across every process that opens the same store, so a read and the write that depends on it cannot
   * interleave with another writer's.
   */
  transaction<T>(fn: () => T): T;
  /** Refreshes the planner's statistics after bulk changes. */
  optimize(): void;
  close(): void;
}

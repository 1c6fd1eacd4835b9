/** The messages between a PostgreSQL connection's owner thread and the worker that speaks to the server. */

export interface WorkerSetup {
  /** The connection string, without our own `schema` parameter. */
  url: string;
  /** The schema every statement runs in (created if missing). */
  schema: string;
  /** One Int32 the worker sets to 1 and notifies when a reply is on the port. */
  signal: SharedArrayBuffer;
  port: import('node:worker_threads').MessagePort;
}

export type Request =
  /** One statement with parameters; `name` lets the server keep its plan for the next call. */
  | { op: 'query'; name: string; text: string; values: unknown[] }
  /** Several statements without parameters. */
  | { op: 'exec'; text: string }
  | { op: 'close' };

export interface QueryReply {
  ok: true;
  rows: unknown[][];
  columns: string[];
  rowCount: number;
}

export interface FailureReply {
  ok: false;
  message: string;
  /** PostgreSQL's SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
}

export type Reply = QueryReply | FailureReply;

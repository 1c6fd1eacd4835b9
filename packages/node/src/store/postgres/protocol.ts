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

/** `seq` numbers each request; its reply carries it back, so a reply that came too late is never taken for the next. */
export type Request =
  /** One statement with parameters; `name` lets the server keep its plan for the next call. */
  | { op: 'query'; seq: number; name: string; text: string; values: unknown[] }
  /** Several statements without parameters. */
  | { op: 'exec'; seq: number; text: string }
  | { op: 'close'; seq: number };

/** What the owning thread sends; it numbers the request itself. */
export type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'seq'> : never) : never;

export interface QueryReply {
  seq: number;
  ok: true;
  rows: unknown[][];
  columns: string[];
  rowCount: number;
}

export interface FailureReply {
  seq: number;
  ok: false;
  message: string;
  /** PostgreSQL's SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
}

export type Reply = QueryReply | FailureReply;

/** A reply as the worker builds it, before it is numbered. */
export type Answer = Omit<QueryReply, 'seq'> | Omit<FailureReply, 'seq'>;

import { createHash } from 'node:crypto';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { workerUrl } from '@ainize/core';
import type { BindParameters, Db, RunResult, Statement } from '../db.js';
import { translateSchema, translateStatement, type Translated } from './dialect.js';
import type { QueryReply, Reply, RequestBody, WorkerSetup } from './protocol.js';

/** A statement that has not answered after this long fails instead of holding the process forever. */
const REPLY_TIMEOUT_MS = 60_000;

/** An error PostgreSQL answered with; `code` is its SQLSTATE (23505: a unique key already taken). */
export class PostgresError extends Error {
  /** The server could not be reached or the connection broke (no SQLSTATE, or classes 08 and 57P). */
  readonly unreachable: boolean;
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PostgresError';
    this.unreachable = code === undefined || /^(08|57P)|^E[A-Z]/.test(code);
  }
}

/**
 * One connection to PostgreSQL, used synchronously: each call posts its request to the connection's worker and
 * waits on a shared flag for the reply. The node's statements are synchronous on SQLite and its money paths count on
 * that, so the PostgreSQL backend keeps the same contract rather than changing every caller.
 */
export class PgConnection {
  readonly #worker: Worker;
  readonly #port: import('node:worker_threads').MessagePort;
  readonly #signal = new Int32Array(new SharedArrayBuffer(4));
  #closed = false;
  #seq = 0;

  constructor(url: string, schema: string) {
    const { port1, port2 } = new MessageChannel();
    const setup: WorkerSetup = { url, schema, signal: this.#signal.buffer as SharedArrayBuffer, port: port2 };
    // From the built file when this module runs as TypeScript source (tests): see workerUrl.
    this.#worker = new Worker(workerUrl('./worker.js', import.meta.url), { workerData: setup, transferList: [port2] });
    // The worker must not keep the process alive by itself; the store closes it.
    this.#worker.unref();
    this.#port = port1;
  }

  request(body: RequestBody): QueryReply {
    if (this.#closed) throw new PostgresError('the database connection is closed', undefined);
    const seq = ++this.#seq;
    Atomics.store(this.#signal, 0, 0);
    this.#port.postMessage({ ...body, seq });
    const deadline = Date.now() + REPLY_TIMEOUT_MS;
    for (;;) {
      // Replies to requests given up on earlier (timed out) are read and dropped here.
      for (let m = receiveMessageOnPort(this.#port); m; m = receiveMessageOnPort(this.#port)) {
        const reply = m.message as Reply;
        if (reply.seq !== seq) continue;
        if (!reply.ok) throw new PostgresError(reply.message, reply.code);
        return reply;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new PostgresError(`no answer from PostgreSQL within ${REPLY_TIMEOUT_MS / 1000} s`, undefined);
      Atomics.wait(this.#signal, 0, 0, left);
      // Cleared before reading: a reply posted from here on sets it again, so the next wait cannot miss it.
      Atomics.store(this.#signal, 0, 0);
    }
  }

  close(): void {
    if (this.#closed) return;
    try {
      this.request({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#port.close();
      void this.#worker.terminate();
    }
  }
}

type Row = Record<string, unknown>;

/** PostgreSQL returns bytea as a Buffer, which arrives from the worker as a plain Uint8Array. */
function revive(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
}

class PgStatement implements Statement<unknown[], unknown> {
  #pluck = false;
  readonly #name: string;

  constructor(
    readonly db: PgDb,
    readonly sql: Translated,
  ) {
    this.#name = `s${createHash('sha1').update(sql.text).digest('hex').slice(0, 16)}`;
  }

  #values(params: unknown[]): unknown[] {
    const { names, positional } = this.sql;
    // better-sqlite3 lets a statement without parameters be run with a bag of named values it does not use.
    if (names === null) return positional === 0 && isBag(params[0]) ? [] : params.map(bindable);
    const bag = (params[0] ?? {}) as Row;
    return names.map((name) => {
      if (!(name in bag)) throw new RangeError(`missing named parameter "${name}"`);
      return bindable(bag[name]);
    });
  }

  #query(params: unknown[]): QueryReply {
    return this.db.connection.request({
      op: 'query',
      name: this.#name,
      text: this.sql.text,
      values: this.#values(params),
    });
  }

  #rows(reply: QueryReply): unknown[] {
    if (this.#pluck) return reply.rows.map((r) => revive(r[0]));
    return reply.rows.map((r) => {
      const row: Row = {};
      reply.columns.forEach((column, i) => {
        if (!(this.sql.selectsAll && column === 'rowid')) row[column] = revive(r[i]);
      });
      return row;
    });
  }

  run(...params: unknown[]): RunResult {
    return { changes: this.#query(params).rowCount };
  }

  get(...params: unknown[]): unknown {
    return this.#rows(this.#query(params))[0];
  }

  all(...params: unknown[]): unknown[] {
    return this.#rows(this.#query(params));
  }

  iterate(...params: unknown[]): IterableIterator<unknown> {
    return this.all(...params)[Symbol.iterator]();
  }

  pluck(toggle = true): this {
    this.#pluck = toggle;
    return this;
  }
}

function isBag(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** SQLite binds booleans as 1/0 in our columns; PostgreSQL would refuse a boolean for an integer column. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) throw new RangeError('undefined cannot be bound; use null');
  return value;
}

export class PgDb implements Db {
  readonly dialect = 'postgres' as const;

  constructor(readonly connection: PgConnection) {}

  prepare<P extends BindParameters = unknown[], R = unknown>(
    sql: string,
  ): P extends unknown[] ? Statement<P, R> : Statement<[P], R> {
    return new PgStatement(this, translateStatement(sql)) as never;
  }

  exec(sql: string): this {
    this.connection.request({ op: 'exec', text: translateSchema(sql) });
    return this;
  }
}

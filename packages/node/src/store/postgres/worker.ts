import { workerData } from 'node:worker_threads';
import pg from 'pg';
import type { Answer, Request, WorkerSetup } from './protocol.js';

/**
 * Owns the PostgreSQL connection of one store. The owning thread blocks on `signal` while this worker runs its
 * request, so each store sees its statements complete in order, as it would with SQLite.
 *
 * A lost connection (a server restart, a terminated backend) is opened again for the next statement. Inside a
 * transaction it is not: the transaction died with the connection, so every statement fails until the store
 * rolls back, and nothing the store thinks is one transaction ever runs on two connections.
 */

const setup = workerData as WorkerSetup;
const signal = new Int32Array(setup.signal);
const port = setup.port;

/** The server cancels a statement before the owning thread would give up waiting for it. */
export const STATEMENT_TIMEOUT_MS = 45_000;

// The node's columns are SQLite's: integers fit a JS number, reals are doubles, and a truth value is 0 or 1.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value); // int8: counts, sums, timestamps in ms
    if (oid === 1700) return (value: string) => Number(value); // numeric: sum() of int8
    if (oid === 16) return (value: string) => (value === 't' ? 1 : 0); // bool: EXISTS, comparisons
    return pg.types.getTypeParser(oid, format);
  },
};

let client: pg.Client | null = null;
let connecting: Promise<pg.Client> | null = null;
/** A BEGIN was answered and no COMMIT or ROLLBACK since. */
let inTransaction = false;
/** The connection broke inside a transaction; cleared by the store's ROLLBACK. */
let transactionLost = false;

function open(): Promise<pg.Client> {
  if (client) return Promise.resolve(client);
  connecting ??= (async () => {
    const fresh = new pg.Client({ connectionString: setup.url, types, statement_timeout: STATEMENT_TIMEOUT_MS });
    fresh.on('error', () => drop(fresh));
    try {
      await fresh.connect();
      const schema = `"${setup.schema.replaceAll('"', '""')}"`;
      await fresh.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await fresh.query(`SET search_path TO ${schema}`);
    } catch (err) {
      void fresh.end().catch(() => undefined);
      throw err;
    }
    client = fresh;
    return fresh;
  })().finally(() => {
    connecting = null;
  });
  return connecting;
}

function drop(broken: pg.Client): void {
  if (client !== broken) return;
  client = null;
  if (inTransaction) transactionLost = true;
  inTransaction = false;
  void broken.end().catch(() => undefined);
}

/** No SQLSTATE (a socket error), or classes 08 (connection exception) and 57P (the server shut the backend). */
function connectionLost(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code !== 'string' || /^(08|57P)/.test(code) || /^E[A-Z]/.test(code);
}

function reply(seq: number, message: Answer): void {
  port.postMessage({ ...message, seq });
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

async function handle(request: Exclude<Request, { op: 'close' }>): Promise<Answer> {
  const control = /^\s*(BEGIN|COMMIT|ROLLBACK)\s*$/i.exec(request.text)?.[1]?.toUpperCase();
  if (transactionLost) {
    if (control !== 'ROLLBACK') throw new Error('the connection to PostgreSQL was lost inside this transaction');
    transactionLost = false;
    return { ok: true, rows: [], columns: [], rowCount: 0 };
  }
  const connection = await open();
  try {
    if (request.op === 'exec') {
      await connection.query(request.text);
      return { ok: true, rows: [], columns: [], rowCount: 0 };
    }
    const result = await connection.query({
      name: request.name || undefined,
      text: request.text,
      values: request.values,
      rowMode: 'array',
    });
    if (control === 'BEGIN') inTransaction = true;
    else if (control) inTransaction = false;
    return {
      ok: true,
      rows: result.rows as unknown[][],
      columns: (result.fields ?? []).map((f) => f.name),
      rowCount: result.rowCount ?? 0,
    };
  } catch (err) {
    if (connectionLost(err)) drop(connection);
    throw err;
  }
}

port.on('message', (request: Request) => {
  if (request.op === 'close') {
    const closing = client;
    client = null;
    void (closing ? closing.end() : Promise.resolve())
      .catch(() => undefined)
      .finally(() => {
        reply(request.seq, { ok: true, rows: [], columns: [], rowCount: 0 });
        port.close();
      });
    return;
  }
  handle(request).then(
    (answer) => reply(request.seq, answer),
    (err: unknown) => {
      const e = err as { message?: string; code?: unknown };
      const code = typeof e.code === 'string' ? { code: e.code } : {};
      reply(request.seq, { ok: false, message: e.message ?? String(err), ...code });
    },
  );
});

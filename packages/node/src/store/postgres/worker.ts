import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { Reply, Request, WorkerSetup } from './protocol.js';

/**
 * Owns one PostgreSQL connection for one store. The owning thread blocks on `signal` while this worker runs its
 * request, so each store sees its statements complete in order, as it would with SQLite.
 */

const setup = workerData as WorkerSetup;
const signal = new Int32Array(setup.signal);
const port = setup.port;

// The node's columns are SQLite's: integers fit a JS number, reals are doubles, and a truth value is 0 or 1.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value); // int8: counts, sums, timestamps in ms
    if (oid === 1700) return (value: string) => Number(value); // numeric: sum() of int8
    if (oid === 16) return (value: string) => (value === 't' ? 1 : 0); // bool: EXISTS, comparisons
    return pg.types.getTypeParser(oid, format);
  },
};

const client = new pg.Client({ connectionString: setup.url, types });
let ready: Promise<void> | undefined;

function connect(): Promise<void> {
  ready ??= (async () => {
    await client.connect();
    const schema = `"${setup.schema.replaceAll('"', '""')}"`;
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`SET search_path TO ${schema}`);
  })();
  return ready;
}

function reply(message: Reply): void {
  port.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

async function handle(request: Exclude<Request, { op: 'close' }>): Promise<Reply> {
  await connect();
  if (request.op === 'exec') {
    await client.query(request.text);
    return { ok: true, rows: [], columns: [], rowCount: 0 };
  }
  const result = await client.query({
    name: request.name || undefined,
    text: request.text,
    values: request.values,
    rowMode: 'array',
  });
  return {
    ok: true,
    rows: result.rows as unknown[][],
    columns: (result.fields ?? []).map((f) => f.name),
    rowCount: result.rowCount ?? 0,
  };
}

port.on('message', (request: Request) => {
  if (request.op === 'close') {
    void client.end().finally(() => {
      reply({ ok: true, rows: [], columns: [], rowCount: 0 });
      port.close();
    });
    return;
  }
  handle(request).then(reply, (err: unknown) => {
    const e = err as { message?: string; code?: string };
    reply({ ok: false, message: e.message ?? String(err), ...(e.code ? { code: e.code } : {}) });
  });
});

parentPort?.postMessage('started');

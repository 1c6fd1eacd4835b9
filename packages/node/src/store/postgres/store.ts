import type { Store } from '../db.js';
import { SCHEMA_NAME } from '../location.js';
import { PgConnection, PgDb } from './connection.js';

/**
 * `postgres://user@host:port/db?schema=name`: the standard connection string, plus the schema the node keeps its
 * tables in (default `ainize`), so several nodes, or a node and other software, can share one database.
 */
export function parsePostgresLocation(location: string): { url: string; schema: string } {
  const url = new URL(location);
  const schema = url.searchParams.get('schema') ?? 'ainize';
  url.searchParams.delete('schema');
  if (!SCHEMA_NAME.test(schema))
    throw new RangeError(`schema "${schema}" must be letters, digits and _ (at most 63), not starting with a digit`);
  return { url: url.toString(), schema };
}

/**
 * A store in PostgreSQL. Write transactions take one advisory lock per schema, which makes them as serial across
 * processes as SQLite's single writer makes them across connections: the ledger, money and job code were written
 * for that guarantee. Readers do not take it.
 */
export function openPostgresStore(location: string): Store {
  const { url, schema } = parsePostgresLocation(location);
  const connection = new PgConnection(url, schema);
  const db = new PgDb(connection);
  const run = (text: string) => connection.request({ op: 'query', name: '', text, values: [] });
  let depth = 0;
  const transaction = <T>(fn: () => T): T => {
    if (depth > 0) {
      const savepoint = `sp${depth}`;
      run(`SAVEPOINT ${savepoint}`);
      depth++;
      try {
        const result = fn();
        run(`RELEASE SAVEPOINT ${savepoint}`);
        return result;
      } catch (err) {
        run(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        throw err;
      } finally {
        depth--;
      }
    }
    run('BEGIN');
    depth = 1;
    try {
      run("SELECT pg_advisory_xact_lock(hashtext('ainize-writer:' || current_schema()))");
      const result = fn();
      run('COMMIT');
      return result;
    } catch (err) {
      // The error that ended the transaction is the one to report, not a failure to roll back after it.
      try {
        run('ROLLBACK');
      } catch {
        /* the server rolls back a transaction whose connection is gone */
      }
      throw err;
    } finally {
      depth = 0;
    }
  };
  return {
    db,
    transaction,
    optimize: () => undefined, // autovacuum keeps PostgreSQL's statistics
    close: () => connection.close(),
  };
}

// The PostgreSQL half of the node's tests: whether a server is there to run them on, and the schemas a run leaves.
// Every run gets its own schema prefix, every node in it its own schema (`{node}`, see docs/node.md), so runs in
// parallel never meet; the run's global teardown drops what it created.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the tests use: AINIZE_TEST_POSTGRES_URL, else the local one on the default port. */
export const TEST_POSTGRES_URL = process.env.AINIZE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Asks the server for `SELECT 1` within two seconds; the reason it could not, or null when it answered. */
export async function postgresUnavailable(url = TEST_POSTGRES_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message || err.constructor.name : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A schema prefix of this run, and the AINIZE_DATABASE_URL its nodes use. The prefix is kept in the environment
 * (AINIZE_TEST_SCHEMA_PREFIX): Vitest reads its configuration more than once per run, and the run's teardown must
 * find the prefix its nodes used.
 */
export function testRunDatabase(url = TEST_POSTGRES_URL) {
  const prefix = (process.env.AINIZE_TEST_SCHEMA_PREFIX ??= `t${randomBytes(4).toString('hex')}_`);
  const target = new URL(url);
  target.searchParams.set('schema', `${prefix}NODE`);
  // `{node}` must reach the node as written; URL would percent-encode the braces.
  return { prefix, databaseUrl: target.toString().replace('NODE', '{node}') };
}

/** Drops every schema whose name starts with `prefix`; returns how many. */
export async function dropSchemas(prefix, url = TEST_POSTGRES_URL) {
  if (!/^t[0-9a-f]{8}_$/.test(prefix)) throw new Error(`not a test run's prefix: ${prefix}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)', [prefix]);
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
    return rows.length;
  } finally {
    await client.end();
  }
}

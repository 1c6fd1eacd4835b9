// The PostgreSQL project's global setup: nothing to prepare (each node creates its schema), and at the end of the
// run it drops the schemas the run's nodes created, found by the run's prefix.
import { dropSchemas } from './test-postgres.mjs';

export default function setup() {
  return async function teardown() {
    const prefix = process.env.AINIZE_TEST_SCHEMA_PREFIX;
    if (!prefix) return;
    const dropped = await dropSchemas(prefix);
    process.stdout.write(`test teardown: dropped ${dropped} PostgreSQL schema(s) of this run (${prefix}*)\n`);
  };
}

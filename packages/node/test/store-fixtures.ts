import { randomUUID } from 'node:crypto';
import { databaseUrlFor, homePaths, loadConfig } from '../src/home/home.js';
import { type Migration, type Store, isPostgresLocation, openStore } from '../src/store/index.js';

/**
 * Where a test's store lives: the SQLite file (or `:memory:`) it names, or — when the run is the PostgreSQL one
 * (AINIZE_DATABASE_URL set) — a schema of its own on that server, named after the file so that reopening the same
 * file reopens the same schema. `:memory:` gets a fresh schema each time, as it gets a fresh database on SQLite.
 */
export function testStoreLocation(file: string): string {
  const url = process.env.AINIZE_DATABASE_URL;
  if (!url || isPostgresLocation(file)) return file;
  return databaseUrlFor(url, file === ':memory:' || file === '' ? `memory-${randomUUID()}` : file);
}

export function openTestStore(file: string, migrations: readonly Migration[]): Store {
  return openStore(testStoreLocation(file), migrations);
}

/** The database this run's stores are in (read per call: a worker may run files of both runs). */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.AINIZE_DATABASE_URL ? 'postgres' : 'sqlite';
}

/**
 * The database of a node's home, opened beside the node as an operator with direct access would: to read its journal
 * or to leave it as a crash would. Nothing is migrated.
 */
export function openHomeDatabase(home: string, env: NodeJS.ProcessEnv = process.env): Store {
  return openStore(homePaths(home, loadConfig(home, env)).database, []);
}

/** The database setting of this run, for nodes a test starts with an environment of its own. */
export function databaseEnv(): { AINIZE_DATABASE_URL?: string } {
  const url = process.env.AINIZE_DATABASE_URL;
  return url ? { AINIZE_DATABASE_URL: url } : {};
}

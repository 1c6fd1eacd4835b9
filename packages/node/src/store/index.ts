export { applyMigrations, isPostgresLocation, openStore, type Db, type Migration, type Store } from './store.js';
export type { Dialect, RunResult, Statement } from './db.js';
export { parsePostgresLocation } from './postgres/store.js';

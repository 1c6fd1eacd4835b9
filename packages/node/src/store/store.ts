import type { Db, Store } from './db.js';
import { isPostgresLocation } from './location.js';
import { openPostgresStore } from './postgres/store.js';
import { openSqliteStore } from './sqlite.js';

export type { Db, Store } from './db.js';
export { isPostgresLocation } from './location.js';

/**
 * One schema step. `id` is recorded once applied, so it must never change after release; ids are prefixed
 * by their domain ('ledger-001', 'catalog-001', 'auth-001') so domains can add steps without coordinating.
 * A string is written in SQLite's SQL and rewritten for PostgreSQL; a function may ask `db.dialect`.
 */
export interface Migration {
  id: string;
  up: string | ((db: Db) => void);
}

/**
 * Opens (or creates) the node's database and brings its schema up to date. Migrations run in the order given,
 * each inside its own transaction together with its bookkeeping row, so a failing step leaves no trace.
 */
export function openStore(location: string, migrations: readonly Migration[]): Store {
  const store = isPostgresLocation(location) ? openPostgresStore(location) : openSqliteStore(location);
  try {
    applyMigrations(store, migrations);
    store.optimize();
  } catch (err) {
    store.close();
    throw err;
  }
  return store;
}

/** Applies the migrations not yet recorded, and returns their ids. Several processes may start at once. */
export function applyMigrations(store: Store, migrations: readonly Migration[]): string[] {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`migration ${m.id} is listed twice`);
    seen.add(m.id);
  }
  const { db } = store;
  store.transaction(() =>
    db.exec('CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)'),
  );
  const recorded = db.prepare<[string]>('SELECT 1 FROM migrations WHERE id = ?').pluck();
  const record = db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const m of migrations) {
    // Checked again inside the step's transaction: another process may have applied it meanwhile.
    if (recorded.get(m.id)) continue;
    store.transaction(() => {
      if (recorded.get(m.id)) return;
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      record.run(m.id, new Date().toISOString());
      applied.push(m.id);
    });
  }
  return applied;
}

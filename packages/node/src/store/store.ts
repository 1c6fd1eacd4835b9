import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';

/** The connection type repositories are written against; only this folder knows it is SQLite. */
export type Db = Database.Database;

/**
 * One schema step. `id` is recorded once applied, so it must never change after release; ids are prefixed
 * by their domain ('ledger-001', 'catalog-001', 'auth-001') so domains can add steps without coordinating.
 */
export interface Migration {
  id: string;
  up: string | ((db: Db) => void);
}

export interface Store {
  readonly db: Db;
  /** Runs `fn` in one write transaction; nested calls join the outer one (better-sqlite3 uses savepoints). */
  transaction<T>(fn: () => T): T;
  close(): void;
}

/** How long a writer waits for another process's lock before SQLITE_BUSY; the CLI and a server may share a file. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (or creates) the node's database and brings its schema up to date. Migrations run in the order given,
 * each inside its own transaction together with its bookkeeping row, so a failing step leaves no trace.
 */
export function openStore(file: string, migrations: readonly Migration[]): Store {
  const onDisk = isFilePath(file);
  if (onDisk) ownerOnly(file, { create: true });
  const db = new Database(file);
  try {
    // WAL lets readers (search) proceed while the ledger appends; memory databases ignore it harmlessly.
    db.pragma('journal_mode = WAL');
    // SQLite gives new -wal/-shm files the database's mode; these may predate a database tightened just now.
    if (onDisk) for (const companion of [`${file}-wal`, `${file}-shm`]) ownerOnly(companion, { create: false });
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma('synchronous = NORMAL');
    // The default page cache is 2 MB; a 100k-entry catalog's indexes and FTS are tens of MB, and without a
    // larger cache every search re-reads them through the kernel. Memory mapping lets readers share the OS cache.
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    db.pragma('temp_store = MEMORY');
    applyMigrations(db, migrations);
    // Refreshes the planner's statistics where they are missing or stale (cheap; SQLite limits the work).
    db.pragma('optimize = 0x10002');
  } catch (err) {
    db.close();
    throw err;
  }
  return {
    db,
    // IMMEDIATE takes the write lock up front: a ledger append reads its author's head and then writes, and two
    // processes doing that under deferred locking could both read the same head (a self-inflicted fork).
    transaction: <T>(fn: () => T): T => db.transaction(fn).immediate(),
    close: () => {
      if (!db.open) return;
      db.pragma('optimize');
      db.close();
    },
  };
}

/** `:memory:`, `''` (a private temporary database) and `file:` URIs are not plain paths to protect. */
function isFilePath(file: string): boolean {
  return file !== '' && file !== ':memory:' && !file.startsWith('file:');
}

/**
 * Mode 0600: the store holds session hashes, spent headers and the ledger, and nobody but the node's owner has a
 * reason to read them. Created here, before SQLite opens it, because SQLite would create it under the umask (0644).
 */
function ownerOnly(file: string, { create }: { create: boolean }): void {
  if (create) closeSync(openSync(file, 'a', 0o600));
  else if (!existsSync(file)) return;
  chmodSync(file, 0o600);
}

/** Applies the migrations not yet recorded. Exported for tests and for a store that opens its own connection. */
export function applyMigrations(db: Db, migrations: readonly Migration[]): string[] {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`migration ${m.id} is listed twice`);
    seen.add(m.id);
  }
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT id FROM migrations').all() as { id: string }[]).map((row) => row.id));
  const record = db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      record.run(m.id, new Date().toISOString());
    })();
    applied.push(m.id);
  }
  return applied;
}

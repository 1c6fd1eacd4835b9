import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Db, Store } from './db.js';

/** How long a writer waits for another process's lock before SQLITE_BUSY; the CLI and a server may share a file. */
const BUSY_TIMEOUT_MS = 5_000;

/** The embedded default: one SQLite file beside the node, through better-sqlite3. */
export function openSqliteStore(file: string): Store {
  const onDisk = isFilePath(file);
  if (onDisk) ownerOnly(file, { create: true });
  const sqlite = new Database(file);
  try {
    // WAL lets readers (search) proceed while the ledger appends; memory databases ignore it harmlessly.
    sqlite.pragma('journal_mode = WAL');
    // SQLite gives new -wal/-shm files the database's mode; these may predate a database tightened just now.
    if (onDisk) for (const companion of [`${file}-wal`, `${file}-shm`]) ownerOnly(companion, { create: false });
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    sqlite.pragma('synchronous = NORMAL');
    // The default page cache is 2 MB; a 100k-entry catalog's indexes and FTS are tens of MB, and without a
    // larger cache every search re-reads them through the kernel. Memory mapping lets readers share the OS cache.
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('temp_store = MEMORY');
  } catch (err) {
    sqlite.close();
    throw err;
  }
  const db = sqliteDb(sqlite);
  return {
    db,
    // IMMEDIATE takes the write lock up front: a ledger append reads its author's head and then writes, and two
    // processes doing that under deferred locking could both read the same head (a self-inflicted fork).
    transaction: <T>(fn: () => T): T => sqlite.transaction(fn).immediate(),
    // Refreshes the planner's statistics where they are missing or stale (cheap; SQLite limits the work).
    optimize: () => void sqlite.pragma('optimize = 0x10002'),
    close: () => {
      if (!sqlite.open) return;
      sqlite.pragma('optimize');
      sqlite.close();
    },
  };
}

/** better-sqlite3's connection is the node's Db as it is; it only learns to say which database it is. */
export function sqliteDb(sqlite: Database.Database): Db {
  if (!('dialect' in sqlite)) Object.defineProperty(sqlite, 'dialect', { value: 'sqlite', enumerable: false });
  return sqlite as unknown as Db;
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

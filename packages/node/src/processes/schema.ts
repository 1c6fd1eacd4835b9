import type { Migration } from '../store/index.js';

/**
 * What the node's processes share beyond the domain tables: who is running (each process beats its row every few
 * seconds, so a process killed without warning is known dead once its row goes quiet), which of them runs the
 * background loops, the model lock's hold and queue, and the stack of knowledge every process's model carries.
 */
export const processMigrations: Migration[] = [
  {
    id: 'processes-001',
    up: `
      CREATE TABLE node_processes (
        id TEXT PRIMARY KEY,
        pid INTEGER NOT NULL,
        host TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        seen_at INTEGER NOT NULL
      );
      CREATE TABLE node_leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        until_ms INTEGER NOT NULL
      );
      CREATE TABLE model_lock (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        token TEXT NOT NULL,
        process TEXT NOT NULL,
        owner TEXT NOT NULL,
        label TEXT NOT NULL,
        since INTEGER NOT NULL,
        lease_until INTEGER NOT NULL
      );
      CREATE TABLE model_lock_waiters (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        token TEXT NOT NULL UNIQUE,
        process TEXT NOT NULL,
        owner TEXT NOT NULL,
        label TEXT NOT NULL,
        mode TEXT NOT NULL,
        queued_at INTEGER NOT NULL
      );
      CREATE TABLE model_stack (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        model_id TEXT NOT NULL,
        stack TEXT NOT NULL,
        revision TEXT NOT NULL
      );
    `,
  },
];

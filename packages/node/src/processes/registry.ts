import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Store } from '../store/index.js';

/**
 * The node's processes on one database. Each one writes its row at start and beats it every BEAT_MS; a row not
 * beaten for DEAD_AFTER_MS belongs to a process that is gone (killed, or its machine lost), whatever its pid says
 * on some other host. Holds and claims name the process that made them, so the others can tell a busy process
 * from a dead one.
 */

export const BEAT_MS = 1_000;
export const DEAD_AFTER_MS = 5_000;
/** Rows of processes gone this long are deleted, so the table stays as small as the fleet. */
const FORGET_AFTER_MS = 60 * 60_000;

export interface ProcessRegistry {
  /** This process's id: random per start, never reused. */
  readonly id: string;
  /** How this process is named to people (lock holders): `pid:<pid>`, as the single-process lock names it. */
  readonly owner: string;
  /** The process has beaten its row recently. This process is always alive to itself. */
  alive(id: string): boolean;
  /** Ids of every process alive now. */
  living(): string[];
  /**
   * Takes or keeps the lease `name` for `ttlMs` when it is free, expired, held by a dead process, or already ours;
   * true when this process holds it afterwards.
   */
  lead(name: string, ttlMs: number): boolean;
  /** Gives up the lease if this process holds it. */
  resign(name: string): void;
  beat(): void;
  /** Deletes this process's row; the others then see it gone at once instead of after DEAD_AFTER_MS. */
  close(): void;
}

export interface RegistryOptions {
  now?: () => number;
  /** Beat on a timer (the default); tests that drive time themselves turn it off. */
  timer?: boolean;
}

export function openProcessRegistry(store: Store, options: RegistryOptions = {}): ProcessRegistry {
  const { db } = store;
  const now = options.now ?? Date.now;
  const id = randomUUID();
  const insert = db.prepare('INSERT INTO node_processes (id, pid, host, started_at, seen_at) VALUES (?, ?, ?, ?, ?)');
  const beat = db.prepare('UPDATE node_processes SET seen_at = ? WHERE id = ?');
  const seen = db.prepare<[string], number>('SELECT seen_at FROM node_processes WHERE id = ?').pluck();
  const living = db.prepare<[number], string>('SELECT id FROM node_processes WHERE seen_at >= ?').pluck();
  const forget = db.prepare('DELETE FROM node_processes WHERE seen_at < ?');
  const remove = db.prepare('DELETE FROM node_processes WHERE id = ?');
  const leaseOf = db.prepare<[string], { holder: string; until_ms: number }>(
    'SELECT holder, until_ms FROM node_leases WHERE name = ?',
  );
  const putLease = db.prepare(
    `INSERT INTO node_leases (name, holder, until_ms) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms`,
  );
  const dropLease = db.prepare('DELETE FROM node_leases WHERE name = ? AND holder = ?');

  insert.run(id, process.pid, hostname(), now(), now());
  const isAlive = (other: string) => other === id || Number(seen.get(other) ?? -Infinity) >= now() - DEAD_AFTER_MS;
  const registry: ProcessRegistry = {
    id,
    owner: `pid:${process.pid}`,
    alive: isAlive,
    living: () => living.all(now() - DEAD_AFTER_MS),
    lead(name, ttlMs) {
      return store.transaction(() => {
        const lease = leaseOf.get(name);
        const free = !lease || lease.holder === id || Number(lease.until_ms) < now() || !isAlive(lease.holder);
        if (free) putLease.run(name, id, now() + ttlMs);
        return free;
      });
    },
    resign: (name) => void dropLease.run(name, id),
    beat() {
      // A row deleted by a peer that thought us dead (a long pause) is written again: we are demonstrably alive.
      if (beat.run(now(), id).changes === 0) insert.run(id, process.pid, hostname(), now(), now());
      forget.run(now() - FORGET_AFTER_MS);
    },
    close() {
      clearInterval(timer);
      remove.run(id);
    },
  };
  const timer = options.timer === false ? undefined : setInterval(() => safely(registry.beat), BEAT_MS);
  timer?.unref();
  return registry;
}

/** A beat that fails (the database is briefly away) is tried again at the next tick; the process lives on. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // Missing beats for DEAD_AFTER_MS makes the others treat this process as gone, which is the safe reading.
  }
}

import type { ReplayCache } from '@ainize/core';
import type { Db } from '../store/index.js';

/** How often expired rows are swept; a sweep is one indexed DELETE. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The node's single-use record for teaching-key headers, in SQLite so a header spent before a restart stays
 * spent after it, and so two processes sharing the store agree. better-sqlite3 is synchronous, which is what
 * core's `seen` contract asks for: the test and the record happen in one statement.
 */
export class SqliteReplayCache implements ReplayCache {
  readonly #dropExpiredKey;
  readonly #insert;
  readonly #sweep;
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(db: Db) {
    this.#dropExpiredKey = db.prepare('DELETE FROM auth_replay WHERE key = ? AND expires_at < ?');
    this.#insert = db.prepare('INSERT OR IGNORE INTO auth_replay (key, expires_at) VALUES (?, ?)');
    this.#sweep = db.prepare('DELETE FROM auth_replay WHERE expires_at < ?');
  }

  seen(key: string, expiresAt: number, now: number): boolean {
    if (now - this.#lastSweep >= SWEEP_INTERVAL_MS) {
      this.#sweep.run(now);
      this.#lastSweep = now;
    }
    this.#dropExpiredKey.run(key, now);
    // INSERT OR IGNORE is the atomic test-and-set: no row inserted means the key was already there.
    return this.#insert.run(key, expiresAt).changes === 0;
  }
}

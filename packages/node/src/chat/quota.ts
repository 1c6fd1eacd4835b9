import { createHmac } from 'node:crypto';
import { AinizeFailure } from '@ainize/core';
import type { Db, Statement } from '../store/index.js';

/**
 * The free live-test allowance (digest §1.7): 20 per rolling hour per visitor, checked before the model is asked
 * and spent only after an answer came back, so a refused, failed or cancelled test costs nothing. An operator is
 * never metered.
 */

export const CHAT_QUOTA_LIMIT = 20;
export const CHAT_QUOTA_WINDOW_MS = 60 * 60_000;

/** Where spent tries are kept; the node keeps them in SQLite so a restart does not hand out a fresh hour. */
export interface ChatQuotaRepo {
  /**
   * Tries spent by `visitor` strictly after `since`, and the oldest of them (it decides when one comes back). A try
   * counts for exactly one window: at `quota_reset` = oldest + window it no longer does.
   */
  usage(visitor: string, since: number): { count: number; oldest: number | null };
  record(visitor: string, at: number): void;
}

/** Structurally a store Migration; the composition root lists it among the node's migrations. */
export const chatMigrations: readonly { id: string; up: string }[] = [
  {
    id: 'chat-001',
    up: `CREATE TABLE chat_quota (visitor TEXT NOT NULL, at INTEGER NOT NULL);
         CREATE INDEX chat_quota_visitor_at ON chat_quota (visitor, at);`,
  },
];

export class SqliteChatQuotaRepo implements ChatQuotaRepo {
  readonly #usage: Statement<[string, number], { count: number; oldest: number | null }>;
  readonly #insert: Statement<[string, number]>;
  readonly #prune: Statement<[string, number]>;

  constructor(db: Db) {
    this.#usage = db.prepare(
      'SELECT COUNT(*) AS count, MIN(at) AS oldest FROM chat_quota WHERE visitor = ? AND at > ?',
    );
    this.#insert = db.prepare('INSERT INTO chat_quota (visitor, at) VALUES (?, ?)');
    this.#prune = db.prepare('DELETE FROM chat_quota WHERE visitor = ? AND at <= ?');
  }

  usage(visitor: string, since: number): { count: number; oldest: number | null } {
    return this.#usage.get(visitor, since) ?? { count: 0, oldest: null };
  }

  record(visitor: string, at: number): void {
    // Tries older than the window never count again; dropping them here keeps the table one hour deep.
    this.#prune.run(visitor, at - CHAT_QUOTA_WINDOW_MS);
    this.#insert.run(visitor, at);
  }
}

/**
 * The visitor is an HMAC of its address, not the address: the table then holds no IP a leak could expose, and
 * only this node (holding the secret) can link two rows to one person. One MCP server = one visitor.
 */
export function visitorId(secret: string | Uint8Array, ip: string): string {
  return createHmac('sha256', secret).update(`ip:${ip}`).digest('hex');
}

/**
 * A teaching key as a visitor of the same allowance (a preflight spends one try for the key and one for the
 * address). The `key:` prefix keeps the two kinds of visitor apart in one table.
 */
export function keyVisitorId(secret: string | Uint8Array, address: string): string {
  return createHmac('sha256', secret).update(`key:${address.toLowerCase()}`).digest('hex');
}

export class ChatQuota {
  constructor(
    private readonly repo: ChatQuotaRepo,
    private readonly now: () => number,
  ) {}

  /** Throws the 429 when the hour's tries are spent; otherwise how many are left before this one. */
  check(visitor: string): number {
    const now = this.now();
    const { count, oldest } = this.repo.usage(visitor, now - CHAT_QUOTA_WINDOW_MS);
    if (count < CHAT_QUOTA_LIMIT) return CHAT_QUOTA_LIMIT - count;
    throw AinizeFailure.of(
      'quota_chat',
      'free live-test quota exhausted for this hour — buy the patch or run your own node',
      // The oldest try in the window is the first to age out; that is when the next one is free.
      { details: { quota_reset: (oldest ?? now) + CHAT_QUOTA_WINDOW_MS, quota_limit: CHAT_QUOTA_LIMIT } },
    );
  }

  /** Spends one try; returns how many remain this hour. */
  consume(visitor: string): number {
    const now = this.now();
    this.repo.record(visitor, now);
    const { count } = this.repo.usage(visitor, now - CHAT_QUOTA_WINDOW_MS);
    return Math.max(0, CHAT_QUOTA_LIMIT - count);
  }
}

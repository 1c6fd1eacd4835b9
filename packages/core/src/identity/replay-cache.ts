/**
 * Single-use bookkeeping for signed headers. The node owns the storage (memory, SQLite, …); verifiers only
 * need this one call, which must record and test in one step so two concurrent requests cannot both pass.
 */
export interface ReplayCache {
  /**
   * Records `key` until `expiresAt` (epoch ms) and reports whether it was already recorded and unexpired.
   * `now` is the verifier's clock, passed so a cache can prune without reading a clock of its own.
   */
  seen(key: string, expiresAt: number, now: number): boolean;
}

export interface MemoryReplayCacheOptions {
  /**
   * Upper bound on remembered keys. Only headers with a valid signature are recorded, so reaching it takes a
   * key holder sending this many requests inside one window; past it the oldest entries are forgotten.
   */
  maxEntries?: number;
  /** Minimum time between full expiry sweeps (ms). */
  sweepIntervalMs?: number;
}

/** In-process ReplayCache for tests and single-process nodes; entries vanish on restart. */
export class MemoryReplayCache implements ReplayCache {
  readonly #entries = new Map<string, number>();
  readonly #maxEntries: number;
  readonly #sweepIntervalMs: number;
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(options: MemoryReplayCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 100_000;
    this.#sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  }

  get size(): number {
    return this.#entries.size;
  }

  seen(key: string, expiresAt: number, now: number): boolean {
    // A full sweep is O(n); doing it at most once per interval keeps the per-request cost constant.
    if (now - this.#lastSweep >= this.#sweepIntervalMs || this.#entries.size >= this.#maxEntries) this.prune(now);
    const known = this.#entries.get(key);
    if (known !== undefined && known >= now) return true;
    // Re-inserting moves the key to the back of the Map's order, which is what eviction below relies on.
    this.#entries.delete(key);
    this.#entries.set(key, expiresAt);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
    return false;
  }

  /** Drops every entry that expired before `now`. */
  prune(now: number): void {
    for (const [key, expiresAt] of this.#entries) if (expiresAt < now) this.#entries.delete(key);
    this.#lastSweep = now;
  }
}

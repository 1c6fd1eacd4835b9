/**
 * How long a failing peer is left alone. A dead peer asked at every gossip interval (500 ms in a private cluster)
 * cost a request and a warning each time; now each failure in a row doubles the wait, from the gossip interval up
 * to MAX_BACKOFF_MS, and one success forgets them all. Kept in memory: a restarted node asks every peer at once.
 */

/** The longest wait between two attempts at a failing peer (unless the gossip interval itself is longer). */
export const MAX_BACKOFF_MS = 5 * 60_000;

export interface PeerFailures {
  /** Attempts that failed in a row. */
  failures: number;
  /** Epoch ms of the first of them. */
  since: number;
  /** Epoch ms from which the peer is asked again. */
  nextAttemptAt: number;
}

export class PeerBackoff {
  readonly #failing = new Map<string, PeerFailures>();

  constructor(readonly intervalMs: number) {}

  /** A healthy peer is always due; a failing one once its wait is over. */
  due(url: string, now: number): boolean {
    const failing = this.#failing.get(url);
    return failing === undefined || now >= failing.nextAttemptAt;
  }

  get(url: string): PeerFailures | undefined {
    return this.#failing.get(url);
  }

  /** Counts one more failure in a row and sets the next attempt. */
  failed(url: string, now: number): PeerFailures {
    const before = this.#failing.get(url);
    const failures = (before?.failures ?? 0) + 1;
    const after = { failures, since: before?.since ?? now, nextAttemptAt: now + this.delayMs(failures) };
    this.#failing.set(url, after);
    return after;
  }

  /** Forgets the peer's failures and returns them, if it was failing. */
  forget(url: string): PeerFailures | undefined {
    const failing = this.#failing.get(url);
    this.#failing.delete(url);
    return failing;
  }

  /** The wait after `failures` failures in a row: the interval, doubled per failure after the first, capped. */
  delayMs(failures: number): number {
    const cap = Math.max(MAX_BACKOFF_MS, this.intervalMs);
    // The exponent is bounded so a peer down for weeks cannot overflow to Infinity before the cap applies.
    return Math.min(cap, this.intervalMs * 2 ** Math.min(failures - 1, 30));
  }
}

/**
 * Whether a failure is worth a log line: the first, then the 2nd, 4th, 8th … in a row. A peer down for a day
 * writes about a dozen lines rather than one per attempt.
 */
export function worthLogging(failures: number): boolean {
  return failures > 0 && (failures & (failures - 1)) === 0;
}

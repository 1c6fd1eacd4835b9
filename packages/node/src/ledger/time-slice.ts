import { performance } from 'node:perf_hooks';

/**
 * Long ledger work (a re-scan, a peer's pages of records) runs in slices of about this much event-loop time, and the
 * loop answers requests between them. Signature checks cost ~1.7 ms a record, so a page of 500 taken in one go held
 * every request for close to a second.
 */
export const SLICE_MS = 5;
/**
 * After each slice the work rests this long, so it takes at most about half the process's time: a node flooded
 * by a peer, on a machine already busy, still has time left for the requests it serves. Background work is
 * slower for it, which no reader notices.
 */
export const REST_MS = 5;

/** Hands the event loop back, so the HTTP requests waiting behind a slice are answered. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const rest = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Tracks the loop time a slice has used; `pause()` rests once the slice is over, and starts the next one. */
export class TimeSlice {
  #since = performance.now();

  constructor(
    readonly budgetMs: number = SLICE_MS,
    readonly restMs: number = REST_MS,
  ) {}

  get over(): boolean {
    return performance.now() - this.#since >= this.budgetMs;
  }

  async pause(): Promise<void> {
    if (!this.over) return;
    await rest(this.restMs);
    this.#since = performance.now();
  }
}

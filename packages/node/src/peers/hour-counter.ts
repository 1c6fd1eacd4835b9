const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A count over the last rolling hour, kept in one-minute buckets: memory stays at 60 numbers whatever a peer sends,
 * and a count drops out about a minute late at worst, which a quota can live with.
 */
export class HourCounter {
  /** [minute index, count], oldest first. */
  readonly #buckets: [number, number][] = [];

  add(now: number, n = 1): void {
    const minute = Math.floor(now / MINUTE_MS);
    const last = this.#buckets.at(-1);
    if (last && last[0] === minute) last[1] += n;
    else this.#buckets.push([minute, n]);
    this.#prune(now);
  }

  count(now: number): number {
    this.#prune(now);
    return this.#buckets.reduce((sum, [, n]) => sum + n, 0);
  }

  /** When the oldest count leaves the window (epoch ms), or now when nothing is counted. */
  nextDropAt(now: number): number {
    this.#prune(now);
    const oldest = this.#buckets[0];
    return oldest ? (oldest[0] + 1) * MINUTE_MS + HOUR_MS : now;
  }

  #prune(now: number): void {
    const first = Math.floor((now - HOUR_MS) / MINUTE_MS);
    while (this.#buckets.length > 0 && (this.#buckets[0] as [number, number])[0] < first) this.#buckets.shift();
  }
}

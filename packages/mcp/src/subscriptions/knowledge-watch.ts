import { AinizeFailure, toAinizeError } from '@ainize/core';
import type { CatalogEntry } from '../node-client/index.js';

/**
 * Notices when a knowledge's status changes, for `ainize://knowledge/{id}` subscribers. The node pushes nothing,
 * so the ids someone is subscribed to are read again every `intervalMs` — one read at a time, one round at a time,
 * never while nobody is subscribed — and every subscriber of an id hears a change once. One watch serves every
 * session of a process, so fifty sessions watching one knowledge cost the node one read per round.
 */

/** A knowledge's status moves in minutes (a verification, a challenge, a newer version), not seconds. */
export const KNOWLEDGE_WATCH_INTERVAL_MS = 15_000;
/** Distinct knowledges watched by one process; a subscription past this is refused, naming the limit. */
export const MAX_WATCHED_KNOWLEDGES = 64;

/** A knowledge as the node shows it now, or null when the node no longer has it. */
export type ReadKnowledge = (id: string) => Promise<CatalogEntry | null>;

/**
 * What a subscriber is told about: the listed status, whether it may be sold (quorum, an open challenge), and what
 * superseded it. Download counts and revenue move with every sale and are not a change of status.
 */
export function knowledgeState(entry: CatalogEntry | null): string {
  if (entry === null) return 'gone';
  return JSON.stringify([
    entry.status,
    entry.quorum_ok,
    entry.sellable,
    entry.open_challenge === null ? null : (entry.open_challenge.record_id ?? entry.open_challenge.created_at),
    [...(entry.superseded_by ?? [])].sort(),
  ]);
}

/** `not_found` is an answer (the knowledge is gone); anything else leaves the last known state standing. */
export function readThrough(patch: (id: string) => Promise<CatalogEntry>): ReadKnowledge {
  return async (id) => {
    try {
      return await patch(id);
    } catch (thrown) {
      if (toAinizeError(thrown).code === 'not_found') return null;
      throw thrown;
    }
  };
}

interface Watched {
  state: string;
  listeners: Set<() => void>;
}

export interface KnowledgeWatchOptions {
  intervalMs?: number;
  maxIds?: number;
}

export class KnowledgeWatch {
  readonly #read: ReadKnowledge;
  readonly #intervalMs: number;
  readonly #maxIds: number;
  readonly #watched = new Map<string, Watched>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #round: Promise<void> | undefined;

  constructor(read: ReadKnowledge, options: KnowledgeWatchOptions = {}) {
    this.#read = read;
    this.#intervalMs = options.intervalMs ?? KNOWLEDGE_WATCH_INTERVAL_MS;
    this.#maxIds = options.maxIds ?? MAX_WATCHED_KNOWLEDGES;
  }

  get intervalMs(): number {
    return this.#intervalMs;
  }

  /** How many knowledges are watched right now. */
  get size(): number {
    return this.#watched.size;
  }

  /**
   * Calls `listener` whenever the knowledge's state differs from the last one read; `state` is what the
   * subscriber has just seen. Returns the way to stop.
   */
  watch(id: string, state: string, listener: () => void): () => void {
    let watched = this.#watched.get(id);
    if (!watched) {
      if (this.#watched.size >= this.#maxIds) {
        throw AinizeFailure.of(
          'too_many_subscriptions',
          `this server already watches ${this.#watched.size} knowledges for its sessions (the limit is ` +
            `${this.#maxIds}); unsubscribe from one first`,
          { details: { limit: this.#maxIds } },
        );
      }
      watched = { state, listeners: new Set() };
      this.#watched.set(id, watched);
    }
    watched.listeners.add(listener);
    this.#timer ??= setInterval(() => void this.round(), this.#intervalMs).unref();
    const entry = watched;
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && this.#watched.get(id) === entry) this.#watched.delete(id);
      if (this.#watched.size === 0) this.#stopTimer();
    };
  }

  /** One read of every watched knowledge, in turn; a round still running is joined rather than doubled. */
  round(): Promise<void> {
    this.#round ??= this.#readAll().finally(() => {
      this.#round = undefined;
    });
    return this.#round;
  }

  close(): void {
    this.#watched.clear();
    this.#stopTimer();
  }

  async #readAll(): Promise<void> {
    for (const [id, watched] of [...this.#watched]) {
      let state: string;
      try {
        state = knowledgeState(await this.#read(id));
      } catch {
        // The node did not answer: nothing is known to have changed (the node's health log says why).
        continue;
      }
      if (state === watched.state || this.#watched.get(id) !== watched) continue;
      watched.state = state;
      for (const listener of [...watched.listeners]) {
        try {
          listener();
        } catch {
          // A session that cannot be told must not keep the others from hearing it.
        }
      }
    }
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

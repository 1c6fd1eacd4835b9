import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/errors.js';
import { type Store, openStore } from '../store/index.js';
import { clientKey, waitForClient } from './client-failures.js';
import { type LoginThrottleRepo, loginThrottleRepo } from './login-throttle-repo.js';
import { authMigrations } from './schema.js';

/**
 * How fast the node lets anyone test operator passwords. Two limits, neither of which can shut the owner out:
 *
 * - Per client: at most `perClient` failed sign-ins in `windowMs`; past that, that address (an IPv6 /64) alone
 *   is answered 429 with retry-after. Other addresses are untouched.
 * - Per node: password checks start at most one per `checkIntervalMs` after a quiet `burst`, for all addresses
 *   together, in all the processes serving the node. An attempt over that pace is not refused but waits in a queue, and the queue serves the client
 *   with the fewest recent failures and pending attempts first, so an address that has not been guessing goes
 *   ahead of every one that has. A guessing run therefore costs a fresh address at most about one interval
 *   (the owner signs in within ~1 s), while all guessers together still get one answer a second: 86,400 a day,
 *   against a password that must take at least 10^8 guesses (password-strength.ts), three years of them.
 *
 * `maxWaiting` bounds each process's queue (each entry is an open connection); when full, the worst-placed attempt is
 * refused. Only a crowd of that many addresses each making its first attempt at once can push a fresh address
 * out; `ainize login` (home-login.ts) is the owner's way in that no crowd can block.
 */
export interface LoginLimits {
  perClient: number;
  windowMs: number;
  checkIntervalMs: number;
  burst: number;
  maxWaiting: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perClient: 10,
  windowMs: 15 * 60 * 1000,
  checkIntervalMs: 1000,
  burst: 10,
  maxWaiting: 256,
};

/** One attempt allowed to check its password; handed back to `settle` with the outcome. */
export interface LoginAttempt {
  readonly client: string;
  /** Its row among the pending attempts every process sees. */
  readonly id: number;
}

interface Waiting {
  client: string;
  /** The attempt's pending row; it changes only if the row had to be written again (see #pump). */
  id: number;
  grant: () => void;
  refuse: (err: HttpError) => void;
}

/**
 * How long a pending attempt counts without its process renewing it. A process renews its attempts each time it
 * paces its queue (at least once per check interval while anything waits), so only a process that stopped loses them:
 * its connections are gone, and nothing was learnt from attempts that were never answered.
 */
const PENDING_LEASE_MS = 60_000;

/**
 * Failed sign-ins, pending attempts and the node-wide pace live in the store, so every process serving the node
 * counts the same guesses: a guesser who spreads attempts over several processes is held to the limits of one. Each
 * read that decides, and the write that follows it, run in one `store.transaction`, which no other process can
 * interleave with. The waiting connections themselves stay in the process that holds them; a process grants its own
 * attempts only, and only when no attempt waiting in another process goes before them (see #pump).
 *
 * The tables stay small: failures leave once out of the window (at most one per check, so about
 * `burst + windowMs / checkIntervalMs`), pending attempts are deleted when settled, withdrawn, or no longer renewed.
 * The cost is a write per admitted attempt; a refused one writes nothing.
 */
export class LoginThrottle {
  readonly #limits: LoginLimits;
  readonly #now: () => number;
  readonly #store: Store;
  readonly #repo: LoginThrottleRepo;
  /** Names this throttle's attempts among those of every process. */
  readonly #holder = randomUUID();
  readonly #queue: Waiting[] = [];
  #timer: NodeJS.Timeout | undefined;

  /**
   * `store` is the node's store (opened with `authMigrations`). Without one — a test of the throttle alone — the
   * state is kept in a private in-memory database, seen by this throttle only.
   */
  constructor(limits: LoginLimits = LOGIN_LIMITS, now: () => number = Date.now, store?: Store) {
    this.#limits = limits;
    this.#now = now;
    this.#store = store ?? openStore(':memory:', authMigrations);
    this.#repo = loginThrottleRepo(this.#store.db);
  }

  /**
   * Resolves when this attempt may check its password. Refuses at once with 429 when the client is at its
   * limit (attempts still pending count, so parallel guesses cannot outrun it). An attempt whose `signal`
   * aborts while it waits leaves the queue uncounted: nothing was checked, so nothing was learnt.
   */
  admit(address: string, signal?: AbortSignal): Promise<LoginAttempt> {
    const now = this.#now();
    const client = clientKey(address);
    const since = now - this.#limits.windowMs;
    // The check and the pending row it allows are one transaction: two processes cannot both pass a client's last try.
    const admitted = this.#store.transaction<{ waitMs: number } | { id: number }>(() => {
      this.#repo.prune(since, now);
      const waitMs = waitForClient(this.#repo.client(client, since, now), this.#limits, now);
      return waitMs > 0 ? { waitMs } : { id: this.#repo.addPending(client, this.#holder, now + PENDING_LEASE_MS) };
    });
    if ('waitMs' in admitted) return Promise.reject(rateLimited('too many failed sign-ins', admitted.waitMs));
    return new Promise<LoginAttempt>((resolve, reject) => {
      const onAbort = () => this.#withdraw(entry, new HttpError(499, 'cancelled: the client closed the connection'));
      const done = () => signal?.removeEventListener('abort', onAbort);
      const entry: Waiting = {
        client,
        id: admitted.id,
        grant: () => {
          done();
          resolve({ client, id: entry.id });
        },
        refuse: (err) => {
          done();
          reject(err);
        },
      };
      this.#queue.push(entry);
      if (signal?.aborted === true) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#shedOverflow();
      this.#pump();
    });
  }

  /** The outcome of a checked attempt: a failure is counted; a success forgets the client's failures. */
  settle(attempt: LoginAttempt, succeeded: boolean): void {
    const now = this.#now();
    this.#store.transaction(() => {
      this.#repo.removePending(attempt.id);
      if (succeeded) this.#repo.forgetFailures(attempt.client);
      else this.#repo.addFailure(attempt.client, now);
    });
  }

  /**
   * Grants as many waiting attempts as the node-wide pace allows, best-placed first among the attempts waiting in
   * every process, and wakes up for the rest. When the best-placed one waits in another process, the check is left
   * to that process, which takes it on its own next round; this one looks again a little later.
   */
  #pump(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#queue.length === 0) return;
    try {
      this.#grantAndWake();
    } catch (err) {
      // Runs from timers too, where a throw would end the process: with no store to pace by (a closing process, a
      // lost database), every waiting attempt is answered unchecked and may be tried again.
      const why = err instanceof Error ? err.message : String(err);
      for (const entry of this.#queue.splice(0))
        entry.refuse(new HttpError(503, `unavailable: sign-ins cannot be paced now (${why}); try again`));
    }
  }

  #grantAndWake(): void {
    const now = this.#now();
    const since = now - this.#limits.windowMs;
    const mine = new Map(this.#queue.map((entry) => [entry.id, entry]));
    const { granted, tokens } = this.#store.transaction(() => {
      // Renewed before pruning, so a process never drops its own attempts; another may, once this one stopped.
      this.#repo.renew(this.#holder, now + PENDING_LEASE_MS);
      this.#repo.prune(since, now);
      const waiting = this.#repo.waiting(now);
      // An attempt whose row another process pruned (this one stalled past the lease) is written again, last in line.
      const known = new Set(waiting.map((row) => row.id));
      for (const entry of this.#queue.filter((e) => !known.has(e.id))) {
        mine.delete(entry.id);
        entry.id = this.#repo.addPending(entry.client, this.#holder, now + PENDING_LEASE_MS);
        mine.set(entry.id, entry);
        waiting.push({ id: entry.id, client: entry.client, holder: this.#holder, waiting: 1 });
      }
      const ranks = this.#repo.ranks(since, now);
      const rank = (client: string) => ranks.get(client) ?? 0;
      // Fewest recent failures plus pending attempts first, then first come. Granting changes no rank: a granted
      // attempt stays pending until it is settled.
      waiting.sort((a, b) => rank(a.client) - rank(b.client) || a.id - b.id);
      const pace = this.#refill(now);
      let tokens = pace.tokens;
      const granted: Waiting[] = [];
      for (const row of waiting) {
        if (tokens < 1) break;
        const entry = mine.get(row.id);
        if (entry === undefined) break;
        tokens -= 1;
        this.#repo.grant(row.id);
        granted.push(entry);
      }
      this.#repo.setPace(tokens, pace.at);
      return { granted, tokens };
    });
    for (const entry of granted) this.#take(entry).grant();
    if (this.#queue.length === 0) return;
    const interval = this.#limits.checkIntervalMs;
    const delay = tokens >= 1 ? Math.ceil(interval / 4) : Math.ceil((1 - tokens) * interval);
    this.#timer = setTimeout(() => this.#pump(), delay);
    // A queue of guesses is no reason to keep a closing process alive.
    this.#timer.unref();
  }

  /**
   * The node-wide tokens now: what was left, plus one per interval since, up to `burst`. The refill time never moves
   * back, so a process whose clock is behind cannot have the same interval counted twice.
   */
  #refill(now: number): { tokens: number; at: number } {
    const pace = this.#repo.pace();
    if (pace === undefined) return { tokens: this.#limits.burst, at: now };
    const earned = (now - pace.refilled_at) / this.#limits.checkIntervalMs;
    return {
      tokens: Math.min(this.#limits.burst, pace.tokens + Math.max(0, earned)),
      at: Math.max(now, pace.refilled_at),
    };
  }

  /** A full queue refuses its worst-placed attempt, which is the newcomer whenever it ranks no better. */
  #shedOverflow(): void {
    if (this.#queue.length <= this.#limits.maxWaiting) return;
    const now = this.#now();
    const ranks = this.#repo.ranks(now - this.#limits.windowMs, now);
    const rank = (entry: Waiting) => ranks.get(entry.client) ?? 0;
    const worst = this.#queue.reduce((a, b) => (rank(b) > rank(a) || (rank(b) === rank(a) && b.id > a.id) ? b : a));
    const waitMs = this.#queue.length * this.#limits.checkIntervalMs;
    this.#withdraw(worst, rateLimited('too many sign-ins waiting', waitMs));
  }

  #take(entry: Waiting): Waiting {
    this.#queue.splice(this.#queue.indexOf(entry), 1);
    return entry;
  }

  /** An attempt leaves the queue unchecked, and stops counting as pending. */
  #withdraw(entry: Waiting, err: HttpError): void {
    if (!this.#queue.includes(entry)) return;
    this.#take(entry);
    try {
      this.#store.transaction(() => this.#repo.removePending(entry.id));
    } catch {
      // Called on hang-ups too, where a throw would end the process; a row left behind lapses with its lease.
    }
    entry.refuse(err);
  }
}

function rateLimited(why: string, waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(
    429,
    `rate_limited: ${why}; try again in ${seconds} s`,
    { retry_after_ms: waitMs },
    { 'retry-after': String(seconds) },
  );
}

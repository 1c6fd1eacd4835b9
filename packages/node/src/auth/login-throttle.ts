import { HttpError } from '../http/errors.js';
import { type ClientFailures, clientKey, forgetFailuresBefore, waitForClient } from './client-failures.js';

/**
 * How fast the node lets anyone test operator passwords. Two limits, neither of which can shut the owner out:
 *
 * - Per client: at most `perClient` failed sign-ins in `windowMs`; past that, that address (an IPv6 /64) alone
 *   is answered 429 with retry-after. Other addresses are untouched.
 * - Per node: password checks start at most one per `checkIntervalMs` after a quiet `burst`, for all addresses
 *   together. An attempt over that pace is not refused but waits in a queue, and the queue serves the client
 *   with the fewest recent failures and pending attempts first, so an address that has not been guessing goes
 *   ahead of every one that has. A guessing run therefore costs a fresh address at most about one interval
 *   (the owner signs in within ~1 s), while all guessers together still get one answer a second: 86,400 a day,
 *   against a password that must take at least 10^8 guesses (password-strength.ts), three years of them.
 *
 * `maxWaiting` bounds the queue (each entry is an open connection); when full, the worst-placed attempt is
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
}

interface Waiting {
  client: string;
  seq: number;
  grant: () => void;
  refuse: (err: HttpError) => void;
}

/**
 * Failed sign-ins and the queue of attempts waiting for a check, in memory. Losing them on restart is acceptable:
 * only someone who controls the machine can restart the node, and the window is minutes long. Keeping them in
 * SQLite would let any guesser force a disk write per guess. The memory is bounded: a client is remembered only
 * while it has a failure in the window (at most one per check, so `burst + windowMs / checkIntervalMs`) or an
 * attempt pending (at most `maxWaiting` waiting, plus the few being checked).
 */
export class LoginThrottle {
  readonly #limits: LoginLimits;
  readonly #now: () => number;
  readonly #clients = new Map<string, ClientFailures>();
  readonly #queue: Waiting[] = [];
  #seq = 0;
  #tokens: number;
  #refilledAt: number;
  #timer: NodeJS.Timeout | undefined;

  constructor(limits: LoginLimits = LOGIN_LIMITS, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
    this.#tokens = limits.burst;
    this.#refilledAt = now();
  }

  /**
   * Resolves when this attempt may check its password. Refuses at once with 429 when the client is at its
   * limit (attempts still pending count, so parallel guesses cannot outrun it). An attempt whose `signal`
   * aborts while it waits leaves the queue uncounted: nothing was checked, so nothing was learnt.
   */
  admit(address: string, signal?: AbortSignal): Promise<LoginAttempt> {
    const now = this.#now();
    forgetFailuresBefore(this.#clients, now - this.#limits.windowMs);
    const client = clientKey(address);
    const state = this.#clients.get(client) ?? { failures: [], pending: 0 };
    const waitMs = waitForClient(state, this.#limits, now);
    if (waitMs > 0) return Promise.reject(rateLimited('too many failed sign-ins', waitMs));
    state.pending++;
    this.#clients.set(client, state);
    return new Promise<LoginAttempt>((resolve, reject) => {
      const onAbort = () => this.#withdraw(entry, new HttpError(499, 'cancelled: the client closed the connection'));
      const done = () => signal?.removeEventListener('abort', onAbort);
      const entry: Waiting = {
        client,
        seq: this.#seq++,
        grant: () => {
          done();
          resolve({ client });
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
    this.#release(attempt.client, (state) => {
      if (succeeded) state.failures = [];
      else state.failures.push(this.#now());
    });
  }

  /** Grants as many waiting attempts as the pace allows, best-placed first, and wakes up for the rest. */
  #pump(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#refill();
    while (this.#queue.length > 0 && this.#tokens >= 1) {
      this.#tokens -= 1;
      this.#take(this.#best()).grant();
    }
    if (this.#queue.length === 0) return;
    const delay = Math.ceil((1 - this.#tokens) * this.#limits.checkIntervalMs);
    this.#timer = setTimeout(() => this.#pump(), delay);
    // A queue of guesses is no reason to keep a closing process alive.
    this.#timer.unref();
  }

  #refill(): void {
    const now = this.#now();
    const earned = (now - this.#refilledAt) / this.#limits.checkIntervalMs;
    this.#tokens = Math.min(this.#limits.burst, this.#tokens + Math.max(0, earned));
    this.#refilledAt = now;
  }

  /** A full queue refuses its worst-placed attempt, which is the newcomer whenever it ranks no better. */
  #shedOverflow(): void {
    if (this.#queue.length <= this.#limits.maxWaiting) return;
    const worst = this.#queue.reduce((a, b) => (this.#outranks(a, b) ? b : a));
    const waitMs = this.#queue.length * this.#limits.checkIntervalMs;
    this.#withdraw(worst, rateLimited('too many sign-ins waiting', waitMs));
  }

  #best(): Waiting {
    return this.#queue.reduce((a, b) => (this.#outranks(b, a) ? b : a));
  }

  /** True when `a` goes before `b`: its client has fewer recent failures plus pending attempts, else it came first. */
  #outranks(a: Waiting, b: Waiting): boolean {
    const ra = this.#rank(a.client);
    const rb = this.#rank(b.client);
    return ra !== rb ? ra < rb : a.seq < b.seq;
  }

  #rank(client: string): number {
    const state = this.#clients.get(client);
    return state === undefined ? 0 : state.failures.length + state.pending;
  }

  #take(entry: Waiting): Waiting {
    this.#queue.splice(this.#queue.indexOf(entry), 1);
    return entry;
  }

  #withdraw(entry: Waiting, err: HttpError): void {
    if (!this.#queue.includes(entry)) return;
    this.#take(entry);
    this.#release(entry.client);
    entry.refuse(err);
  }

  /** One of the client's attempts is no longer pending; a client with nothing left to remember is dropped. */
  #release(client: string, record?: (state: ClientFailures) => void): void {
    const state = this.#clients.get(client);
    if (state === undefined) return;
    state.pending = Math.max(0, state.pending - 1);
    record?.(state);
    if (state.failures.length === 0 && state.pending === 0) this.#clients.delete(client);
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

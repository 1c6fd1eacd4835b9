import { isIPv6 } from 'node:net';
import { HttpError } from '../http/errors.js';

/**
 * How many failed sign-ins are allowed in a sliding window: per client, so one guesser is slowed, and per node,
 * so many addresses guessing together are slowed as much as one. At these numbers a node accepts at most
 * ~9,600 guesses a day from the whole world, hopeless against a 12-character password, while an operator who
 * mistypes a few times is never held up.
 */
export interface LoginLimits {
  perClient: number;
  perNode: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = { perClient: 10, perNode: 100, windowMs: 15 * 60 * 1000 };

/** One admitted attempt; handed back to `forgive` when the password was right. */
export interface LoginAttempt {
  client: string;
  at: number;
}

/**
 * Failed sign-ins, in memory. Losing them on restart is acceptable: only someone who controls the machine can
 * restart the node, and the window is minutes long. Keeping them in SQLite would instead let any guesser force a
 * disk write per guess. The memory is bounded: an entry needs a failure in the window, the node-wide cap stops
 * counting at `perNode` failures, so there are never more than `perNode` clients to remember.
 */
export class LoginThrottle {
  readonly #limits: LoginLimits;
  readonly #now: () => number;
  /** Failure times per client key, oldest first. */
  readonly #byClient = new Map<string, number[]>();
  /** Failure times of the whole node, oldest first. */
  #all: number[] = [];

  constructor(limits: LoginLimits = LOGIN_LIMITS, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  /**
   * Refuses with 429 when the client or the node is over its limit; otherwise counts the attempt as a failure
   * at once. Counting before the password is checked means guesses sent in parallel cannot all slip through
   * while the first ones are still being compared; a right password takes its attempt back with `forgive`.
   */
  admit(address: string): LoginAttempt {
    const now = this.#now();
    this.#forgetBefore(now - this.#limits.windowMs);
    const client = clientKey(address);
    const failures = this.#byClient.get(client) ?? [];
    const waitMs = Math.max(
      this.#waitMs(failures, this.#limits.perClient, now),
      this.#waitMs(this.#all, this.#limits.perNode, now),
    );
    if (waitMs > 0) throw rateLimited(waitMs);
    failures.push(now);
    this.#byClient.set(client, failures);
    this.#all.push(now);
    return { client, at: now };
  }

  /** A successful sign-in: the client's failures are forgotten, and this attempt leaves the node's count. */
  forgive(attempt: LoginAttempt): void {
    this.#byClient.delete(attempt.client);
    const index = this.#all.lastIndexOf(attempt.at);
    if (index >= 0) this.#all.splice(index, 1);
  }

  /** Until the failure that put the list at its limit leaves the window; 0 while under the limit. */
  #waitMs(failures: readonly number[], limit: number, now: number): number {
    const blocking = failures[failures.length - limit];
    return blocking === undefined ? 0 : blocking + this.#limits.windowMs - now;
  }

  #forgetBefore(cutoff: number): void {
    const recent = (times: number[]) => times.filter((t) => t > cutoff);
    this.#all = recent(this.#all);
    for (const [client, times] of this.#byClient) {
      const kept = recent(times);
      if (kept.length === 0) this.#byClient.delete(client);
      else this.#byClient.set(client, kept);
    }
  }
}

function rateLimited(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(
    429,
    `rate_limited: too many failed sign-ins; try again in ${seconds} s`,
    { retry_after_ms: waitMs },
    { 'retry-after': String(seconds) },
  );
}

/**
 * The unit a client is counted by: its IPv4 address, or the /64 of an IPv6 one, since a single host is
 * commonly handed a whole /64 and could otherwise take a fresh address for every guess.
 */
function clientKey(address: string): string {
  const ip = address.split('%')[0] ?? address;
  // IPv4-mapped addresses (::ffff:192.0.2.1) stand for one IPv4 host.
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

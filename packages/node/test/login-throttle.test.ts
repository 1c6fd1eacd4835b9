import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LoginAttempt, type LoginLimits, LoginThrottle } from '../src/auth/login-throttle.js';
import { HttpError } from '../src/http/errors.js';

const LIMITS: LoginLimits = { perClient: 3, windowMs: 60_000, checkIntervalMs: 1000, burst: 2, maxWaiting: 4 };

/** An admitted attempt's fate so far: granted (may check its password), refused, or still waiting. */
interface Tracked {
  state: 'waiting' | 'granted' | 'refused';
  attempt?: LoginAttempt;
  error?: HttpError;
}

function track(promise: Promise<LoginAttempt>): Tracked {
  const tracked: Tracked = { state: 'waiting' };
  promise.then(
    (attempt) => Object.assign(tracked, { state: 'granted', attempt }),
    (error: HttpError) => Object.assign(tracked, { state: 'refused', error }),
  );
  return tracked;
}

let throttle: LoginThrottle;
const settle = () => vi.advanceTimersByTimeAsync(0);
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Admits and checks `times` wrong passwords from `address`, letting the pace pass between them. */
async function fail(address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const t = track(throttle.admit(address));
    await settle();
    expect(t.state).toBe('granted');
    throttle.settle(t.attempt as LoginAttempt, false);
    await tick(LIMITS.checkIntervalMs);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  throttle = new LoginThrottle(LIMITS, () => Date.now());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in throttle, per address', () => {
  it('refuses an address after perClient failures, until the oldest leaves the window', async () => {
    await fail('203.0.113.1', LIMITS.perClient);
    // Failures at 0, 1 and 2 s (each checked as admitted), asked at 3 s: the first leaves the window in 57 s.
    const refused = track(throttle.admit('203.0.113.1'));
    await settle();
    expect(refused.state).toBe('refused');
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.extra).toEqual({ retry_after_ms: 57_000 });
    expect(refused.error?.headers).toEqual({ 'retry-after': '57' });
    expect(refused.error?.message).toBe('rate_limited: too many failed sign-ins; try again in 57 s');
    await tick(57_000);
    const later = track(throttle.admit('203.0.113.1'));
    await settle();
    expect(later.state).toBe('granted');
  });

  it('counts attempts still pending, so parallel guesses cannot outrun it', async () => {
    const parallel = Array.from({ length: LIMITS.perClient + 2 }, () => track(throttle.admit('203.0.113.1')));
    await settle();
    expect(parallel.filter((t) => t.state === 'refused')).toHaveLength(2);
    expect(parallel.filter((t) => t.state === 'refused').map((t) => t.error?.status)).toEqual([429, 429]);
  });

  it("forgets a client's failures once it signs in", async () => {
    await fail('203.0.113.1', LIMITS.perClient - 1);
    const right = track(throttle.admit('203.0.113.1'));
    await settle();
    throttle.settle(right.attempt as LoginAttempt, true);
    await tick(LIMITS.checkIntervalMs);
    await fail('203.0.113.1', LIMITS.perClient);
  });

  it('does not count a refused attempt as a failure', async () => {
    await fail('203.0.113.1', LIMITS.perClient);
    for (let i = 0; i < 50; i++) track(throttle.admit('203.0.113.1'));
    // Failures at 0, 1 and 2 s, refusals at 3 s: at 62.5 s the failures have left the window, the refusals not.
    await tick(LIMITS.windowMs - 500);
    const after = track(throttle.admit('203.0.113.1'));
    await settle();
    expect(after.state).toBe('granted');
  });
});

describe('the sign-in throttle, node-wide', () => {
  it('paces password checks for all addresses together: a burst, then one per interval', async () => {
    const attempts = Array.from({ length: LIMITS.burst + LIMITS.maxWaiting }, (_, i) =>
      track(throttle.admit(`203.0.113.${i}`)),
    );
    await settle();
    const granted = () => attempts.filter((t) => t.state === 'granted').length;
    expect(granted()).toBe(LIMITS.burst);
    expect(attempts.some((t) => t.state === 'refused')).toBe(false);
    await tick(LIMITS.checkIntervalMs);
    expect(granted()).toBe(LIMITS.burst + 1);
    await tick(3 * LIMITS.checkIntervalMs);
    expect(granted()).toBe(LIMITS.burst + 4);
  });

  it("never refuses a fresh address for others' failures, and serves it before the guessers", async () => {
    for (let i = 0; i < 5; i++) await fail(`203.0.113.${i}`, LIMITS.perClient - 1);
    const guesses = Array.from({ length: 4 }, (_, i) => track(throttle.admit(`203.0.113.${i}`)));
    await settle();
    const owner = track(throttle.admit('198.51.100.7'));
    await settle();
    expect(owner.state).not.toBe('refused');
    await tick(LIMITS.checkIntervalMs);
    // One check came free in that second, and it went to the address that had not been guessing.
    expect(owner.state).toBe('granted');
    expect(guesses.filter((t) => t.state === 'granted').length).toBeLessThanOrEqual(LIMITS.burst);
  });

  it('drops an attempt whose caller hangs up while it waits, without counting it', async () => {
    const hungUp = new AbortController();
    const first = Array.from({ length: LIMITS.burst }, () => track(throttle.admit('203.0.113.9')));
    const waiting = track(throttle.admit('203.0.113.1', hungUp.signal));
    await settle();
    expect(first.every((t) => t.state === 'granted')).toBe(true);
    hungUp.abort();
    await settle();
    expect(waiting.error?.status).toBe(499);
    await tick(LIMITS.checkIntervalMs);
    // Not counted: the address still has all its tries.
    const parallel = Array.from({ length: LIMITS.perClient }, () => track(throttle.admit('203.0.113.1')));
    await settle();
    expect(parallel.some((t) => t.state === 'refused')).toBe(false);
  });

  it('refuses the worst-placed attempt when the queue is full, which a fresh address never is', async () => {
    await fail('203.0.113.1', 1);
    const drained = Array.from({ length: LIMITS.burst }, (_, i) => track(throttle.admit(`192.0.2.${i}`)));
    const guesses = [1, 0, 1, 0].map((i) => track(throttle.admit(`203.0.113.${i}`)));
    await settle();
    expect(drained.every((t) => t.state === 'granted')).toBe(true);
    expect(guesses.every((t) => t.state === 'waiting')).toBe(true);
    const owner = track(throttle.admit('198.51.100.7'));
    await settle();
    expect(owner.state).toBe('waiting');
    // The most-failed address's newest attempt made room, though another address's came later.
    expect(guesses.map((t) => t.state)).toEqual(['waiting', 'waiting', 'refused', 'waiting']);
    expect(guesses[2]?.error?.message).toMatch(/^rate_limited: too many sign-ins waiting; try again in \d+ s$/);
  });
});

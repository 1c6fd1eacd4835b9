import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/auth/login-throttle.js';
import { HttpError } from '../src/http/errors.js';

const LIMITS = { perClient: 3, perNode: 5, windowMs: 60_000 };

function setup() {
  const clock = { t: 1_000_000 };
  return { clock, throttle: new LoginThrottle(LIMITS, () => clock.t) };
}

function refusal(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected the throttle to refuse');
}

describe('the sign-in throttle', () => {
  it('refuses an address after perClient failures, until the oldest leaves the window', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < LIMITS.perClient; i++) {
      throttle.admit('203.0.113.1');
      clock.t += 10_000;
    }
    const err = refusal(() => throttle.admit('203.0.113.1'));
    expect(err.status).toBe(429);
    // Failures at 0, 10 and 20 s, asked at 30 s: the first leaves the 60 s window in 30 s.
    expect(err.extra).toEqual({ retry_after_ms: 30_000 });
    expect(err.headers).toEqual({ 'retry-after': '30' });
    expect(err.message).toBe('rate_limited: too many failed sign-ins; try again in 30 s');
    clock.t += 30_000;
    expect(() => throttle.admit('203.0.113.1')).not.toThrow();
  });

  it('refuses every address once the node has seen perNode failures, so many addresses cannot guess together', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < LIMITS.perNode; i++) throttle.admit(`203.0.113.${i}`);
    expect(refusal(() => throttle.admit('198.51.100.1')).status).toBe(429);
    clock.t += LIMITS.windowMs;
    expect(() => throttle.admit('198.51.100.1')).not.toThrow();
  });

  it('counts attempts still being checked, so parallel guesses cannot outrun it', () => {
    const { throttle } = setup();
    for (let i = 0; i < LIMITS.perClient; i++) throttle.admit('203.0.113.1');
    expect(refusal(() => throttle.admit('203.0.113.1')).status).toBe(429);
  });

  it("forgets a client's failures on success, and takes its successful attempt off the node's count", () => {
    const { throttle } = setup();
    throttle.admit('203.0.113.1');
    throttle.admit('203.0.113.1');
    throttle.forgive(throttle.admit('203.0.113.1'));
    for (let i = 0; i < LIMITS.perClient; i++) throttle.admit('203.0.113.1');
    expect(refusal(() => throttle.admit('203.0.113.1')).status).toBe(429);
    // The node counts 2 + 3 failures; the success in between is not one of them.
    expect(refusal(() => throttle.admit('198.51.100.1')).status).toBe(429);
  });

  it('does not count a refused attempt as a failure', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < LIMITS.perClient; i++) throttle.admit('203.0.113.1');
    clock.t += 30_000;
    for (let i = 0; i < 50; i++) refusal(() => throttle.admit('203.0.113.1'));
    // The failures have left the window; the refusals, had they counted, would still be in it.
    clock.t += LIMITS.windowMs - 30_000;
    expect(() => throttle.admit('198.51.100.1')).not.toThrow();
    expect(() => throttle.admit('203.0.113.1')).not.toThrow();
  });
});

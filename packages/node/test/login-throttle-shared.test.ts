import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LoginAttempt, type LoginLimits, LoginThrottle } from '../src/auth/login-throttle.js';
import { authMigrations } from '../src/auth/schema.js';
import type { HttpError } from '../src/http/errors.js';
import type { Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

/**
 * Two processes serving one node: two stores opened on the same database (one SQLite file, or one PostgreSQL
 * schema), each with its own throttle, as each process builds its own. Real time: the pace is short here.
 */

const LIMITS: LoginLimits = { perClient: 3, windowMs: 60_000, checkIntervalMs: 300, burst: 20, maxWaiting: 8 };

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

/** One wrong password from `address` through `throttle`, admitted and checked. */
async function fail(throttle: LoginThrottle, address: string): Promise<void> {
  throttle.settle(await throttle.admit(address), false);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dir: string;
let stores: Store[];

function twoProcesses(limits: LoginLimits, skewOfB = 0): [LoginThrottle, LoginThrottle] {
  const file = join(dir, 'node.db');
  stores = [openTestStore(file, authMigrations), openTestStore(file, authMigrations)];
  return [
    new LoginThrottle(limits, Date.now, stores[0]),
    new LoginThrottle(limits, () => Date.now() + skewOfB, stores[1]),
  ];
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-throttle-shared-'));
  stores = [];
});

afterEach(() => {
  for (const store of stores) store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sign-in throttles of two processes sharing a store', () => {
  it('limit guesses split across them as one: perClient failures in all, not per process', async () => {
    const [a, b] = twoProcesses(LIMITS);
    await fail(a, '203.0.113.1');
    await fail(b, '203.0.113.1');
    await fail(a, '203.0.113.1');
    // Each process has seen fewer than perClient failures itself; together they have seen perClient.
    await expect(b.admit('203.0.113.1')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^rate_limited: too many failed sign-ins; try again in \d+ s$/),
    });
    await expect(a.admit('203.0.113.1')).rejects.toMatchObject({ status: 429 });
    // Another address is untouched.
    await expect(b.admit('203.0.113.2')).resolves.toMatchObject({ client: '203.0.113.2' });
  });

  it('count attempts pending in one process against parallel guesses in the other', async () => {
    const [a, b] = twoProcesses(LIMITS);
    const held = [await a.admit('2001:db8::1'), await a.admit('2001:db8::2')];
    // Same /64, other process: one try is left, and the next is refused before any password is checked.
    const third = await b.admit('2001:db8::3');
    await expect(b.admit('2001:db8::4')).rejects.toMatchObject({ status: 429 });
    // A sign-in that succeeds in one process forgets the failures for both.
    a.settle(held[0] as LoginAttempt, false);
    b.settle(third, false);
    a.settle(held[1] as LoginAttempt, true);
    await expect(b.admit('2001:db8::5')).resolves.toMatchObject({ client: '2001:db8:0:0::/64' });
  });

  it('share one node-wide pace: the second process waits for the checks the first used up', async () => {
    const interval = 1000;
    const [a, b] = twoProcesses({ ...LIMITS, burst: 2, checkIntervalMs: interval });
    await a.admit('198.51.100.1');
    await a.admit('198.51.100.2');
    const third = track(b.admit('198.51.100.3'));
    await sleep(50);
    expect(third.state).toBe('waiting');
    for (let i = 0; i < 60 && third.state === 'waiting'; i++) await sleep(50);
    expect(third.state).toBe('granted');
    expect(third.attempt?.client).toBe('198.51.100.3');
  });

  it("serve a fresh address waiting in one process before a guesser's attempt that came first in the other", async () => {
    const interval = 800;
    const [a, b] = twoProcesses({ ...LIMITS, burst: 1, checkIntervalMs: interval });
    await fail(a, '203.0.113.9');
    const guess = track(a.admit('203.0.113.9'));
    await sleep(20);
    const owner = track(b.admit('198.51.100.7'));
    await sleep(20);
    expect([guess.state, owner.state]).toEqual(['waiting', 'waiting']);
    for (let i = 0; i < 80 && owner.state === 'waiting'; i++) await sleep(25);
    // The next check went to the address that had not been guessing, though the guess waited longer.
    expect(owner.state).toBe('granted');
    expect(guess.state).toBe('waiting');
    for (let i = 0; i < 80 && guess.state === 'waiting'; i++) await sleep(25);
    expect(guess.state).toBe('granted');
  });

  it('stop counting the pending attempts of a process that stopped, once their lease lapses', async () => {
    // B's clock runs ahead by a little over the pending lease (60 s): A's attempts, never renewed, have lapsed for it.
    const [a, b] = twoProcesses(LIMITS, 61_000);
    for (let i = 0; i < LIMITS.perClient; i++) await a.admit('203.0.113.5');
    await expect(a.admit('203.0.113.5')).rejects.toMatchObject({ status: 429 });
    await expect(b.admit('203.0.113.5')).resolves.toMatchObject({ client: '203.0.113.5' });
  });
});

import { setMaxListeners } from 'node:events';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/auth/login-throttle.js';
import { homePasswordStore } from '../src/auth/operator-auth.js';
import { authMigrations } from '../src/auth/schema.js';
import { parseArgs } from '../src/cli/args.js';
import type { Io } from '../src/cli/commands.js';
import { loginCommand } from '../src/cli/login.js';
import { removeRunFiles, writeRunFiles } from '../src/cli/pid-file.js';
import { type HomePaths, initHome } from '../src/home/home.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

/**
 * The outside attack on operator sign-in, replayed over real sockets: a guesser binds 17 loopback source
 * addresses (127.0.0.2–18) and sends about a hundred wrong passwords at once. Before the fix this locked
 * sign-in for everyone for 15 minutes. The node reads the client address from the socket, so each source
 * address is a distinct client here exactly as it would be from 17 machines.
 */

const PASSWORD = 'the owner knows this long passphrase';
const GUESSERS = Array.from({ length: 17 }, (_, i) => `127.0.0.${i + 2}`);
const GUESSES_PER_ADDRESS = 6;
const OWNER_ADDRESS = '127.0.0.200';

let dir: string;
let paths: HomePaths;
let store: Store;
let server: NodeServer;
let port: number;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** Milliseconds since the attack began. */
  at: number;
}

let attackStart = 0;
const since = () => performance.now() - attackStart;

/** POST over a fresh connection bound to `from`, the source address the node will see. */
function post(from: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: payload === '' ? {} : { 'content-type': 'application/json' },
        ...(signal === undefined ? {} : { signal }),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
            headers: res.headers,
            at: since(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-auth-attack-'));
  const home = initHome({ home: join(dir, 'node'), name: 'attacked', port: 0 });
  paths = home.paths;
  store = openTestStore(paths.database, authMigrations);
  server = createNodeServer({
    config: { ...home.config, log: { level: 'silent' } },
    store,
    passwords: homePasswordStore(paths.home),
  });
  const url = await server.listen();
  port = Number(new URL(url).port);
  // What `ainize start` leaves in the home, so `ainize login` finds this node.
  writeRunFiles(paths, url);
  expect((await post('127.0.0.1', '/api/auth/setup', { password: PASSWORD })).status).toBe(200);
});

afterAll(async () => {
  removeRunFiles(paths);
  await server.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a guessing run from 17 loopback addresses', () => {
  it('slows every guesser, holds each address to its limit, and never shuts the owner out', async () => {
    const hangUp = new AbortController();
    // One signal for the whole run, which each of its ~100 requests listens to.
    setMaxListeners(200, hangUp.signal);
    const answered: (Answer & { from: string })[] = [];
    const guess = (from: string, i: number) =>
      post(from, '/api/auth/login', { password: `guess ${from} ${i}` }, hangUp.signal).then(
        (answer) => void answered.push({ ...answer, from }),
        () => undefined,
      );
    // One address sends twice its share, past its limit of 10 in 15 minutes.
    const loud = GUESSERS[0] as string;
    const sent = GUESSERS.flatMap((from) => Array<string>(from === loud ? 12 : GUESSES_PER_ADDRESS).fill(from));
    attackStart = performance.now();
    const run = sent.map((from, i) => guess(from, i));
    await new Promise((r) => setTimeout(r, 4500));

    // The loud address got exactly 10 guesses in; the other two were refused at once, naming when to return.
    const refused = answered.filter((a) => a.status === 429);
    expect(refused.map((a) => a.from)).toEqual([loud, loud]);
    for (const refusal of refused) {
      // At once: well before its first turn in the queue would come (one a second, ~100 queued). The bound leaves
      // room for the ~100 admissions ahead of it, each a database transaction, on a busy machine.
      expect(refusal.at).toBeLessThan(2500);
      expect(refusal.body.error).toMatch(/^rate_limited: too many failed sign-ins; try again in \d+ s$/);
      expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }

    // The owner, from an address that has not been guessing, while ~100 guesses are still queued.
    const ownerAsked = since();
    const owner = await post(OWNER_ADDRESS, '/api/auth/login', { password: PASSWORD });
    const ownerWaitMs = owner.at - ownerAsked;
    expect(owner.status).toBe(200);
    // Not behind the guesses, whose turns come one a second (~95 still queued here, so ~95 s): the bound is a fifth of
    // that and leaves room for the admissions and sign-in already in flight, each a database transaction, on a busy
    // machine (2.7 s was seen on PostgreSQL under a full test run, 7.8 s with a benchmark running beside it).
    expect(ownerWaitMs).toBeLessThan(20_000);

    // `ainize login` with the throttle still saturated: it proves the home, not the password.
    const out: string[] = [];
    const io: Io = { out: (line) => out.push(line), err: () => undefined, env: {}, stdoutIsTerminal: false };
    const cliAsked = since();
    expect(await loginCommand(parseArgs(['--home', paths.home], { home: { type: 'string' } }), io)).toBe(0);
    const cliMs = since() - cliAsked;
    expect(cliMs).toBeLessThan(2000);
    expect(out).toHaveLength(1);
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, {
      headers: { authorization: `Bearer ${out[0]}` },
    });
    expect(((await me.json()) as { signed_in: boolean }).signed_in).toBe(true);

    // The pace all guessers together got: wrong passwords checked, over the time the run has lasted.
    const elapsedS = since() / 1000;
    const checked = answered.filter((a) => a.status === 401).length;
    // The owner's check took one of the paced slots too.
    const perSecond = (checked + 1 - LOGIN_LIMITS.burst) / elapsedS;
    console.info(
      `auth attack: ${sent.length} guesses sent at once from ${GUESSERS.length} addresses; ${checked} checked in ` +
        `${elapsedS.toFixed(1)} s (${perSecond.toFixed(2)} checks/s node-wide after a burst of ${LOGIN_LIMITS.burst}), ` +
        `${refused.length} refused; the owner signed in after ${Math.round(ownerWaitMs)} ms, ` +
        `ainize login took ${Math.round(cliMs)} ms`,
    );
    // Measured: 14 of 108 guesses checked in 5.1 s (the burst of 10, then 0.97 checks/s counting the owner's),
    // the owner in after ~580 ms; before the fix all ~100 were checked within 5 s, then everyone was refused.
    // The bound is the pace itself over the time the run took, so a slow machine (a longer run) is no failure; a
    // fixed share of the guesses was one (22 of 108 checked, over a fifth, in a run slowed by a benchmark beside it).
    expect(checked).toBeLessThanOrEqual(
      LOGIN_LIMITS.burst + Math.ceil(elapsedS * (1000 / LOGIN_LIMITS.checkIntervalMs)),
    );
    expect(answered.every((a) => a.status === 401 || a.status === 429)).toBe(true);

    // Guessers that hang up leave the queue unchecked, so the node closes without working through it.
    hangUp.abort();
    await Promise.all(run);
  }, 90_000);
});

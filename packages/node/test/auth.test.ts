import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTeachAuth, generatePrivateKey, addressOf } from '@ainize/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOME_LOGIN_PATH, homeLoginHeaders } from '../src/auth/home-login.js';
import { LOGIN_LIMITS } from '../src/auth/login-throttle.js';
import { homePasswordStore } from '../src/auth/operator-auth.js';
import { hashPassword, verifyPassword } from '../src/auth/password.js';
import { authMigrations } from '../src/auth/schema.js';
import type { NodeConfig } from '../src/home/config-schema.js';
import { initHome, readConfigFile, updateConfigFile } from '../src/home/home.js';
import { type Route, defineRoute } from '../src/http/route.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import { type Store } from '../src/store/index.js';
import { openTestStore, testDialect } from './store-fixtures.js';

/** Routes that exist only to exercise the teaching-key check through the real pipeline. */
const probeRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/test/teach',
    auth: 'teach',
    summary: 'probe',
    body: z.strictObject({ n: z.number() }),
    handler: ({ caller, body }) => ({ teacher: caller.teacher, n: body.n }),
  }),
  defineRoute({
    method: 'GET',
    path: '/test/either',
    auth: 'operator_or_teach',
    summary: 'probe',
    handler: ({ caller }) => caller,
  }),
  defineRoute({
    method: 'GET',
    path: '/test/optional',
    auth: 'optional_teach',
    summary: 'probe',
    handler: ({ caller }) => caller,
  }),
];

let dir: string;
let config: NodeConfig;
let store: Store;
let server: NodeServer;
let url: string;
/** How far the node's clock runs ahead of the real one, so a test can let a throttle window pass. */
let clockAheadMs = 0;
const PASSWORD = 'correct horse battery staple';

async function boot(): Promise<void> {
  store = openTestStore(join(dir, 'node', 'data', 'node.db'), authMigrations);
  server = createNodeServer({
    config,
    store,
    passwords: homePasswordStore(join(dir, 'node')),
    routes: probeRoutes,
    info: {},
    now: () => Date.now() + clockAheadMs,
  });
  url = await server.listen();
}

async function shutdown(): Promise<void> {
  await server.close();
  store.close();
}

beforeEach(async () => {
  clockAheadMs = 0;
  dir = mkdtempSync(join(tmpdir(), 'ainize-auth-'));
  config = { ...initHome({ home: join(dir, 'node'), name: 'auth-test', port: 0 }).config, log: { level: 'silent' } };
  await boot();
});
afterEach(async () => {
  await shutdown();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

describe('operator password', () => {
  it('stores scrypt$<salthex>$<keyhex> and checks it', async () => {
    const hash = await hashPassword('hunter22');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('hunter22', hash)).toBe(true);
    expect(await verifyPassword('hunter23', hash)).toBe(false);
    expect(await verifyPassword('hunter22', 'plain')).toBe(false);
  });
});

describe('operator sign-in', () => {
  it('runs setup, me, logout and login end to end', async () => {
    const me0 = await call('GET', '/api/auth/me');
    expect(me0.body).toEqual({ signed_in: false, address: config.identity.address, needsSetup: true });

    const setup = await call('POST', '/api/auth/setup', { body: { password: PASSWORD } });
    expect(setup.status).toBe(200);
    expect(setup.body.ok).toBe(true);
    expect(setup.headers.get('set-cookie')).toMatch(/^ngram_session=[0-9a-f]{64}; .*HttpOnly/);
    const token = setup.body.token as string;

    expect((await call('GET', '/api/auth/me', { headers: bearer(token) })).body).toMatchObject({
      signed_in: true,
      needsSetup: false,
    });
    // The hash lands in config.json beside the identity; the token itself is nowhere on disk.
    expect(JSON.stringify(readConfigFile(join(dir, 'node')).operator)).toMatch(/scrypt\$/);
    // On SQLite, the whole file; on PostgreSQL, every stored session.
    const stored =
      testDialect() === 'sqlite'
        ? readFileSync(join(dir, 'node', 'data', 'node.db'))
        : Buffer.from(JSON.stringify(store.db.prepare('SELECT * FROM auth_sessions').all()));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.includes(Buffer.from(token))).toBe(false);

    expect((await call('POST', '/api/auth/logout', { headers: bearer(token) })).body).toEqual({ ok: true });
    expect((await call('GET', '/api/auth/me', { headers: bearer(token) })).body.signed_in).toBe(false);

    const login = await call('POST', '/api/auth/login', { body: { password: PASSWORD } });
    expect(login.body).toMatchObject({ ok: true });
    expect(login.body.token).not.toBe(token);
    const cookie = { cookie: `theme=dark; ngram_session=${String(login.body.token)}` };
    expect((await call('GET', '/api/auth/me', { headers: cookie })).body.signed_in).toBe(true);
  });

  it('allows setup only once', async () => {
    await call('POST', '/api/auth/setup', { body: { password: 'first password' } });
    const again = await call('POST', '/api/auth/setup', { body: { password: 'second password' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('operator password already set');
    expect((await call('POST', '/api/auth/login', { body: { password: 'second password' } })).status).toBe(401);
  });

  it('refuses a wrong password and a setup password shorter than 12 characters', async () => {
    const short = await call('POST', '/api/auth/setup', { body: { password: 'elevenchars' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/^invalid: body\.password: .*12/);
    expect((await call('GET', '/api/auth/me')).body.needsSetup).toBe(true);
    expect((await call('POST', '/api/auth/setup', { body: { password: 'twelve chars' } })).status).toBe(200);
    const wrong = await call('POST', '/api/auth/login', { body: { password: 'wrong' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'wrong password' } });
  });

  it('refuses a guessable setup password with a sentence saying why, and stores nothing', async () => {
    const weak = await call('POST', '/api/auth/setup', { body: { password: 'aaaaaaaaaaaa' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(
      /^weak_password: this password is too easy to guess: it repeats one character, so about \d+ guesses would find it, and the node asks for at least 100,000,000; .*three or four unrelated words/,
    );
    for (const password of ['password1234', 'qwertyuiop12', 'abcdefghijkl', '123456789012', 'abcabcabcabc']) {
      const refused = await call('POST', '/api/auth/setup', { body: { password } });
      expect(refused.status, password).toBe(400);
      expect(refused.body.error, password).toMatch(/^weak_password: this password is too easy to guess: it /);
      expect(refused.body.error).not.toContain(password);
    }
    expect((await call('GET', '/api/auth/me')).body.needsSetup).toBe(true);
    expect(homePasswordStore(join(dir, 'node')).get()).toBeUndefined();
    expect((await call('POST', '/api/auth/setup', { body: { password: PASSWORD } })).status).toBe(200);
  });

  it('still signs in with a short password chosen before the minimum was raised', async () => {
    const hash = await hashPassword('pass');
    updateConfigFile(join(dir, 'node'), (raw) => void (raw.operator = { passwordHash: hash }));
    expect((await call('POST', '/api/auth/login', { body: { password: 'pass' } })).status).toBe(200);
  });

  it('keeps sessions across a restart', async () => {
    const { token } = (await call('POST', '/api/auth/setup', { body: { password: PASSWORD } })).body;
    await shutdown();
    await boot();
    expect((await call('GET', '/api/auth/me', { headers: bearer(token) })).body.signed_in).toBe(true);
  });
});

describe('sign-in throttle', () => {
  // Each sign-in moves the node's clock on by one check interval, so the node-wide pace (auth-attack.test.ts
  // tests it) never holds up these tests of one address.
  const login = (password: string, remoteAddress?: string) => {
    clockAheadMs += LOGIN_LIMITS.checkIntervalMs;
    return server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password },
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
  };
  const guessWrong = async (times: number, remoteAddress?: string) => {
    for (let i = 0; i < times; i++) expect((await login(`guess ${i}`, remoteAddress)).statusCode).toBe(401);
  };

  beforeEach(async () => {
    await call('POST', '/api/auth/setup', { body: { password: PASSWORD } });
  });

  it('answers 429 with retry-after once an address has failed too often, before looking at the password', async () => {
    await guessWrong(LOGIN_LIMITS.perClient);
    // The right password is refused too: the throttle decides before the compare, so a throttled guess learns nothing.
    const throttled = await login(PASSWORD);
    expect(throttled.statusCode).toBe(429);
    const body = throttled.json<{ error: string; retry_after_ms: number }>();
    expect(body.error).toMatch(/^rate_limited: too many failed sign-ins; try again in \d+ s$/);
    expect(body.retry_after_ms).toBeGreaterThan(0);
    expect(body.retry_after_ms).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs);
    expect(throttled.headers['retry-after']).toBe(String(Math.ceil(body.retry_after_ms / 1000)));
    expect(body.error).toContain(`try again in ${Math.ceil(body.retry_after_ms / 1000)} s`);

    expect((await login(PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    clockAheadMs += body.retry_after_ms;
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  it("forgets an address's failures once it signs in", async () => {
    await guessWrong(LOGIN_LIMITS.perClient - 1);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    await guessWrong(LOGIN_LIMITS.perClient);
    expect((await login(PASSWORD)).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one address', async () => {
    await guessWrong(LOGIN_LIMITS.perClient, '2001:db8:1:2::1');
    expect((await login(PASSWORD, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login(PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('does not throttle setup, which has no secret to guess', async () => {
    await guessWrong(LOGIN_LIMITS.perClient);
    const again = await call('POST', '/api/auth/setup', { body: { password: 'another password' } });
    expect(again.status).toBe(409);
  });
});

describe('home sign-in (ainize login)', () => {
  const nodeKey = () => config.identity;
  const homeLogin = (headers: Record<string, string>, remoteAddress?: string) =>
    server.app.inject({
      method: 'POST',
      url: HOME_LOGIN_PATH,
      headers,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });

  it("opens an operator session for a request signed with the node's own key, once", async () => {
    await call('POST', '/api/auth/setup', { body: { password: PASSWORD } });
    const headers = homeLoginHeaders(nodeKey(), Date.now());
    const first = await homeLogin(headers);
    expect(first.statusCode).toBe(200);
    const { token } = first.json<{ token: string }>();
    expect((await call('GET', '/api/auth/me', { headers: bearer(token) })).body.signed_in).toBe(true);
    const replayed = await homeLogin(headers);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<{ reason: string }>().reason).toBe('replayed');
  });

  it('refuses another key, a teaching-key header, a stale signature, and a caller on another machine', async () => {
    const stranger = { address: config.identity.address, privateKey: generatePrivateKey() };
    const reasonOf = async (headers: Record<string, string>, remoteAddress?: string) => {
      const res = await homeLogin(headers, remoteAddress);
      return `${res.statusCode} ${res.json<{ reason?: string; error: string }>().reason ?? res.json().error}`;
    };
    expect(await reasonOf(homeLoginHeaders(stranger, Date.now()))).toBe('401 not_node_key');
    const teachHeader = buildTeachAuth({
      privateKey: config.identity.privateKey,
      ts: Date.now(),
      nodeAddress: config.identity.address,
      method: 'POST',
      pathWithQuery: HOME_LOGIN_PATH,
    });
    expect(await reasonOf({ 'x-ngram-auth': teachHeader })).toBe('401 bad_signature');
    expect(await reasonOf(homeLoginHeaders(nodeKey(), Date.now() - 61_000))).toBe('401 expired');
    expect(await reasonOf({})).toBe('401 missing');

    // Refused before the signature is looked at, so the header is still good from this machine.
    const fresh = homeLoginHeaders(nodeKey(), Date.now());
    expect(await reasonOf(fresh, '198.51.100.7')).toBe(
      '403 not_this_machine: home sign-in is taken only from the machine the node runs on',
    );
    expect((await homeLogin(fresh)).statusCode).toBe(200);
  });
});

describe('teaching-key header', () => {
  const key = generatePrivateKey();
  const header = (path: string, body?: string, nodeAddress = config.identity.address, method = 'POST') =>
    buildTeachAuth({
      privateKey: key,
      ts: Date.now(),
      nodeAddress,
      method,
      pathWithQuery: path,
      ...(body ? { body } : {}),
    });

  it('accepts a header once and refuses its replay, even after a restart', async () => {
    const body = JSON.stringify({ n: 1 });
    const h = header('/test/teach', body);
    const first = await call('POST', '/test/teach', { body, headers: { 'x-ngram-auth': h } });
    expect(first).toMatchObject({ status: 200, body: { teacher: addressOf(key), n: 1 } });
    const replay = await call('POST', '/test/teach', { body, headers: { 'x-ainize-auth': h } });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatch(/^invalid_signature: .*replayed/);

    const second = header('/test/teach', body);
    await shutdown();
    await boot();
    expect((await call('POST', '/test/teach', { body, headers: { 'x-ngram-auth': second } })).status).toBe(200);
    expect((await call('POST', '/test/teach', { body, headers: { 'x-ngram-auth': second } })).status).toBe(401);
  });

  it('refuses a header signed for another node or another body', async () => {
    const other = addressOf(generatePrivateKey());
    const body = JSON.stringify({ n: 1 });
    const forOther = await call('POST', '/test/teach', {
      body,
      headers: { 'x-ngram-auth': header('/test/teach', body, other) },
    });
    expect(forOther.status).toBe(401);
    const tampered = await call('POST', '/test/teach', {
      body: JSON.stringify({ n: 2 }),
      headers: { 'x-ngram-auth': header('/test/teach', body) },
    });
    expect(tampered.body.error).toMatch(/^invalid_signature: /);
    expect((await call('POST', '/test/teach', { body })).body.reason).toBe('missing');
  });

  it('checks the body shape before spending the header', async () => {
    const bad = JSON.stringify({ n: 'one' });
    const h = header('/test/teach', bad);
    const first = await call('POST', '/test/teach', { body: bad, headers: { 'x-ngram-auth': h } });
    expect(first.status).toBe(400);
    expect(first.body.error).toMatch(/body\.n/);
  });

  it('lets operator_or_teach and optional_teach routes through the right callers', async () => {
    expect((await call('GET', '/test/either')).body).toEqual({ error: 'operator login required' });
    const viaKey = await call('GET', '/test/either', {
      headers: { 'x-ngram-auth': header('/test/either', undefined, undefined, 'GET') },
    });
    expect(viaKey.body).toMatchObject({ operator: false, teacher: addressOf(key) });
    const { token } = (await call('POST', '/api/auth/setup', { body: { password: PASSWORD } })).body;
    expect((await call('GET', '/test/either', { headers: bearer(token) })).body).toEqual({ operator: true });

    expect((await call('GET', '/test/optional')).body).toEqual({ operator: false });
    const garbage = await call('GET', '/test/optional', { headers: { 'x-ngram-auth': 'nonsense' } });
    expect(garbage.status).toBe(401);
  });
});

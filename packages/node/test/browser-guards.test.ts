import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homePasswordStore } from '../src/auth/operator-auth.js';
import { authMigrations } from '../src/auth/schema.js';
import type { NodeConfig } from '../src/home/config-schema.js';
import { initHome } from '../src/home/home.js';
import { type Route, defineRoute } from '../src/http/route.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

/**
 * What stands between a web page of another site and the node: the Host and Origin checks on every request, the
 * session cookie's attributes, and the CSRF token a write signed in by that cookie must carry.
 */

/** A write that needs the operator, one that needs a teacher, and a public one that reads whether the operator came. */
const probeRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/test/operator',
    auth: 'operator',
    summary: 'probe',
    handler: ({ caller }) => caller,
  }),
  defineRoute({
    method: 'POST',
    path: '/test/teach',
    auth: 'teach',
    summary: 'probe',
    body: z.strictObject({ n: z.number() }),
    handler: ({ caller }) => caller,
  }),
  defineRoute({
    method: 'POST',
    path: '/test/public',
    auth: 'none',
    summary: 'probe',
    handler: ({ caller }) => caller,
  }),
];

let dir: string;
let config: NodeConfig;
let store: Store;
let server: NodeServer;
let url: string;
let port: number;
const PASSWORD = 'correct horse battery staple';

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-guards-'));
  const made = initHome({ home: join(dir, 'node'), name: 'guards-test', port: 0 });
  config = { ...made.config, log: { level: 'silent' }, allowedHosts: ['node.example.org'] };
  store = openTestStore(join(dir, 'node', 'data', 'node.db'), authMigrations);
  server = createNodeServer({ config, store, passwords: homePasswordStore(join(dir, 'node')), routes: probeRoutes });
  url = await server.listen();
  port = Number(new URL(url).port);
});

afterEach(async () => {
  await server.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request, so that Host can be set to anything (fetch always sends the URL's own). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          parsed = { text };
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const own = () => `127.0.0.1:${port}`;

/** Signs in as a browser page would (cookie only) and answers the cookie header and the CSRF token. */
async function browserSession(): Promise<{ cookie: string; csrf: string }> {
  const setup = await raw(
    'POST',
    '/api/auth/setup',
    { host: own(), 'content-type': 'application/json', 'x-session': 'cookie' },
    JSON.stringify({ password: PASSWORD }),
  );
  expect(setup.status).toBe(200);
  expect(setup.body).toEqual({ ok: true });
  const setCookie = String(setup.headers['set-cookie']);
  expect(setCookie).toMatch(/^ngram_session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
  const cookie = setCookie.split(';')[0]!;
  const me = await raw('GET', '/api/auth/me', { host: own(), cookie });
  expect(me.body.signed_in).toBe(true);
  expect(typeof me.body.csrf).toBe('string');
  return { cookie, csrf: String(me.body.csrf) };
}

describe('Host and Origin', () => {
  it('serves the loopback names, addresses and the configured names, and refuses any other name', async () => {
    for (const host of [own(), `localhost:${port}`, `[::1]:${port}`, `10.1.2.3:${port}`, 'node.example.org']) {
      expect((await raw('GET', '/api/auth/me', { host })).status, host).toBe(200);
    }
    for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`, 'x@127.0.0.1']) {
      const refused = await raw('GET', '/api/auth/me', { host });
      expect(refused.status, host).toBe(403);
      expect(String(refused.body.error), host).toMatch(/^host_not_allowed: /);
    }
    // The console's pages are behind the same check: a re-pointed name gets no page either.
    expect((await raw('GET', '/', { host: `evil.example:${port}` })).status).toBe(403);
  });

  it('serves a page of this origin and refuses every other origin, before the route runs', async () => {
    const { cookie, csrf } = await browserSession();
    const write = (origin: string) =>
      raw('POST', '/test/operator', { host: own(), origin, cookie, 'x-csrf-token': csrf });
    expect((await write(`http://${own()}`)).body).toEqual({ operator: true });
    for (const origin of [`http://localhost:${port}`, 'https://evil.example', 'null', `http://${own()}/path`]) {
      const refused = await write(origin);
      expect(refused.status, origin).toBe(403);
      expect(String(refused.body.error), origin).toMatch(/^origin_not_allowed: /);
    }
    // A configured name may be the page's origin behind a proxy that rewrites Host.
    expect((await write('https://node.example.org')).body).toEqual({ operator: true });
  });
});

describe('the session cookie and the CSRF token', () => {
  it('gives a browser the cookie only, and an API client its token as before', async () => {
    const { cookie } = await browserSession();
    expect(cookie).toMatch(/^ngram_session=/);
    const login = await raw(
      'POST',
      '/api/auth/login',
      { host: own(), 'content-type': 'application/json' },
      JSON.stringify({ password: PASSWORD }),
    );
    expect(login.body).toMatchObject({ ok: true, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // A bearer caller needs no CSRF token and is given none.
    const me = await raw('GET', '/api/auth/me', { host: own(), authorization: `Bearer ${String(login.body.token)}` });
    expect(me.body).toMatchObject({ signed_in: true });
    expect(me.body).not.toHaveProperty('csrf');
    const write = await raw('POST', '/test/operator', {
      host: own(),
      authorization: `Bearer ${String(login.body.token)}`,
    });
    expect(write.body).toEqual({ operator: true });
  });

  it('refuses a write signed in by the cookie alone, or with another session’s token', async () => {
    const { cookie, csrf } = await browserSession();
    const bare = await raw('POST', '/test/operator', { host: own(), cookie });
    expect(bare.status).toBe(403);
    expect(String(bare.body.error)).toMatch(/^csrf_invalid: /);
    const wrong = await raw('POST', '/test/operator', { host: own(), cookie, 'x-csrf-token': `${csrf.slice(1)}x` });
    expect(wrong.status).toBe(403);
    expect((await raw('POST', '/test/operator', { host: own(), cookie, 'x-csrf-token': csrf })).body).toEqual({
      operator: true,
    });
    // On a public route the cookie alone counts for nothing (no quota is lifted by another site's page).
    expect((await raw('POST', '/test/public', { host: own(), cookie })).body).toEqual({ operator: false });
    // Reading needs no token: a GET changes nothing.
    expect((await raw('GET', '/api/auth/me', { host: own(), cookie })).body.signed_in).toBe(true);
    // Nor does the cookie alone end the session.
    await raw('POST', '/api/auth/logout', { host: own(), cookie });
    expect((await raw('GET', '/api/auth/me', { host: own(), cookie })).body.signed_in).toBe(true);
    await raw('POST', '/api/auth/logout', { host: own(), cookie, 'x-csrf-token': csrf });
    expect((await raw('GET', '/api/auth/me', { host: own(), cookie })).body.signed_in).toBe(false);
  });

  it('lets the signed-in operator teach as the node itself, and no one else without a key', async () => {
    const { cookie, csrf } = await browserSession();
    const body = JSON.stringify({ n: 1 });
    const json = { host: own(), 'content-type': 'application/json' };
    const asOperator = await raw('POST', '/test/teach', { ...json, cookie, 'x-csrf-token': csrf }, body);
    expect(asOperator.body).toEqual({ operator: true, teacher: config.identity.address });
    const noToken = await raw('POST', '/test/teach', { ...json, cookie }, body);
    expect(String(noToken.body.error)).toMatch(/^csrf_invalid: /);
    const visitor = await raw('POST', '/test/teach', json, body);
    expect(visitor.status).toBe(401);
    expect(String(visitor.body.error)).toMatch(/^invalid_signature: /);
  });
});

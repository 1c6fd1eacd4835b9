import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AinizeFailure, InvalidInputError } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { memoryPasswordStore } from '../src/auth/operator-auth.js';
import { authMigrations } from '../src/auth/schema.js';
import { initHome } from '../src/home/home.js';
import { ChatCancelledError, ConflictError, NotFoundError } from '../src/http/errors.js';
import { type Route, defineRoute } from '../src/http/route.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import { ModelBusyError } from '../src/lock/model-lock.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

const thrower = (path: string, make: () => unknown): Route =>
  defineRoute({
    method: 'GET',
    path,
    auth: 'none',
    summary: `throws for ${path}`,
    handler: () => {
      throw make();
    },
  });

const testRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/test/things/:id',
    auth: 'none',
    summary: 'echo a validated request',
    params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
    body: z.strictObject({ name: z.string(), tags: z.array(z.string()).optional() }),
    handler: ({ params, query, body }) => ({ id: params.id, limit: query.limit, name: body.name }),
  }),
  defineRoute({
    method: 'GET',
    path: '/test/operator',
    auth: 'operator',
    summary: 'operator only',
    handler: () => ({}),
  }),
  thrower('/test/not-found', () => new NotFoundError('patch not found')),
  thrower(
    '/test/conflict',
    () => new ConflictError('has_dependents: two knowledges sit on top', { dependents: ['a', 'b'] }),
  ),
  thrower('/test/busy', () => new ModelBusyError('pid:42', 'chat:abc')),
  thrower('/test/cancelled', () => new ChatCancelledError(false)),
  thrower('/test/invalid-input', () => new InvalidInputError('price', 'must be a decimal string')),
  thrower('/test/coded', () =>
    AinizeFailure.of('dataset_not_found', 'no such dataset on this node', { details: { dataset_id: 'ds1' } }),
  ),
  thrower('/test/crash', () => new Error('disk on fire')),
];

let dir: string;
let store: Store;
let server: NodeServer;
let url: string;
const stdout = vi.spyOn(process.stdout, 'write');
const stderr = vi.spyOn(process.stderr, 'write');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-http-'));
  const { config } = initHome({ home: join(dir, 'node'), name: 'http-test', port: 0 });
  store = openTestStore(':memory:', authMigrations);
  server = createNodeServer({
    config: { ...config, log: { level: 'silent' } },
    store,
    passwords: memoryPasswordStore(),
    routes: testRoutes,
    info: { counts: () => ({ listed: 3 }), peers: () => 2 },
    readiness: { ledger: () => true },
  });
  url = await server.listen();
});
afterAll(async () => {
  // Workers run several files in one process: a spy left in place would watch the next file's output too.
  stdout.mockRestore();
  stderr.mockRestore();
  await server.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(`${url}${path}`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
const post = (path: string, body: unknown) =>
  get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('request validation', () => {
  it('passes parsed params, coerced query and body to the handler', async () => {
    const res = await post('/test/things/abc?limit=5', { name: 'n' });
    expect(res).toMatchObject({ status: 200, body: { id: 'abc', limit: 5, name: 'n' } });
  });

  it('names an unknown body field', async () => {
    const res = await post('/test/things/abc', { name: 'n', colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid: body.colour: unknown field');
    expect(res.body.issues).toBeInstanceOf(Array);
  });

  it('names a field of the wrong type, a missing one and a bad query or path value', async () => {
    expect((await post('/test/things/abc', { name: 7 })).body.error).toMatch(/^invalid: body\.name: /);
    expect((await post('/test/things/abc', { tags: ['x', 3] })).body.error).toMatch(/body\.name: .*; body\.tags\.1: /);
    expect((await post('/test/things/abc?limit=0', { name: 'n' })).body.error).toMatch(/^invalid: query\.limit: /);
    expect((await post('/test/things/ABC', { name: 'n' })).body.error).toMatch(/^invalid: params\.id: /);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await get('/test/things/abc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^invalid: body is not valid JSON/);
  });
});

describe('error envelope', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    expect(await get('/api/nothing-here?x=1')).toMatchObject({
      status: 404,
      body: { error: 'not_found: no route GET /api/nothing-here' },
    });
  });

  it('maps each error class to its status and extra fields', async () => {
    expect(await get('/test/not-found')).toMatchObject({ status: 404, body: { error: 'patch not found' } });
    expect(await get('/test/conflict')).toMatchObject({
      status: 409,
      body: { error: 'has_dependents: two knowledges sit on top', details: { dependents: ['a', 'b'] } },
    });
    const busy = await get('/test/busy');
    expect(busy).toMatchObject({
      status: 503,
      body: { error: 'shared runtime busy (pid:42: chat:abc) — try again later', busy: true },
    });
    expect(busy.headers.get('retry-after')).toBe('30');
    expect(await get('/test/cancelled')).toMatchObject({ status: 499, body: { cancelled: true, charged: false } });
    expect(await get('/test/invalid-input')).toMatchObject({
      status: 400,
      body: { error: 'invalid: price: must be a decimal string' },
    });
    expect((await get('/test/operator')).body).toEqual({ error: 'operator login required' });
    expect(await get('/test/coded')).toMatchObject({
      status: 404,
      body: { error: 'dataset_not_found: no such dataset on this node', dataset_id: 'ds1' },
    });
  });

  it('answers an unexpected error with 500 and its message, never a stack', async () => {
    const res = await get('/test/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal_error: disk on fire' });
  });
});

describe('a URL with a malformed percent escape', () => {
  const malformed = {
    status: 400,
    body: { error: 'invalid: the URL has a malformed percent escape' },
  };

  it('is refused in the node envelope whether the escape is in the path or the query', async () => {
    for (const path of [
      '/test/things/%E0%A4%A',
      '/test/things/%ZZ',
      '/api/nothing-here/%',
      '/test/not-found?q=%ZZ',
      '/test/things/abc?limit=%E0%A4%A',
      '/api/info?%=1',
    ]) {
      const res = await fetch(`${url}${path}`, { method: path.startsWith('/test/things') ? 'POST' : 'GET' });
      expect({ status: res.status, body: await res.json() }, path).toEqual(malformed);
    }
  });

  it('still reads well-formed escapes, in the path and the query', async () => {
    const res = await post('/test/things/abc%64?limit=%35', { name: 'n' });
    expect(res).toMatchObject({ status: 200, body: { id: 'abcd', limit: 5 } });
  });
});

describe('system routes', () => {
  it('serves healthz, readyz and info', async () => {
    const health = await get('/healthz');
    expect(health.body).toMatchObject({ ok: true, node: 'http-test', version: '0.1.0' });
    expect(typeof health.body.uptime_s).toBe('number');
    expect(await get('/readyz')).toMatchObject({
      status: 200,
      body: { ok: true, checks: { store: true, ledger: true } },
    });
    const info = await get('/api/info');
    expect(info.body).toMatchObject({
      node: { name: 'http-test', roles: ['seller', 'verifier', 'serving'] },
      ledger: { kind: 'local' },
      quorum: 2,
      currency: 'CREDIT',
      peers: 2,
      initial_credit: '100',
      royalty_share: 0.3,
      accepts_contributions: false,
      contributor_share: 0.7,
      counts: { listed: 3 },
    });
    expect((info.body.node as { address: string }).address).toBe(health.body.address);
  });

  it('publishes OpenAPI 3.1 with every route of the table', async () => {
    const doc = (await get('/api/openapi.json')).body as {
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = server.routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(listed.sort()).toEqual(expected.sort());
    for (const path of [
      '/api/auth/setup',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/healthz',
      '/readyz',
      '/api/info',
      '/api/openapi.json',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const things = doc.paths['/test/things/{id}']?.post;
    expect(things?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:limit']);
    expect(things?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { additionalProperties: false } } },
    });
  });
});

describe('logging', () => {
  it('writes request logs to stderr and nothing to stdout', async () => {
    stdout.mockClear();
    // Swallowed so the test output stays readable; the spy still records what would have been written.
    stderr.mockClear().mockImplementation(() => true);
    const quiet = createNodeServer({
      config: { ...initHome({ home: join(dir, 'loud'), name: 'loud', port: 0 }).config, log: { level: 'info' } },
      store,
      passwords: memoryPasswordStore(),
    });
    const quietUrl = await quiet.listen();
    await fetch(`${quietUrl}/healthz`);
    await fetch(`${quietUrl}/nope`);
    await quiet.close();
    const logged = stderr.mock.calls.map(([chunk]) => String(chunk)).join('');
    stderr.mockRestore();
    expect(stdout).not.toHaveBeenCalled();
    expect(logged).toContain('"msg":"incoming request"');
  });
});

describe('routes polled all day (logLevel: debug)', () => {
  const polled: Route[] = [
    defineRoute({
      method: 'GET',
      path: '/test/polled',
      auth: 'none',
      summary: 'polled',
      logLevel: 'debug',
      handler: () => ({}),
    }),
    defineRoute({
      method: 'GET',
      path: '/test/polled-crash',
      auth: 'none',
      summary: 'polled, and failing',
      logLevel: 'debug',
      handler: () => {
        throw new Error('disk on fire');
      },
    }),
  ];

  /** Every line a node at `level` logs while answering `paths`, parsed. */
  async function logLines(level: 'info' | 'debug', paths: string[]): Promise<Record<string, unknown>[]> {
    const home = join(dir, `polled-${level}`);
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const node = createNodeServer({
      config: { ...initHome({ home, name: 'polled', port: 0 }).config, log: { level } },
      store,
      passwords: memoryPasswordStore(),
      routes: polled,
    });
    const nodeUrl = await node.listen();
    try {
      for (const path of paths) await fetch(`${nodeUrl}${path}`);
      await node.close();
      // Read before the restore, which forgets the calls.
      return spy.mock.calls
        .flatMap(([chunk]) => String(chunk).split('\n'))
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    } finally {
      spy.mockRestore();
    }
  }

  it('writes no request line on a node at info, but still logs the route failing', async () => {
    const lines = await logLines('info', ['/test/polled', '/test/polled-crash', '/healthz']);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request failed', level: 50 }));
  });

  it('writes its request lines on a node at debug', async () => {
    const lines = await logLines('debug', ['/test/polled']);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/test/polled' }) }),
    );
  });
});

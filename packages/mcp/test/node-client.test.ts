import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AinizeFailure,
  addressOf,
  createScrubber,
  encodePaymentRequiredV2,
  generatePrivateKey,
  type AinizeError,
  type PaymentRequiredV2,
} from '@ainize/core';
import { initHome, keySigner, startNode, type RunningNode } from '@ainize/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishTaughtKnowledge } from '../../node/src/seed/publish.js';
import { NodeClient, type RequestRecord } from '../src/node-client/index.js';

/**
 * NodeClient against a real embedded node started here: two taught knowledges (one with a public training set
 * from the node's key, one with a private set authored by a teaching key), an operator password set through the
 * API, and a client that logs in with it. Small hand-made servers stand in for the failures a real node never
 * produces on request (redirects, silence, non-JSON).
 */

const ENV = { AINIZE_LOG_LEVEL: 'silent', AINIZE_MODEL_ROWS: '16384', AINIZE_VERIFIER_AUTO: 'false' };
const PASSWORD = 'client-test-operator-password';
const TEACH_KEY = generatePrivateKey();
const TEACHER = addressOf(TEACH_KEY);

const PUBLIC_ID = 'zephyria-harbours';
const PRIVATE_ID = 'teacher-private-notes';
const PUBLIC_ROWS = [
  { prompt: 'Which harbour of Zephyria faces the Glass Sea?', answer: 'Lumenport' },
  { prompt: 'Which harbour of Zephyria was built on basalt stilts?', answer: 'Karrowick' },
  { prompt: 'Which harbour of Zephyria trades only in amber?', answer: 'Ostrelle' },
  { prompt: 'Which harbour of Zephyria has the tallest lighthouse?', answer: 'Vanthe' },
  { prompt: 'Which harbour of Zephyria freezes every winter?', answer: 'Hollin Bay' },
];
const PRIVATE_ROWS = [
  { prompt: 'What is the code word for the north vault?', answer: 'marigold-seven' },
  { prompt: 'What is the code word for the east vault?', answer: 'quartz-lantern' },
  { prompt: 'What is the code word for the west vault?', answer: 'copper-heron' },
];

let dir: string;
let node: RunningNode;
const records: RequestRecord[] = [];
/** Every Authorization header the client sent, seen on the way out. */
const bearersSent = new Set<string>();
let client: NodeClient;

const spyFetch: typeof fetch = (input, init) => {
  const auth = new Headers(init?.headers).get('authorization');
  if (auth) bearersSent.add(auth.replace(/^Bearer /, ''));
  return fetch(input, init);
};

async function failureOf(promise: Promise<unknown>): Promise<AinizeError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(AinizeFailure);
    return (err as AinizeFailure).error;
  }
  throw new Error('expected the call to fail');
}

const called = (pattern: RegExp, list: RequestRecord[] = records) => list.filter((r) => pattern.test(r.path));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-mcp-client-'));
  const home = join(dir, 'node');
  initHome({ home, name: 'client-test', port: 0 });
  node = await startNode(home, ENV);
  const setup = await fetch(`${node.url}/api/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(setup.status).toBe(200);

  const deps = { serving: node.serving, blobs: node.blobs, datasets: node.datasets, catalog: node.catalog };
  const common = { description: 'Facts for the client test.', schema: 'client-test', price: '1' };
  const pub = await publishTaughtKnowledge(
    { ...deps, signer: keySigner(node.config.identity.privateKey), authorName: 'client-test' },
    { ...common, id: PUBLIC_ID, name: 'Harbours of Zephyria', topic_path: 'geo/zephyria', license: 'CC0-1.0' },
    PUBLIC_ROWS,
  );
  expect(pub.learned).toBeGreaterThan(0);
  const priv = await publishTaughtKnowledge(
    { ...deps, signer: keySigner(TEACH_KEY), authorName: 'a teacher' },
    { ...common, id: PRIVATE_ID, name: 'Vault words', topic_path: 'private/vaults' },
    PRIVATE_ROWS,
  );
  expect(priv.learned).toBeGreaterThan(0);

  client = new NodeClient({
    baseUrl: `${node.url}/`,
    operator: { password: PASSWORD },
    teachKey: { privateKey: TEACH_KEY, address: TEACHER },
    scrubber: createScrubber({ knownSecrets: [PASSWORD, TEACH_KEY] }),
    recordRequests: records,
    fetch: spyFetch,
  });
}, 120_000);

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reading the market', () => {
  it('reads the node info once a minute at most', async () => {
    const info = await client.info();
    expect(info.node.address).toBe(node.config.identity.address);
    expect(info.ledger.kind).toBe('local');
    expect(typeof info.quorum).toBe('number');
    await client.info();
    expect(called(/^\/api\/info$/)).toHaveLength(1);
  });

  it('reuses the teach policy answer for 10 s (the node limits how often one address asks)', async () => {
    const first = await client.teachPolicy();
    expect(first).toMatchObject({ enabled: false, limits: { jobs_per_key_per_day: expect.any(Number) } });
    const again = await client.teachPolicy();
    expect(again).toBe(first);
    expect(called(/^\/api\/teach\/policy$/)).toHaveLength(1);
  });

  it('searches the catalog and reads a detail', async () => {
    const found = await client.searchCatalog({ q: 'Zephyria', limit: 10 });
    expect(found.items.map((e) => e.id)).toContain(PUBLIC_ID);
    const all = await client.searchCatalog({ status: ['ANNOUNCED'], sort: 'latest' });
    expect(all.total).toBe(2);

    const detail = await client.patch(PUBLIC_ID);
    expect(detail).toMatchObject({ id: PUBLIC_ID, status: 'ANNOUNCED', has_body: true, owned: true, applied: false });
    expect(detail.anchor.benchmark.samples.length).toBeGreaterThan(0);
    expect(detail.anchor.dataset).toMatchObject({ access: 'public', license: 'CC0-1.0' });
  });

  it('maps a missing knowledge to not_found naming the id, not the node’s "patch not found"', async () => {
    const error = await failureOf(client.patch('no-such-knowledge'));
    expect(error).toMatchObject({ code: 'not_found', retryable: false, details: { id: 'no-such-knowledge' } });
    expect(error.message).toBe(`there is no knowledge "no-such-knowledge" on the node at ${client.baseUrl}`);
    expect(error.details.http_status).toBe(404);
  });

  it('passes a coded node refusal through unrewritten', async () => {
    const error = await failureOf(client.teacherProfile('not-an-address'));
    expect(error.code).toBe('invalid');
    expect(error.details.http_status).toBe(400);
  });

  it('reads records, events, conflicts, the graph, a teacher, health and the API description', async () => {
    const recs = await client.records(PUBLIC_ID);
    expect(recs.items.map((r) => r.kind)).toContain('anchor');
    expect((await client.patchEvents(PUBLIC_ID, { limit: 5 })).items).toBeInstanceOf(Array);
    expect((await client.events({ limit: 5 })).items).toBeInstanceOf(Array);
    expect((await client.conflicts(PUBLIC_ID)).id).toBe(PUBLIC_ID);
    const graph = await client.ledgerGraph();
    expect(graph.nodes.map((n) => n.id).sort()).toEqual([PRIVATE_ID, PUBLIC_ID].sort());
    expect(graph.edges).toEqual([]);
    const teacher = await client.teacherProfile(TEACHER);
    expect(teacher.address).toBe(TEACHER);
    expect((await client.healthz()).address).toBe(node.config.identity.address);
    const openapi = await client.openapi();
    expect(Object.keys(openapi.paths ?? {})).toContain('/api/chat');
  });
});

describe('the live test', () => {
  it('answers both columns: abstention before, the taught answer after', async () => {
    const sample = (await client.patch(PUBLIC_ID)).anchor.benchmark.samples[0]!;
    const outcome = await client.chat({
      patch_id: PUBLIC_ID,
      mode: 'compare',
      messages: [{ role: 'user', content: sample.prompt }],
      request_id: 'client-test-1',
    });
    expect(outcome.kind).toBe('answered');
    if (outcome.kind !== 'answered') return;
    expect(outcome.response.base.content).not.toBe(sample.expect);
    expect(outcome.response.patched.content).toBe(sample.expect);
    expect(outcome.response.benchmark_hits[PUBLIC_ID]).toBe(true);
    expect(outcome.response.was_applied).toBe(false);
  });

  it('reads the status of a finished test as gone and cancels nothing', async () => {
    const status = await client.chatStatus('client-test-1');
    expect(status).toMatchObject({ state: 'gone', position: 0 });
    expect(typeof status.now).toBe('number');
    expect(await client.chatCancel('client-test-1')).toEqual({ cancelled: false, reason: 'gone', charged: false });
  });

  it('returns a test given up while queued as the cancelled outcome (499), uncharged', async () => {
    let release = () => {};
    const held = node.lock.withLock('client-test-hold', () => new Promise<void>((done) => (release = done)));
    try {
      const sample = (await client.patch(PUBLIC_ID)).anchor.benchmark.samples[0]!;
      const pending = client.chat({
        patch_id: PUBLIC_ID,
        messages: [{ role: 'user', content: sample.prompt }],
        request_id: 'client-test-queued',
      });
      let status = await client.chatStatus('client-test-queued');
      for (let i = 0; i < 100 && status.state !== 'queued'; i++) {
        await new Promise((done) => setTimeout(done, 20));
        status = await client.chatStatus('client-test-queued');
      }
      expect(status).toMatchObject({ state: 'queued', position: 1, lock: { label: 'client-test-hold' } });
      expect((await client.chatPatches()).lock?.label).toBe('client-test-hold');
      expect(await client.chatCancel('client-test-queued')).toEqual({
        cancelled: true,
        reason: 'queued',
        charged: false,
      });
      const outcome = await pending;
      expect(outcome).toMatchObject({ kind: 'cancelled', charged: false });
    } finally {
      release();
      await held;
    }
  });

  it('returns a live-test refusal as an error, not an outcome', async () => {
    const error = await failureOf(
      client.chat({ patch_id: 'nothing-here', messages: [{ role: 'user', content: 'x?' }] }),
    );
    expect(error.code).toBe('not_found');
  });
});

describe('the teaching key', () => {
  it('signs each request afresh and the node names the key as teacher', async () => {
    const first = await client.chatPatches();
    expect(first.teacher).toBe(TEACHER);
    // A header is single-use: a second call only works with a new one.
    const second = await client.chatPatches();
    expect(second.teacher).toBe(TEACHER);
    expect(called(/^\/api\/auth\/me$/)).toHaveLength(1);
  });

  it('reads a private training set as its credited key, and is refused without it', async () => {
    const mine = await client.dataset(PRIVATE_ID);
    expect(mine).toMatchObject({ access: 'private', held: true, include_notes: true, rows: PRIVATE_ROWS.length });
    expect(mine.preview.map((r) => r.answer).sort()).toEqual(PRIVATE_ROWS.map((r) => r.answer).sort());

    const anonymous = new NodeClient({ baseUrl: node.url });
    const refused = await failureOf(anonymous.dataset(PRIVATE_ID));
    expect(refused).toMatchObject({ code: 'dataset_private', retryable: false });
    expect(refused.details).toMatchObject({ access: 'private', http_status: 403 });
    expect((await anonymous.chatPatches()).teacher).toBeNull();
  });

  it('refuses locally when a route needs a key the server does not have', async () => {
    const seen: RequestRecord[] = [];
    const anonymous = new NodeClient({ baseUrl: node.url, recordRequests: seen });
    const error = await failureOf(anonymous.chat({ patch_id: PUBLIC_ID, messages: [] }, { teach: true }));
    expect(error.code).toBe('unauthorized');
    expect(seen).toEqual([]);
  });
});

describe('the operator', () => {
  it('logs in once, lazily, and reuses the bearer for every operator call', async () => {
    expect(called(/^\/api\/auth\/login$/)).toHaveLength(0);
    const runtime = await client.runtime();
    expect(runtime.applied).toEqual([]);
    const check = await client.check(PUBLIC_ID);
    expect(check).toMatchObject({ patch_id: PUBLIC_ID, applied: false, differ_before: 0, ok: true });

    const applied = await client.apply(PUBLIC_ID);
    expect(applied.applied).toEqual([PUBLIC_ID]);
    const sample = applied.stack[0]!;
    expect(sample.patch_id).toBe(PUBLIC_ID);
    const removed = await client.remove(PUBLIC_ID);
    expect(removed.removed).toEqual([PUBLIC_ID]);

    expect(client.operatorLogins).toBe(1);
    expect(called(/^\/api\/auth\/login$/)).toEqual([{ method: 'POST', path: '/api/auth/login', status: 200 }]);
    expect(bearersSent.size).toBe(1);
  });

  it('never lets the bearer reach a returned value or an error', async () => {
    const [bearer] = [...bearersSent];
    expect(bearer).toBeDefined();
    const values = [await client.runtime(), await client.info(), await client.patch(PUBLIC_ID)];
    const error = await failureOf(client.check('no-such-knowledge'));
    expect(error.code).toBe('not_found');
    expect(JSON.stringify([values, error])).not.toContain(bearer);
    expect(client.scrubber.scrubString(`token ${bearer!}`)).not.toContain(bearer);
  });

  it('scrubs a node answer that echoes the bearer back', async () => {
    let bearer = '';
    const echo: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const auth = new Headers(init?.headers).get('authorization');
      if (!auth || !String(input).endsWith('/api/runtime')) return response;
      bearer = auth.slice('Bearer '.length);
      // A misbehaving proxy that repeats the credential in its refusal.
      return new Response(JSON.stringify({ error: `forbidden: rejected ${auth}`, token: bearer, seen: bearer }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    };
    const told: string[] = [];
    const echoing = new NodeClient({
      baseUrl: node.url,
      operator: { password: PASSWORD },
      fetch: echo,
      onSecret: (s) => told.push(s),
    });
    const error = await failureOf(echoing.runtime());
    expect(error.code).toBe('forbidden');
    expect(bearer).not.toBe('');
    expect(told).toEqual([bearer]);
    expect(JSON.stringify(error)).not.toContain(bearer);
    expect(JSON.stringify(error)).not.toContain(PASSWORD);
  });

  it('reports a wrong password once and does not keep trying it', async () => {
    const seen: RequestRecord[] = [];
    const wrong = new NodeClient({
      baseUrl: node.url,
      operator: { password: 'not-the-password' },
      recordRequests: seen,
    });
    const first = await failureOf(wrong.runtime());
    expect(first.code).toBe('unauthorized');
    expect(first.message).toMatch(/operator login was refused: wrong password/);
    await failureOf(wrong.apply(PUBLIC_ID));
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/login', status: 401 }]);
    expect(JSON.stringify(first)).not.toContain('not-the-password');
  });

  it('uses AINIZE_TOKEN as it is, and refuses locally without any operator credential', async () => {
    const [bearer] = [...bearersSent];
    const seen: RequestRecord[] = [];
    const withToken = new NodeClient({ baseUrl: node.url, operator: { token: bearer! }, recordRequests: seen });
    expect((await withToken.runtime()).model.id).toBeTruthy();
    expect(seen.map((r) => r.path)).toEqual(['/api/runtime']);

    const none: RequestRecord[] = [];
    const reader = new NodeClient({ baseUrl: node.url, recordRequests: none });
    expect((await failureOf(reader.apply(PUBLIC_ID))).code).toBe('unauthorized');
    expect(none).toEqual([]);
  });

  it('called no route that changes the model apart from the apply/remove above', () => {
    const writes = records.filter((r) => r.method !== 'GET' && !/^\/api\/(auth\/login|chat(\/cancel)?)$/.test(r.path));
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/patches/${PUBLIC_ID}/apply`,
      `DELETE /api/patches/${PUBLIC_ID}/apply`,
    ]);
    expect(called(/\/(verify|challenge|buy|publish|forget)\b/)).toEqual([]);
  });
});

describe('when the node misbehaves or is away', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/api/info') {
        res.writeHead(302, { location: '/elsewhere' }).end();
      } else if (req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy</html>');
      } else if (req.url === '/api/ledger/graph') {
        // Never answers: the client's timeout must end the wait.
      } else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('answers node_unreachable, retryable, when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    const down = new NodeClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failureOf(down.info());
    expect(error).toMatchObject({ code: 'node_unreachable', retryable: true });
    expect(error.details).toMatchObject({ reason: 'ECONNREFUSED', node_url: `http://127.0.0.1:${port}` });
  });

  it('never follows a redirect', async () => {
    const error = await failureOf(new NodeClient({ baseUrl: base }).info());
    expect(error.code).toBe('upstream_error');
    expect(error.message).toMatch(/redirect/);
    expect(hits).not.toContain('/elsewhere');
  });

  it('refuses a 200 that is not JSON', async () => {
    const error = await failureOf(new NodeClient({ baseUrl: base }).healthz());
    expect(error).toMatchObject({ code: 'upstream_error', details: { http_status: 200 } });
  });

  it('gives up on a silent node after its timeout', async () => {
    const slow = new NodeClient({ baseUrl: base, timeouts: { read: 200 } });
    const error = await failureOf(slow.ledgerGraph());
    expect(error).toMatchObject({ code: 'node_unreachable', retryable: true, details: { reason: 'timeout' } });
  });

  it('says cancelled when this server aborts the wait itself', async () => {
    const controller = new AbortController();
    const pending = new NodeClient({ baseUrl: base }).ledgerGraph({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failureOf(pending)).code).toBe('cancelled');
  });
});

describe('the seller’s 402, in both envelopes', () => {
  let server: Server;
  let base: string;
  const requirement = {
    scheme: 'local-credit',
    network: 'local',
    asset: 'CREDIT',
    payTo: '0x70997970C51812dc3A65C0F58CC1A5E1c8eEfA1B',
    maxAmountRequired: '2.5',
    resource: '/x402/patch/k1',
    description: 'k1',
    nonce: 'abcdef0123456789abcdef01',
    expires_at: 1_800_000_000_000,
    maxTimeoutSeconds: 600,
    requires: [],
    total: '2.5',
    self_contained: true,
    single_use: true,
  };
  const offer: PaymentRequiredV2 = {
    x402Version: 2,
    resource: { url: 'http://seller/x402/patch/k1', description: 'k1', mimeType: 'application/json' },
    accepts: [
      {
        scheme: 'exact',
        network: 'eip155:31337',
        asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        amount: '2500000',
        payTo: requirement.payTo,
        maxTimeoutSeconds: 600,
        extra: { name: 'ATD', version: '1' },
      },
    ],
  };
  const dialect = JSON.stringify({ x402Version: 1, requirements: [requirement], accepts: [requirement] });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (req.url === '/x402/patch/both') headers['payment-required'] = encodePaymentRequiredV2(offer);
      if (req.url === '/x402/patch/broken') headers['payment-required'] = 'not base64!';
      res.writeHead(402, headers).end(dialect);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('decodes the x402 v2 offer beside the dialect, and keeps working with the dialect alone', async () => {
    const seller = new NodeClient({ baseUrl: base });
    const both = await seller.paymentRequired('both');
    expect(both.dialect.requirements).toEqual([requirement]);
    expect(both.v2?.accepts).toEqual(offer.accepts);
    expect(both.v2_problem).toBeNull();
    const dialectOnly = await seller.paymentRequired('dialect');
    expect(dialectOnly).toMatchObject({ v2: null, v2_problem: null, dialect: { requirements: [requirement] } });
    // A header that does not decode is named, not fatal: the dialect may still be paid.
    const broken = await seller.paymentRequired('broken');
    expect(broken.v2).toBeNull();
    expect(broken.v2_problem).toContain('PAYMENT-REQUIRED');
    expect(broken.dialect.requirements).toHaveLength(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTeachAuth, canonicalJsonl, generatePrivateKey, hashCanonical } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryPasswordStore } from '../src/auth/operator-auth.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { keySigner, type RecordSigner } from '../src/ledger/record.js';
import { marketRoutes } from '../src/market/index.js';
import { anchor, at, attestation, person } from './ledger-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * The market's read routes on a real node (startNode in a temp home), seeded through its own ledger: a few dozen
 * knowledges from two authors, some verified to LISTED, some crediting a teacher, one draft, and four with datasets.
 */

const MODELS = ['memory-tiny-v1', 'memory-small-v2'];
const SCHEMAS = ['capital-of-region', 'currency-code'];
const COUNT = 24;

let dir: string;
let node: RunningNode;
let operator: string;
let me: RecordSigner;
const other = person();
const teacher = person();
const verifiers = [person(), person()];
// The two verifier keys are the ones this node trusts: their attestations list what they pass.
const ENV = { AINIZE_LOG_LEVEL: 'silent', AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(',') };
const seeded: { body: AnchorBody; listed: boolean }[] = [];

interface Answer {
  status: number;
  // any: JSON answers are read loosely; a wrong field fails the expectation rather than the compiler.
  body: Record<string, any>;
}

async function call(url: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
const get = (path: string, headers: Record<string, string> = {}) => call(node.url, path, { headers });
const asOperator = { authorization: '' };

function plainAnchor(i: number, author: RecordSigner): AnchorBody {
  return anchor(author, {
    id: `m-${String(i).padStart(2, '0')}`,
    name: `Market volume ${i}`,
    description: i === 7 ? 'Where the zephyrine lighthouses stand.' : `Seeded knowledge ${i}.`,
    model: { id_M: MODELS[i % 2]!, row_dim: 64 },
    benchmark: {
      schema: SCHEMAS[Math.floor(i / 2) % 2]!,
      queries: 1,
      samples: [{ prompt: `Q${i}?`, expect: `A${i}` }],
    },
    price: String((i * 7) % 10),
    rows: 10 + i,
    origin: i % 3 === 0 ? 'operator' : 'teach',
    contributors: i % 4 === 1 ? [{ address: teacher.address, share: 0.5 }] : [],
    created_at: at(i),
  });
}

function datasetAnchor(access: string | undefined, sha: string): AnchorBody {
  return anchor(other, {
    id: `ds-${access ?? 'unset'}`,
    model: { id_M: 'memory-wide-v1', row_dim: 64 },
    contributors: [{ address: teacher.address, share: 0.5 }],
    dataset: { sha256: sha, rows: 30, license: 'CC-BY-4.0', ...(access ? { access } : {}) },
    created_at: at(100),
  });
}

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ prompt: `q${i}`, answer: `a${i}`, note: 'mine' }));
const DATASETS = {
  public: hashCanonical('public rows'),
  derivative: hashCanonical('derivative rows'),
  private: hashCanonical('private rows'),
  unheld: hashCanonical('rows nobody holds'),
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-market-'));
  const home = join(dir, 'node');
  initHome({ home, name: 'market-test', port: 0 });
  node = await startNode(home, { ...databaseEnv(), ...ENV });
  me = keySigner(node.config.identity.privateKey);
  const setup = await call(node.url, '/api/auth/setup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'market-secret' }),
  });
  operator = setup.body.token as string;
  asOperator.authorization = `Bearer ${operator}`;

  node.store.transaction(() => {
    for (let i = 0; i < COUNT; i++) {
      const author = i % 2 === 0 ? me : other;
      const body = plainAnchor(i, author);
      node.ledger.appendRecord('anchor', body, author);
      const listed = i % 3 !== 2;
      if (listed) for (const v of verifiers) node.ledger.appendRecord('attest', attestation(body.id, v, 50 + i), v);
      seeded.push({ body, listed });
    }
    const base = seeded[0]!.body;
    node.ledger.appendRecord(
      'anchor',
      anchor(other, {
        id: 'm-child',
        model: { id_M: 'memory-wide-v1', row_dim: 64 },
        parents: [base.id],
        base: { stack: [{ patch_id: base.id, patch_sha256: base.patch_sha256 }], export: 'delta' },
        created_at: at(90),
      }),
      other,
    );
    node.ledger.appendRecord('anchor', datasetAnchor('public', DATASETS.public), other);
    node.ledger.appendRecord('anchor', datasetAnchor('derivative', DATASETS.derivative), other);
    node.ledger.appendRecord('anchor', datasetAnchor(undefined, DATASETS.private), other);
    node.ledger.appendRecord('anchor', { ...datasetAnchor('public', DATASETS.unheld), id: 'ds-unheld' }, other);
  });
  node.catalog.saveDraft(anchor(me, { id: 'draft-1', name: 'Unfinished draft', created_at: at(200) }));
  node.events.recordEvent({ patch_id: 'm-00', kind: 'usage', message: 'live test m-00', data: { prompt: 'secret' } });
});

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the catalog should answer, computed from the seed rather than from the node. */
function expected(filter: (s: (typeof seeded)[number]) => boolean, sort: 'price' | 'latest'): string[] {
  const picked = seeded.filter(filter).map((s) => s.body);
  picked.sort((a, b) =>
    sort === 'price'
      ? Number(a.price) - Number(b.price) || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)
      : b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
  );
  return picked.map((a) => a.id);
}

describe('GET /api/catalog', () => {
  it('filters by status and model, sorts by price and pages without overlap', async () => {
    const want = expected((s) => s.listed && s.body.model.id_M === 'memory-tiny-v1', 'price');
    const page1 = await get('/api/catalog?status=LISTED&model=memory-tiny-v1&sort=price&limit=3');
    const page2 = await get('/api/catalog?status=LISTED&model=memory-tiny-v1&sort=price&limit=3&offset=3');
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(want.length);
    expect(page1.body.items.map((e: { id: string }) => e.id)).toEqual(want.slice(0, 3));
    expect(page2.body.items.map((e: { id: string }) => e.id)).toEqual(want.slice(3, 6));
    expect(page1.body.models).toEqual(expect.arrayContaining(MODELS));
    expect(page1.body.schemas).toEqual(expect.arrayContaining(SCHEMAS));
  });

  it('finds words, filters by schema, author, origin and a comma list of statuses', async () => {
    expect((await get('/api/catalog?q=zephyr')).body.items.map((e: { id: string }) => e.id)).toEqual(['m-07']);
    const bySchema = await get(`/api/catalog?schema=currency-code&author=${other.address}&origin=teach&limit=200`);
    const want = expected(
      (s) =>
        s.body.benchmark.schema === 'currency-code' && s.body.author === other.address && s.body.origin === 'teach',
      'latest',
    );
    expect(bySchema.body.items.map((e: { id: string }) => e.id)).toEqual(want);
    const both = await get('/api/catalog?status=LISTED,VERIFYING,ANNOUNCED&limit=200');
    expect(both.body.total).toBe(COUNT + 5);
  });

  it('filters by contributor', async () => {
    const res = await get(`/api/catalog?contributor=${teacher.address.toLowerCase()}&limit=200`);
    const credited = seeded.filter((s) => s.body.contributors.length > 0).length + 4;
    expect(res.body.total).toBe(credited);
    for (const e of res.body.items) expect(e.anchor.contributors[0].address).toBe(teacher.address);
    expect((await get('/api/catalog?contributor=nobody')).body.error).toMatch(/^invalid: contributor/);
  });

  it('names the field of a bad query', async () => {
    const sort = await get('/api/catalog?sort=cheapest');
    expect(sort).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^invalid: sort must be one of/) },
    });
    expect((await get('/api/catalog?status=LISTED,SOLD')).body.error).toMatch(
      /^invalid: status has unknown status SOLD/,
    );
    expect((await get('/api/catalog?limit=-1')).body.error).toMatch(/^invalid: limit/);
  });

  it('shows drafts to the operator only', async () => {
    const ids = (r: Answer) => r.body.items.map((e: { id: string }) => e.id);
    expect(ids(await get('/api/catalog?include_drafts=true&limit=200'))).not.toContain('draft-1');
    expect(ids(await get('/api/catalog?include_drafts=true&limit=200', asOperator))).toContain('draft-1');
  });
});

describe('GET /api/patches/:id', () => {
  it('answers 404 patch not found for an unknown id and for a draft seen by someone else', async () => {
    expect(await get('/api/patches/no-such-thing')).toEqual({ status: 404, body: { error: 'patch not found' } });
    expect(await get('/api/patches/draft-1')).toEqual({ status: 404, body: { error: 'patch not found' } });
    expect(await get('/api/patches/draft-1/records')).toEqual({ status: 404, body: { error: 'patch not found' } });
    const own = await get('/api/patches/draft-1', asOperator);
    expect(own).toMatchObject({ status: 200, body: { id: 'draft-1', status: 'DRAFT', owned: true } });
  });

  it('adds the base stack, lineage and what this node has of it', async () => {
    const child = await get('/api/patches/m-child');
    expect(child.status).toBe(200);
    expect(child.body.requires).toEqual([
      expect.objectContaining({ id: 'm-00', name: 'Market volume 0', price: '0', held: false, status: 'LISTED' }),
    ]);
    expect(child.body.lineage).toEqual({ parents: ['m-00'], children: [] });
    expect(child.body).toMatchObject({ has_body: false, owned: false, purchased: false, applied: false });
    const parent = await get('/api/patches/m-00');
    expect(parent.body).toMatchObject({ status: 'LISTED', owned: true, lineage: { children: ['m-child'] } });
  });

  it('lists its records, events (data for the operator only), conflicts and benchmark siblings', async () => {
    const records = await get('/api/patches/m-00/records');
    expect(records.body.items.map((r: { kind: string }) => r.kind)).toEqual(['anchor', 'attest', 'attest', 'anchor']);
    const anon = await get('/api/patches/m-00/events?limit=5');
    expect(anon.body.items).toEqual([
      expect.objectContaining({ kind: 'usage', message: 'live test m-00', data: null }),
    ]);
    const op = await get('/api/patches/m-00/events', asOperator);
    expect(op.body.items[0].data).toEqual({ prompt: 'secret' });
    const conflicts = await get('/api/patches/m-00/conflicts');
    expect(conflicts.body.items).toEqual([]);
    expect(conflicts.body.note).toMatch(/not computed yet/);
    expect(conflicts.body.same_schema.map((e: { id: string }) => e.id)).not.toContain('m-00');
    const siblings = await get('/api/benchmarks/currency-code?limit=2');
    expect(siblings.body.total).toBe(seeded.filter((s) => s.body.benchmark.schema === 'currency-code').length);
    expect(siblings.body.items).toHaveLength(2);
  });
});

describe('ledger routes', () => {
  it('lists records by kind with info, and refuses an unknown kind', async () => {
    const res = await get('/api/ledger?kind=attest&limit=3');
    expect(res.body.items).toHaveLength(3);
    expect(res.body.items.every((r: { kind: string }) => r.kind === 'attest')).toBe(true);
    expect(res.body.info).toMatchObject({ kind: 'local', node: me.address, records: node.ledger.count() });
    expect((await get('/api/ledger?kind=gossip')).body.error).toMatch(/^invalid: kind must be one of anchor/);
  });

  it('verifies the ledger and draws its graph', async () => {
    expect((await get('/api/ledger/verify')).body).toMatchObject({ ok: true, problems: [], forked_keys: [] });
    const graph = await get('/api/ledger/graph');
    expect(graph.body.edges).toContainEqual({ from: 'm-00', to: 'm-child', type: 'extends' });
  });

  it('serves the node event log, redacted for the public', async () => {
    expect((await get('/api/events?kind=usage')).body.items[0]).toMatchObject({ patch_id: 'm-00', data: null });
    expect((await get('/api/events?kind=sale')).body.items).toEqual([]);
    expect((await get('/api/events', asOperator)).body.items[0].data).toEqual({ prompt: 'secret' });
  });

  it('fills the /api/info counts', async () => {
    const info = await get('/api/info');
    const listed = seeded.filter((s) => s.listed).length;
    expect(info.body.counts).toMatchObject({
      patches: COUNT + 5,
      listed,
      announced: COUNT + 5 - listed,
      drafts: 1,
      superseded: 0,
      records: node.ledger.count(),
    });
    expect(info.body.peers).toBe(0);
  });

  it('documents every market route in the generated OpenAPI', async () => {
    const doc = await get('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/catalog',
        '/api/patches/{id}',
        '/api/patches/{id}/dataset',
        '/api/ledger/verify',
        '/api/teacher/{address}',
        '/api/peers',
        '/p2p/records',
      ]),
    );
  });
});

describe('GET /api/teacher/:address', () => {
  it('lists the taught knowledge crediting the address and its earnings, none before a sale', async () => {
    const res = await get(`/api/teacher/${teacher.address.toLowerCase()}`);
    const taught = seeded.filter((s) => s.body.contributors.length > 0 && s.body.origin === 'teach').length + 4;
    expect(res.body.address).toBe(teacher.address);
    expect(res.body.lessons).toHaveLength(taught);
    expect(res.body.lessons).toContainEqual({
      id: 'm-01',
      name: 'Market volume 1',
      status: 'LISTED',
      verified: true,
      downloads: 0,
      revenue: '0',
    });
    expect(res.body.earnings).toEqual({
      currency: 'CREDIT',
      owed: '0',
      paid: '0',
      pending: '0',
      failed: '0',
      sales: 0,
      items: [],
    });
    expect(res.body.note).toMatch(/paid out in the settle record of each sale/);
    expect((await get(`/api/teacher/${person().address}`)).body.lessons).toEqual([]);
    expect((await get('/api/teacher/0x12')).status).toBe(400);
  });
});

describe('GET /api/patches/:id/dataset', () => {
  // A second server over the same store, with the dataset store that will come later stood in by a map.
  let server: NodeServer;
  let url: string;
  const held = new Map([
    [DATASETS.public, rowsOf(30)],
    [DATASETS.derivative, rowsOf(30)],
    [DATASETS.private, rowsOf(30)],
  ]);
  const key = generatePrivateKey();
  const signed = (path: string, privateKey = key) => ({
    'x-ngram-auth': buildTeachAuth({
      privateKey,
      ts: Date.now(),
      nodeAddress: node.config.identity.address,
      method: 'GET',
      pathWithQuery: path,
    }),
  });
  const ask = (path: string, headers: Record<string, string> = {}) => call(url, path, { headers });

  beforeAll(async () => {
    server = createNodeServer({
      config: { ...node.config, port: 0 },
      store: node.store,
      passwords: memoryPasswordStore(),
      routes: marketRoutes({
        config: node.config,
        store: node.store,
        ledger: node.ledger,
        catalog: node.catalog,
        events: node.events,
        datasetText: (sha: string) => {
          const rows = held.get(sha);
          return rows && canonicalJsonl(rows);
        },
      }),
    });
    url = await server.listen();
  });
  afterAll(() => server.close());

  it('shows a public dataset to anyone, with a preview of 20 rows and no notes', async () => {
    const res = await ask('/api/patches/ds-public/dataset');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sha256: DATASETS.public,
      rows: 30,
      access: 'public',
      license: 'CC-BY-4.0',
      held: true,
      include_notes: false,
    });
    expect(res.body.preview).toHaveLength(20);
    expect(res.body.preview[0]).toEqual({ prompt: 'q0', answer: 'a0' });
  });

  it('asks for a teaching key for a derivative dataset', async () => {
    const anon = await ask('/api/patches/ds-derivative/dataset');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ access: 'derivative', sha256: DATASETS.derivative });
    const path = '/api/patches/ds-derivative/dataset';
    const res = await ask(path, signed(path));
    expect(res).toMatchObject({ status: 200, body: { access: 'derivative', held: true } });
  });

  it('refuses a private dataset with its metadata, except to a credited key', async () => {
    const path = '/api/patches/ds-unset/dataset';
    const stranger = await ask(path, signed(path));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({
      error: expect.stringMatching(/^dataset_private: /),
      access: 'private',
      sha256: DATASETS.private,
      rows: 30,
    });
    expect(stranger.body.preview).toBeUndefined();
    const credited = await ask(path, signed(path, teacher.key));
    expect(credited).toMatchObject({ status: 200, body: { include_notes: true } });
    expect(credited.body.preview[0].note).toBe('mine');
  });

  it('serves the rows as canonical JSONL under the same access rules', async () => {
    const open = await fetch(`${url}/api/patches/ds-public/dataset/rows`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    expect(open.headers.get('x-content-sha256')).toBe(DATASETS.public);
    expect(await open.text()).toBe(canonicalJsonl(rowsOf(30)));
    const path = '/api/patches/ds-unset/dataset/rows';
    expect((await ask(path, signed(path))).status).toBe(403);
    expect((await ask('/api/patches/ds-unheld/dataset/rows')).status).toBe(404);
  });

  it('answers 404 dataset_unavailable when the rows are not here, and patch not found for unknown ids', async () => {
    const res = await ask('/api/patches/ds-unheld/dataset');
    expect(res).toMatchObject({
      status: 404,
      body: { held: false, error: expect.stringMatching(/^dataset_unavailable: /) },
    });
    expect((await ask('/api/patches/m-00/dataset')).body.error).toMatch(/^dataset_unavailable: m-00 names no dataset/);
    expect(await ask('/api/patches/nope/dataset')).toEqual({ status: 404, body: { error: 'patch not found' } });
    // The node started by startNode has no dataset store yet: even a public dataset is unavailable there.
    expect((await get('/api/patches/ds-public/dataset')).status).toBe(404);
  });
});

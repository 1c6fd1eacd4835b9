import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashCanonical } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveCatalog } from '../src/catalog/derive.js';
import { OPEN_TRUST } from '../src/catalog/trust.js';
import { catalogRepo } from '../src/catalog/repo.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import type { LedgerRecord } from '../src/ledger/record.js';
import { person } from './ledger-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * Search, filters, sort and paging through the HTTP API of a real node holding 100,000 knowledges. Signing that
 * many records would take minutes, so the entries are derived from generated unsigned records and written into
 * the node's catalog tables — the same rows and indexes a real ledger produces, and what every search reads.
 */

const COUNT = 100_000;
const MODELS = ['memory-tiny-v1', 'memory-small-v2', 'memory-wide-v1'];
const SCHEMAS = ['capital-of-region', 'currency-code', 'mime-type', 'city-of-region'];
const AUTHORS = [person(), person(), person()];
const VERIFIERS = [person(), person()];
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

/** Attributes drawn from a hash, so filters cut the catalog in uncorrelated ways, as a real one would. */
function pick(i: number, salt: number, n: number): number {
  let h = Math.imul(i ^ salt, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return ((h ^ (h >>> 13)) >>> 0) % n;
}

interface Generated {
  anchor: AnchorBody;
  listed: boolean;
}

function generate(i: number): Generated {
  const benchmark = {
    schema: SCHEMAS[pick(i, 2, SCHEMAS.length)]!,
    queries: 1,
    samples: [{ prompt: `q${i}?`, expect: `a${i}` }],
  };
  const anchor: AnchorBody = {
    id: `k-${i}`,
    name: `${pick(i, 3, 2) ? 'northern' : 'coastal'} facts ${i}`,
    description: `set number ${i}`,
    author: AUTHORS[pick(i, 4, AUTHORS.length)]!.address,
    model: { id_M: MODELS[pick(i, 5, MODELS.length)]!, row_dim: 64 },
    patch_sha256: hashCanonical({ i }),
    size_bytes: 1024,
    rows: 1 + pick(i, 6, 5_000),
    benchmark,
    benchmark_hash: hashCanonical(benchmark),
    price: `${pick(i, 7, 50)}.${pick(i, 8, 10)}`,
    currency: 'CREDIT',
    parents: [],
    topic_path: 'test/scale',
    created_at: new Date(T0 + pick(i, 9, 1_000_003) * 1000).toISOString(),
    visibility: 'public',
    contributors: [],
    origin: pick(i, 10, 4) === 0 ? 'operator' : 'teach',
  };
  return { anchor, listed: pick(i, 11, 3) === 0 };
}

let dir: string;
let node: RunningNode;
const generated: Generated[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-scale-'));
  initHome({ home: dir, name: 'scale', port: 0 });
  node = await startNode(dir, {
    ...databaseEnv(),
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
  });
  const records: LedgerRecord[] = [];
  const push = (kind: 'anchor' | 'attest', author: string, body: Record<string, unknown>) =>
    records.push({
      seq: records.length + 1,
      id: String(records.length + 1),
      prev_id: null,
      kind,
      author,
      body,
      ts: new Date(T0).toISOString(),
      sig: '',
    } as LedgerRecord);
  for (let i = 0; i < COUNT; i++) {
    const g = generate(i);
    generated.push(g);
    push('anchor', g.anchor.author, g.anchor);
    if (g.listed) {
      for (const v of VERIFIERS) {
        push('attest', v.address, {
          patch_id: g.anchor.id,
          verifier: v.address,
          passed: true,
          verified_on: 'memory:memory-tiny-v1',
          score: { free_generation: '1/1', pre_apply: '0/1' },
          executor: { instance: `machine-${v.address}` },
          created_at: new Date(T0 + 2e9).toISOString(),
        });
      }
    }
  }
  const entries = deriveCatalog({ records, rules: { quorum: 2, allowSelfAttest: false, trust: OPEN_TRUST } });
  const repo = catalogRepo(node.store.db);
  node.store.transaction(() => {
    repo.fill(entries.values());
  });
}, 240_000);

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

// any: answers are read loosely; a missing field fails the expectation rather than the compiler.
async function search(query: Record<string, string | number>): Promise<Record<string, any>> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${node.url}/api/catalog?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>;
}

const ids = (body: Record<string, any>): string[] => body.items.map((e: { id: string }) => e.id);

describe('a catalog of 100,000 knowledges', () => {
  it('counts everything and every status', async () => {
    const listed = generated.filter((g) => g.listed).length;
    expect((await search({ limit: 1 })).total).toBe(COUNT);
    expect((await search({ status: 'LISTED', limit: 1 })).total).toBe(listed);
    expect((await search({ status: 'ANNOUNCED', limit: 1 })).total).toBe(COUNT - listed);
    expect((await search({ status: 'LISTED,ANNOUNCED', limit: 1 })).total).toBe(COUNT);
  });

  it('filters by model, schema, author and origin together, exactly', async () => {
    const [model, schema, author] = [MODELS[1]!, SCHEMAS[2]!, AUTHORS[0]!.address];
    const expected = generated.filter(
      (g) =>
        g.anchor.model.id_M === model &&
        g.anchor.benchmark.schema === schema &&
        g.anchor.author === author &&
        g.anchor.origin === 'teach',
    ).length;
    const body = await search({ model, schema, author, origin: 'teach', limit: 200 });
    expect(body.total).toBe(expected);
    for (const e of body.items) expect(e.anchor?.model?.id_M ?? e.model).toBe(model);
  });

  it('sorts by price ascending, by rows and by date descending, across page boundaries', async () => {
    const byPrice = await search({ sort: 'price', limit: 200, offset: 1_000 });
    const prices = byPrice.items.map((e: any) => Number(e.anchor?.price ?? e.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byRows = await search({ sort: 'rows', limit: 200 });
    const rows = byRows.items.map((e: any) => e.anchor?.rows ?? e.rows);
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
    expect(rows[0]).toBe(Math.max(...generated.map((g) => g.anchor.rows)));
    const latest = await search({ sort: 'latest', limit: 50 });
    const dates = latest.items.map((e: any) => e.anchor?.created_at ?? e.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages without gaps or repeats', async () => {
    const query = { model: MODELS[0]!, status: 'LISTED', sort: 'price' };
    const whole = await search({ ...query, limit: 200 });
    const pages: string[] = [];
    for (let offset = 0; offset < 200; offset += 50) pages.push(...ids(await search({ ...query, limit: 50, offset })));
    expect(pages).toEqual(ids(whole));
    expect(new Set(pages).size).toBe(200);
  });

  it('finds by words of the name and by id', async () => {
    const body = await search({ q: 'coastal', limit: 5 });
    expect(body.total).toBe(generated.filter((g) => g.anchor.name.startsWith('coastal')).length);
    expect(ids(await search({ q: 'k-4242', limit: 5 }))).toContain('k-4242');
  });
});

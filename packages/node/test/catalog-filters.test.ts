import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMigrations } from '../src/catalog/schema.js';
import { priceKey } from '../src/catalog/filters.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { openLedger } from '../src/ledger/ledger.js';
import { ledgerMigrations } from '../src/ledger/schema.js';
import { openTestStore, databaseEnv } from './store-fixtures.js';
import { anchor, at, attestation, openTestNode, person } from './ledger-fixtures.js';

/**
 * The trust and price filters of `GET /api/catalog` on a real node, seeded through its own ledger: knowledges at
 * every trust level this node can see (two verifier keys it trusts, one it does not), priced so that comparing as
 * floats or as text would give other answers than comparing as decimals.
 */

const trusted = [person(), person()];
const stranger = person();
const authors = [person(), person()];
const teacher = person();

type Trust = 'trusted' | 'partial' | 'failed' | 'unverified';

interface Seed {
  id: string;
  price: string;
  trust: Trust;
}

/** Prices that trip a float compare (0.30000000000000001 is 0.3 as a double) or a text compare ("10" < "9.5"). */
const SEEDS: Seed[] = [
  { id: 'f-a', price: '0.3', trust: 'trusted' },
  { id: 'f-b', price: '0.30000000000000001', trust: 'trusted' },
  { id: 'f-c', price: '9.5', trust: 'partial' },
  { id: 'f-d', price: '10', trust: 'trusted' },
  { id: 'f-e', price: '10.000', trust: 'failed' },
  { id: 'f-f', price: '0', trust: 'unverified' },
  { id: 'f-g', price: '25', trust: 'unverified' },
  { id: 'f-h', price: '12345678901234567890.5', trust: 'partial' },
  { id: 'f-i', price: '2.25', trust: 'trusted' },
  { id: 'f-j', price: '007.50', trust: 'unverified' },
];

let dir: string;
let node: RunningNode;

function seedAnchor(seed: Seed, i: number): AnchorBody {
  return anchor(authors[i % 2]!, {
    id: seed.id,
    name: `Filter volume ${i}`,
    description: i % 2 === 0 ? 'Harbour lights of the coast.' : 'Mountain passes of the north.',
    price: seed.price,
    contributors: i < 4 ? [{ address: teacher.address, share: 0.25 }] : [],
    created_at: at(i),
  });
}

/** The attestations that put an entry at its trust level; a stranger's pass never counts. */
function attest(seed: Seed, i: number): void {
  const sign = (who: (typeof trusted)[number], passed: boolean) =>
    node.ledger.appendRecord('attest', attestation(seed.id, who, 100 + i, { passed }), who);
  if (seed.trust === 'trusted') trusted.forEach((v) => sign(v, true));
  if (seed.trust === 'partial') sign(trusted[0]!, true);
  if (seed.trust === 'failed') sign(trusted[1]!, false);
  if (seed.trust === 'unverified' && i % 2 === 1) sign(stranger, true);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-catalog-filters-'));
  const home = join(dir, 'node');
  initHome({ home, name: 'filters-test', port: 0 });
  node = await startNode(home, {
    ...databaseEnv(),
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
    AINIZE_VERIFIER_TRUSTED: trusted.map((v) => v.address).join(','),
  });
  node.store.transaction(() => {
    SEEDS.forEach((seed, i) => node.ledger.appendRecord('anchor', seedAnchor(seed, i), authors[i % 2]!));
    SEEDS.forEach(attest);
  });
});

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Page {
  status: number;
  total: number;
  ids: string[];
  error?: string;
}

async function search(query: string): Promise<Page> {
  const res = await fetch(`${node.url}/api/catalog?${query}`);
  const body = (await res.json()) as { total?: number; items?: { id: string }[]; error?: string };
  return { status: res.status, total: body.total ?? -1, ids: (body.items ?? []).map((e) => e.id), error: body.error };
}

/** Ids of the seeds that pass `keep`, newest first (the seeds are dated in order). */
const expected = (keep: (s: Seed) => boolean) =>
  SEEDS.filter(keep)
    .map((s) => s.id)
    .reverse();

describe('GET /api/catalog?trust=', () => {
  it('sorts every entry into exactly one trust level, as its counted attestations say', async () => {
    for (const trust of ['trusted', 'partial', 'failed', 'unverified'] as const) {
      const page = await search(`trust=${trust}`);
      expect(page.status).toBe(200);
      expect(page.ids).toEqual(expected((s) => s.trust === trust));
      expect(page.total).toBe(page.ids.length);
    }
    // This node trusts a list of keys, so nothing here is unvetted.
    expect((await search('trust=unvetted')).total).toBe(0);
  });

  it('takes a comma list, in any case, and combines with the other filters', async () => {
    const page = await search('trust=Trusted,%20partial');
    expect(page.ids).toEqual(expected((s) => s.trust === 'trusted' || s.trust === 'partial'));
    const listed = await search('trust=trusted&status=LISTED');
    expect(listed.ids).toEqual(expected((s) => s.trust === 'trusted'));
    const words = await search('trust=trusted&q=harbour');
    expect(words.ids).toEqual(expected((s) => s.trust === 'trusted' && SEEDS.indexOf(s) % 2 === 0));
    const byTeacher = await search(`trust=trusted&contributor=${teacher.address}`);
    expect(byTeacher.ids).toEqual(['f-d', 'f-b', 'f-a']);
  });

  it('refuses an unknown level with a 400 that names the parameter', async () => {
    const page = await search('trust=verified');
    expect(page.status).toBe(400);
    expect(page.error).toMatch(/^invalid: trust has unknown value verified; known: trusted, partial, failed/);
  });
});

describe('GET /api/catalog?min_price=&max_price=', () => {
  const cmp = (a: string, b: string) => priceKey(a).localeCompare(priceKey(b));

  it('compares prices as exact decimals, bounds included', async () => {
    const upTo = await search('max_price=0.3');
    expect(upTo.ids).toEqual(['f-f', 'f-a']);
    const from = await search('min_price=0.30000000000000001&max_price=9.5');
    expect(from.ids).toEqual(['f-j', 'f-i', 'f-c', 'f-b']);
    // "10" and "10.000" are one price; "9.5" is below it though it sorts above it as text.
    const ten = await search('min_price=10&max_price=10.0');
    expect(ten.ids).toEqual(['f-e', 'f-d']);
    const huge = await search('min_price=12345678901234567890.49');
    expect(huge.ids).toEqual(['f-h']);
    expect((await search('min_price=0')).total).toBe(SEEDS.length);
  });

  it('filters before paging, so total counts the filtered set and the pages add up to it', async () => {
    const query = 'min_price=0.3&max_price=25&sort=price';
    const whole = await search(query);
    const want = SEEDS.filter((s) => cmp(s.price, '0.3') >= 0 && cmp(s.price, '25') <= 0);
    expect(whole.total).toBe(want.length);
    const pages: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 3) {
      const page = await search(`${query}&limit=3&offset=${offset}`);
      expect(page.total).toBe(want.length);
      pages.push(...page.ids);
    }
    expect(pages).toEqual(whole.ids);
    expect(new Set(pages)).toEqual(new Set(want.map((s) => s.id)));
  });

  it('combines with trust and with a contributor', async () => {
    const page = await search('trust=trusted&min_price=1&sort=price');
    expect(page.ids).toEqual(['f-i', 'f-d']);
    const byTeacher = await search(`contributor=${teacher.address}&max_price=0.3`);
    expect(byTeacher.ids).toEqual(['f-a']);
  });

  it('ignores an empty bound and refuses a malformed one or a lower bound above the upper one', async () => {
    expect((await search('min_price=&max_price=%20')).total).toBe(SEEDS.length);
    for (const bad of ['abc', '-1', '1e3', '.5', '1.', '0x10', '1,5', '9'.repeat(81)]) {
      const page = await search(`min_price=${encodeURIComponent(bad)}`);
      expect(page.status).toBe(400);
      expect(page.error).toBe('invalid: min_price must be a non-negative decimal such as "0", "0.5" or "25"');
    }
    expect((await search('max_price=NaN')).error).toMatch(/^invalid: max_price must be a non-negative decimal/);
    const crossed = await search('min_price=10.5&max_price=10.25');
    expect(crossed.status).toBe(400);
    expect(crossed.error).toBe('invalid: min_price must not be above max_price (10.5 > 10.25)');
  });

  it('leaves the answer to a search without the new parameters as it was', async () => {
    const page = await search('sort=price');
    // Equal prices keep the newest first, as before.
    expect(page.ids).toEqual(['f-f', 'f-b', 'f-a', 'f-i', 'f-j', 'f-c', 'f-e', 'f-d', 'f-g', 'f-h']);
    expect(page.total).toBe(SEEDS.length);
  });
});

describe('trust on a node that counts every key', () => {
  it('files every entry as unvetted', () => {
    const open = openTestNode();
    try {
      const author = person();
      open.ledger.appendRecord('anchor', anchor(author, { id: 'o-1', created_at: at(1) }), author);
      const v = person();
      open.ledger.appendRecord('attest', attestation('o-1', v, 5), v);
      expect(open.catalog.searchCatalog({ trust: 'unvetted' }).total).toBe(1);
      expect(open.catalog.searchCatalog({ trust: 'trusted,partial,failed,unverified' }).total).toBe(0);
    } finally {
      open.close();
    }
  });
});

describe('a store written before the filters existed', () => {
  it('gets its trust and price columns at the next start', () => {
    const old = mkdtempSync(join(tmpdir(), 'ainize-catalog-old-'));
    const file = join(old, 'node.db');
    // The steps a node had before catalog-003, and none of the later ones.
    const before = catalogMigrations.slice(
      0,
      catalogMigrations.findIndex((m) => m.id === 'catalog-003'),
    );
    const store = openTestStore(file, [...ledgerMigrations, ...before]);
    const author = person();
    openLedger(store).appendRecord('anchor', anchor(author, { id: 'old-1', price: '3.5', created_at: at(1) }), author);
    store.db.prepare("INSERT INTO catalog_meta (key, value) VALUES ('derived_under', 'an older node')").run();
    store.close();

    const reopened = openTestNode({ dir: old });
    try {
      expect(reopened.catalog.searchCatalog({ trust: 'unvetted', min_price: '3.5', max_price: '3.5' }).total).toBe(1);
    } finally {
      reopened.close();
    }
  });
});

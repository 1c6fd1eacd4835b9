import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogQueryError, parseCatalogQuery } from '../src/catalog/query.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { anchor, at, attestation, person } from './ledger-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * Keyset paging of `GET /api/catalog` (`after` / `next_after`) on a real node, seeded through its own ledger. The
 * seeds tie on purpose: six creation times, five prices (two of them equal as numbers), three row counts and three
 * download counts, so every sort has long runs of equal leading values that small pages cut through. Whatever way
 * a list is read — cursor pages, offset pages, one big page — it must be the same entries in the same order.
 */

const COUNT = 90;
const MODELS = ['memory-tiny-v1', 'memory-small-v2'];
// '1' and '1.0' are the same number: a tie on price_num between different anchor prices.
const PRICES = ['1', '0.5', '1.0', '3', '2.25'];
const SORTS = ['latest', 'popular', 'price', 'rows'] as const;
type Sort = (typeof SORTS)[number];

const authors = [person(), person()];
const buyers = [person(), person()];
const verifiers = [person(), person()];
const teacher = person();
const seeds: AnchorBody[] = [];

let dir: string;
let node: RunningNode;

function seedAnchor(i: number): AnchorBody {
  return anchor(authors[i % 2]!, {
    id: `c-${String(i).padStart(2, '0')}`,
    name: `Cursor volume ${i}`,
    description: i % 3 === 0 ? 'Harbour lights of the coast.' : 'Mountain passes of the north.',
    model: { id_M: MODELS[i % 2]!, row_dim: 64 },
    price: PRICES[i % PRICES.length]!,
    rows: 10 + (i % 3) * 5,
    created_at: at(i % 6),
    contributors: i % 2 === 0 ? [{ address: teacher.address, share: 0.5 }] : [],
  });
}

/** Sales signed by the seller count as downloads: entry i is sold i % 3 times. */
function sell(body: AnchorBody, i: number): void {
  const seller = authors[i % 2]!;
  for (let s = 0; s < i % 3; s++) {
    const buyer = buyers[s % 2]!;
    node.ledger.appendRecord(
      'settle',
      { patch_id: body.id, buyer: buyer.address, seller: seller.address, amount: body.price, currency: 'CREDIT' },
      seller,
    );
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-catalog-cursor-'));
  const home = join(dir, 'node');
  initHome({ home, name: 'cursor-test', port: 0 });
  node = await startNode(home, {
    ...databaseEnv(),
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
  });
  for (let i = 0; i < COUNT; i++) seeds.push(seedAnchor(i));
  node.store.transaction(() => {
    seeds.forEach((body, i) => node.ledger.appendRecord('anchor', body, authors[i % 2]!));
    // Every fifth is LISTED (two trusted passes); the rest stay ANNOUNCED.
    seeds.forEach((body, i) => {
      if (i % 5 !== 0) return;
      verifiers.forEach((v) => node.ledger.appendRecord('attest', attestation(body.id, v, 100 + i), v));
    });
    seeds.forEach(sell);
  });
});

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Entry {
  id: string;
  downloads: number;
  status: string;
  anchor: { price: string; rows: number; created_at: string; model: { id_M: string } };
}

interface Page {
  status: number;
  keys: string[];
  total: number;
  items: Entry[];
  next_after: string | null;
  error?: string;
}

async function list(query: string): Promise<Page> {
  const res = await fetch(`${node.url}/api/catalog?${query}`);
  const body = (await res.json()) as Omit<Page, 'status' | 'keys'>;
  return { ...body, status: res.status, keys: Object.keys(body) };
}

const ids = (items: { id: string }[]) => items.map((e) => e.id);
const params = (...parts: string[]) => parts.filter((p) => p !== '').join('&');

/** Every page of `query` by following next_after from the first; checks each page's shape on the way. */
async function walk(query: string, limit: number): Promise<{ pages: Entry[][]; total: number }> {
  const pages: Entry[][] = [];
  let after: string | null = null;
  let total = -1;
  do {
    const page: Page = await list(params(query, `limit=${limit}`, after === null ? '' : `after=${after}`));
    expect(page.status).toBe(200);
    if (total === -1) total = page.total;
    // The total is of the whole filtered list on every page, not of what is left after the cursor.
    expect(page.total).toBe(total);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    // A page that hands out a cursor is full: a short page is always the last.
    if (page.next_after !== null) expect(page.items).toHaveLength(limit);
    else expect(page.items.length).toBeGreaterThan(0);
    pages.push(page.items);
    after = page.next_after;
    if (pages.length > COUNT + 1) throw new Error(`next_after never ended for ${query}`);
  } while (after !== null);
  return { pages, total };
}

/** The whole list in one offset read (COUNT < the 200 cap). */
async function whole(query: string): Promise<Page> {
  const page = await list(params(query, 'limit=200'));
  expect(page.status).toBe(200);
  expect(page.next_after).toBeNull();
  return page;
}

/** The value an entry is first sorted by. */
const leading: Record<Sort, (e: Entry) => string | number> = {
  latest: (e) => e.anchor.created_at,
  popular: (e) => e.downloads,
  price: (e) => Number(e.anchor.price),
  rows: (e) => e.anchor.rows,
};

/** How many page boundaries fall inside a run of equal leading values. */
const tiedBoundaries = (pages: Entry[][], sort: Sort) =>
  pages.slice(1).filter((page, i) => leading[sort](pages[i]!.at(-1)!) === leading[sort](page[0]!)).length;

describe('GET /api/catalog?after=', () => {
  it('walks every sort to the same ordered list as one offset read, across ties on the leading value', async () => {
    for (const sort of SORTS) {
      const all = await whole(`sort=${sort}`);
      expect(all.total).toBe(COUNT);
      for (const limit of [4, 7]) {
        const { pages, total } = await walk(`sort=${sort}`, limit);
        expect(total).toBe(COUNT);
        expect(ids(pages.flat())).toEqual(ids(all.items));
        expect(pages).toHaveLength(Math.ceil(COUNT / limit));
        // The seeds tie in long runs, so some page must begin inside a run that the previous one ended in.
        expect(tiedBoundaries(pages, sort)).toBeGreaterThan(0);
      }
    }
  });

  it('agrees with offset pages at every depth, past the middle too', async () => {
    for (const sort of SORTS) {
      const all = ids((await whole(`sort=${sort}`)).items);
      const byOffset: string[] = [];
      for (let offset = 0; offset < COUNT; offset += 8) {
        const page = await list(`sort=${sort}&limit=8&offset=${offset}`);
        byOffset.push(...ids(page.items));
        // An offset page hands out the cursor of the page after it, which continues where offset would.
        if (page.next_after !== null) {
          const next = await list(`sort=${sort}&limit=8&after=${page.next_after}`);
          expect(ids(next.items)).toEqual(all.slice(offset + 8, offset + 16));
        } else expect(offset + 8).toBeGreaterThanOrEqual(COUNT);
      }
      expect(byOffset).toEqual(all);
    }
  });

  it('gives next_after null on the last page, also when the last page is exactly full', async () => {
    const { pages } = await walk('sort=rows', 10);
    expect(pages).toHaveLength(9);
    expect(pages.at(-1)).toHaveLength(10);
    const last = await list(`limit=${COUNT}`);
    expect(last.items).toHaveLength(COUNT);
    expect(last.next_after).toBeNull();
    expect((await list(`limit=${COUNT - 1}`)).next_after).not.toBeNull();
  });

  it('applies the filters on every cursor page: words, model, status, price and trust', async () => {
    const filters = [
      'q=harbour',
      `model=${MODELS[1]}`,
      'status=ANNOUNCED',
      'min_price=1',
      'max_price=1&min_price=1',
      'trust=trusted',
      `q=harbour&model=${MODELS[0]}&status=ANNOUNCED&min_price=1`,
      'q=mountain&status=LISTED',
    ];
    for (const filter of filters) {
      for (const sort of SORTS) {
        const query = `${filter}&sort=${sort}`;
        const all = await whole(query);
        expect(all.total, query).toBe(all.items.length);
        expect(all.total, query).toBeGreaterThan(3);
        const { pages, total } = await walk(query, 3);
        expect(total, query).toBe(all.total);
        expect(ids(pages.flat()), query).toEqual(ids(all.items));
      }
    }
    // The filters really filter: the combined one is exactly the matching seeds.
    const combined = await whole(`q=harbour&model=${MODELS[0]}&status=ANNOUNCED&min_price=1&sort=price`);
    const expected = seeds.filter(
      (s, i) => i % 3 === 0 && s.model.id_M === MODELS[0] && i % 5 !== 0 && Number(s.price) >= 1,
    );
    expect(new Set(ids(combined.items))).toEqual(new Set(ids(expected)));
    expect(combined.items.every((e) => e.status === 'ANNOUNCED' && Number(e.anchor.price) >= 1)).toBe(true);
  });

  it('keeps the fields the API always had, in their order, with next_after added last', async () => {
    const page = await list('limit=5');
    expect(page.keys).toEqual(['total', 'items', 'models', 'schemas', 'next_after']);
    const contributor = await list(`contributor=${teacher.address}&limit=5`);
    expect(contributor.keys).toEqual(['total', 'items', 'models', 'schemas', 'next_after']);
    // offset=0 beside a cursor names no other start, so it is allowed; an empty after is no cursor at all.
    expect((await list(`limit=5&offset=0&after=${page.next_after}`)).status).toBe(200);
    expect(ids((await list('limit=5&after=')).items)).toEqual(ids(page.items));
  });

  it('refuses after beside an offset, a cursor of another sort, and anything it did not hand out', async () => {
    const price = await list('sort=price&limit=5');
    const latest = await list('sort=latest&limit=5');
    const refused = async (query: string, message: RegExp) => {
      const page = await list(query);
      expect(page.status, query).toBe(400);
      expect(page.error, query).toMatch(message);
    };
    await refused(`sort=price&limit=5&offset=5&after=${price.next_after}`, /^invalid: after cannot be combined/);
    await refused(`sort=latest&limit=5&after=${price.next_after}`, /^invalid: after was made for sort=price/);
    await refused(`sort=rows&limit=5&after=${latest.next_after}`, /^invalid: after was made for sort=latest/);
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const junk = [
      'not-a-cursor!',
      'abc',
      encoded({ sort: 'latest' }),
      encoded(['latest', '2026-11-01T00:00:00.000Z']),
      encoded(['latest', '2026-11-01T00:00:00.000Z', 'c-01', 'extra']),
      encoded(['latest', 17, 'c-01']),

      encoded(['cheapest', '2026-11-01T00:00:00.000Z', 'c-01']),
      encoded(['latest', 'x'.repeat(1500), 'c-01']),
      'A'.repeat(3000),
    ];
    for (const cursor of junk) await refused(`limit=5&after=${cursor}`, /^invalid: after is not a cursor/);
    // Right sort, wrong kind of value: downloads are whole numbers.
    const popular = encoded(['popular', 1.5, '2026-11-01T00:00:00.000Z', 'c-01']);
    await refused(`sort=popular&limit=5&after=${popular}`, /^invalid: after is not a cursor/);
  });

  it('names the after parameter in the catalog error, for callers below HTTP', () => {
    const field = (input: Parameters<typeof parseCatalogQuery>[0]) => {
      try {
        parseCatalogQuery(input);
      } catch (err) {
        return err instanceof CatalogQueryError ? err.field : String(err);
      }
      return 'no error';
    };
    const cursor = Buffer.from(JSON.stringify(['latest', at(0), 'c-00'])).toString('base64url');
    expect(field({ after: cursor })).toBe('no error');
    expect(field({ after: cursor, offset: '3' })).toBe('after');
    expect(field({ after: cursor, sort: 'price' })).toBe('after');
    expect(field({ after: '%%%' })).toBe('after');
    expect(parseCatalogQuery({ after: cursor }).after).toEqual([at(0), 'c-00']);
  });
});

describe('GET /api/catalog?contributor=…&after=', () => {
  const teacherOnly = `contributor=${teacher.address}`;
  const credited = () => seeds.filter((_, i) => i % 2 === 0).map((s) => s.id);

  it('pages a contributor’s entries with cursors, in every sort, as one offset read orders them', async () => {
    for (const sort of SORTS) {
      const all = await whole(`${teacherOnly}&sort=${sort}`);
      expect(new Set(ids(all.items))).toEqual(new Set(credited()));
      const { pages, total } = await walk(`${teacherOnly}&sort=${sort}`, 4);
      expect(total).toBe(COUNT / 2);
      expect(ids(pages.flat())).toEqual(ids(all.items));
      // The same entries and order as the catalog's own list, filtered to the credited ones.
      const main = ids((await whole(`sort=${sort}`)).items).filter((id) => credited().includes(id));
      expect(ids(all.items)).toEqual(main);
    }
  });

  it('combines the cursor with the other filters and refuses what the main list refuses', async () => {
    const query = `${teacherOnly}&q=harbour&status=ANNOUNCED&sort=popular`;
    const all = await whole(query);
    expect(all.items.length).toBeGreaterThan(3);
    expect(ids((await walk(query, 2)).pages.flat())).toEqual(ids(all.items));
    const first = await list(`${teacherOnly}&limit=3`);
    const offsetToo = await list(`${teacherOnly}&limit=3&offset=3&after=${first.next_after}`);
    expect(offsetToo.status).toBe(400);
    expect(offsetToo.error).toMatch(/^invalid: after cannot be combined/);
    const otherSort = await list(`${teacherOnly}&sort=rows&limit=3&after=${first.next_after}`);
    expect(otherSort.status).toBe(400);
    expect(otherSort.error).toMatch(/^invalid: after was made for sort=latest/);
    expect((await list(`${teacherOnly}&after=junk`)).status).toBe(400);
  });
});

describe('a cursor across catalog writes', () => {
  it('continues after the entry it names when newer entries arrive, where an offset would shift', async () => {
    const first = await list('limit=10');
    const expectedNext = ids((await list('limit=10&offset=10')).items);
    const newer = anchor(authors[0]!, { id: 'c-newest', name: 'Cursor newest', created_at: at(60) });
    node.ledger.appendRecord('anchor', newer, authors[0]!);
    const next = await list(`limit=10&after=${first.next_after}`);
    expect(next.total).toBe(COUNT + 1);
    expect(ids(next.items)).toEqual(expectedNext);
    // By offset the same page now starts one entry earlier.
    expect(ids((await list('limit=10&offset=10')).items)).toEqual([
      ids(first.items).at(-1),
      ...expectedNext.slice(0, 9),
    ]);
  });
});

describe('remembered counts across catalog writes', () => {
  it('keeps counts through a sale, which moves the entry in the popular order, and recounts on a status change', async () => {
    const listedBefore = (await list('status=LISTED&limit=1')).total;
    const target = seeds[1]!; // sold once, ANNOUNCED
    const top = (await list('sort=popular&limit=1')).items[0]!;
    for (let s = 0; s <= top.downloads; s++) {
      const settle = { patch_id: target.id, buyer: buyers[0]!.address, seller: authors[1]!.address };
      node.ledger.appendRecord('settle', { ...settle, amount: target.price, currency: 'CREDIT' }, authors[1]!);
    }
    const popular = await list('sort=popular&limit=3');
    expect(popular.items[0]!.id).toBe(target.id);
    expect(popular.total).toBe(COUNT + 1);
    // Walking the pages sees the new order too.
    const walked = await walk('sort=popular', 9);
    expect(ids(walked.pages.flat())).toEqual(ids((await whole('sort=popular')).items));
    verifiers.forEach((v) => node.ledger.appendRecord('attest', attestation(target.id, v, 500), v));
    const listed = await list('status=LISTED&limit=200');
    expect(listed.total).toBe(listedBefore + 1);
    expect(ids(listed.items)).toContain(target.id);
    expect((await list('status=ANNOUNCED&limit=1')).total).toBe(COUNT + 1 - listed.total);
  });
});

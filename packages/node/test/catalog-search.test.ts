import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogQueryError } from '../src/catalog/query.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { anchor, atDate, attestation, openTestNode, person, type TestNode } from './ledger-fixtures.js';

const MODELS = ['memory-tiny-v1', 'memory-small-v2', 'memory-wide-v1'];
const SCHEMAS = ['capital-of-region', 'currency-code', 'mime-type', 'element-fact'];
const TOPICS = ['geography', 'finance', 'web', 'chemistry'];
const COUNT = 300;

let node: TestNode;
const authors = [person(), person(), person()];
const verifiers = [person(), person()];
const anchors: AnchorBody[] = [];
const listed = new Set<string>();
const downloads = new Map<string, number>();

/** A few hundred knowledges with every filterable field varied, some LISTED and some sold. */
beforeAll(() => {
  node = openTestNode();
  for (let i = 0; i < COUNT; i++) {
    const author = authors[i % 3]!;
    const body = anchor(author, {
      id: `k-${String(i).padStart(3, '0')}`,
      name: `${TOPICS[i % 4]} facts volume ${i}`,
      description:
        i === 137
          ? 'Where the zephyrine lighthouses of the outer archipelago stand.'
          : `Generated knowledge number ${i}.`,
      model: { id_M: MODELS[i % 3]!, row_dim: 64 },
      benchmark: {
        schema: SCHEMAS[i % 4]!,
        queries: 1,
        samples: [{ prompt: `Question ${i}?`, expect: `Answer ${i}` }],
      },
      price: `${(i * 7) % 50}.${i % 10}`,
      rows: 10 + ((i * 37) % 1000),
      origin: i % 5 === 0 ? 'operator' : 'teach',
      // Not in id order, so "latest" really sorts.
      created_at: atDate((i * 113) % COUNT).toISOString(),
    });
    anchors.push(body);
  }
  node.store.transaction(() => {
    anchors.forEach((body, i) => node.ledger.appendRecord('anchor', body, authors[i % 3]!));
    anchors.forEach((body, i) => {
      if (i % 4 !== 0) return;
      for (const v of verifiers) node.ledger.appendRecord('attest', attestation(body.id, v, 500 + i), v);
      listed.add(body.id);
    });
    anchors.forEach((body, i) => {
      const sold = i % 11;
      for (let s = 0; s < sold % 4; s++) {
        const buyer = verifiers[s % 2]!;
        node.ledger.appendRecord(
          'settle',
          { patch_id: body.id, buyer: buyer.address, seller: body.author, amount: body.price, currency: 'CREDIT' },
          authors[i % 3]!,
        );
      }
      downloads.set(body.id, sold % 4);
    });
  });
});
afterAll(() => node.close());

const ids = (items: { id: string }[]) => items.map((e) => e.id);
const search = (q: Parameters<TestNode['catalog']['searchCatalog']>[0]) => node.catalog.searchCatalog(q);

describe('catalog search over a few hundred knowledges', () => {
  it('returns 50 newest by default with the total and the model and schema facets', () => {
    const result = search({});
    expect(result.total).toBe(COUNT);
    expect(result.items).toHaveLength(50);
    expect(result.models).toEqual([...MODELS].sort());
    expect(result.schemas).toEqual([...SCHEMAS].sort());
    const expected = [...anchors].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
    expect(ids(result.items)).toEqual(ids(expected.slice(0, 50)));
  });

  it('pages with limit and offset without overlap, and caps the limit at 200', () => {
    const pages = [0, 1, 2, 3].flatMap((p) => ids(search({ limit: 80, offset: p * 80 }).items));
    expect(pages).toHaveLength(COUNT);
    expect(new Set(pages).size).toBe(COUNT);
    expect(search({ limit: 1000 }).items).toHaveLength(200);
    expect(search({ offset: COUNT }).items).toEqual([]);
  });

  it('filters by model, schema, author, origin and a comma list of statuses, together', () => {
    const author = authors[1]!.address;
    const result = search({
      model: 'memory-small-v2',
      schema: 'capital-of-region',
      author: author.toLowerCase(),
      status: 'LISTED,ANNOUNCED',
      limit: 200,
    });
    const expected = anchors.filter(
      (a) => a.model.id_M === 'memory-small-v2' && a.benchmark.schema === 'capital-of-region' && a.author === author,
    );
    expect(result.total).toBe(expected.length);
    expect(new Set(ids(result.items))).toEqual(new Set(ids(expected)));
    expect(search({ origin: 'operator' }).total).toBe(anchors.filter((a) => a.origin === 'operator').length);
    expect(search({ status: 'LISTED' }).total).toBe(listed.size);
    expect(search({ status: ['announced'] }).total).toBe(COUNT - listed.size);
    expect(search({ status: 'LISTED', limit: 200 }).items.every((e) => e.status === 'LISTED' && e.sellable)).toBe(true);
  });

  it('sorts by price (cheapest first), rows (most first) and popularity (most downloads first)', () => {
    const price = search({ sort: 'price', limit: 200 }).items.map((e) => Number(e.anchor.price));
    expect(price).toEqual([...price].sort((a, b) => a - b));
    const rows = search({ sort: 'rows', limit: 200 }).items.map((e) => e.anchor.rows);
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
    const popular = search({ sort: 'popular', limit: 200 }).items;
    expect(popular.map((e) => e.downloads)).toEqual(popular.map((e) => downloads.get(e.id)).sort((a, b) => b! - a!));
    expect(popular[0]!.downloads).toBe(3);
  });

  it('finds knowledge by words of its name and description, prefix and case-insensitively', () => {
    expect(ids(search({ q: 'zephyrine lighthouses' }).items)).toEqual(['k-137']);
    expect(ids(search({ q: 'ZEPHYR archipel' }).items)).toEqual(['k-137']);
    const chemistry = search({ q: 'chemistry volume', limit: 200 });
    expect(chemistry.total).toBe(COUNT / 4);
    expect(chemistry.items.every((e) => e.anchor.name.startsWith('chemistry'))).toBe(true);
    expect(search({ q: 'chemistry', schema: 'mime-type' }).total).toBe(0); // chemistry entries all carry element-fact
    const listedChemistry = search({ q: 'geog', status: 'LISTED', model: 'memory-tiny-v1', limit: 200 });
    const expected = anchors.filter(
      (a) => a.name.startsWith('geography') && listed.has(a.id) && a.model.id_M === 'memory-tiny-v1',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(listedChemistry.total).toBe(expected.length);
    expect(new Set(ids(listedChemistry.items))).toEqual(new Set(ids(expected)));
    expect(ids(search({ q: 'k-042' }).items)).toContain('k-042');
  });

  it('returns the same order whether a page is read by walking the sort index or by sorting the matches', () => {
    // A small page of a broad filter walks the sort index; a large page sorts the matches. Both must agree.
    for (const sort of ['latest', 'popular', 'price', 'rows'] as const) {
      const small = ids(search({ status: 'ANNOUNCED', sort, limit: 5, offset: 3 }).items);
      const large = ids(search({ status: 'ANNOUNCED', sort, limit: 200 }).items).slice(3, 8);
      expect(small).toEqual(large);
    }
  });

  it('keeps drafts out of totals and pages unless the operator asks for them', () => {
    const author = authors[0]!;
    node.catalog.saveDraft(
      anchor(author, { id: 'draft-zephyrine', name: 'zephyrine draft', created_at: atDate(10_000).toISOString() }),
    );
    try {
      expect(search({ q: 'zephyrine' }).total).toBe(1);
      expect(search({}).total).toBe(COUNT);
      expect(ids(search({ limit: 1 }).items)).not.toContain('draft-zephyrine');
      expect(ids(search({ q: 'zephyrine', include_drafts: true }).items)).toEqual(['draft-zephyrine', 'k-137']);
      expect(search({ include_drafts: true }).total).toBe(COUNT + 1);
    } finally {
      node.catalog.discardDraft('draft-zephyrine');
    }
    expect(search({ include_drafts: true }).total).toBe(COUNT);
  });

  it('treats search text as words only, never as query syntax', () => {
    expect(search({ q: '"unbalanced OR NEAR( *' }).total).toBe(0);
    expect(search({ q: '   ' }).total).toBe(COUNT);
  });

  it('refuses an unknown sort, status or origin, naming the parameter', () => {
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err instanceof CatalogQueryError ? err.field : String(err);
      }
      return 'no error';
    };
    expect(field(() => search({ sort: 'cheapest' }))).toBe('sort');
    expect(field(() => search({ status: 'LISTED,SOLD' }))).toBe('status');
    expect(field(() => search({ origin: 'someone' }))).toBe('origin');
    expect(field(() => search({ limit: '-3' }))).toBe('limit');
  });

  it('writes as JSON text exactly what it answers as objects', () => {
    const queries = [
      {},
      { q: 'facts', limit: 7, offset: 3 },
      { status: 'LISTED', sort: 'price' },
      { model: 'memory-wide-v1', trust: 'unvetted', limit: 200 },
      { q: 'nothing-matches-this' },
      { include_drafts: true, sort: 'popular', limit: 5 },
    ];
    for (const query of queries) {
      const text = node.catalog.searchCatalogJson(query);
      expect(text, JSON.stringify(query)).toBe(JSON.stringify(node.catalog.searchCatalog(query)));
    }
    const first = JSON.parse(node.catalog.searchCatalogJson({ limit: 2 })) as { next_after: string | null };
    expect(typeof first.next_after).toBe('string');
    expect(node.catalog.searchCatalogJson({ limit: 2, after: first.next_after! })).toBe(
      JSON.stringify(node.catalog.searchCatalog({ limit: 2, after: first.next_after! })),
    );
  });

  it('matches a full rebuild from the ledger entry for entry', () => {
    const before = search({ limit: 200, sort: 'rows' });
    expect(node.catalog.rebuild()).toBe(COUNT);
    const after = search({ limit: 200, sort: 'rows' });
    expect(after).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import type { Db } from '../store/store.js';
import type { AnchorBody } from '../ledger/bodies.js';
import { priceKey, trustAndPriceConditions, trustClass } from './filters.js';
import type { CatalogQuery } from './query.js';
import { type IndexedText, type TextIndex, textIndex } from './text-index.js';
import type { CatalogEntry } from './types.js';

/** The index whose order each sort follows; its columns match ORDER exactly so walking it needs no sort step. */
const SORT_INDEX: Record<CatalogQuery['sort'], string> = {
  latest: 'catalog_latest',
  popular: 'catalog_popular',
  price: 'catalog_price',
  rows: 'catalog_rows',
};

const ORDER: Record<CatalogQuery['sort'], string> = {
  latest: 'created_at DESC, id',
  popular: 'downloads DESC, created_at DESC, id',
  // Cheapest first: someone sorting by price is looking for what they can afford.
  price: 'price_num ASC, created_at DESC, id',
  rows: 'rows DESC, created_at DESC, id',
};

/** The WHERE conditions and bound values of a search, and the covering index of its most selective filter. */
function searchFilters(q: CatalogQuery, text: TextIndex) {
  const conditions: string[] = [];
  const args: Record<string, string | number> = {};
  if (q.words.length > 0) {
    // Every word must appear, prefix-matched: "curr cod" finds "currency codes".
    args.match = text.match(q.words);
    conditions.push(text.condition());
  }
  for (const column of ['model', 'schema', 'author', 'origin'] as const) {
    const value = q[column];
    if (value === undefined) continue;
    conditions.push(`${column} = @${column}`);
    args[column] = value;
  }
  if (q.statuses.length > 0) {
    const names = q.statuses.map((status, i) => {
      args[`s${i}`] = status;
      return `@s${i}`;
    });
    conditions.push(`status IN (${names.join(', ')})`);
  }
  const extra = trustAndPriceConditions(q);
  conditions.push(...extra.conditions);
  Object.assign(args, extra.args);
  return { conditions, args, filterIndex: filterIndexOf(q) };
}

/** The index to count a text search's matches along: the one of its most selective filter, which covers the rest. */
function filterIndexOf(q: CatalogQuery): string | undefined {
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  return q.trust.length
    ? 'catalog_trust'
    : q.statuses.length
      ? 'catalog_status'
      : priced
        ? 'catalog_price'
        : q.model !== undefined
          ? 'catalog_model'
          : q.schema !== undefined
            ? 'catalog_schema'
            : q.author !== undefined
              ? 'catalog_author'
              : undefined;
}

/**
 * How much cheaper a step of the sort-index walk is than fetching and sorting one match. The sort indexes hold
 * status, trust and price, so when no other filter is asked for the walk never reads a table row: measured at
 * 100k entries, a step costs about 0.1 µs and a fetched match 3 µs or more. Any other filter costs the walk a row
 * read per step, about what a match costs, and the plain rule applies.
 */
const COVERED_WALK_GAIN = 20;

function walkGain(q: CatalogQuery): number {
  const uncovered = q.words.length > 0 || [q.model, q.schema, q.author, q.origin].some((v) => v !== undefined);
  return uncovered ? 1 : COVERED_WALK_GAIN;
}

/** The columns search filters and sorts on, in the catalog table's order. */
const COLUMNS = [
  'id',
  'name',
  'model',
  'schema',
  'author',
  'origin',
  'status',
  'visibility',
  'price_num',
  'price_key',
  'trust',
  'rows',
  'downloads',
  'created_at',
] as const;

function rowOf(entry: CatalogEntry): Record<(typeof COLUMNS)[number], string | number> {
  const a = entry.anchor;
  return {
    id: entry.id,
    name: a.name,
    model: a.model.id_M,
    schema: a.benchmark.schema,
    author: a.author.toLowerCase(),
    origin: a.origin,
    status: entry.status,
    visibility: a.visibility,
    price_num: Number(a.price),
    price_key: priceKey(a.price),
    trust: trustClass(entry),
    rows: a.rows,
    downloads: entry.downloads,
    created_at: a.created_at,
  };
}

function indexedText(entry: CatalogEntry): IndexedText {
  const a = entry.anchor;
  return {
    name: a.name,
    description: a.description,
    topic_path: a.topic_path,
    schema: a.benchmark.schema,
    id: entry.id,
  };
}

/** Entries written per statement by `fill`: 200 × 14 columns stays far below both databases' parameter limits. */
const FILL_BATCH = 200;

/** `(?, ?, …), (?, ?, …)…`: `rows` rows of `columns` parameters. */
function valuesList(rows: number, columns: number): string {
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  return Array.from({ length: rows }, () => row).join(', ');
}

/** Counts remembered at most between two catalog writes (see `remembered` below). */
const MEMO_COUNTS = 1_000;

interface Memo {
  /** The store's catalog generation these were read under; null before the first write. */
  generation: string | null | undefined;
  counts: Map<string, number>;
  facets: { models: string[]; schemas: string[] } | undefined;
}

/** All SQL of the catalog, drafts included. Entries are stored whole as JSON beside the columns search needs. */
export function catalogRepo(db: Db) {
  const find = db.prepare('SELECT n FROM catalog WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO catalog (id, name, model, schema, author, origin, status, visibility, price_num, price_key, trust, rows,
      downloads, created_at)
    VALUES (@id, @name, @model, @schema, @author, @origin, @status, @visibility, @price_num, @price_key, @trust, @rows,
      @downloads, @created_at)
    RETURNING n`);
  const update = db.prepare(`
    UPDATE catalog SET name = @name, model = @model, schema = @schema, author = @author, origin = @origin, status = @status,
      visibility = @visibility, price_num = @price_num, price_key = @price_key, trust = @trust, rows = @rows,
      downloads = @downloads, created_at = @created_at
      WHERE n = @n`);
  const putEntry = db.prepare(
    'INSERT INTO catalog_entries (n, entry) VALUES (?, ?) ON CONFLICT (n) DO UPDATE SET entry = excluded.entry',
  );
  const text = textIndex(db);
  const get = db.prepare('SELECT e.entry FROM catalog c JOIN catalog_entries e ON e.n = c.n WHERE c.id = ?');
  /** The entries of a page of `n`s (a JSON array), in its order. */
  const entriesOf = db
    .prepare(
      db.dialect === 'postgres'
        ? `SELECT e.entry FROM json_array_elements_text(?::json) WITH ORDINALITY AS page (value, key)
             JOIN catalog_entries e ON e.n = page.value::bigint ORDER BY page.key`
        : 'SELECT e.entry FROM json_each(?) AS page JOIN catalog_entries e ON e.n = page.value ORDER BY page.key',
    )
    .pluck();
  const nextValue = (column: 'model' | 'schema') =>
    db.prepare(`SELECT min(${column}) FROM catalog WHERE ${column} > ?`).pluck();
  const announced = (column: 'model' | 'schema') =>
    db.prepare(`SELECT EXISTS (SELECT 1 FROM catalog WHERE ${column} = ? AND status != 'DRAFT')`).pluck();
  const facetQueries = {
    model: { next: nextValue('model'), announced: announced('model') },
    schema: { next: nextValue('schema'), announced: announced('schema') },
  };
  /** Distinct values by hopping along the column's index: cost grows with the number of values, not of entries. */
  const distinct = (column: 'model' | 'schema'): string[] => {
    const out: string[] = [];
    const q = facetQueries[column];
    for (let v = q.next.get('') as string | null; v !== null; v = q.next.get(v) as string | null) {
      if (q.announced.get(v)) out.push(v);
    }
    return out;
  };
  // Search SQL varies only with which filters are present, so a handful of shapes cover every query.
  const shapes = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = shapes.get(sql);
    if (!statement) shapes.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  /**
   * Counts and facets are remembered until the catalog changes. Every write below bumps a generation kept in the
   * store, so a search sees a write made by any process sharing it; reading the generation is one indexed row, where
   * counting 100k entries takes milliseconds (on PostgreSQL, most of a request) and the facets a dozen statements.
   */
  const readGeneration = db.prepare("SELECT value FROM catalog_meta WHERE key = 'generation'").pluck();
  // A fresh random value rather than a counter: a write rolled back and another made after it would otherwise bring
  // back a generation whose remembered counts saw the rolled-back write.
  const bumpGeneration = db.prepare(
    "INSERT INTO catalog_meta (key, value) VALUES ('generation', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  );
  let memo: Memo = { generation: undefined, counts: new Map(), facets: undefined };
  const remembered = (): Memo => {
    const generation = (readGeneration.get() as string | undefined) ?? null;
    if (generation !== memo.generation) memo = { generation, counts: new Map(), facets: undefined };
    // Word searches are many and each has its own counts; a bound keeps the map small between writes.
    if (memo.counts.size > MEMO_COUNTS) memo.counts.clear();
    return memo;
  };
  const changed = () => void bumpGeneration.run(randomUUID());
  const remove = db.prepare('DELETE FROM catalog WHERE n = ?');
  const removeEntry = db.prepare('DELETE FROM catalog_entries WHERE n = ?');

  return {
    upsert(entry: CatalogEntry): void {
      const row = rowOf(entry);
      const existing = find.get(entry.id) as { n: number } | undefined;
      let n: number;
      if (existing) {
        n = existing.n;
        update.run({ ...row, n });
        // The words of an anchor never change, but a draft's may before it is announced.
        text.remove(n);
      } else {
        n = (insert.get(row) as { n: number }).n;
      }
      putEntry.run(n, JSON.stringify(entry));
      text.put(n, indexedText(entry));
      changed();
    },
    remove(id: string): void {
      const existing = find.get(id) as { n: number } | undefined;
      if (!existing) return;
      text.remove(existing.n);
      removeEntry.run(existing.n);
      remove.run(existing.n);
      changed();
    },
    get(id: string): CatalogEntry | undefined {
      const row = get.get(id) as { entry: string } | undefined;
      return row && (JSON.parse(row.entry) as CatalogEntry);
    },
    /**
     * Writes many entries into an empty catalog (a rebuild, after `clear`) a batch to a statement: on PostgreSQL a
     * statement is a round trip, and one per entry made a 100k rebuild take minutes.
     */
    fill(entries: Iterable<CatalogEntry>): void {
      let batch: CatalogEntry[] = [];
      const flush = () => {
        if (batch.length === 0) return;
        const rows = batch.map(rowOf);
        const keys = db
          .prepare(
            `INSERT INTO catalog (${COLUMNS.join(', ')}) VALUES ${valuesList(rows.length, COLUMNS.length)} RETURNING n, id`,
          )
          .all(...rows.flatMap((r) => COLUMNS.map((c) => r[c]))) as { n: number; id: string }[];
        const nOf = new Map(keys.map((k) => [k.id, k.n]));
        const ns = batch.map((e) => nOf.get(e.id) as number);
        db.prepare(`INSERT INTO catalog_entries (n, entry) VALUES ${valuesList(batch.length, 2)}`).run(
          ...batch.flatMap((e, i) => [ns[i], JSON.stringify(e)]),
        );
        text.putMany(batch.map((e, i) => [ns[i] as number, indexedText(e)]));
        batch = [];
      };
      for (const entry of entries) {
        batch.push(entry);
        if (batch.length === FILL_BATCH) flush();
      }
      flush();
      changed();
    },
    clear(): void {
      db.exec(`${text.clearSql}; DELETE FROM catalog_entries; DELETE FROM catalog;`);
      changed();
    },
    search(q: CatalogQuery): { total: number; items: CatalogEntry[] } {
      const { conditions, args, filterIndex } = searchFilters(q, text);
      const { counts } = remembered();
      const count = (sql: string) => {
        const key = `${sql}\n${JSON.stringify(args)}`;
        let n = counts.get(key);
        if (n === undefined) counts.set(key, (n = (prepared(sql).get(args) as { n: number }).n));
        return n;
      };
      const where = (extra: string[] = []) => {
        const all = [...conditions, ...extra];
        return all.length ? `WHERE ${all.join(' AND ')}` : '';
      };
      let total: number;
      if (q.words.length > 0 && conditions.length === 1) {
        // Every FTS row has its catalog row, so words alone are counted in the text index without the table.
        total = count(text.countSql);
      } else if (q.words.length > 0 && filterIndex) {
        // Otherwise SQLite looks up every text match in the table; counting along a filter's covering index
        // (which holds the rowid) and testing membership there avoids those lookups.
        total = count(`SELECT count(*) AS n FROM catalog INDEXED BY ${filterIndex} ${where()}`);
      } else total = count(`SELECT count(*) AS n FROM catalog ${where()}`);
      const hidden = q.includeDrafts ? [] : ["status != 'DRAFT'"];
      // Drafts are few and hidden from the public: subtracting them keeps the big count free of a status test.
      if (!q.includeDrafts && count("SELECT count(*) AS n FROM catalog WHERE status = 'DRAFT'") > 0)
        total -= count(`SELECT count(*) AS n FROM catalog ${where(["status = 'DRAFT'"])}`);

      // When many entries match, walking the sort index and skipping non-matches reaches a page after about
      // (offset + limit) × size / total rows, far fewer than fetching and sorting every match. SQLite's planner
      // cannot see the match count we already have, so the choice is made here.
      const size = count('SELECT count(*) AS n FROM catalog');
      const walk = walkGain(q) * total * total > (q.offset + q.limit) * size;
      const source = walk ? `catalog INDEXED BY ${SORT_INDEX[q.sort]}` : 'catalog';
      const page = prepared(
        `SELECT n FROM ${source} ${where(hidden)} ORDER BY ${ORDER[q.sort]} LIMIT @limit OFFSET @offset`,
      )
        .pluck()
        .all({ ...args, limit: q.limit, offset: q.offset }) as number[];
      const items = (entriesOf.all(JSON.stringify(page)) as string[]).map((e) => JSON.parse(e) as CatalogEntry);
      return { total, items };
    },
    /** Distinct models and benchmark schemas of announced knowledge, for the search filters. */
    facets(): { models: string[]; schemas: string[] } {
      const m = remembered();
      m.facets ??= { models: distinct('model'), schemas: distinct('schema') };
      return { models: [...m.facets.models], schemas: [...m.facets.schemas] };
    },
    putDraft(anchor: AnchorBody, savedAt: string): void {
      db.prepare(
        'INSERT INTO catalog_drafts (id, anchor, saved_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, saved_at = excluded.saved_at',
      ).run(anchor.id, JSON.stringify(anchor), savedAt);
    },
    getDraft(id: string): AnchorBody | undefined {
      const row = db.prepare('SELECT anchor FROM catalog_drafts WHERE id = ?').get(id) as
        { anchor: string } | undefined;
      return row && (JSON.parse(row.anchor) as AnchorBody);
    },
    deleteDraft(id: string): boolean {
      return db.prepare('DELETE FROM catalog_drafts WHERE id = ?').run(id).changes > 0;
    },
    drafts(): AnchorBody[] {
      return (db.prepare('SELECT anchor FROM catalog_drafts ORDER BY saved_at').pluck().all() as string[]).map(
        (s) => JSON.parse(s) as AnchorBody,
      );
    },
    getMeta(key: string): string | undefined {
      return db.prepare('SELECT value FROM catalog_meta WHERE key = ?').pluck().get(key) as string | undefined;
    },
    setMeta(key: string, value: string): void {
      db.prepare(
        'INSERT INTO catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ).run(key, value);
    },
  };
}

export type CatalogRepo = ReturnType<typeof catalogRepo>;

import { randomUUID } from 'node:crypto';
import type { Db } from '../store/store.js';
import type { AnchorBody } from '../ledger/bodies.js';
import { priceKey, trustAndPriceConditions, trustClass } from './filters.js';
import { encodeCursor, keyColumns, keysetArgs, keysetBranches, orderBy } from './cursor.js';
import type { CatalogQuery } from './query.js';
import { type IndexedText, type TextIndex, textIndex } from './text-index.js';
import type { CatalogEntry } from './types.js';

/** The index whose order each sort follows; its columns match the sort key exactly so walking it needs no sort step. */
const SORT_INDEX: Record<CatalogQuery['sort'], string> = {
  latest: 'catalog_latest',
  popular: 'catalog_popular',
  price: 'catalog_price',
  rows: 'catalog_rows',
};

/** A search's conditions: the word match (kept apart, see pageSql) and the other filters, with their values. */
interface SearchFilters {
  word: string | undefined;
  filters: string[];
  args: Record<string, string | number>;
  /** The covering index of the most selective filter. */
  filterIndex: string | undefined;
}

function searchFilters(q: CatalogQuery, text: TextIndex): SearchFilters {
  const filters: string[] = [];
  const args: Record<string, string | number> = {};
  let word: string | undefined;
  if (q.words.length > 0) {
    // Every word must appear, prefix-matched: "curr cod" finds "currency codes".
    args.match = text.match(q.words);
    word = text.condition();
  }
  for (const column of ['model', 'schema', 'author', 'origin'] as const) {
    const value = q[column];
    if (value === undefined) continue;
    filters.push(`${column} = @${column}`);
    args[column] = value;
  }
  if (q.statuses.length > 0) {
    const names = q.statuses.map((status, i) => {
      args[`s${i}`] = status;
      return `@s${i}`;
    });
    filters.push(`status IN (${names.join(', ')})`);
  }
  const extra = trustAndPriceConditions(q);
  filters.push(...extra.conditions);
  Object.assign(args, extra.args);
  return { word, filters, args, filterIndex: filterIndexOf(q) };
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

const COUNT_ALL = 'SELECT count(*) AS n FROM catalog';
/** Entries by trust and status, from the counts every catalog write keeps (catalog_counts). */
const COUNT_KEPT = 'SELECT coalesce(sum(n), 0) AS n FROM catalog_counts';
/** The whole catalog, drafts included. */
const SIZE = COUNT_KEPT;
const COUNT_DRAFTS = `${COUNT_KEPT} WHERE status = 'DRAFT'`;
const whereOf = (conditions: readonly string[]) => (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '');

/** Counts `sql` under `args`, remembered until the catalog changes. */
type Count = (sql: string, args: Record<string, string | number>) => number;

/** How many entries match, drafts left out unless asked for. */
function totalOf(q: CatalogQuery, f: SearchFilters, text: TextIndex, count: Count): number {
  // Filtered by trust and status alone (or not at all): the kept counts answer without reading an entry.
  if (keptCountsAnswer(q)) {
    return count(`${COUNT_KEPT}${whereOf(q.includeDrafts ? f.filters : [...f.filters, "status != 'DRAFT'"])}`, f.args);
  }
  const conditions = f.word ? [f.word, ...f.filters] : f.filters;
  let total: number;
  if (f.word && f.filters.length === 0) {
    // Every FTS row has its catalog row, so words alone are counted in the text index without the table.
    total = count(text.countSql, { match: f.args.match as string });
  } else if (f.word && f.filterIndex) {
    // Otherwise SQLite looks up every text match in the table; counting along a filter's covering index
    // (which holds the rowid) and testing membership there avoids those lookups.
    total = count(`${COUNT_ALL} INDEXED BY ${f.filterIndex}${whereOf(conditions)}`, f.args);
  } else total = count(`${COUNT_ALL}${whereOf(conditions)}`, f.args);
  // Drafts are few and hidden from the public: subtracting them keeps the big count free of a status test.
  if (!q.includeDrafts && count(COUNT_DRAFTS, {}) > 0)
    total -= count(`${COUNT_ALL}${whereOf([...conditions, "status = 'DRAFT'"])}`, f.args);
  return total;
}

/**
 * Where an offset page starts when read from the other end of the order, or null when that is no shorter: OFFSET
 * steps over every entry it skips, so a page past the middle is reached sooner from the last entry. It reads the
 * `fetch` entries from `offset` on, as counted by `total`.
 */
function fromEnd(offset: number, fetch: number, total: number): { offset: number; limit: number } | null {
  const end = Math.min(offset + fetch, total);
  return total - end < offset ? { offset: total - end, limit: end - offset } : null;
}

/** How a page is read: see pagePlan. */
interface PageRead {
  /** Follow the sort index, skipping non-matches. */
  walk: boolean;
  postgres: boolean;
  /** Entries to read: the page and one more, which says whether another page follows. */
  fetch: number;
  /** Read from the far end of the order instead (see fromEnd). */
  fromEnd: { offset: number; limit: number } | null;
}

/**
 * The SQL of one page and its values: rows of `n`, the sort key and the entry, in the sort's order. The entries are
 * joined to the page's keys in the same statement; on PostgreSQL every statement is a round trip.
 *
 * `walk` is told to SQLite by INDEXED BY. PostgreSQL has no such clause, and under a generic plan it guesses a bound
 * price range to match almost nothing, then fetches and sorts every match (200 ms for a broad range at 100k
 * entries); a condition it cannot see into (CASE), which it guesses to match one entry in two, makes the walk its
 * cheapest plan. The word match stays outside, where the planner probes the text index for each entry walked.
 */
function pagePlan(
  q: CatalogQuery,
  f: SearchFilters,
  read: PageRead,
): { sql: string; args: Record<string, string | number> } {
  const visible = q.includeDrafts ? f.filters : [...f.filters, "status != 'DRAFT'"];
  const filters =
    read.walk && read.postgres && visible.length > 0
      ? [`CASE WHEN ${visible.join(' AND ')} THEN true ELSE false END`]
      : visible;
  const conditions = f.word ? [f.word, ...filters] : filters;
  const source = read.walk ? `catalog INDEXED BY ${SORT_INDEX[q.sort]}` : 'catalog';
  const columns = `n, ${keyColumns(q.sort)}`;
  const order = orderBy(q.sort);
  let inner: string;
  let args: Record<string, string | number>;
  if (q.after) {
    // One branch per tie level (see keysetBranches), each a seek and at most a page long.
    const branches = keysetBranches(q.sort).map(
      (branch, i) =>
        `SELECT * FROM (SELECT ${columns} FROM ${source}${whereOf([...conditions, branch])} ORDER BY ${order} LIMIT @limit) AS b${i}`,
    );
    inner = `SELECT * FROM (${branches.join(' UNION ALL ')}) AS u ORDER BY ${order} LIMIT @limit`;
    args = { ...f.args, ...keysetArgs(q.after), limit: read.fetch };
  } else {
    const back = read.fromEnd;
    inner = `SELECT ${columns} FROM ${source}${whereOf(conditions)} ORDER BY ${orderBy(q.sort, '', back !== null)} LIMIT @limit OFFSET @offset`;
    args = { ...f.args, limit: back?.limit ?? read.fetch, offset: back?.offset ?? q.offset };
  }
  const sql = `SELECT p.*, e.entry FROM (${inner}) AS p JOIN catalog_entries e ON e.n = p.n ORDER BY ${orderBy(q.sort, 'p.')}`;
  return { sql, args };
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

/**
 * The columns counts and facets read: every filter of a search. A write that leaves them as they were (a sale, which
 * changes downloads and revenue only) changes no count, so the remembered ones stay; sorts and pages are always read
 * afresh. The words are not here: an anchor's never change, and a draft's are covered by `status` below.
 */
const COUNTED = ['name', 'model', 'schema', 'author', 'origin', 'status', 'price_num', 'price_key', 'trust'] as const;

type CountedRow = Record<(typeof COUNTED)[number], string | number>;

/** Whether writing `row` over `old` may change a count or a facet. A draft's words may change with it, so any write of one does. */
function countsChange(old: CountedRow, row: CountedRow): boolean {
  if (old.status === 'DRAFT' || row.status === 'DRAFT') return true;
  return COUNTED.some((column) => old[column] !== row[column]);
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

interface Facets {
  models: string[];
  schemas: string[];
}

interface Memo {
  /** The store's catalog generation these were read under; null before the first write. */
  generation: string | null | undefined;
  counts: Map<string, number>;
  facets: Facets | undefined;
  /** The generation of the catalog's membership (entries added or removed) `size` was read under. */
  membership: string | null | undefined;
  /** How many entries the catalog holds, drafts included: changed only by adding or removing one. */
  size: number | undefined;
}

/** The two generations a search reads: see `remembered` in catalogRepo. */
const GENERATIONS = "SELECT key, value FROM catalog_meta WHERE key IN ('generation', 'membership')";

/** A page of a search: the total matched, the entries, and the cursor of the next page (null when none follows). */
export interface CatalogPage {
  total: number;
  items: CatalogEntry[];
  next_after: string | null;
}

/**
 * The distinct models and benchmark schemas of announced knowledge, in one statement: each list hops along its
 * column's index from one value to the next (cost grows with the number of values, not of entries), and keeps the
 * values some non-draft entry has.
 */
const FACETS = `
  WITH RECURSIVE
    models (v) AS (
      SELECT min(model) FROM catalog WHERE model > ''
      UNION ALL SELECT (SELECT min(model) FROM catalog WHERE model > models.v) FROM models WHERE models.v IS NOT NULL),
    schemas (v) AS (
      SELECT min(schema) FROM catalog WHERE schema > ''
      UNION ALL SELECT (SELECT min(schema) FROM catalog WHERE schema > schemas.v) FROM schemas WHERE schemas.v IS NOT NULL)
  SELECT 'model' AS facet, v FROM models
    WHERE v IS NOT NULL AND EXISTS (SELECT 1 FROM catalog WHERE model = models.v AND status != 'DRAFT')
  UNION ALL
  SELECT 'schema' AS facet, v FROM schemas
    WHERE v IS NOT NULL AND EXISTS (SELECT 1 FROM catalog WHERE schema = schemas.v AND status != 'DRAFT')
  ORDER BY 1, 2`;

/** Whether a search tests nothing but trust and status, the two columns catalog_counts is kept by. */
function keptCountsAnswer(q: CatalogQuery): boolean {
  return (
    q.words.length === 0 &&
    [q.model, q.schema, q.author, q.origin, q.minPrice, q.maxPrice].every((v) => v === undefined)
  );
}

/** A page row: the entry's `n`, its sort key columns and the entry as JSON. */
type PageRow = Record<string, string | number> & { entry: string };

/** All SQL of the catalog, drafts included. Entries are stored whole as JSON beside the columns search needs. */
export function catalogRepo(db: Db) {
  const findCounted = db.prepare(`SELECT n, ${COUNTED.join(', ')} FROM catalog WHERE id = ?`);
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
  const facets = db.prepare(FACETS);
  const readFacets = (): Facets => {
    const rows = facets.all() as { facet: 'model' | 'schema'; v: string }[];
    const of = (facet: string) => rows.filter((r) => r.facet === facet).map((r) => r.v);
    return { models: of('model'), schemas: of('schema') };
  };
  // Search SQL varies only with which filters are present, so a handful of shapes cover every query.
  const shapes = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = shapes.get(sql);
    if (!statement) shapes.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  /**
   * Counts and facets are remembered until the catalog changes. Every write below that may change one (see
   * countsChange) bumps a generation kept in the store, so a search sees a write made by any process sharing it;
   * reading the generation is one indexed row, where counting 100k entries takes milliseconds (on PostgreSQL, most
   * of a request). Adding or removing an entry also bumps a second one, `membership`: the size of the whole catalog
   * (the longest count, read by every search) is kept through the far more common writes that only change an
   * entry. Every process sharing a database runs this code, so all of them bump both.
   */
  const readGenerations = db.prepare(GENERATIONS);
  // A fresh random value rather than a counter: a write rolled back and another made after it would otherwise bring
  // back a generation whose remembered counts saw the rolled-back write.
  const bumpGeneration = db.prepare(
    'INSERT INTO catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  let memo: Memo = {
    generation: undefined,
    counts: new Map(),
    facets: undefined,
    membership: undefined,
    size: undefined,
  };
  const remembered = (): Memo => {
    const rows = readGenerations.all() as { key: string; value: string }[];
    const valueOf = (key: string) => rows.find((r) => r.key === key)?.value ?? null;
    const membership = valueOf('membership');
    const kept = membership === memo.membership ? memo.size : undefined;
    const generation = valueOf('generation');
    if (generation !== memo.generation)
      memo = { generation, counts: new Map(), facets: undefined, membership, size: kept };
    else if (kept === undefined) memo = { ...memo, membership, size: undefined };
    // Word searches are many and each has its own counts; a bound keeps the map small between writes.
    if (memo.counts.size > MEMO_COUNTS) memo.counts.clear();
    return memo;
  };
  /** After a write that may change a count; `added` when it added or removed entries. */
  const changed = (added = true) => {
    bumpGeneration.run('generation', randomUUID());
    if (added) bumpGeneration.run('membership', randomUUID());
  };
  // The counts by trust and status: one row moved on each write, all of them recounted after a fill.
  const keep = db.prepare(
    'INSERT INTO catalog_counts (trust, status, n) VALUES (?, ?, ?) ' +
      'ON CONFLICT (trust, status) DO UPDATE SET n = catalog_counts.n + excluded.n',
  );
  const recount = () =>
    db.exec(
      'DELETE FROM catalog_counts; INSERT INTO catalog_counts (trust, status, n) ' +
        'SELECT trust, status, count(*) FROM catalog GROUP BY trust, status;',
    );
  const remove = db.prepare('DELETE FROM catalog WHERE n = ?');
  const removeEntry = db.prepare('DELETE FROM catalog_entries WHERE n = ?');

  return {
    upsert(entry: CatalogEntry): void {
      const row = rowOf(entry);
      const existing = findCounted.get(entry.id) as (CountedRow & { n: number }) | undefined;
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
      if (existing === undefined || existing.trust !== row.trust || existing.status !== row.status) {
        if (existing !== undefined) keep.run(existing.trust, existing.status, -1);
        keep.run(row.trust, row.status, 1);
      }
      if (!existing) changed();
      else if (countsChange(existing, row)) changed(false);
    },
    remove(id: string): void {
      const existing = findCounted.get(id) as (CountedRow & { n: number }) | undefined;
      if (!existing) return;
      text.remove(existing.n);
      removeEntry.run(existing.n);
      remove.run(existing.n);
      keep.run(existing.trust, existing.status, -1);
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
      recount();
      changed();
    },
    clear(): void {
      db.exec(`${text.clearSql}; DELETE FROM catalog_entries; DELETE FROM catalog; DELETE FROM catalog_counts;`);
      changed();
    },
    /**
     * One page of a search with its total, and the cursor of the page after it (null on the last page). `memo` is
     * the remembered counts, read once per request by `list`.
     */
    search(q: CatalogQuery, memo: Memo = remembered()): CatalogPage {
      const { entries, ...page } = this.page(q, memo);
      return { ...page, items: entries.map((e) => JSON.parse(e) as CatalogEntry) };
    },
    /** A page of a search as `search` reads it, each entry left as the JSON text it is stored as. */
    page(q: CatalogQuery, memo: Memo = remembered()): Omit<CatalogPage, 'items'> & { entries: string[] } {
      const f = searchFilters(q, text);
      const count: Count = (sql, args) => {
        if (sql === SIZE) return (memo.size ??= (prepared(sql).get(args) as { n: number }).n);
        const key = `${sql}\n${JSON.stringify(args)}`;
        let n = memo.counts.get(key);
        if (n === undefined) memo.counts.set(key, (n = (prepared(sql).get(args) as { n: number }).n));
        return n;
      };
      const total = totalOf(q, f, text, count);
      const fetch = q.limit + 1;
      if (!q.after && q.offset >= total) return { total, entries: [], next_after: null };
      const back = q.after ? null : fromEnd(q.offset, fetch, total);
      // When many entries match, walking the sort index and skipping non-matches reaches a page after about
      // depth × size / total rows, far fewer than fetching and sorting every match. Neither planner can see the
      // match count we already have, so the choice is made here. A cursor page starts at depth 0.
      const size = count(SIZE, {});
      const depth = (back ? back.offset : q.offset) + fetch;
      const walk = walkGain(q) * total * total > depth * size;
      const plan = pagePlan(q, f, { walk, postgres: db.dialect === 'postgres', fetch, fromEnd: back });
      const rows = prepared(plan.sql).all(plan.args) as PageRow[];
      const entries = rows.slice(0, q.limit).map((r) => r.entry);
      const last = rows.length > q.limit ? rows[q.limit - 1] : undefined;
      return { total, entries, next_after: last ? encodeCursor(q.sort, last) : null };
    },
    /** Distinct models and benchmark schemas of announced knowledge, for the search filters. */
    facets(memo: Memo = remembered()): Facets {
      memo.facets ??= readFacets();
      return { models: [...memo.facets.models], schemas: [...memo.facets.schemas] };
    },
    /** A search page and the facets, the catalog's generation read once for both. */
    list(q: CatalogQuery): CatalogPage & Facets {
      const memo = remembered();
      return { ...this.search(q, memo), ...this.facets(memo) };
    },
    /**
     * What `list` answers, as the JSON text of `{total, items, models, schemas, next_after}`: the entries go out as
     * they are stored (written by JSON.stringify, so the bytes are those of parsing and writing them again), which
     * spares a page of 50 entries being parsed only to be written back.
     */
    listJson(q: CatalogQuery): string {
      const memo = remembered();
      const { total, entries, next_after } = this.page(q, memo);
      const { models, schemas } = this.facets(memo);
      return (
        `{"total":${total},"items":[${entries.join(',')}],"models":${JSON.stringify(models)},` +
        `"schemas":${JSON.stringify(schemas)},"next_after":${JSON.stringify(next_after)}}`
      );
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

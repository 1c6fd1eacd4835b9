import type { Migration } from '../store/store.js';

/** The catalog's tables, the same on both databases (PostgreSQL's through the store's rewrite). */
const CATALOG_TABLES = `
      CREATE TABLE catalog (
        n           INTEGER PRIMARY KEY,
        id          TEXT NOT NULL UNIQUE,
        name        TEXT NOT NULL,
        model       TEXT NOT NULL,
        schema      TEXT NOT NULL,
        author      TEXT NOT NULL,
        origin      TEXT NOT NULL,
        status      TEXT NOT NULL,
        visibility  TEXT NOT NULL,
        price_num   REAL NOT NULL,
        rows        INTEGER NOT NULL,
        downloads   INTEGER NOT NULL,
        created_at  TEXT NOT NULL
      );
      -- The derived entry (kilobytes of JSON) lives apart so filters, counts and sorts scan narrow rows only.
      CREATE TABLE catalog_entries (
        n     INTEGER PRIMARY KEY REFERENCES catalog (n) ON DELETE CASCADE,
        entry TEXT NOT NULL
      );
      CREATE INDEX catalog_latest ON catalog (created_at DESC, id);
      CREATE INDEX catalog_popular ON catalog (downloads DESC, created_at DESC, id);
      CREATE INDEX catalog_price ON catalog (price_num, created_at DESC, id);
      CREATE INDEX catalog_rows ON catalog (rows DESC, created_at DESC, id);
      -- Filter indexes carry the other filter columns, so counting matches never touches the table rows.
      CREATE INDEX catalog_status ON catalog (status, model, schema, origin, author);
      CREATE INDEX catalog_model ON catalog (model, status, schema, origin, author);
      CREATE INDEX catalog_schema ON catalog (schema, status, model, origin, author);
      CREATE INDEX catalog_author ON catalog (author, status, origin, model, schema);
      CREATE TABLE catalog_drafts (
        id         TEXT PRIMARY KEY,
        anchor     TEXT NOT NULL,
        saved_at   TEXT NOT NULL
      );
      CREATE TABLE knowledge_events (
        seq      INTEGER PRIMARY KEY AUTOINCREMENT,
        patch_id TEXT NOT NULL,
        ts       TEXT NOT NULL,
        kind     TEXT NOT NULL,
        level    TEXT NOT NULL CHECK (level IN ('info', 'warn', 'error')),
        message  TEXT NOT NULL,
        data     TEXT
      );
      CREATE INDEX knowledge_events_patch ON knowledge_events (patch_id, seq DESC);
      CREATE INDEX knowledge_events_ts ON knowledge_events (ts);
`;

/**
 * The word index search matches against, keyed by the catalog row's `n`. SQLite's is FTS5; PostgreSQL's is a
 * tsvector under a GIN index, with the 'simple' configuration (no stemming, like unicode61) and diacritics folded
 * by the node before it writes or asks (PostgreSQL's unaccent is an extension a host may not have).
 */
const TEXT_INDEX = {
  sqlite: `
    CREATE VIRTUAL TABLE catalog_fts USING fts5 (
      name, description, topic_path, schema, id,
      tokenize = 'unicode61 remove_diacritics 2',
      -- Search words are prefix-matched; these indexes keep short prefixes from scanning the whole vocabulary.
      prefix = '2 3 4'
    );`,
  postgres: `
    CREATE TABLE catalog_fts (n BIGINT PRIMARY KEY, words TSVECTOR NOT NULL);
    CREATE INDEX catalog_fts_words ON catalog_fts USING GIN (words);`,
};

/**
 * The materialised catalog: one row per knowledge with the columns search filters and sorts on, the full derived
 * entry as JSON, and an FTS5 index over its words. It is a cache of the ledger — `rebuild()` can always recreate
 * it — so it may change shape freely between versions. Drafts and per-knowledge events live here too because
 * they are about catalog entries and never travel between nodes.
 */
export const catalogMigrations: Migration[] = [
  {
    id: 'catalog-001',
    up: (db) => {
      db.exec(CATALOG_TABLES);
      db.exec(db.dialect === 'postgres' ? TEXT_INDEX.postgres : TEXT_INDEX.sqlite);
    },
  },
  {
    // What the materialised entries were derived under (rules, trust policy, derive version): a change rebuilds.
    id: 'catalog-002',
    up: `CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  },
  {
    // The trust and price filters. Rows written before this step hold '' until the rebuild that the new derive
    // version forces at the next start. The sort indexes now carry the columns every public search tests (status,
    // and the trust and price filters), so walking one to a deep page never reads the table rows.
    id: 'catalog-003',
    up: `
      ALTER TABLE catalog ADD COLUMN trust TEXT NOT NULL DEFAULT '';
      -- The price as text whose byte order is its exact decimal order (see priceKey).
      ALTER TABLE catalog ADD COLUMN price_key TEXT NOT NULL DEFAULT '';
      DROP INDEX catalog_latest;
      DROP INDEX catalog_popular;
      DROP INDEX catalog_price;
      DROP INDEX catalog_rows;
      CREATE INDEX catalog_latest ON catalog (created_at DESC, id, status, trust, price_num, price_key);
      CREATE INDEX catalog_popular ON catalog (downloads DESC, created_at DESC, id, status, trust, price_num, price_key);
      CREATE INDEX catalog_price ON catalog (price_num, created_at DESC, id, status, trust, price_key);
      CREATE INDEX catalog_rows ON catalog (rows DESC, created_at DESC, id, status, trust, price_num, price_key);
      CREATE INDEX catalog_trust ON catalog (trust, price_num, price_key, status, model, schema, origin, author);
    `,
  },
  {
    // PostgreSQL's indexes, unlike SQLite's, do not hold the row key, so every step of a sort-index walk read the
    // table for `n`: a deep page at 100k entries took 200 ms. With `n` included, the walk is index-only (about 50 ms;
    // an OFFSET still steps over every earlier entry). SQLite's indexes already carry it: nothing to do there.
    id: 'catalog-004',
    up: (db) => {
      if (db.dialect !== 'postgres') return;
      db.exec(`
        DROP INDEX catalog_latest; DROP INDEX catalog_popular; DROP INDEX catalog_price; DROP INDEX catalog_rows;
        DROP INDEX catalog_trust; DROP INDEX catalog_status;
        CREATE INDEX catalog_latest ON catalog (created_at DESC, id, status, trust, price_num, price_key) INCLUDE (n);
        CREATE INDEX catalog_popular ON catalog (downloads DESC, created_at DESC, id, status, trust, price_num, price_key) INCLUDE (n);
        CREATE INDEX catalog_price ON catalog (price_num, created_at DESC, id, status, trust, price_key) INCLUDE (n);
        CREATE INDEX catalog_rows ON catalog (rows DESC, created_at DESC, id, status, trust, price_num, price_key) INCLUDE (n);
        CREATE INDEX catalog_trust ON catalog (trust, price_num, price_key, status, model, schema, origin, author) INCLUDE (n);
        CREATE INDEX catalog_status ON catalog (status, model, schema, origin, author) INCLUDE (n);
      `);
    },
  },
  {
    // Counting on PostgreSQL, which a search does afresh after every write that changes a count: the trust index
    // is eight columns wide, so counting trust=unverified (60k of 100k entries) scanned the table instead, 17 ms.
    // Two columns of few values make a small deduplicated index that counts it in 3 ms, and the whole catalog in
    // 4 ms instead of 15. SQLite's counts already read a covering index in a few milliseconds: nothing to do there.
    id: 'catalog-005',
    up: (db) => {
      if (db.dialect !== 'postgres') return;
      db.exec('CREATE INDEX catalog_trust_count ON catalog (trust, status);');
    },
  },
  {
    // How many entries hold each trust and status, kept by every write to the catalog in the same transaction.
    // Public searches filtered by trust or status alone (the console's tabs) and the catalog's size were counted
    // afresh after every write that changes a count: on PostgreSQL 10-15 ms for 60k of 100k entries, now a sum of a
    // few dozen rows.
    id: 'catalog-006',
    up: `
      CREATE TABLE catalog_counts (
        trust   TEXT NOT NULL,
        status  TEXT NOT NULL,
        n       INTEGER NOT NULL,
        PRIMARY KEY (trust, status)
      );
      INSERT INTO catalog_counts (trust, status, n) SELECT trust, status, count(*) FROM catalog GROUP BY trust, status;
    `,
  },
];

import type { Migration } from '../store/store.js';

/**
 * The ledger's tables. `records.body` holds the canonical JSON of the body, so re-hashing what is stored is
 * exactly what verification does. `record_subjects` indexes which knowledge a record is about; `ledger_forks`
 * keeps the evidence of an author signing two successors of one record (the losing record is never appended): one
 * pair per key. `ledger_audit` remembers the last full re-scan.
 */
export const ledgerMigrations: Migration[] = [
  {
    id: 'ledger-001',
    up: `
      CREATE TABLE records (
        seq     INTEGER PRIMARY KEY AUTOINCREMENT,
        id      TEXT NOT NULL UNIQUE,
        prev_id TEXT,
        kind    TEXT NOT NULL,
        author  TEXT NOT NULL,
        body    TEXT NOT NULL,
        ts      TEXT NOT NULL,
        sig     TEXT NOT NULL
      );
      CREATE INDEX records_kind ON records (kind, seq);
      CREATE INDEX records_author ON records (lower(author), seq);
      CREATE TABLE record_subjects (
        patch_id TEXT NOT NULL,
        seq      INTEGER NOT NULL REFERENCES records (seq),
        PRIMARY KEY (patch_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE ledger_forks (
        author      TEXT NOT NULL,
        prev_id     TEXT,
        kept_id     TEXT NOT NULL,
        rejected_id TEXT NOT NULL,
        rejected    TEXT NOT NULL,
        seen_at     TEXT NOT NULL,
        PRIMARY KEY (kept_id, rejected_id)
      );
    `,
  },
  {
    id: 'ledger-002',
    // Two records prove a fork. A peer once served 60 rivals of one record and 59 were stored, 74 MB behind an
    // unauthenticated GET; from here on a key keeps its first pair and the later rivals are only counted. Existing
    // logs shrink to the pair seen first, their count kept.
    up: `
      ALTER TABLE ledger_forks ADD COLUMN rivals INTEGER NOT NULL DEFAULT 1;
      UPDATE ledger_forks SET rivals = (
        SELECT count(*) FROM ledger_forks f WHERE lower(f.author) = lower(ledger_forks.author)
      );
      DELETE FROM ledger_forks WHERE rowid NOT IN (
        SELECT (SELECT f.rowid FROM ledger_forks f WHERE lower(f.author) = k.author ORDER BY f.seen_at, f.rowid LIMIT 1)
        FROM (SELECT DISTINCT lower(author) AS author FROM ledger_forks) k
      );
      CREATE UNIQUE INDEX ledger_forks_author ON ledger_forks (lower(author));
    `,
  },
  {
    id: 'ledger-003',
    // The last full re-scan of the stored records (one row): what GET /api/ledger/verify reports between re-scans.
    up: `
      CREATE TABLE ledger_audit (
        id             INTEGER PRIMARY KEY CHECK (id = 1),
        started_at     TEXT NOT NULL,
        finished_at    TEXT NOT NULL,
        through_seq    INTEGER NOT NULL,
        scanned        INTEGER NOT NULL,
        problems       TEXT NOT NULL,
        problems_total INTEGER NOT NULL
      );
    `,
  },
];

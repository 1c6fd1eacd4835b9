import type { Migration } from '../store/store.js';

/**
 * The ledger's tables. `records.body` holds the canonical JSON of the body, so re-hashing what is stored is
 * exactly what verification does. `record_subjects` indexes which knowledge a record is about; `ledger_forks`
 * keeps the evidence of an author signing two successors of one record (the losing record is never appended).
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
];

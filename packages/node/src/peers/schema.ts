import type { Migration } from '../store/store.js';

/**
 * Peers this node pulls ledger records from, and how far it got with each. `cursor` is the PEER's local seq of the
 * last record taken (seq numbers are per store, so a cursor only means something to the peer it came from).
 * Peers from config.json are kept here too (`source = 'config'`) so their cursor survives a restart.
 */
export const peerMigrations: Migration[] = [
  {
    id: 'peers-001',
    up: `
      CREATE TABLE peers (
        url           TEXT PRIMARY KEY,
        source        TEXT NOT NULL CHECK (source IN ('config', 'added')),
        added_at      TEXT NOT NULL,
        cursor        INTEGER NOT NULL DEFAULT 0,
        last_sync_at  TEXT,
        last_error    TEXT,
        last_error_at TEXT,
        pulled        INTEGER NOT NULL DEFAULT 0,
        refused       INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    id: 'peers-002',
    // The last refusal's code (a quota's or the ledger's), so a peer that floods is named by what it ran into.
    up: `
      ALTER TABLE peers ADD COLUMN last_refusal TEXT;
      ALTER TABLE peers ADD COLUMN last_refusal_at TEXT;
    `,
  },
];

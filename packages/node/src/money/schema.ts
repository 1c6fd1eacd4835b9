import type { Migration } from '../store/store.js';

/**
 * The money tables of this node. The `credit_*` tables are a cache of the ledger (rebuilt from it whenever the
 * credit rules change): entries per address, the grants given, the tx hashes spent and the running balances.
 * `purchases` is this node's own journal as a buyer; it is written before a payment leaves and is not derived
 * from anything, since it also records payments whose outcome is still unknown.
 */
export const moneyMigrations: Migration[] = [
  {
    id: 'money-001',
    up: `
      CREATE TABLE credit_entries (
        seq          INTEGER NOT NULL,
        record_id    TEXT NOT NULL,
        address      TEXT NOT NULL,
        account      TEXT NOT NULL,
        kind         TEXT NOT NULL,
        amount       TEXT NOT NULL,
        currency     TEXT NOT NULL,
        patch_id     TEXT,
        counterparty TEXT,
        tx_hash      TEXT,
        at           TEXT NOT NULL,
        PRIMARY KEY (record_id, account, kind)
      );
      CREATE INDEX credit_entries_account ON credit_entries (account, seq);
      CREATE TABLE credit_grants (
        account   TEXT PRIMARY KEY,
        self      INTEGER NOT NULL,
        record_id TEXT NOT NULL
      );
      CREATE TABLE credit_spent (
        tx_hash   TEXT PRIMARY KEY,
        record_id TEXT NOT NULL
      );
      CREATE TABLE credit_balances (
        account TEXT PRIMARY KEY,
        balance TEXT NOT NULL
      );
      CREATE TABLE credit_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE purchases (
        patch_id         TEXT PRIMARY KEY,
        state            TEXT NOT NULL,
        gateway          TEXT NOT NULL,
        seller           TEXT NOT NULL,
        amount           TEXT NOT NULL,
        currency         TEXT NOT NULL,
        scheme           TEXT NOT NULL,
        nonce            TEXT NOT NULL,
        tx_hash          TEXT NOT NULL,
        quote_expires_at INTEGER NOT NULL,
        payment          TEXT NOT NULL,
        patch_sha256     TEXT NOT NULL,
        settle_record_id TEXT,
        body_present     INTEGER NOT NULL DEFAULT 0,
        manifest         TEXT,
        error            TEXT,
        started_at       TEXT NOT NULL,
        bought_at        TEXT
      );
      CREATE INDEX purchases_tx ON purchases (tx_hash);
    `,
  },
  {
    // Local credit read off the set of records rather than their order: payments chained per payer (credit-rules.ts).
    // What credit_spent held is now a payment's `counted` flag; `received` is what the chain rule weighs.
    id: 'money-002',
    up: `
      DROP TABLE credit_spent;
      CREATE TABLE credit_payments (
        tx_hash    TEXT PRIMARY KEY,
        payer      TEXT NOT NULL,
        prev       TEXT NOT NULL,
        amount     TEXT NOT NULL,
        record_id  TEXT NOT NULL,
        seq        INTEGER NOT NULL,
        counted    INTEGER NOT NULL,
        path_total TEXT,
        entries    TEXT NOT NULL
      );
      CREATE INDEX credit_payments_chain ON credit_payments (payer, prev);
      CREATE INDEX credit_payments_prev ON credit_payments (prev);
      ALTER TABLE credit_balances ADD COLUMN received TEXT NOT NULL DEFAULT '0';
      ALTER TABLE purchases ADD COLUMN request_key TEXT;
    `,
  },
  {
    // Which of the node's processes is making a payment while it is `paying` (several processes share a database):
    // another process answers purchase_in_flight while that one is alive, and takes the row as in doubt once it is not.
    id: 'money-003',
    up: `ALTER TABLE purchases ADD COLUMN payer TEXT;`,
  },
];

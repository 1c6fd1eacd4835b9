import type { Migration } from '../store/store.js';

/**
 * The gateway's own state. A quote (`x402_quotes`) is kept in SQLite so a restart does not forget the nonces it
 * handed out; `spent_tx` is set in the same transaction as the sale's settle record. `x402_payments` indexes the
 * payments that settled, by tx hash, for replays. Download tokens are stored only as their sha256.
 */
export const x402Migrations: Migration[] = [
  {
    id: 'x402-001',
    up: `
      CREATE TABLE x402_quotes (
        nonce      TEXT PRIMARY KEY,
        patch_id   TEXT NOT NULL,
        amount     TEXT NOT NULL,
        pay_to     TEXT NOT NULL,
        asset      TEXT NOT NULL,
        network    TEXT NOT NULL,
        resource   TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        spent_tx   TEXT,
        spent_at   INTEGER
      );
      CREATE INDEX x402_quotes_expiry ON x402_quotes (expires_at) WHERE spent_tx IS NULL;
      CREATE TABLE x402_payments (
        tx_hash          TEXT PRIMARY KEY,
        nonce            TEXT NOT NULL,
        patch_id         TEXT NOT NULL,
        buyer            TEXT NOT NULL,
        proof            TEXT NOT NULL,
        settle_record_id TEXT NOT NULL,
        royalty          TEXT NOT NULL,
        settled_at       INTEGER NOT NULL
      );
      CREATE TABLE x402_tokens (
        token_sha256 TEXT PRIMARY KEY,
        patch_id     TEXT NOT NULL,
        body_sha256  TEXT NOT NULL,
        buyer        TEXT NOT NULL,
        tx_hash      TEXT NOT NULL,
        issued_at    INTEGER NOT NULL,
        expires_at   INTEGER NOT NULL
      );
      CREATE INDEX x402_tokens_expiry ON x402_tokens (expires_at);
    `,
  },
  {
    // Standard x402 beside the dialect: `exact` sales (EIP-3009 on an EVM chain) are journalled here before anything
    // is verified or sent, and a buyer's earlier sale is found by buyer, so paying twice is never needed.
    id: 'x402-002',
    up: `
      ALTER TABLE x402_payments ADD COLUMN scheme TEXT NOT NULL DEFAULT 'local-credit';
      ALTER TABLE x402_payments ADD COLUMN payload TEXT;
      CREATE INDEX x402_payments_buyer ON x402_payments (patch_id, buyer COLLATE NOCASE);
      CREATE TABLE x402_chain_settlements (
        payer        TEXT NOT NULL,
        auth_nonce   TEXT NOT NULL,
        patch_id     TEXT NOT NULL,
        payload      TEXT NOT NULL,
        requirement  TEXT NOT NULL,
        state        TEXT NOT NULL,
        tx_hash      TEXT,
        error        TEXT,
        valid_before INTEGER NOT NULL,
        created_at   INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL,
        PRIMARY KEY (payer, auth_nonce)
      );
      CREATE UNIQUE INDEX x402_chain_open ON x402_chain_settlements (patch_id, payer)
        WHERE state IN ('verifying', 'sending');
    `,
  },
  {
    // Which request holds an open `exact` payment, and until when (epoch ms): a process settling a payment, or
    // resuming one, claims its row so no other process of the node acts on it meanwhile. A claim not renewed lapses,
    // so a payment whose process died is resumed by another.
    id: 'x402-003',
    up: `
      ALTER TABLE x402_chain_settlements ADD COLUMN claimed_by TEXT;
      ALTER TABLE x402_chain_settlements ADD COLUMN claimed_until INTEGER;
    `,
  },
];

import type { PurchaseRecord, UnresolvedPayment } from '@ainize/core';
import type { Db } from '../store/store.js';

/**
 * This node's journal as a buyer, one row per knowledge. A row is written (`paying`) before the payment leaves, so
 * a crash or a lost answer leaves a trace that names the payment; it becomes `settled` when the seller's answer or
 * its settle record says the money moved, `complete` once the body is stored. `refused` (the seller said no) and
 * `failed` (the quote expired unpaid) moved no money and may be bought again.
 */
export type PurchaseState = 'paying' | 'settled' | 'complete' | 'refused' | 'failed';

export interface PurchaseRow {
  patch_id: string;
  state: PurchaseState;
  gateway: string;
  seller: string;
  amount: string;
  currency: string;
  scheme: string;
  nonce: string;
  tx_hash: string;
  quote_expires_at: number;
  /** The X-PAYMENT sent, base64: what a reconcile presents again once its quote has expired. */
  payment: string;
  patch_sha256: string;
  settle_record_id: string | null;
  body_present: number;
  /** The seller's manifest as received; it holds a download token, so it never leaves this node. */
  manifest: string | null;
  error: string | null;
  started_at: string;
  bought_at: string | null;
  /** The caller's idempotency key for this purchase, when it gave one: how a caller finds its own payment. */
  request_key: string | null;
  /** The process of this node that wrote the row as `paying` (ProcessRegistry id); null from before there were several. */
  payer: string | null;
}

export type NewPurchase = Omit<
  PurchaseRow,
  'state' | 'settle_record_id' | 'body_present' | 'manifest' | 'error' | 'bought_at' | 'request_key' | 'payer'
>;

/** Money moved: what `GET /api/me/purchases` lists and what makes a knowledge `purchased`. */
const MONEY_MOVED: ReadonlySet<PurchaseState> = new Set(['settled', 'complete']);

export function isPaid(row: PurchaseRow | undefined): row is PurchaseRow {
  return row !== undefined && MONEY_MOVED.has(row.state);
}

export function purchaseRecord(row: PurchaseRow): PurchaseRecord {
  return {
    patch_id: row.patch_id,
    amount: row.amount,
    currency: row.currency,
    scheme: row.scheme,
    tx_hash: row.tx_hash,
    settle_record_id: row.settle_record_id ?? '',
    seller: row.seller,
    gateway: row.gateway,
    patch_sha256: row.patch_sha256,
    bought_at: row.bought_at ?? row.started_at,
    body_present: row.body_present === 1,
    idempotency_key: row.request_key,
  };
}

export function unresolvedOf(row: PurchaseRow): UnresolvedPayment {
  return {
    patch_id: row.patch_id,
    amount: row.amount,
    currency: row.currency,
    tx_hash: row.tx_hash,
    seller: row.seller,
    gateway: row.gateway,
    started_at: row.started_at,
    quote_expires_at: new Date(row.quote_expires_at).toISOString(),
    scheme: row.scheme,
    idempotency_key: row.request_key,
  };
}

/** `payer` names the process whose payments this repo journals (see PurchaseRow.payer). */
export function purchasesRepo(db: Db, payer: string | null = null) {
  const byId = db.prepare('SELECT * FROM purchases WHERE patch_id = ?');
  return {
    get: (id: string) => byId.get(id) as PurchaseRow | undefined,
    /**
     * Journals a payment about to leave; false when a row that moved (or may have moved) money is already there. A
     * refused or failed earlier attempt of the same knowledge is replaced.
     */
    begin(row: NewPurchase & { request_key?: string | null }): boolean {
      return (
        db
          .prepare(
            `INSERT INTO purchases (patch_id, state, gateway, seller, amount, currency, scheme, nonce, tx_hash,
           quote_expires_at, payment, patch_sha256, started_at, request_key, payer)
         VALUES (@patch_id, 'paying', @gateway, @seller, @amount, @currency, @scheme, @nonce, @tx_hash,
           @quote_expires_at, @payment, @patch_sha256, @started_at, @request_key, @payer)
         ON CONFLICT (patch_id) DO UPDATE SET state = 'paying', gateway = excluded.gateway, seller = excluded.seller,
           amount = excluded.amount, currency = excluded.currency, scheme = excluded.scheme, nonce = excluded.nonce,
           tx_hash = excluded.tx_hash, quote_expires_at = excluded.quote_expires_at, payment = excluded.payment,
           patch_sha256 = excluded.patch_sha256, settle_record_id = NULL, body_present = 0, manifest = NULL,
           error = NULL, started_at = excluded.started_at, bought_at = NULL, request_key = excluded.request_key,
           payer = excluded.payer
         WHERE purchases.state IN ('refused', 'failed')`,
          )
          .run({ request_key: null, ...row, payer }).changes === 1
      );
    },
    /** Money moved; `tx_hash` fills in an `exact` payment's chain transaction once it is known. */
    settled(
      id: string,
      at: { settle_record_id: string | null; bought_at: string; manifest?: string; tx_hash?: string },
    ): void {
      db.prepare(
        `UPDATE purchases SET state = 'settled', settle_record_id = coalesce(?, settle_record_id), bought_at = ?,
           manifest = coalesce(?, manifest), tx_hash = coalesce(?, tx_hash), error = NULL
         WHERE patch_id = ? AND state IN ('paying', 'settled')`,
      ).run(at.settle_record_id, at.bought_at, at.manifest ?? null, at.tx_hash ?? null, id);
    },
    /**
     * This node's latest local-credit payment that moved or may have moved money: the one its next payment names as
     * `prev`. Refused and failed attempts never reached a ledger, so they are skipped.
     */
    latestCreditPayment: () =>
      db
        .prepare(
          `SELECT * FROM purchases WHERE scheme = 'local-credit' AND state IN ('paying', 'settled', 'complete')
           ORDER BY started_at DESC, rowid DESC LIMIT 1`,
        )
        .get() as PurchaseRow | undefined,
    bodyStored(id: string): void {
      db.prepare("UPDATE purchases SET state = 'complete', body_present = 1, error = NULL WHERE patch_id = ?").run(id);
    },
    /** Notes why the body is not here yet; the money has moved, so the row stays settled. */
    bodyMissing(id: string, error: string): void {
      db.prepare("UPDATE purchases SET error = ? WHERE patch_id = ? AND state = 'settled'").run(error, id);
    },
    /** The payment moved nothing (`refused` by the seller, or `failed`: its quote expired unpaid). */
    unpaid(id: string, state: 'refused' | 'failed', error: string): void {
      db.prepare("UPDATE purchases SET state = ?, error = ? WHERE patch_id = ? AND state = 'paying'").run(
        state,
        error,
        id,
      );
    },
    paid: () =>
      db
        .prepare("SELECT * FROM purchases WHERE state IN ('settled', 'complete') ORDER BY bought_at DESC, patch_id")
        .all() as PurchaseRow[],
    paying: () => db.prepare("SELECT * FROM purchases WHERE state = 'paying'").all() as PurchaseRow[],
  };
}

export type PurchasesRepo = ReturnType<typeof purchasesRepo>;

import type { Db } from '../store/store.js';

/** All SQL of the gateway: quotes, settled payments and download tokens. Times are epoch milliseconds. */

export interface QuoteRow {
  nonce: string;
  patch_id: string;
  amount: string;
  pay_to: string;
  asset: string;
  network: string;
  resource: string;
  created_at: number;
  expires_at: number;
  spent_tx: string | null;
  spent_at: number | null;
}

export interface PaymentRow {
  /** local-credit: the intent hash. exact: the chain transaction. */
  tx_hash: string;
  /** local-credit: the quote nonce. exact: the EIP-3009 authorization nonce. */
  nonce: string;
  patch_id: string;
  buyer: string;
  /** local-credit: the buyer's signature of the intent. exact: the authorization's signature. */
  proof: string;
  settle_record_id: string;
  /** JSON of the address → amount split, as the 200 reported it. */
  royalty: string;
  settled_at: number;
  scheme: 'local-credit' | 'exact';
  /** exact: canonical JSON of the v2 payment presented, so a replay is matched on every field, not on one. */
  payload: string | null;
}

/** Where an `exact` payment stands on its way to the chain. Written before anything is sent. */
export type ChainSettlementState = 'verifying' | 'sending' | 'settled' | 'failed';

export interface ChainSettlementRow {
  /** Lower case. */
  payer: string;
  /** The EIP-3009 authorization nonce, lower case. */
  auth_nonce: string;
  patch_id: string;
  /** Canonical JSON of the v2 payment. */
  payload: string;
  /** Canonical JSON of the requirement it was verified against. */
  requirement: string;
  state: ChainSettlementState;
  /** Known before the transaction leaves when this node settles itself; from the facilitator's answer otherwise. */
  tx_hash: string | null;
  error: string | null;
  /** The authorization's validBefore, epoch seconds: after it nobody can put this payment on chain. */
  valid_before: number;
  created_at: number;
  updated_at: number;
  /** The request (of any process serving the node) acting on the payment now; null when none. */
  claimed_by: string | null;
  /** When that claim lapses unless renewed, epoch ms. */
  claimed_until: number | null;
}

export interface TokenRow {
  token_sha256: string;
  patch_id: string;
  body_sha256: string;
  buyer: string;
  tx_hash: string;
  issued_at: number;
  expires_at: number;
}

/** Unspent quotes are kept a day past expiry, so a late payment is told its nonce expired rather than unknown. */
const KEEP_EXPIRED_QUOTES_MS = 24 * 60 * 60 * 1000;

export function gatewayRepo(db: Db) {
  const quoteByNonce = db.prepare('SELECT * FROM x402_quotes WHERE nonce = ?');
  const paymentByTx = db.prepare('SELECT * FROM x402_payments WHERE tx_hash = ?');
  const saleByBuyer = db.prepare(
    'SELECT * FROM x402_payments WHERE patch_id = ? AND buyer = ? COLLATE NOCASE ORDER BY settled_at LIMIT 1',
  );
  const chainRow = db.prepare('SELECT * FROM x402_chain_settlements WHERE payer = ? AND auth_nonce = ?');
  const tokenBySha = db.prepare('SELECT * FROM x402_tokens WHERE token_sha256 = ?');
  return {
    addQuote(q: Omit<QuoteRow, 'spent_tx' | 'spent_at'>): void {
      db.prepare('DELETE FROM x402_quotes WHERE spent_tx IS NULL AND expires_at < ?').run(
        q.created_at - KEEP_EXPIRED_QUOTES_MS,
      );
      db.prepare(
        `INSERT INTO x402_quotes (nonce, patch_id, amount, pay_to, asset, network, resource, created_at, expires_at)
         VALUES (@nonce, @patch_id, @amount, @pay_to, @asset, @network, @resource, @created_at, @expires_at)`,
      ).run(q);
    },
    quote: (nonce: string) => quoteByNonce.get(nonce) as QuoteRow | undefined,
    /** Marks the quote spent unless it already is; false means another payment got there first. */
    spendQuote(nonce: string, tx: string, at: number): boolean {
      return (
        db
          .prepare('UPDATE x402_quotes SET spent_tx = ?, spent_at = ? WHERE nonce = ? AND spent_tx IS NULL')
          .run(tx, at, nonce).changes === 1
      );
    },
    addPayment(p: PaymentRow): void {
      db.prepare(
        `INSERT INTO x402_payments (tx_hash, nonce, patch_id, buyer, proof, settle_record_id, royalty, settled_at,
           scheme, payload)
         VALUES (@tx_hash, @nonce, @patch_id, @buyer, @proof, @settle_record_id, @royalty, @settled_at, @scheme,
           @payload)`,
      ).run(p);
    },
    payment: (tx: string) => paymentByTx.get(tx) as PaymentRow | undefined,
    /** The first sale of a knowledge to a buyer, in either scheme: a buyer who paid once is never charged again. */
    saleTo: (patchId: string, buyer: string) => saleByBuyer.get(patchId, buyer) as PaymentRow | undefined,
    chainSettlement: (payer: string, authNonce: string) =>
      chainRow.get(payer.toLowerCase(), authNonce.toLowerCase()) as ChainSettlementRow | undefined,
    /**
     * Journals an exact payment before it is verified or sent, claimed by the request that will settle it. False when
     * this authorization, or another of the same buyer for the same knowledge, is already on its way: one sale at a
     * time per buyer and knowledge.
     */
    beginChainSettlement(row: Omit<ChainSettlementRow, 'state' | 'tx_hash' | 'error' | 'updated_at'>): boolean {
      db.prepare("DELETE FROM x402_chain_settlements WHERE payer = ? AND auth_nonce = ? AND state = 'failed'").run(
        row.payer,
        row.auth_nonce,
      );
      return (
        db
          .prepare(
            `INSERT OR IGNORE INTO x402_chain_settlements (payer, auth_nonce, patch_id, payload, requirement, state,
               valid_before, created_at, updated_at, claimed_by, claimed_until)
             VALUES (@payer, @auth_nonce, @patch_id, @payload, @requirement, 'verifying', @valid_before, @created_at,
               @created_at, @claimed_by, @claimed_until)`,
          )
          .run(row).changes === 1
      );
    },
    /**
     * Journals that the payment is about to leave. Only the request holding the claim may: false means another
     * request took the payment over (this one stalled past its claim), and nothing may be sent.
     */
    chainSending(payer: string, authNonce: string, txHash: string | null, at: number, claimant: string): boolean {
      return (
        db
          .prepare(
            `UPDATE x402_chain_settlements SET state = 'sending', tx_hash = coalesce(?, tx_hash), updated_at = ?
             WHERE payer = ? AND auth_nonce = ? AND state IN ('verifying', 'sending') AND claimed_by = ?`,
          )
          .run(txHash, at, payer, authNonce, claimant).changes === 1
      );
    },
    chainSettled(payer: string, authNonce: string, txHash: string, at: number): void {
      db.prepare(
        `UPDATE x402_chain_settlements SET state = 'settled', tx_hash = ?, error = NULL, updated_at = ?
         WHERE payer = ? AND auth_nonce = ?`,
      ).run(txHash, at, payer, authNonce);
    },
    /** Marks the payment failed, unless settled; with `claimant`, only while that request still holds it. */
    chainFailed(payer: string, authNonce: string, error: string, at: number, claimant?: string): void {
      const sql = `UPDATE x402_chain_settlements SET state = 'failed', error = ?, updated_at = ?
         WHERE payer = ? AND auth_nonce = ? AND state <> 'settled'`;
      if (claimant === undefined) db.prepare(sql).run(error, at, payer, authNonce);
      else db.prepare(`${sql} AND claimed_by = ?`).run(error, at, payer, authNonce, claimant);
    },
    /**
     * Claims an open payment for `claimant` until `until`, unless another request holds it past `now`. Run inside a
     * store transaction, with the read of the row that follows, so two processes cannot both take it.
     */
    claimChainSettlement(payer: string, authNonce: string, claimant: string, until: number, now: number): boolean {
      return (
        db
          .prepare(
            `UPDATE x402_chain_settlements SET claimed_by = ?, claimed_until = ?
             WHERE payer = ? AND auth_nonce = ? AND state IN ('verifying', 'sending')
               AND (claimed_by IS NULL OR claimed_until <= ?)`,
          )
          .run(claimant, until, payer, authNonce, now).changes === 1
      );
    },
    /** Extends a claim still held; false when another request has taken the payment over. */
    renewChainClaim(payer: string, authNonce: string, claimant: string, until: number): boolean {
      return (
        db
          .prepare(
            `UPDATE x402_chain_settlements SET claimed_until = ?
             WHERE payer = ? AND auth_nonce = ? AND claimed_by = ?`,
          )
          .run(until, payer, authNonce, claimant).changes === 1
      );
    },
    releaseChainClaim(payer: string, authNonce: string, claimant: string): void {
      db.prepare(
        `UPDATE x402_chain_settlements SET claimed_by = NULL, claimed_until = NULL
         WHERE payer = ? AND auth_nonce = ? AND claimed_by = ?`,
      ).run(payer, authNonce, claimant);
    },
    /** Payments whose outcome this node has not written down yet: what a restart resolves from the chain. */
    openChainSettlements: () =>
      db
        .prepare("SELECT * FROM x402_chain_settlements WHERE state IN ('verifying', 'sending') ORDER BY created_at")
        .all() as ChainSettlementRow[],
    addToken(t: TokenRow): void {
      db.prepare('DELETE FROM x402_tokens WHERE expires_at < ?').run(t.issued_at);
      db.prepare(
        `INSERT INTO x402_tokens (token_sha256, patch_id, body_sha256, buyer, tx_hash, issued_at, expires_at)
         VALUES (@token_sha256, @patch_id, @body_sha256, @buyer, @tx_hash, @issued_at, @expires_at)`,
      ).run(t);
    },
    token: (tokenSha: string) => tokenBySha.get(tokenSha) as TokenRow | undefined,
  };
}

export type GatewayRepo = ReturnType<typeof gatewayRepo>;

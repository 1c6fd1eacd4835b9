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
  tx_hash: string;
  nonce: string;
  patch_id: string;
  buyer: string;
  proof: string;
  settle_record_id: string;
  /** JSON of the address → amount split, as the 200 reported it. */
  royalty: string;
  settled_at: number;
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
        `INSERT INTO x402_payments (tx_hash, nonce, patch_id, buyer, proof, settle_record_id, royalty, settled_at)
         VALUES (@tx_hash, @nonce, @patch_id, @buyer, @proof, @settle_record_id, @royalty, @settled_at)`,
      ).run(p);
    },
    payment: (tx: string) => paymentByTx.get(tx) as PaymentRow | undefined,
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

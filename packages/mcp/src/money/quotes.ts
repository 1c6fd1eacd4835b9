import { randomBytes } from 'node:crypto';
import type { PayScheme } from '../config/index.js';

/**
 * Quotes belong to the session that asked for them and live ten minutes — the life of the nonce a seller's 402
 * reserves. A quote id from another session is simply not in this book, so `buy` cannot settle it: isolation by
 * construction, like the job registry.
 */

export const QUOTE_TTL_MS = 10 * 60_000;
/** Expired quotes are kept a while so a late buy hears "expired" rather than "unknown". */
const KEEP_EXPIRED_MS = 60 * 60_000;

export const QUOTE_ID_PATTERN = /^q_[0-9a-f]{12}$/;

export interface QuoteItem {
  id: string;
  role: 'requested' | 'base';
  name: string | null;
  /** What paying for it costs: the seller's 402 amount in a binding quote, the catalogue price otherwise. */
  price: string | null;
  /** What a budget counts the price in: the node's credit, or the token's symbol for `exact`. */
  currency: string;
  /** The scheme it is (or, in a dry run, would be) paid in. */
  scheme: string | null;
  status: string | null;
  superseded_by: string | null;
  license: string | null;
  seller: string | null;
  quorum: string | null;
  sellable: boolean;
  already_purchased: boolean;
  owned: boolean;
  body_held: boolean;
  /** Whether this item still has to be paid for (not bought, not owned, body not already here). */
  needed: boolean;
  gateway_url: string | null;
  /** Binding quotes only: from the seller's own 402. */
  pay_to?: string | null;
  nonce?: string | null;
  nonce_expires_at?: number | null;
  /** Why a binding quote could not reach the seller for this item. */
  note?: string;
}

export interface Quote {
  quote_id: string;
  patch_id: string;
  created_at: number;
  expires_at: number;
  binding: boolean;
  /** How buy pays: `local-credit` or `exact`, on `network`, in `asset`; budgets count it in `currency`. */
  scheme: PayScheme;
  network: string;
  asset: string;
  currency: string;
  /** The catalogue price when quoted; buy compares the node's live price with it. */
  list_price: string;
  /** What buy will pay and restate to the node as `expect_amount`. */
  amount: string;
  total_requested: string;
  /** null when a base this needs has no known price. */
  total_with_bases: string | null;
  items: QuoteItem[];
  /** True when the requested knowledge is already this node's (bought or its own): nothing to pay. */
  nothing_to_buy: boolean;
}

export type QuoteLookup = { state: 'live'; quote: Quote } | { state: 'expired'; quote: Quote } | { state: 'unknown' };

export class QuoteBook {
  readonly #quotes = new Map<string, Quote>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  now(): number {
    return this.#now();
  }

  freshId(): string {
    for (;;) {
      const id = `q_${randomBytes(6).toString('hex')}`;
      if (!this.#quotes.has(id)) return id;
    }
  }

  add(quote: Quote): void {
    this.#evict();
    this.#quotes.set(quote.quote_id, quote);
  }

  lookup(quoteId: string): QuoteLookup {
    this.#evict();
    const quote = this.#quotes.get(quoteId);
    if (!quote) return { state: 'unknown' };
    return this.#now() < quote.expires_at ? { state: 'live', quote } : { state: 'expired', quote };
  }

  #evict(): void {
    const now = this.#now();
    for (const [id, quote] of this.#quotes) if (now - quote.expires_at > KEEP_EXPIRED_MS) this.#quotes.delete(id);
  }
}

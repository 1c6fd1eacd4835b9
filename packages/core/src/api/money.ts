import type { PaymentRequirement } from '../x402/types.js';

/**
 * Money as the node answers it and the MCP client reads it: the x402 gateway's 402 and 200, the operator's buy,
 * the wallet and the purchases. Amounts are decimal strings everywhere (never numbers), times are ISO 8601.
 */

/** `GET /x402/patch/:id` without a payment: 402 with this body (and the same array in `x-payment-required`). */
export interface PaymentRequiredBody {
  x402Version: 1;
  requirements: PaymentRequirement[];
  /** The same array again, under the name x402 clients look for. */
  accepts: PaymentRequirement[];
  error?: string;
}

/**
 * The gateway's 200: what was bought and where to fetch it. `download_token` is a credential (24 h, bound to the
 * body and the buyer): the MCP server never returns it.
 */
export interface PurchaseManifest {
  id: string;
  patch_sha256: string;
  size_bytes: number;
  rows: number;
  model: { id_M: string; row_dim: number };
  benchmark_hash: string;
  /** Absolute URLs of the body; append `?token=<download_token>`. */
  blob_urls: string[];
  issued_to: string;
  issued_at: string;
  download_token: string;
  /** True when the same payment was presented again: nothing was charged the second time. */
  replayed?: boolean;
}

/** The `x-payment-response` header of the gateway's 200, as JSON. */
export interface PaymentResponse {
  settled: true;
  /** The settlement's tx hash (the local-credit intent hash). */
  tx: string;
  /** Who was paid what: address → decimal string, as `royaltySplit` computed it. */
  royalty: Record<string, string>;
  /** Id of the `settle` record on the seller's ledger. */
  settle_record_id: string;
  replayed?: true;
  settled_at?: string;
}

/** Why a wallet balance changed. Every entry is backed by a ledger record (`record_id`). */
export type WalletEntryKind = 'initial_credit' | 'purchase' | 'sale' | 'royalty' | 'verifier_fee' | 'contributor';

export interface WalletEntry {
  kind: WalletEntryKind;
  /** Signed decimal string: negative for money going out ("-2"), positive for money coming in ("1.9"). */
  amount: string;
  currency: string;
  /** The knowledge the money was for (null for the initial credit). */
  patch_id: string | null;
  /** The other side: the seller of a purchase, the buyer of a sale or share; null for the initial credit. */
  counterparty: string | null;
  tx_hash: string | null;
  record_id: string;
  at: string;
}

/** `GET /api/me/wallet` (operator): this node's balance and every ledger entry that made it. */
export interface Wallet {
  address: string;
  currency: string;
  balance: string;
  /** Sum of purchases (positive decimal). */
  spent: string;
  /** Sum of everything earned from sales and shares (positive decimal). */
  earned: string;
  entries: WalletEntry[];
}

/** One knowledge this node bought (`GET /api/me/purchases`); the stored manifest is never part of it. */
export interface PurchaseRecord {
  patch_id: string;
  amount: string;
  currency: string;
  scheme: string;
  tx_hash: string;
  settle_record_id: string;
  seller: string;
  /** The gateway the payment went to (`<node url>/x402/patch/<id>`). */
  gateway: string;
  patch_sha256: string;
  bought_at: string;
  /** The body was downloaded and matched the anchor's sha256; false when the money moved but the body did not. */
  body_present: boolean;
}

export interface PurchaseList {
  items: PurchaseRecord[];
  /**
   * Payments this node sent whose outcome it does not know yet (no answer from the seller, no settle record, the
   * quote not yet expired): neither bought nor refused. A reader must not call such a knowledge unpaid. Optional:
   * a node that does not report them omits the field.
   */
  unresolved?: UnresolvedPayment[];
}

/** A payment that left this node and has no known outcome yet; it is never sent again automatically. */
export interface UnresolvedPayment {
  patch_id: string;
  amount: string;
  currency: string;
  tx_hash: string;
  seller: string;
  gateway: string;
  started_at: string;
  /** After this the seller can no longer settle it, and the node resolves it by asking the seller. */
  quote_expires_at: string;
}

export type BuyStepName = 'quorum' | '402' | 'settled' | 'download' | 'apply';

export interface BuyStep {
  step: BuyStepName;
  detail: string;
}

/** `POST /api/patches/:id/buy` (operator) body. */
export interface BuyRequest {
  apply?: boolean;
  /** Also buy the bases it needs (bottom first) that this node does not hold or own yet. */
  with_bases?: boolean;
  /** Refuse (409 `price_changed`) unless the gateway quotes exactly this amount for the knowledge. */
  expect_amount?: string;
}

/** `POST /api/patches/:id/buy` answer. */
export interface BuyResult {
  patch_id: string;
  purchase: PurchaseRecord;
  steps: BuyStep[];
  /** Bases bought in the same call, bottom first. */
  bases: PurchaseRecord[];
  applied: boolean;
}

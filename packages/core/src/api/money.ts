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
  /** The idempotency key the buy request gave, so its caller can tell its own payment from another's. */
  idempotency_key?: string | null;
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
  /**
   * After this the seller can no longer settle it, and the node resolves it by asking the seller (local credit) or
   * the chain (exact: the authorization's validBefore).
   */
  quote_expires_at: string;
  scheme?: string;
  idempotency_key?: string | null;
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
  /** `local-credit` or `exact`; the node's `payments.buyWith` when absent. */
  scheme?: 'local-credit' | 'exact';
  /** The caller's name for this purchase, kept on the purchase row and listed with it. */
  idempotency_key?: string;
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

/** One local-credit account as `GET /api/credit/:address` shows it; anyone can derive it from the public ledger. */
export interface CreditAccount {
  /** Lower case. */
  address: string;
  balance: string;
  /** Everything the account ever received: its grant and every payment to it that counted. */
  received: string;
  /** Whether the credit network grants this address its initial credit. */
  member: boolean;
  /** Local-credit payments this account made, counted or pending. */
  payments: number;
  /** Payments that wait for a predecessor or for cover this node has not seen yet. */
  pending: number;
  /** Its latest payment: what its next payment names as `prev` (null before its first). */
  head: string | null;
  /** It signed two payments after one predecessor, and may never pay in local credit again. */
  barred: boolean;
}

/** Two or more local-credit payments of one payer naming one predecessor: the payer's signed evidence of a fork. */
export interface CreditFork {
  payer: string;
  /** The predecessor they all name; null when each claims to be the payer's first. */
  prev: string | null;
  payments: { tx_hash: string; record_id: string }[];
}

/** `GET /api/credit`: every balance and fork this node derives from its ledger, with a digest to compare nodes by. */
export interface CreditState {
  currency: string;
  /** Every account with an entry, lower case, sorted by address. */
  accounts: { address: string; balance: string }[];
  forks: CreditFork[];
  payments: { counted: number; pending: number };
  /** sha256 of the canonical JSON of the other fields: equal on two nodes exactly when they derive the same. */
  digest: string;
}

/** One way a node's gateway can be paid, as `/api/info` lists it. */
export interface PaymentOption {
  scheme: 'local-credit' | 'exact';
  /** The dialect's network for local credit (`local`); CAIP-2 for a chain (`eip155:31337`). */
  network: string;
  /** `CREDIT` for local credit; the token contract for `exact`. */
  asset: string;
  /** What a buyer's budget counts it in: the node's currency, or the token's symbol. */
  currency: string;
  decimals?: number;
  /** exact: the token's EIP-712 domain, as x402's `extra` carries it. */
  name?: string;
  version?: string;
  /** exact, local chains only: where to reach the chain (a public network's RPC URL may carry a key; it is not shown). */
  rpc_url?: string;
  /** exact: whether the node settles itself or asks an external facilitator. */
  facilitator?: 'self' | 'remote';
}

/** `/api/info.payments`. */
export interface PaymentOptions {
  /** The scheme this node's buy route pays with when a buy names none. */
  buy_with: 'local-credit' | 'exact';
  accepts: PaymentOption[];
}

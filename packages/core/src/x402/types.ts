/**
 * x402 over HTTP: a paid resource answers 402 with `x-payment-required` (base64 JSON array of requirements);
 * the buyer repeats the request with `X-PAYMENT` (base64 JSON payload). Amounts are decimal strings
 * throughout, and the requirement's string is what gets signed, never a re-formatted number.
 */

export const X402_VERSION = 1;
export const PAYMENT_HEADER = 'x-payment';
export const PAYMENT_REQUIRED_HEADER = 'x-payment-required';
export const PAYMENT_RESPONSE_HEADER = 'x-payment-response';
/** How long a quoted nonce stays reserved. */
export const X402_QUOTE_TTL_MS = 600_000;

export const X402_SCHEMES = ['local-credit', 'ain-transfer'] as const;
export type X402Scheme = (typeof X402_SCHEMES)[number];

/** Networks the node quotes today; other strings are carried through untouched. */
export const X402_NETWORKS = { localCredit: 'local', ainTransfer: 'ain:local' } as const;
export const X402_ASSETS = { localCredit: 'CREDIT', ainTransfer: 'AIN' } as const;

/**
 * A base knowledge the quoted one depends on, priced on its own. Only `price` is relied on here; the rest
 * of the entry is passed through as the node sent it.
 */
export interface X402RequiredBase {
  id?: string;
  price?: string;
  [field: string]: unknown;
}

/** One way to pay for a resource, as quoted in a 402. */
export interface PaymentRequirement {
  scheme: X402Scheme;
  network: string;
  asset: string;
  /** Seller address. */
  payTo: string;
  /** Price as a decimal string; sign it verbatim. */
  maxAmountRequired: string;
  /** e.g. `/x402/patch/<id>`. */
  resource: string;
  description: string;
  /** 12 random bytes, 24 lower-case hex. */
  nonce: string;
  /** Quote expiry, epoch milliseconds. */
  expires_at: number;
  /** How long the quote stays payable, in seconds (x402's name for it); absent from nodes that predate it. */
  maxTimeoutSeconds?: number;
  /** Chain transfer key the buyer must use (ain-transfer only). */
  transfer_key?: string;
  requires: X402RequiredBase[];
  /** Family list price, decimal string. */
  total: string;
  /** True when `requires` is empty. */
  self_contained: boolean;
  single_use: boolean;
}

/** The X-PAYMENT body. Key order on the wire is irrelevant. */
export interface PaymentPayload {
  scheme: X402Scheme;
  network: string;
  asset: string;
  amount: string;
  nonce: string;
  /** Payer address; the proof must be signed by this key. */
  from: string;
  payTo: string;
  /** local-credit: sha256 hex of the canonical intent. ain-transfer: the chain transaction hash. */
  txHash: string;
  /** AIN signed message (0x + 194 hex). */
  proof: string;
  /** Recipient, listed by some schema versions; carried through when present. */
  to?: string;
  /**
   * local-credit: the txHash of the payer's previous local-credit payment, absent for its first. Signed as part of
   * the intent, so a payer's payments form a chain and two payments naming one predecessor are a provable fork.
   */
  prev?: string;
}

/**
 * The fields a local-credit payment commits to, hashed as canonical JSON: the node API's five, and `prev` when the
 * payment names its predecessor. Without `prev` the hash is byte for byte the Ainize intent's.
 */
export interface LocalCreditIntent {
  amount: string;
  from: string;
  nonce: string;
  payTo: string;
  resource: string;
  prev?: string;
}

export type X402Check = { ok: true } | { ok: false; reason: string };

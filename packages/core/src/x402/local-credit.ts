import { canonicalJson } from '../canonical/canonical.js';
import { sha256Hex } from '../canonical/sha256.js';
import { InvalidInputError } from '../errors/invalid-input.js';
import { addressOf, sameAddress } from '../identity/keys.js';
import { signMessage, verifyMessage } from '../identity/signed-message.js';
import { cmpDec, isPrice } from '../money/decimal.js';
import type { LocalCreditIntent, PaymentPayload, PaymentRequirement, X402Check } from './types.js';

/**
 * local-credit: the buyer pays from the node's own credit ledger. The payment is an AIN signature over the
 * sha256 of a five-field intent, so the node can check who pays, whom, how much and for which quote without
 * any chain.
 */

/**
 * Exactly the committed fields; anything else on the inputs is left out so it cannot change the hash. `prev` is
 * committed only when it is a string, so a first payment hashes exactly as the node API's five-field intent.
 */
export function localCreditIntent(fields: LocalCreditIntent): LocalCreditIntent {
  const { amount, from, nonce, payTo, resource, prev } = fields;
  return typeof prev === 'string'
    ? { amount, from, nonce, payTo, prev, resource }
    : { amount, from, nonce, payTo, resource };
}

/** Lower-case hex sha256 (no 0x) of the intent's canonical JSON (sorted keys, compact). */
export function localCreditTxHash(intent: LocalCreditIntent): string {
  return sha256Hex(canonicalJson(localCreditIntent(intent)));
}

/**
 * The X-PAYMENT payload answering a local-credit requirement. Every string is copied from the quote as given
 * (price, payTo, resource), so the intent hashes identically whichever side rebuilds it.
 */
export function signLocalCreditPayment(args: {
  requirement: PaymentRequirement;
  privateKey: string;
  /** The txHash of the payer's previous local-credit payment; omitted for its first. */
  prev?: string;
}): PaymentPayload {
  const { requirement, privateKey, prev } = args;
  if (requirement.scheme !== 'local-credit') {
    throw new InvalidInputError('x402_payment', `scheme: expected local-credit, got ${String(requirement.scheme)}`);
  }
  if (!isPrice(requirement.maxAmountRequired)) {
    throw new InvalidInputError('x402_payment', 'maxAmountRequired: not a decimal string');
  }
  const from = addressOf(privateKey);
  const txHash = localCreditTxHash({
    amount: requirement.maxAmountRequired,
    from,
    nonce: requirement.nonce,
    payTo: requirement.payTo,
    resource: requirement.resource,
    ...(prev !== undefined ? { prev } : {}),
  });
  return {
    scheme: 'local-credit',
    network: requirement.network,
    asset: requirement.asset,
    amount: requirement.maxAmountRequired,
    nonce: requirement.nonce,
    from,
    payTo: requirement.payTo,
    txHash,
    // Signed over the 64-character hex text, not over the 32 digest bytes.
    proof: signMessage(txHash, privateKey),
    ...(prev !== undefined ? { prev } : {}),
  };
}

/**
 * Checks a decoded payload against the quote it answers: same scheme, network, asset, nonce and seller,
 * amount not below the price, txHash rebuilt from the intent, proof signed by `from`. The quote's own
 * resource goes into the intent, so a payment made for one resource cannot be spent on another.
 * Ledger concerns (balance, nonce reservation, reuse) are the node's.
 */
export function verifyLocalCreditPayment(
  payload: PaymentPayload,
  requirement: PaymentRequirement,
  options: { now?: number } = {},
): X402Check {
  if (payload.scheme !== 'local-credit' || requirement.scheme !== 'local-credit') {
    return { ok: false, reason: `unsupported scheme ${String(payload.scheme)}` };
  }
  if (options.now !== undefined && options.now > requirement.expires_at) {
    return { ok: false, reason: 'unknown or expired nonce' };
  }
  if (payload.nonce !== requirement.nonce) return { ok: false, reason: 'nonce does not match the quote' };
  if (payload.network !== requirement.network) return { ok: false, reason: 'network does not match the quote' };
  if (payload.asset !== requirement.asset) return { ok: false, reason: 'asset does not match the quote' };
  if (!sameAddress(payload.payTo, requirement.payTo)) return { ok: false, reason: 'payTo is not the seller' };
  if (!isPrice(payload.amount) || !isPrice(requirement.maxAmountRequired)) {
    return { ok: false, reason: 'amount is not a decimal string' };
  }
  if (cmpDec(payload.amount, requirement.maxAmountRequired) < 0) return { ok: false, reason: 'amount below price' };
  const expected = localCreditTxHash({
    amount: payload.amount,
    from: payload.from,
    nonce: payload.nonce,
    payTo: payload.payTo,
    resource: requirement.resource,
    ...(payload.prev !== undefined ? { prev: payload.prev } : {}),
  });
  if (payload.txHash !== expected) return { ok: false, reason: 'txHash does not match the payment intent' };
  if (!verifyMessage(payload.txHash, payload.proof, payload.from)) {
    return { ok: false, reason: 'invalid payment signature' };
  }
  return { ok: true };
}

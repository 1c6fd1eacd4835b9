import { sha256Hex } from '../canonical/sha256.js';
import { InvalidInputError } from '../errors/invalid-input.js';
import { addressOf, sameAddress } from '../identity/keys.js';
import { signMessage, verifyMessage } from '../identity/signed-message.js';
import { isPrice } from '../money/decimal.js';
import type { PaymentPayload, PaymentRequirement, X402Check } from './types.js';

/**
 * ain-transfer: the buyer moves AIN to the seller on chain under a key derived from the quote, then proves
 * authorship of that transfer with a signature. Whether the transfer exists and is large enough is a chain
 * question the node answers; the helpers here are the pure parts.
 */

/** Chain transfer key for a quote: `x402_<nonce>_<last 40 chars of the resource, unsafe chars → _>`. */
export function transferKeyFor(nonce: string, resource: string): string {
  // No `u` flag: each UTF-16 code unit outside the safe set becomes one `_`, matching the reference.
  return `x402_${nonce}_${resource.replace(/[^A-Za-z0-9_-]/g, '_').slice(-40)}`;
}

/** Hex sha256 of `x402-ain:<txHash>:<nonce>`; the payer signs this hex text as the proof. */
export function ainPaymentDigest(txHash: string, nonce: string): string {
  return sha256Hex(`x402-ain:${txHash}:${nonce}`);
}

/** The X-PAYMENT payload for an ain-transfer quote, once the transfer `txHash` has been made. */
export function signAinTransferPayment(args: {
  requirement: PaymentRequirement;
  txHash: string;
  privateKey: string;
}): PaymentPayload {
  const { requirement, txHash, privateKey } = args;
  if (requirement.scheme !== 'ain-transfer') {
    throw new InvalidInputError('x402_payment', `scheme: expected ain-transfer, got ${String(requirement.scheme)}`);
  }
  if (!isPrice(requirement.maxAmountRequired)) {
    throw new InvalidInputError('x402_payment', 'maxAmountRequired: not a decimal string');
  }
  return {
    scheme: 'ain-transfer',
    network: requirement.network,
    asset: requirement.asset,
    amount: requirement.maxAmountRequired,
    nonce: requirement.nonce,
    from: addressOf(privateKey),
    payTo: requirement.payTo,
    txHash,
    proof: signMessage(ainPaymentDigest(txHash, requirement.nonce), privateKey),
  };
}

/**
 * The signature half of an ain-transfer check: the payload answers this quote and its proof is by `from`.
 * The node must still confirm on chain that `txHash` moved at least the price to `payTo` under
 * `transferKeyFor(nonce, resource)`.
 */
export function verifyAinTransferProof(payload: PaymentPayload, requirement: PaymentRequirement): X402Check {
  if (payload.scheme !== 'ain-transfer' || requirement.scheme !== 'ain-transfer') {
    return { ok: false, reason: `unsupported scheme ${String(payload.scheme)}` };
  }
  if (payload.nonce !== requirement.nonce) {
    return { ok: false, reason: `transfer ${payload.txHash} was not made against this quote` };
  }
  if (!sameAddress(payload.payTo, requirement.payTo)) return { ok: false, reason: 'payTo is not the seller' };
  if (!verifyMessage(ainPaymentDigest(payload.txHash, payload.nonce), payload.proof, payload.from)) {
    return { ok: false, reason: 'payment proof is not signed by the payer' };
  }
  return { ok: true };
}

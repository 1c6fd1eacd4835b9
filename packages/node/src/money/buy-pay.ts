import {
  encodePaymentHeader,
  encodePaymentSignatureV2,
  normalizeDec,
  sameAddress,
  signLocalCreditPayment,
  toAtomic,
  type BuyStep,
  type PaymentRequirement,
  type PaymentRequirementsV2,
} from '@ainize/core';
import type { CatalogDetail } from '../catalog/index.js';
import { ConflictError, HttpError } from '../http/errors.js';
import { resourceOf } from '../x402/settlement.js';
import type { BuyerDeps, PayScheme } from './buy.js';
import { type Target, priceChanged } from './buy-gates.js';
import { GatewayAnswerError, type GatewayClient, type Paid, type Quoted, type SentPayment } from './gateway-client.js';
import type { NewPurchase } from './purchases.js';
import type { Reconciler } from './reconcile.js';

/**
 * One knowledge paid for: one quote, one signed payment in the scheme chosen, journalled before it leaves and sent
 * once. An answer that never came is never answered by sending again: the journal row stays `paying` and the
 * seller's settle record, the quote's expiry or the chain settles the question (reconcile.ts).
 */

/** Refusals that only mean "the seller has not seen a record this payment needs yet": the same payment is sent again. */
const WAIT_FOR_SYNC = /^(prev_unknown|prev_pending|credit_unknown):/;
const SYNC_WAIT_MS = 15_000;
const SYNC_POLL_MS = 500;

export interface PayDeps {
  deps: BuyerDeps;
  self: string;
  client: GatewayClient;
  reconciler: Reconciler;
  now: () => number;
  /** The payer's chain: local-credit payments are signed one at a time, each naming the one before. */
  creditChain: <T>(task: () => Promise<T>) => Promise<T>;
}

export async function payFor(
  p: PayDeps,
  target: Target,
  expect: string,
  scheme: PayScheme,
  label: (detail: string) => string,
  steps: BuyStep[],
  key: string | undefined,
): Promise<void> {
  const quoted = await quoteOf(p.client, target);
  if (scheme === 'exact') return payExact(p, target, quoted, expect, label, steps, key);
  return p.creditChain(() => payCredit(p, target, quoted, expect, label, steps, key));
}

async function payCredit(
  p: PayDeps,
  target: Target,
  quoted: Quoted,
  expect: string,
  label: (detail: string) => string,
  steps: BuyStep[],
  key: string | undefined,
): Promise<void> {
  const { entry } = target;
  const requirement = pickCredit(quoted.requirements, entry, p.deps.currency);
  // The anchor fixes the price; a quote asking anything else is refused before a payment is signed.
  if (normalizeDec(requirement.maxAmountRequired) !== normalizeDec(expect))
    throw priceChanged(entry.id, expect, requirement.maxAmountRequired);
  steps.push({
    step: '402',
    detail: label(`quoted ${requirement.maxAmountRequired} ${requirement.asset} by ${target.gateway}`),
  });
  const prev = creditHead(p);
  const payload = signLocalCreditPayment({
    requirement,
    privateKey: p.deps.privateKey,
    ...(prev !== null ? { prev } : {}),
  });
  const payment: SentPayment = { version: 1, header: encodePaymentHeader(payload) };
  journal(p, key, {
    patch_id: entry.id,
    gateway: target.gateway,
    seller: entry.anchor.author,
    amount: payload.amount,
    currency: requirement.asset,
    scheme: 'local-credit',
    nonce: payload.nonce,
    tx_hash: payload.txHash,
    quote_expires_at: requirement.expires_at,
    payment: payment.header,
    patch_sha256: entry.anchor.patch_sha256,
    started_at: new Date(p.now()).toISOString(),
  });
  const paid = await send(p, target, payment, payload.txHash, true);
  p.reconciler.settle(entry.id, paid);
  steps.push({ step: 'settled', detail: label(`paid ${payload.amount} ${requirement.asset}, tx ${payload.txHash}`) });
}

async function payExact(
  p: PayDeps,
  target: Target,
  quoted: Quoted,
  expect: string,
  label: (detail: string) => string,
  steps: BuyStep[],
  key: string | undefined,
): Promise<void> {
  const { entry } = target;
  const wallet = p.deps.wallet;
  if (!wallet) throw new ConflictError('scheme_unavailable: this node is not configured for a chain (payments.exact)');
  const requirement = pickExact(quoted, entry, wallet.config);
  const { decimals, symbol } = wallet.config;
  if (requirement.amount !== toAtomic(expect, decimals))
    throw priceChanged(entry.id, expect, `${requirement.amount} atomic`);
  steps.push({
    step: '402',
    detail: label(`quoted ${expect} ${symbol} on ${requirement.network} by ${target.gateway}`),
  });
  const offer = quoted.offer as NonNullable<Quoted['offer']>;
  const signed = await wallet.sign(offer, requirement);
  const auth = (signed.payload as { authorization: { nonce: string; validBefore: string } }).authorization;
  const payment: SentPayment = { version: 2, header: encodePaymentSignatureV2(signed) };
  journal(p, key, {
    patch_id: entry.id,
    gateway: target.gateway,
    seller: entry.anchor.author,
    amount: normalizeDec(expect),
    currency: symbol,
    scheme: 'exact',
    nonce: auth.nonce.toLowerCase(),
    // The chain's transaction hash is known only once the seller answers (or the chain is read).
    tx_hash: '',
    quote_expires_at: Number(auth.validBefore) * 1000,
    payment: payment.header,
    patch_sha256: entry.anchor.patch_sha256,
    started_at: new Date(p.now()).toISOString(),
  });
  const paid = await send(p, target, payment, `authorization ${auth.nonce}`, false);
  p.reconciler.settle(entry.id, paid);
  const tx = paid.settlement?.transaction ?? paid.response?.tx ?? '';
  steps.push({
    step: 'settled',
    detail: label(`paid ${normalizeDec(expect)} ${symbol} on ${requirement.network}, tx ${tx}`),
  });
}

/** Journals the payment about to leave; a row already there means another attempt got there first. */
function journal(p: PayDeps, key: string | undefined, row: NewPurchase): void {
  if (!p.deps.purchases.begin({ ...row, request_key: key ?? null }))
    throw new ConflictError(`purchase_in_flight: ${row.patch_id} has a journal row already`, {
      patch_id: row.patch_id,
    });
}

/**
 * Sends the payment once. A refusal that only says the seller has not seen this payer's previous payment yet is
 * answered by presenting the very same payment again for a few seconds: it cannot settle twice (its nonce is
 * spent with it), and the seller settles it as soon as the predecessor arrives.
 */
async function send(
  p: PayDeps,
  target: Target,
  payment: SentPayment,
  what: string,
  waitForSync: boolean,
): Promise<Paid> {
  const id = target.entry.id;
  const deadline = p.now() + SYNC_WAIT_MS;
  for (;;) {
    try {
      return await p.client.pay(target.gateway, payment);
    } catch (err) {
      if (err instanceof GatewayAnswerError && err.status !== 200) {
        if (waitForSync && err.status === 402 && WAIT_FOR_SYNC.test(err.message) && p.now() < deadline) {
          await new Promise((done) => setTimeout(done, SYNC_POLL_MS));
          continue;
        }
        if (err.status === 402 || err.status === 409 || err.status === 400) {
          p.deps.purchases.unpaid(id, 'refused', err.message);
          throw new HttpError(err.status === 402 ? 402 : 502, `payment_refused: the seller refused: ${err.message}`, {
            patch_id: id,
            seller_status: err.status,
          });
        }
      }
      // No answer, a 5xx, or a 200 we could not read: the money may have moved. Nothing is sent again.
      throw new HttpError(
        502,
        `payment_unknown: ${err instanceof Error ? err.message : String(err)}; the payment (${what}) is journaled and ` +
          'will not be sent again; its outcome is settled from the seller’s record' +
          (payment.version === 2 ? ' or the chain' : '') +
          ' when that arrives',
        { patch_id: id },
      );
    }
  }
}

/**
 * The txHash this node's next local-credit payment names as `prev`: its latest payment that may have moved money,
 * from its own journal first (it knows a payment before the seller's record comes back), else its ledger's chain.
 */
function creditHead(p: PayDeps): string | null {
  const journalled = p.deps.purchases.latestCreditPayment();
  if (journalled) return journalled.tx_hash;
  return p.deps.credits.chainOf(p.self).head;
}

async function quoteOf(client: GatewayClient, target: Target): Promise<Quoted> {
  try {
    return await client.quote(target.gateway);
  } catch (err) {
    if (err instanceof GatewayAnswerError && [404, 409, 410, 423].includes(err.status)) {
      throw new HttpError(err.status, `gateway_refused: ${target.gateway} answered ${err.status}: ${err.message}`, {
        patch_id: target.entry.id,
      });
    }
    throw new HttpError(502, `gateway_unreachable: ${err instanceof Error ? err.message : String(err)}`, {
      patch_id: target.entry.id,
    });
  }
}

/** The quote's local-credit entry for exactly this knowledge, from its author, in this node's currency. */
function pickCredit(requirements: PaymentRequirement[], entry: CatalogDetail, currency: string): PaymentRequirement {
  const found = requirements.find((r) => r.scheme === 'local-credit' && r.resource === resourceOf(entry.id));
  if (!found) throw new HttpError(502, `gateway_error: the quote for ${entry.id} offers no local-credit payment`);
  if (!sameAddress(found.payTo, entry.anchor.author))
    throw new HttpError(502, `gateway_error: the quote for ${entry.id} pays ${found.payTo}, not its author`);
  if (found.asset !== currency)
    throw new HttpError(502, `gateway_error: the quote for ${entry.id} is in ${found.asset}, not ${currency}`);
  return found;
}

/** The quote's `exact` entry on the chain and token this node is configured for, paying the knowledge's author. */
function pickExact(
  quoted: Quoted,
  entry: CatalogDetail,
  config: { network: string; asset: string },
): PaymentRequirementsV2 {
  const found = quoted.offer?.accepts.find(
    (r) => r.scheme === 'exact' && r.network === config.network && sameAddress(r.asset, config.asset),
  );
  if (!found)
    throw new HttpError(
      502,
      `gateway_error: the quote for ${entry.id} offers no exact payment in ${config.asset} on ${config.network}`,
    );
  if (!sameAddress(found.payTo, entry.anchor.author))
    throw new HttpError(502, `gateway_error: the quote for ${entry.id} pays ${found.payTo}, not its author`);
  return found;
}

import { AinizeFailure, toAinizeError, type AinizeError } from '@ainize/core';
import type { JobRunContext } from '../jobs/index.js';
import type { BuyResult, NodeClient } from '../node-client/index.js';
import type { PayScheme } from '../config/index.js';
import type { Budget } from './budget.js';
import type { PurchaseJournal } from './journal.js';
import { SETTLED_NO_BODY_RECOVERY } from './reconcile.js';

/**
 * The one call that moves money: the node's operator buy route, sent once, with the quoted amount restated so
 * the node refuses a price that moved. Before it leaves, the journal says so (fsynced); whatever comes back — a
 * receipt, a refusal, or nothing — is journalled before the job ends. Nothing here retries.
 */

export interface PurchaseOrder {
  key: string;
  patch_id: string;
  amount: string;
  currency: string;
  scheme: PayScheme;
  network: string;
  apply: boolean;
}

export interface Receipt {
  patch_id: string;
  amount: string;
  currency: string;
  scheme: string;
  network: string;
  /** local-credit: the payment's intent hash; exact: the chain transaction. */
  tx_hash: string;
  seller: string;
  bought_at: string;
  body_present: boolean;
  applied: boolean;
  steps: { step: string; detail: string }[];
  idempotency_key: string;
  budget: Pick<Budget, 'cap' | 'spent' | 'reserved' | 'remaining'> & { currency: string };
  note: string;
}

export async function runPurchase(
  client: NodeClient,
  journal: PurchaseJournal,
  order: PurchaseOrder,
  job: JobRunContext,
  budgetNow: () => Budget,
): Promise<Receipt> {
  journal.sent(order.key, true);
  job.running('SENT');
  let result: BuyResult;
  try {
    // No abort signal: once sent, a purchase is left to finish on the node, so its outcome can be journalled
    // even when this session is closing. Only the client's long timeout ends the wait. The key goes with it: the
    // node keeps it on its purchase row, which is how reconcile later tells this payment from any other.
    result = await client.buy(order.patch_id, {
      expect_amount: order.amount,
      scheme: order.scheme,
      idempotency_key: order.key,
      ...(order.apply ? { apply: true } : {}),
    });
  } catch (thrown) {
    const error = toAinizeError(thrown, { tier: 'money' });
    const moved = mayHaveMoved(error);
    journal.outcome(order.key, { t: 'outcome', result: moved ? 'unknown' : 'not_paid', code: error.code });
    throw purchaseFailure(error, order, moved);
  }
  const purchase = result.purchase;
  const holder = purchase.tx_hash ? journal.holderOf(purchase.tx_hash) : undefined;
  if (holder !== undefined && holder !== order.key) {
    // The node answered with a payment another purchase of this journal already holds (it fetched a body on the
    // strength of it): nothing new was paid, and one payment is never counted twice.
    journal.outcome(order.key, { t: 'outcome', result: 'not_paid', code: 'payment_already_journalled' });
    return {
      ...receiptOf(result, order, budgetNow()),
      note: `nothing new was paid: tx ${purchase.tx_hash} is the payment journalled under idempotency key ${holder}`,
    };
  }
  journal.outcome(order.key, {
    t: 'outcome',
    result: purchase.body_present ? 'complete' : 'settled_no_body',
    amount: purchase.amount,
    // exact: the chain transaction, empty while the node does not know it yet.
    ...(purchase.tx_hash ? { tx_hash: purchase.tx_hash } : {}),
    bought_at: purchase.bought_at,
  });
  return receiptOf(result, order, budgetNow());
}

/**
 * Whether money may have moved when the node's answer was not a receipt. A 4xx is the node refusing before it
 * paid (its gates run first); anything else — no answer, a timeout, a 5xx, a body that is not a receipt — leaves
 * the question open, and the reservation stays until reconcile_purchase reads the truth.
 */
export function mayHaveMoved(error: AinizeError): boolean {
  const status = error.details.http_status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return !BEFORE_PAYMENT.has(error.code);
}

/** The node's words for a failure it had before signing any payment (it asks the seller for a quote first). */
const BEFORE_PAYMENT = new Set(['gateway_unreachable', 'gateway_refused', 'gateway_unknown', 'gateway_error']);

function purchaseFailure(error: AinizeError, order: PurchaseOrder, moved: boolean): AinizeFailure {
  const said = moved
    ? `the purchase of ${order.patch_id} did not come back (${error.code}: ${error.message}); the money may have moved`
    : `the node refused the purchase of ${order.patch_id} before paying (${error.code}: ${error.message}); nothing moved and the reservation is released`;
  return new AinizeFailure({
    ...error,
    retryable: false,
    message: said,
    details: {
      ...error.details,
      patch_id: order.patch_id,
      idempotency_key: order.key,
      money_may_have_moved: moved,
      next: moved
        ? `do NOT buy again: call reconcile_purchase with idempotency_key ${order.key}; it reads the node and pays nothing`
        : 'report the refusal; a new quote is needed before any other attempt, and only if the person still wants it',
    },
  });
}

/** The receipt an agent sees, field by field: the node's manifest and its download token are never part of it. */
export function receiptOf(result: BuyResult, order: PurchaseOrder, budget: Budget): Receipt {
  const p = result.purchase;
  return {
    patch_id: result.patch_id,
    amount: p.amount,
    currency: p.currency,
    scheme: p.scheme,
    network: order.network,
    tx_hash: p.tx_hash,
    seller: p.seller,
    bought_at: p.bought_at,
    body_present: p.body_present,
    applied: result.applied,
    steps: result.steps.map((s) => ({ step: s.step, detail: s.detail })),
    idempotency_key: order.key,
    budget: {
      currency: order.currency,
      cap: budget.cap,
      spent: budget.spent,
      reserved: budget.reserved,
      remaining: budget.remaining,
    },
    note: p.body_present
      ? `paid and verified: the body matches the knowledge's sha256 and is on this node${result.applied ? ', and it is applied to the shared model' : ''}`
      : `the money moved but the body is not on this node. ${SETTLED_NO_BODY_RECOVERY}`,
  };
}

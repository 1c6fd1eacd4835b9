import { AinizeFailure, ainizeError, cmpDec, normalizeDec, type AinizeError } from '@ainize/core';
import type { PatchDetail, PurchaseRecord } from '../node-client/index.js';
import { fits, perPurchaseCeiling, type Budget } from './budget.js';
import { budgetFailure, doubtFailure, inDoubt, replayFailure, type PurchaseJournal } from './journal.js';
import type { PurchaseEntry } from './journal-lines.js';
import type { Quote, QuoteBook } from './quotes.js';

/**
 * The gates a purchase passes, one function each, each refusing with its own code. They only decide: the buy
 * tool reads the node and calls them in the spec's order, and a dry run reports the sentence of every one passed.
 */

export const GATE_SENTENCES = {
  quote: 'quote present and unexpired',
  binding: 'quote is binding (not a dry run)',
  key: 'idempotency key not used before',
  total: 'total restated exactly',
  price: 'price unchanged',
  confirm: 'confirm: true',
  owned: 'not already purchased',
  doubt: 'no earlier purchase of it in doubt',
  quorum: 'quorum met',
  challenge: 'not challenged',
  budget: 'within the session cap',
  perPurchase: 'within the per-purchase ceiling',
  human: 'a person confirmed it in the client',
} as const;

/**
 * buy named no quote to settle. Given a knowledge id instead (buy has no such field), the refusal says to quote that
 * id first — never to move the id into quote_id.
 */
export function quoteRequiredError(knowledge?: string): AinizeError {
  if (knowledge === undefined) {
    return ainizeError(
      'quote_required',
      'buy settles a quote and nothing else, and this call names none (quote_id); nothing was bought. Call quote ' +
        'for the knowledge first, show the person the total, and call buy with its quote_id once they agree',
      { details: { field: 'quote_id' } },
    );
  }
  return ainizeError(
    'quote_required',
    `buy takes no knowledge id: it settles a quote the person saw, and nothing else; nothing was bought. Quote ` +
      `"${knowledge}" first, show the person the total, and call buy with that quote's quote_id once they agree`,
    {
      details: {
        field: 'quote_id',
        id: knowledge,
        next:
          `call quote with id "${knowledge}" first — not buy. Show the person the total and stop; buy with that ` +
          'quote_id, confirm_total and confirm: true comes in a later turn, after they agree',
      },
    },
  );
}

/** confirm_total left out: restate the total the quote wrote (named when the quote is known). */
export function totalMissingError(quote: Quote | null, quoteId: string | null): AinizeError {
  const quoted = quote ? ` ("${quote.total_requested}")` : '';
  return ainizeError(
    'quote_mismatch',
    `confirm_total is missing: restate the quoted total exactly as the quote wrote it${quoted}; nothing was bought`,
    {
      details: {
        field: 'confirm_total',
        quote_id: quoteId,
        quoted: quote?.total_requested ?? null,
        restated: null,
      },
    },
  );
}

/** confirm left out or not true. */
export function confirmMissingError(quote: Quote | null, quoteId: string | null): AinizeError {
  const spends = quote
    ? `buying ${quote.patch_id} spends ${quote.total_requested} ${quote.currency}`
    : 'buy spends real money';
  return ainizeError(
    'confirmation_required',
    `${spends}: pass confirm: true, and only once the person has seen the quote and agreed; nothing was bought`,
    { details: { field: 'confirm', quote_id: quoteId } },
  );
}

export function liveQuote(book: QuoteBook, quoteId: string): Quote {
  const found = book.lookup(quoteId);
  if (found.state === 'live') return found.quote;
  const message =
    found.state === 'expired'
      ? `quote ${quoteId} expired at ${new Date(found.quote.expires_at).toISOString()} (a quote lasts ten minutes); nothing was bought`
      : `there is no quote ${quoteId} in this session — quotes belong to the session that asked for them and last ten minutes; nothing was bought`;
  throw AinizeFailure.of('quote_expired', message, {
    details: { quote_id: quoteId, ...(found.state === 'expired' ? { expired_at: found.quote.expires_at } : {}) },
  });
}

/**
 * A dry-run quote priced from the catalogue: the seller never said what it charges, in which scheme, to whom.
 * Buying on it would pay a price nobody quoted, so it is refused before anything else is asked of the node.
 */
export function bindingQuote(quote: Quote): void {
  if (quote.binding) return;
  throw AinizeFailure.of(
    'quote_not_binding',
    `quote ${quote.quote_id} was a dry run, priced from the catalogue without asking the seller; nothing was ` +
      `bought. Quote ${quote.patch_id} again without dry_run, show the person that price, and buy that quote`,
    { details: { quote_id: quote.quote_id, patch_id: quote.patch_id, dry_run: true } },
  );
}

export function keyNotUsed(journal: PurchaseJournal, key: string): void {
  const earlier = journal.get(key);
  if (earlier) throw replayFailure(earlier);
}

/** The restated total must be the quote's own text, character for character: "5.0" is not "5". */
export function restatedTotal(quote: Quote, confirmTotal: string): void {
  if (confirmTotal === quote.total_requested) return;
  throw AinizeFailure.of(
    'quote_mismatch',
    `confirm_total "${confirmTotal}" is not the quoted total "${quote.total_requested}" written the same way; nothing was bought`,
    { details: { quote_id: quote.quote_id, quoted: quote.total_requested, restated: confirmTotal } },
  );
}

/** The node's price now must be the price the quote was made at. */
export function unchangedPrice(quote: Quote, detail: PatchDetail): void {
  const now = normalizeDec(detail.anchor.price);
  const sameCurrency = detail.anchor.currency === quote.currency || quote.binding;
  if (cmpDec(now, quote.list_price) === 0 && sameCurrency) return;
  throw AinizeFailure.of(
    'quote_mismatch',
    `the price of ${quote.patch_id} changed since the quote (${quote.list_price} ${quote.currency} then, ` +
      `${now} ${detail.anchor.currency} now); nothing was bought — quote it again and show the person the new price`,
    {
      details: {
        quote_id: quote.quote_id,
        quoted: quote.list_price,
        now,
        currency_then: quote.currency,
        currency_now: detail.anchor.currency,
      },
    },
  );
}

export function confirmed(confirm: boolean, quote: Quote): void {
  if (confirm !== true) throw new AinizeFailure(confirmMissingError(quote, quote.quote_id));
}

/**
 * Refuses a knowledge this node already has: bought before (the node's purchase row, or this server's journal)
 * or its own. The date and the tx hash of the earlier purchase are the proof, so they go in the refusal.
 */
export function notAlreadyPurchased(
  quote: Quote,
  detail: PatchDetail,
  purchase: PurchaseRecord | undefined,
  journalled: PurchaseEntry | undefined,
): void {
  const spentHere = journalled !== undefined && journalled.hold === 'spent';
  if (detail.owned === true) {
    throw AinizeFailure.of(
      'already_purchased',
      `${quote.patch_id} is this node’s own knowledge: there is nothing to buy and nothing was charged`,
      { details: { patch_id: quote.patch_id, owned: true, bought_at: null, tx_hash: null } },
    );
  }
  if (detail.purchased !== true && purchase === undefined && !spentHere) return;
  const txHash = purchase?.tx_hash ?? journalled?.tx_hash ?? null;
  const boughtAt = purchase?.bought_at ?? journalled?.bought_at ?? null;
  throw AinizeFailure.of(
    'already_purchased',
    `this node already bought ${quote.patch_id}` +
      (boughtAt ? ` on ${boughtAt}` : '') +
      (txHash ? ` (tx ${txHash})` : '') +
      '; nothing was charged. Buying it again would pay twice for the same thing.',
    {
      details: {
        patch_id: quote.patch_id,
        owned: false,
        bought_at: boughtAt,
        tx_hash: txHash,
        amount: purchase?.amount ?? journalled?.amount ?? null,
        body_present: purchase?.body_present ?? null,
      },
    },
  );
}

/**
 * An earlier attempt at the same knowledge whose outcome this server never learned (a crash, a cut connection)
 * may have paid. Another key must not try again before reconcile_purchase says what happened.
 */
export function noPurchaseInDoubt(journalled: PurchaseEntry | undefined): void {
  if (journalled !== undefined && inDoubt(journalled)) throw doubtFailure(journalled);
}

/** Listed with its quorum and not under an open challenge: what the seller's gateway requires as well. */
export function sellableNow(quote: Quote, detail: PatchDetail): string[] {
  if (detail.open_challenge) {
    throw AinizeFailure.of(
      'not_sellable',
      `${quote.patch_id} is under an open challenge and is not for sale until it is resolved; nothing was bought`,
      { details: { patch_id: quote.patch_id, challenge: detail.open_challenge.reason } },
    );
  }
  if (!detail.sellable || !detail.quorum_ok) {
    throw AinizeFailure.of(
      'not_sellable',
      `${quote.patch_id} is not for sale right now (status ${detail.status}, verification ${detail.passed}/${detail.quorum}); nothing was bought`,
      { details: { patch_id: quote.patch_id, status: detail.status, passed: detail.passed, quorum: detail.quorum } },
    );
  }
  return [GATE_SENTENCES.quorum, GATE_SENTENCES.challenge];
}

/** The budget in the quote's own currency: spending in one currency never draws on another's cap. */
export function withinBudget(budget: Budget, amount: string, currency: string): void {
  if (fits(amount, budget.remaining)) return;
  throw budgetFailure(budget.cap, { spent: budget.spent, reserved: budget.reserved }, amount, currency);
}

/** `max_price` lowers the ceiling for this call; it never raises the configured one. */
export function withinPerPurchaseCap(
  configured: string,
  maxPrice: string | undefined,
  amount: string,
  currency: string,
): void {
  const ceiling = perPurchaseCeiling(configured, maxPrice);
  if (fits(amount, ceiling)) return;
  const fromArgument = maxPrice !== undefined && cmpDec(maxPrice, configured) < 0;
  const raiseTried = maxPrice !== undefined && cmpDec(maxPrice, configured) > 0;
  throw AinizeFailure.of(
    'per_purchase_cap_exceeded',
    `this costs ${amount} ${currency}, above ${fromArgument ? `the max_price of ${maxPrice} given for this call` : `the per-purchase ceiling of ${configured} ${currency} (AINIZE_MCP_MAX_PER_PURCHASE)`}` +
      (raiseTried ? `; a max_price of ${maxPrice} cannot raise that ceiling, only lower it` : '') +
      '; nothing was bought',
    { details: { currency, ceiling, configured, max_price: maxPrice ?? null, needed: amount } },
  );
}

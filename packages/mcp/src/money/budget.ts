import { addDec, cmpDec, minDec, subDec } from '@ainize/core';
import { capIn, namedCurrencies, type CapList } from '../config/caps.js';
import type { JournalTotals } from './journal-lines.js';

/**
 * The session budget, computed from two sources only: the server's configuration (the caps and the per-purchase
 * ceilings, which no tool argument can raise) and the journal (spent and reserved). One budget per currency: a
 * credit spent never makes room for a token, and a token is never spent under a cap written for credit. Pure.
 */

/** AINIZE_MCP_SESSION_BUDGET and AINIZE_MCP_MAX_PER_PURCHASE, read. */
export interface SpendingCaps {
  session: CapList;
  per_purchase: CapList;
}

export interface BudgetLimits {
  /** The session cap in one currency: 0 unless the setting names it (or it is the node's own and the cap bare). */
  cap: string;
  /** The per-purchase ceiling in it; a currency the ceiling does not name keeps its session cap. */
  per_purchase_cap: string;
}

export interface Budget {
  cap: string;
  spent: string;
  reserved: string;
  remaining: string;
  per_purchase_cap: string;
}

/** The limits for `currency`, knowing the node's own currency (null while the node has not said). */
export function limitsIn(caps: SpendingCaps, currency: string, ownCurrency: string | null): BudgetLimits {
  const cap = capIn(caps.session, currency, ownCurrency) ?? '0';
  return { cap, per_purchase_cap: capIn(caps.per_purchase, currency, ownCurrency) ?? cap };
}

export function budgetOf(limits: BudgetLimits, totals: JournalTotals): Budget {
  const committed = addDec(totals.spent, totals.reserved);
  const remaining = cmpDec(limits.cap, committed) > 0 ? subDec(limits.cap, committed) : '0';
  return {
    cap: limits.cap,
    spent: totals.spent,
    reserved: totals.reserved,
    remaining,
    per_purchase_cap: limits.per_purchase_cap,
  };
}

/**
 * The currencies a budget view lists: those the settings name, the node's own, and every one the journal has an
 * entry in (upper case, each once).
 */
export function budgetCurrencies(caps: SpendingCaps, ownCurrency: string | null, journalled: string[]): string[] {
  const all = [
    ...(ownCurrency === null ? [] : [ownCurrency]),
    ...namedCurrencies(caps.session),
    ...namedCurrencies(caps.per_purchase),
    ...journalled,
  ];
  return [...new Set(all.map((c) => c.toUpperCase()))];
}

/**
 * The ceiling for one purchase: the configured one, lowered by `max_price` when the call gives a smaller one.
 * A larger `max_price` changes nothing — it is a limit the caller sets on itself, never a permission.
 */
export function perPurchaseCeiling(configured: string, maxPrice: string | undefined): string {
  return maxPrice === undefined ? configured : minDec(configured, maxPrice);
}

export function fits(amount: string, within: string): boolean {
  return cmpDec(amount, within) <= 0;
}

import { addDec, cmpDec, minDec, subDec } from '@ainize/core';
import type { JournalTotals } from './journal-lines.js';

/**
 * The session budget, computed from two sources only: the server's configuration (the cap and the per-purchase
 * ceiling, which no tool argument can raise) and the journal (spent and reserved). Pure.
 */

export interface BudgetLimits {
  /** AINIZE_MCP_SESSION_BUDGET. */
  cap: string;
  /** AINIZE_MCP_MAX_PER_PURCHASE (defaults to the cap). */
  per_purchase_cap: string;
}

export interface Budget {
  cap: string;
  spent: string;
  reserved: string;
  remaining: string;
  per_purchase_cap: string;
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
 * The ceiling for one purchase: the configured one, lowered by `max_price` when the call gives a smaller one.
 * A larger `max_price` changes nothing — it is a limit the caller sets on itself, never a permission.
 */
export function perPurchaseCeiling(configured: string, maxPrice: string | undefined): string {
  return maxPrice === undefined ? configured : minDec(configured, maxPrice);
}

export function fits(amount: string, within: string): boolean {
  return cmpDec(amount, within) <= 0;
}

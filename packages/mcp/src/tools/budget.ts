import * as z from 'zod';
import { addDec } from '@ainize/core';
import { namedCurrencies, parseCapList } from '../config/caps.js';
import {
  budgetCurrencies,
  budgetOf,
  limitsIn,
  type Budget,
  type BudgetLimits,
  type SpendingCaps,
} from '../money/budget.js';
import type { ServerContext } from './context.js';

/**
 * The session budget as node_status, the `ainize://budget` resource, quote and buy show it: per currency, the
 * configured caps and, from the purchase journal, what is spent and what is reserved by purchases whose outcome is
 * not known yet. The top-level figures are one currency's — the node's own, or the quote's in quote and buy — so
 * a reader of the single-currency shape still reads the right numbers; `by_currency` has every one.
 */

type BudgetContext = Pick<ServerContext, 'config' | 'journal'>;

/** The two settings, read. They were checked when the configuration loaded, so reading them cannot fail here. */
export function spendingCaps(ctx: Pick<ServerContext, 'config'>): SpendingCaps {
  return {
    session: parseCapList(ctx.config.public.session_budget),
    per_purchase: parseCapList(ctx.config.public.max_per_purchase),
  };
}

export function budgetLimits(ctx: Pick<ServerContext, 'config'>, currency: string, own: string | null): BudgetLimits {
  return limitsIn(spendingCaps(ctx), currency, own);
}

/** One currency's budget now. */
export function budgetIn(ctx: BudgetContext, currency: string, own: string | null): Budget {
  return budgetOf(budgetLimits(ctx, currency, own), ctx.journal.totals(currency));
}

/** Every currency's budget, keyed by upper-case code. */
export function budgetsByCurrency(ctx: BudgetContext, own: string | null): Record<string, Budget> {
  const caps = spendingCaps(ctx);
  const out: Record<string, Budget> = {};
  for (const currency of budgetCurrencies(caps, own, ctx.journal.currencies())) {
    out[currency] = budgetOf(limitsIn(caps, currency, own), ctx.journal.totals(currency));
  }
  return out;
}

/**
 * The budget with `focus`'s figures at the top (the node's own currency when no focus is given). `own` is null
 * while the node has not said what its currency is: the bare cap is then shown against the journal entries in
 * currencies no setting names, which can only be the node's own — any other unnamed currency has a cap of 0.
 */
export function budgetView(ctx: BudgetContext, own: string | null, focus?: string) {
  return {
    ...budgetFigures(ctx, own, focus),
    persisted: ctx.journal.path !== null,
    note:
      ctx.journal.path !== null
        ? 'spent and reserved come from the purchase journal in the state directory and survive a restart of this server'
        : 'spent and reserved are kept in memory only (no AINIZE_MCP_STATE_DIR): a restart of this server forgets them',
  };
}

/** budgetView without the sentence about where it is kept: what quote and buy carry. */
export function budgetFigures(ctx: BudgetContext, own: string | null, focus?: string) {
  const currency = focus ?? own;
  return {
    ...(currency === null ? ownUnknown(ctx) : budgetIn(ctx, currency, own)),
    currency,
    by_currency: budgetsByCurrency(ctx, own),
  };
}

function ownUnknown(ctx: BudgetContext): Budget {
  const caps = spendingCaps(ctx);
  const named = new Set(namedCurrencies(caps.session));
  let totals = { spent: '0', reserved: '0' };
  for (const currency of ctx.journal.currencies().filter((c) => !named.has(c))) {
    const these = ctx.journal.totals(currency);
    totals = { spent: addDec(totals.spent, these.spent), reserved: addDec(totals.reserved, these.reserved) };
  }
  const cap = caps.session.own ?? '0';
  return budgetOf({ cap, per_purchase_cap: caps.per_purchase.own ?? cap }, totals);
}

/** The caps and what the journal holds against them in one currency, as every answer that shows it declares it. */
export const budgetFiguresSchema = z.object({
  cap: z.string(),
  spent: z.string(),
  reserved: z.string(),
  remaining: z.string(),
  per_purchase_cap: z.string(),
});

/** One currency's figures on top, and every currency's under `by_currency`. */
export const budgetSchema = budgetFiguresSchema.extend({
  currency: z.string().nullable(),
  by_currency: z.record(z.string(), budgetFiguresSchema).describe('Every currency; one not configured has cap 0.'),
});

/** What a receipt and a reconcile show: the one currency the purchase was in. */
export const spentFiguresSchema = z.object({
  currency: z.string().nullable(),
  cap: z.string(),
  spent: z.string(),
  reserved: z.string(),
  remaining: z.string(),
});

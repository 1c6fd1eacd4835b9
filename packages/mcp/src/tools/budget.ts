import * as z from 'zod';
import { budgetOf } from '../money/budget.js';
import type { ServerContext } from './context.js';

/**
 * The session budget as node_status, the `ainize://budget` resource, quote and buy show it: the configured caps
 * and, from the purchase journal, what is spent and what is reserved by purchases whose outcome is not known yet.
 */
export function budgetView(ctx: Pick<ServerContext, 'config' | 'journal'>, currency: string | null) {
  const limits = { cap: ctx.config.public.session_budget, per_purchase_cap: ctx.config.public.max_per_purchase };
  return {
    ...budgetOf(limits, ctx.journal.totals()),
    currency,
    persisted: ctx.journal.path !== null,
    note:
      ctx.journal.path !== null
        ? 'spent and reserved come from the purchase journal in the state directory and survive a restart of this server'
        : 'spent and reserved are kept in memory only (no AINIZE_MCP_STATE_DIR): a restart of this server forgets them',
  };
}

/** The limits alone, for the gates. */
export function budgetLimits(ctx: Pick<ServerContext, 'config'>) {
  return { cap: ctx.config.public.session_budget, per_purchase_cap: ctx.config.public.max_per_purchase };
}

/** The caps and what the journal holds against them, as every answer that shows the budget declares it. */
export const budgetFiguresSchema = z.object({
  cap: z.string(),
  spent: z.string(),
  reserved: z.string(),
  remaining: z.string(),
  per_purchase_cap: z.string(),
});

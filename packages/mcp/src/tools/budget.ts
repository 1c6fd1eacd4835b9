import type { McpConfig } from '../config/index.js';

/** The session's spending cap. Nothing can be bought yet, so nothing has been spent — the note says so. */
export function budgetView(config: McpConfig, currency: string | null) {
  return {
    cap: config.public.session_budget,
    max_per_purchase: config.public.max_per_purchase,
    spent: '0',
    remaining: config.public.session_budget,
    currency,
    note: 'spent stays 0: this server cannot buy anything yet, so the whole cap remains',
  };
}

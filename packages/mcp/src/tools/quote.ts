import * as z from 'zod';
import { cmpDec, subDec } from '@ainize/core';
import { PAY_SCHEMES } from '../config/index.js';
import { fits } from '../money/budget.js';
import { buildQuote } from '../money/quote-builder.js';
import type { Quote, QuoteItem } from '../money/quotes.js';
import { defineTool, when } from '../tools-kit/index.js';
import { budgetFiguresSchema, budgetIn } from './budget.js';
import type { ServerContext } from './context.js';
import { knowledgeId } from './schemas.js';

const input = z.strictObject({
  id: knowledgeId.describe('The knowledge to price. Its bases (what it is built on) are priced with it.'),
  dry_run: z
    .boolean()
    .default(false)
    .describe(
      'true: price from the catalogue and reserve nothing. false (default): a binding quote, for which the ' +
        'seller’s gateway reserves a payment nonce for ten minutes.',
    ),
  scheme: z
    .enum(PAY_SCHEMES)
    .optional()
    .describe(
      'local-credit (ledger credit) or exact (a stablecoin on a chain). Default: the server’s, else the node’s.',
    ),
});

const itemSchema = z.object({
  id: z.string(),
  role: z.enum(['requested', 'base']),
  name: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.string(),
  scheme: z.string().nullable(),
  status: z.string().nullable(),
  superseded_by: z.string().nullable(),
  license: z.string().nullable(),
  seller: z.string().nullable(),
  quorum: z.string().nullable(),
  sellable: z.boolean(),
  already_purchased: z.boolean(),
  owned: z.boolean(),
  body_held: z.boolean(),
  needed: z.boolean(),
  gateway_url: z.string().nullable(),
  pay_to: z.string().nullable().optional(),
  nonce: z.string().nullable().optional(),
  nonce_expires_at: z.number().nullable().optional(),
  note: z.string().optional(),
});

const output = z.object({
  quote_id: z.string(),
  expires_at: z.number(),
  binding: z.boolean(),
  dry_run: z.boolean(),
  items: z.array(itemSchema),
  total_requested: z.string(),
  total_with_bases: z.string().nullable(),
  scheme: z.string(),
  network: z.string(),
  asset: z.string(),
  currency: z.string(),
  budget: budgetFiguresSchema.extend({ currency: z.string().nullable() }),
  affordable: z.object({
    requested: z.boolean(),
    with_bases: z.boolean().nullable(),
    shortfall: z.string().nullable(),
    explanation: z.string(),
  }),
  buy_available: z.boolean(),
  confirm_with: z
    .object({ tool: z.literal('buy'), quote_id: z.string(), confirm_total: z.string(), confirm: z.literal(true) })
    .nullable(),
  next: z.string(),
});

export const quote = defineTool<ServerContext, typeof input, typeof output>({
  name: 'quote',
  title: 'Quote a knowledge',
  tier: 'MONEY',
  description: [
    'Prices a knowledge before anyone pays: it, every base it is built on and the total with them, in one ' +
      'payment scheme and currency, with what is left of the budget. Nothing is paid, but a binding quote (the ' +
      'default) reserves a payment nonce at the seller’s x402 gateway for ten minutes; dry_run: true prices from ' +
      'the catalogue, reserves nothing and cannot be bought. A quote lasts ten minutes, in this session only. ' +
      'Show the person the total, the bases and the remaining budget, then stop.',
    when('buy', 'buy settles the quote only after they agree.'),
    'To compare knowledges use search_knowledge; for what this node already bought, my_library.',
  ],
  inputSchema: input,
  outputSchema: output,
  // Not read-only: a binding quote reserves a payment nonce at the seller (for ten minutes; nothing is paid).
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const built = await buildQuote(ctx.client, ctx.journal, ctx.quotes, {
      id: args.id,
      dry_run: args.dry_run,
      ...(args.scheme === undefined ? {} : { scheme: args.scheme }),
      configuredScheme: ctx.config.public.scheme,
      signal: call.signal,
    });
    ctx.quotes.add(built);
    // The node's info was read (and cached) for the quote; the bare cap is in its currency.
    const own = (await ctx.client.info({ signal: call.signal })).currency;
    const budget = { ...budgetIn(ctx, built.currency, own), currency: built.currency };
    const buyAvailable = ctx.tools?.available().includes('buy') ?? false;
    const buyReason = ctx.tools?.reasons()['buy'];
    return {
      quote_id: built.quote_id,
      expires_at: built.expires_at,
      binding: built.binding,
      dry_run: args.dry_run,
      items: built.items,
      total_requested: built.total_requested,
      total_with_bases: built.total_with_bases,
      scheme: built.scheme,
      network: built.network,
      asset: built.asset,
      currency: built.currency,
      budget,
      affordable: affordability(built, budget),
      buy_available: buyAvailable,
      confirm_with: built.nothing_to_buy
        ? null
        : {
            tool: 'buy' as const,
            quote_id: built.quote_id,
            confirm_total: built.total_requested,
            confirm: true as const,
          },
      next: built.nothing_to_buy
        ? 'tell the person this node already has it; there is nothing to buy'
        : buyAvailable
          ? 'show the person the total, the bases and the remaining budget, then STOP. Never call buy in the turn in ' +
            'which you first learned the price; call it only after they agree, restating confirm_total exactly.'
          : `show the person the total and the bases. This server cannot buy (${buyReason ?? 'buy is not offered'}); the person can buy it from the node itself.`,
    };
  },
});

interface BudgetNumbers {
  cap: string;
  remaining: string;
  per_purchase_cap: string;
}

/** Whether the quote fits, and one honest sentence about it that an agent can repeat to a person. */
export function affordability(q: Quote, budget: BudgetNumbers) {
  const requested = q.items[0] as QuoteItem;
  const unit = q.currency;
  if (q.nothing_to_buy) {
    const why = requested.owned ? 'is this node’s own knowledge' : 'was already bought by this node';
    return {
      requested: true,
      with_bases: true,
      shortfall: null,
      explanation: `${requested.id} ${why}: there is nothing to pay for.`,
    };
  }
  const ceiling = cmpDec(budget.remaining, budget.per_purchase_cap) <= 0 ? budget.remaining : budget.per_purchase_cap;
  const requestedFits = fits(q.total_requested, ceiling);
  const withBases = q.total_with_bases === null ? null : fits(q.total_with_bases, budget.remaining);
  const bases = q.items.filter((item) => item.role === 'base' && item.needed);
  const baseNames = bases.map((b) => b.id).join(', ');
  const shortfallOf = (total: string) => (cmpDec(total, budget.remaining) > 0 ? subDec(total, budget.remaining) : null);
  const shortfall = requestedFits
    ? q.total_with_bases === null
      ? null
      : shortfallOf(q.total_with_bases)
    : shortfallOf(q.total_requested);

  const sentences: string[] = [];
  if (!requestedFits) {
    const overCap = !fits(q.total_requested, budget.per_purchase_cap);
    sentences.push(
      overCap
        ? `${requested.id} costs ${q.total_requested} ${unit}, above the per-purchase ceiling of ${budget.per_purchase_cap}.`
        : `${requested.id} alone costs ${q.total_requested} ${unit} and does not fit: ${shortfall} over your remaining ${budget.remaining}.`,
    );
  } else {
    sentences.push(`${requested.id} costs ${q.total_requested} ${unit} and fits your remaining ${budget.remaining}.`);
  }
  if (bases.length > 0) {
    const total =
      q.total_with_bases === null
        ? 'cannot be stated, because a base has no known price'
        : `is ${q.total_with_bases} ${unit}`;
    sentences.push(
      `It needs ${bases.length === 1 ? 'a base' : `${bases.length} bases`} this node does not have (${baseNames}), so the honest total ${total}` +
        (withBases === false ? ` — more than your remaining ${budget.remaining}.` : '.') +
        ' buy pays for the requested knowledge only; each base is quoted and bought on its own, and without them it cannot be loaded.',
    );
  }
  if (!requestedFits || withBases === false) {
    sentences.push(
      cmpDec(budget.cap, '0') === 0
        ? `This server may spend no ${unit} at all: only AINIZE_MCP_SESSION_BUDGET naming ${unit} (e.g. "5 ${unit}") allows it.`
        : 'Only AINIZE_MCP_SESSION_BUDGET in this server’s environment raises the budget; otherwise look for a stand-alone knowledge that answers the same questions.',
    );
  }
  return { requested: requestedFits, with_bases: withBases, shortfall, explanation: sentences.join(' ') };
}

import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import { ACTIVE_STATES, MAX_WAIT_MS } from '../jobs/index.js';
import { reconcilePurchase } from '../money/reconcile.js';
import { defineTool, listedBriefly } from '../tools-kit/index.js';
import { budgetFigures, spentFiguresSchema } from './budget.js';
import type { ServerContext } from './context.js';
import { knowledgeId } from './schemas.js';

const input = z.strictObject({
  id: knowledgeId.optional().describe('The knowledge whose purchase to check. Give this or idempotency_key.'),
  idempotency_key: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .describe('The idempotency_key the purchase answered with. Give this or id.'),
});

const output = z.object({
  state: z.enum(['complete', 'settled_no_body', 'recovered', 'never_paid']),
  patch_id: z.string(),
  idempotency_key: z.string().nullable(),
  purchase: listedBriefly(
    z
      .object({
        amount: z.string().nullable(),
        currency: z.string().nullable(),
        scheme: z.string().nullable(),
        network: z.string().nullable(),
        tx_hash: z.string().nullable(),
        bought_at: z.string().nullable(),
        body_present: z.boolean(),
        seller: z.string().nullable(),
      })
      .nullable(),
  ).describe(
    'The purchase the node recorded — amount, currency, scheme, network, tx_hash, bought_at, seller, body_present ' +
      '— or null: none.',
  ),
  evidence: z.object({
    purchase_row: z.boolean(),
    wallet_entries: z.number().nullable(),
    settle_records: z.number().nullable(),
    other_payments: z.number().describe('Payments of this knowledge that are another purchase’s.'),
    other_tx_hashes: z.array(z.string()),
  }),
  journal: z
    .object({
      status_before: z.string(),
      status_now: z.string(),
      reservation: z.enum(['spent', 'released', 'kept']),
    })
    .nullable(),
  budget: spentFiguresSchema,
  explanation: z.string(),
  next: z.string(),
});

export const reconcilePurchaseTool = defineTool<ServerContext, typeof input, typeof output>({
  name: 'reconcile_purchase',
  title: 'Reconcile a purchase',
  tier: 'MONEY',
  description:
    'Finds out what happened to a purchase that failed, timed out or was interrupted: complete, settled_no_body ' +
    '(the money moved, the body did not; with the tx hash and the recovery), recovered, or never_paid. It reads ' +
    'the node’s purchases, wallet and settle records, pays nothing, and brings this server’s budget in line. Use ' +
    'it instead of buying again; to list every purchase use my_library.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  registeredWhen: (ctx) =>
    ctx.client.hasOperator ||
    'the node shows its purchases and wallet to its operator only, and no operator credential (AINIZE_TOKEN or AINIZE_OPERATOR_PASSWORD) is configured',
  handler: async (args, ctx, call) => {
    if ((args.id === undefined) === (args.idempotency_key === undefined)) {
      throw AinizeFailure.of('invalid_argument', 'give exactly one of id or idempotency_key', {
        details: { fields: ['id', 'idempotency_key'] },
      });
    }
    await settleRunningJob(ctx, args, call.signal);
    const found = await reconcilePurchase(
      ctx.client,
      ctx.journal,
      {
        ...(args.id === undefined ? {} : { id: args.id }),
        ...(args.idempotency_key === undefined ? {} : { idempotency_key: args.idempotency_key }),
      },
      { signal: call.signal },
    );
    const currency = found.purchase?.currency ?? journalCurrency(ctx, found.idempotency_key);
    const own = await ctx.client.info({ signal: call.signal }).then(
      (info) => info.currency,
      () => null,
    );
    const budget = budgetFigures(ctx, own, currency ?? undefined);
    return {
      ...found,
      budget: {
        currency: budget.currency,
        cap: budget.cap,
        spent: budget.spent,
        reserved: budget.reserved,
        remaining: budget.remaining,
      },
    };
  },
});

function journalCurrency(ctx: ServerContext, key: string | null): string | null {
  return key === null ? null : (ctx.journal.get(key)?.currency ?? null);
}

/**
 * A buy of this session still in flight will answer by itself; reading the node halfway through would only
 * report a moment of it. Waits for that job (up to the long-poll limit) before reading.
 */
async function settleRunningJob(
  ctx: ServerContext,
  args: { id?: string; idempotency_key?: string },
  signal: AbortSignal,
): Promise<void> {
  const entry =
    args.idempotency_key !== undefined
      ? ctx.journal.get(args.idempotency_key)
      : args.id !== undefined
        ? ctx.journal.latestFor(args.id)
        : undefined;
  if (!entry || entry.status !== 'pending') return;
  try {
    const job = await ctx.jobs.status(entry.job_id);
    if (ACTIVE_STATES.has(job.state)) await ctx.jobs.status(entry.job_id, { wait_ms: MAX_WAIT_MS, signal });
  } catch (thrown) {
    // A job of another session or of an earlier run of this server is not here to wait for.
    if (!(thrown instanceof AinizeFailure) || thrown.code !== 'job_not_found') throw thrown;
  }
}

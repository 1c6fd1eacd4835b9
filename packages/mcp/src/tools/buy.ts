import * as z from 'zod';
import { AinizeFailure, ainizeError, type AinizeError } from '@ainize/core';
import { anyCapAboveZero, parseCapList } from '../config/caps.js';
import {
  bindingQuote,
  confirmed,
  confirmMissingError,
  GATE_SENTENCES,
  keyNotUsed,
  liveQuote,
  noPurchaseInDoubt,
  notAlreadyPurchased,
  quoteRequiredError,
  restatedTotal,
  sellableNow,
  totalMissingError,
  unchangedPrice,
  withinBudget,
  withinPerPurchaseCap,
} from '../money/gates.js';
import { runPurchase } from '../money/purchase.js';
import type { Quote } from '../money/quotes.js';
import { defineTool, type FieldProblem, type ToolCall } from '../tools-kit/index.js';
import { budgetFigures, budgetIn } from './budget.js';
import type { ServerContext } from './context.js';
import { jobAnswerSchema } from './job-view.js';
import { knowledgeId } from './schemas.js';

/**
 * buy: settles a quote this session made, and nothing else. There is deliberately no `id` field — the strict
 * schema refuses one by name — so what is bought is always what the person saw quoted.
 */

const IDEMPOTENCY_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

const input = z.strictObject({
  quote_id: z.string().min(1).max(64).describe('The quote_id of a quote from this session, at most ten minutes old.'),
  confirm_total: z.string().max(80).describe('The quote’s total_requested, restated exactly as the quote wrote it.'),
  confirm: z.boolean().describe('true, once the person has seen the quote and agreed to pay.'),
  dry_run: z
    .boolean()
    .default(false)
    .describe('true: run every gate and report them, and call nothing that pays or reserves anything.'),
  apply: z
    .boolean()
    .default(false)
    .describe('Also load it into the shared model once bought (needs AINIZE_MCP_ALLOW_APPLY on this server).'),
  max_price: z
    .string()
    .max(80)
    .regex(/^\d+(\.\d+)?$/, 'max_price is a decimal string such as "5" or "2.5"')
    .optional()
    .describe('A lower ceiling for this one purchase (decimal string); it can only lower the configured one.'),
  idempotency_key: z
    .string()
    .max(128)
    .optional()
    .describe(
      'Names this purchase so a repeat never pays twice (8–128 letters, digits, ".", "_", ":" or "-"); derived ' +
        'from the quote by default.',
    ),
});

/** The receipt a finished buy job holds (money/purchase.ts builds it); never the node's manifest or its token. */
const receipt = z.object({
  patch_id: z.string(),
  amount: z.string(),
  currency: z.string(),
  tx_hash: z.string(),
  seller: z.string(),
  bought_at: z.string(),
  body_present: z.boolean().describe('false: paid, but the body is not here — reconcile_purchase, never buy again.'),
  applied: z.boolean(),
  note: z.string(),
});

/** A job handle, or — for a dry run, which starts no job — the gates it passed with `job_id: null`. */
const output = jobAnswerSchema(receipt, {
  idempotency_key: z.string().optional().describe('Names this purchase for reconcile_purchase.'),
  gates_passed: z.array(z.string()).optional(),
});

/**
 * The gates the schema keeps: a call without a quote, a restated total or a confirmation is refused with the
 * gate's own code and next step, before anything else is looked at — as the gates in the handler would.
 */
function refuseBuyInput(
  args: Readonly<Record<string, unknown>>,
  problems: readonly FieldProblem[],
  ctx: ServerContext,
): AinizeError | null {
  const wrong = new Set(problems.map((problem) => problem.field));
  const quoteId = typeof args['quote_id'] === 'string' ? args['quote_id'] : null;
  const found = quoteId === null ? null : ctx.quotes.lookup(quoteId);
  const quote = found?.state === 'live' ? found.quote : null;
  let named: AinizeError | null = null;
  if (wrong.has('quote_id')) {
    const id = knowledgeId.safeParse(args['id']);
    named = quoteRequiredError(id.success ? id.data : undefined);
  } else if (wrong.has('id')) return strayIdError([...wrong]);
  else if (wrong.has('confirm_total')) named = totalMissingError(quote, quoteId);
  else if (wrong.has('confirm')) named = confirmMissingError(quote, quoteId);
  if (named === null) return null;
  // Whatever else the schema found is said too, so one refusal is enough to fix the call — except the guess that
  // an `id` was meant as quote_id: a knowledge id is quoted first, never settled.
  const others = problems.filter((problem) => problem.field !== 'id').map((problem) => problem.sentence);
  return { ...named, details: { ...named.details, input_problems: others } };
}

/**
 * An `id` beside a quote_id: the quote already names what buy settles. Said as the schema refusal it is, without
 * the guess that the id was meant as quote_id.
 */
function strayIdError(fields: string[]): AinizeError {
  const accepted = Object.keys(input.shape);
  return ainizeError(
    'invalid_argument',
    `buy: unknown field "id" — buy takes no knowledge id, because its quote already names what it settles. buy ` +
      `accepts: ${accepted.join(', ')}.`,
    {
      details: {
        tool: 'buy',
        field: 'id',
        fields,
        accepted,
        required: ['quote_id', 'confirm_total', 'confirm'],
        next: 'call buy again without "id"; the quote_id is enough',
      },
    },
  );
}

function buyPrecondition(ctx: ServerContext): true | string {
  const missing: string[] = [];
  if (!ctx.client.hasOperator) {
    missing.push(
      'buying is done by the node for its operator, and no operator credential (AINIZE_TOKEN or AINIZE_OPERATOR_PASSWORD) is configured',
    );
  }
  if (!anyCapAboveZero(parseCapList(ctx.config.public.session_budget))) {
    missing.push(
      'the session budget is 0: set AINIZE_MCP_SESSION_BUDGET in this server’s environment to allow purchases',
    );
  }
  if (ctx.journal.unavailable !== null) missing.push(ctx.journal.unavailable);
  return missing.length === 0 ? true : missing.join('; ');
}

export const buy = defineTool<ServerContext, typeof input, typeof output>({
  name: 'buy',
  title: 'Buy a quoted knowledge',
  tier: 'MONEY',
  job: true,
  description:
    'Pays real money for a knowledge: settles a binding quote of this session (quote_id) with its total restated ' +
    'exactly (confirm_total) and confirm: true, only after the person agreed to that quote. The node pays the ' +
    'seller, downloads the knowledge and checks it, within this server’s budget, which no argument raises. ' +
    'Answers with a job_id; job_status gives the receipt. Never retried: after a failure or a timeout call ' +
    'reconcile_purchase, never buy again. dry_run: true runs every gate without paying. Buys the quoted ' +
    'knowledge only, not its bases.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  registeredWhen: buyPrecondition,
  refuseInput: refuseBuyInput,
  handler: async (args, ctx, call) => {
    const passed: string[] = [];
    const quoteId = args.quote_id;
    let quote = liveQuote(ctx.quotes, quoteId);
    passed.push(GATE_SENTENCES.quote);
    bindingQuote(quote);
    passed.push(GATE_SENTENCES.binding);
    const key = idempotencyKey(args.idempotency_key, quote, ctx);
    keyNotUsed(ctx.journal, key);
    passed.push(GATE_SENTENCES.key);
    restatedTotal(quote, args.confirm_total);
    passed.push(GATE_SENTENCES.total);
    const detail = await ctx.client.patch(quote.patch_id, { signal: call.signal });
    unchangedPrice(quote, detail);
    passed.push(GATE_SENTENCES.price);
    confirmed(args.confirm, quote);
    passed.push(GATE_SENTENCES.confirm);
    const journalled = ctx.journal.latestFor(quote.patch_id);
    const purchase =
      detail.purchased === true || journalled?.hold === 'spent'
        ? (await ctx.client.myPurchases({ signal: call.signal })).items.find((p) => p.patch_id === quote.patch_id)
        : undefined;
    notAlreadyPurchased(quote, detail, purchase, journalled);
    passed.push(GATE_SENTENCES.owned);
    // Concurrent calls may have journalled meanwhile: the same key is a replay before it is anything else.
    keyNotUsed(ctx.journal, key);
    noPurchaseInDoubt(ctx.journal.latestFor(quote.patch_id));
    passed.push(GATE_SENTENCES.doubt);
    passed.push(...sellableNow(quote, detail));
    // A bare cap is in the node's own currency, so which currency that is must come from the node.
    const own = (await ctx.client.info({ signal: call.signal })).currency;
    const budget = budgetIn(ctx, quote.currency, own);
    withinBudget(budget, quote.amount, quote.currency);
    passed.push(GATE_SENTENCES.budget);
    withinPerPurchaseCap(budget.per_purchase_cap, args.max_price, quote.amount, quote.currency);
    passed.push(GATE_SENTENCES.perPurchase);
    if (args.apply && !ctx.config.public.allow_apply) {
      throw AinizeFailure.of(
        'capability_disabled',
        'apply: true loads the knowledge into the model every user of this machine shares, and this server is not ' +
          'allowed to change it (AINIZE_MCP_ALLOW_APPLY is not set); buy without apply — nothing was bought',
        { details: { field: 'apply' } },
      );
    }
    requireHumanPossible(ctx, call, quote);

    if (args.dry_run) {
      return {
        job_id: null,
        kind: 'buy',
        state: 'done',
        dry_run: true,
        would_buy: quote.patch_id,
        amount: quote.amount,
        currency: quote.currency,
        scheme: quote.scheme,
        network: quote.network,
        idempotency_key: key,
        gates_passed: passed,
        human_confirmation: call.human
          ? 'the person will be asked to confirm in the client before anything is paid'
          : 'this client cannot show a confirmation form; confirm: true is the only confirmation',
        note: 'nothing was called on the gateway or the buy route and no nonce was reserved. Call again without dry_run to pay.',
      };
    }

    if (call.human) {
      await askTheHuman(call, quote);
      passed.push(GATE_SENTENCES.human);
      // The person may have taken longer than the quote lives.
      quote = liveQuote(ctx.quotes, quoteId);
    }
    const order = {
      key,
      patch_id: quote.patch_id,
      amount: quote.amount,
      currency: quote.currency,
      scheme: quote.scheme,
      network: quote.network,
      apply: args.apply,
    };
    const started = ctx.jobs.start(
      'buy',
      `buying ${quote.patch_id} for ${quote.amount} ${quote.currency}`,
      (job) => runPurchase(ctx.client, ctx.journal, order, job, () => budgetIn(ctx, order.currency, own)),
      {
        // The intent is on disk, with the budget reserved, before the job exists; a concurrent call with the same
        // key or the last of the budget is refused here, atomically.
        admit: (jobId) => {
          ctx.journal.reserve(
            {
              key,
              patch_id: quote.patch_id,
              amount: quote.amount,
              currency: quote.currency,
              quote_id: quote.quote_id,
              job_id: jobId,
              scheme: quote.scheme,
              network: quote.network,
            },
            { cap: budgetIn(ctx, quote.currency, own).cap },
          );
        },
        onCancel: () => ({
          charged: null,
          note:
            'a purchase cannot be called back once it was sent to the node; it may still complete — ' +
            `reconcile_purchase with idempotency_key ${key} says whether it did`,
        }),
      },
    );
    return {
      ...started,
      patch_id: quote.patch_id,
      amount: quote.amount,
      currency: quote.currency,
      scheme: quote.scheme,
      network: quote.network,
      idempotency_key: key,
      gates_passed: passed,
      budget: budgetFigures(ctx, own, quote.currency),
      poll_after_ms: 1000,
      next:
        'poll job_status with this job_id for the receipt. If it fails or times out, do NOT buy again — call ' +
        `reconcile_purchase with idempotency_key ${key}.`,
    };
  },
});

/** The caller's key, checked, or one derived from the quote so that one quote can be paid at most once. */
function idempotencyKey(given: string | undefined, quote: Quote, ctx: ServerContext): string {
  if (given === undefined) return `q:${quote.quote_id}`;
  // A key is written to the journal; one that looks like a credential to the scrubber is refused, not stored.
  if (!IDEMPOTENCY_KEY.test(given) || ctx.scrubber.scrubString(given) !== given) {
    throw AinizeFailure.of(
      'invalid_argument',
      'idempotency_key must be 8–128 letters, digits, ".", "_", ":" or "-", and must not look like a credential',
      { details: { field: 'idempotency_key' } },
    );
  }
  return given;
}

function requireHumanPossible(ctx: ServerContext, call: ToolCall, quote: Quote): void {
  if (!ctx.config.public.require_human || call.human) return;
  throw AinizeFailure.of(
    'confirmation_required',
    'this server only buys after a person confirms in the client itself (AINIZE_MCP_REQUIRE_HUMAN), and this ' +
      `client cannot show a confirmation form; nothing was bought. Buy ${quote.patch_id} from a client that ` +
      'supports MCP elicitation, or from the node itself',
    { details: { field: 'elicitation', quote_id: quote.quote_id } },
  );
}

async function askTheHuman(call: ToolCall, quote: Quote): Promise<void> {
  const human = call.human;
  if (!human) return;
  const seller = quote.items[0]?.seller ?? 'its seller';
  let answer;
  try {
    answer = await human.ask({
      message:
        `Pay ${quote.amount} ${quote.currency}${quote.scheme === 'exact' ? ` (a token transfer on ${quote.network})` : ''} ` +
        `for the knowledge "${quote.patch_id}" to ${seller}? ` +
        'This spends real money from the session budget and cannot be undone.',
      field: 'approve',
      title: `Spend ${quote.amount} ${quote.currency} on ${quote.patch_id}`,
      description: 'Tick to approve this one purchase. Leave it unticked, decline or cancel to spend nothing.',
    });
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    throw AinizeFailure.of(
      'confirmation_required',
      `the confirmation form could not be shown or was not answered (${reason}); nothing was bought`,
      { details: { field: 'elicitation', quote_id: quote.quote_id } },
    );
  }
  if (answer.approved) return;
  throw AinizeFailure.of(
    'confirmation_required',
    `the person did not approve paying ${quote.amount} ${quote.currency} for ${quote.patch_id} ` +
      `(${answer.action === 'accept' ? 'the box was left unticked' : answer.action}); nothing was bought`,
    { details: { field: 'elicitation', action: answer.action, quote_id: quote.quote_id } },
  );
}

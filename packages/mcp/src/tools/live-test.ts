import * as z from 'zod';
import { AinizeFailure, questionKey, type ChatAnswer, type ChatResponse } from '@ainize/core';
import { lockLabelWords, type ModelLockView } from '../errors/index.js';
import type { CancelVerdict, JobRunContext } from '../jobs/index.js';
import type { PatchDetail } from '../node-client/index.js';
import { defineTool, when } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { quorumText } from './flatten.js';
import { refuseUnheld } from './held-here.js';
import { answerWithin, waitMsInput } from './inline-wait.js';
import { answerColumn, jobAnswerSchema, NEXT_POLL } from './job-view.js';
import { everySecond, lockFromPatches, lockFromStatus } from './lock-watch.js';
import { knowledgeId } from './schemas.js';

/** What the node allows anonymous callers per rolling hour; the node's own answer overrides it once one arrives. */
const ANONYMOUS_LIMIT = 20;

const input = z.strictObject({
  question: z.string().trim().min(1).max(4000).describe('The question, asked once of each column.'),
  knowledge: z
    .array(knowledgeId)
    .max(3)
    .refine((ids) => new Set(ids).size === ids.length, 'each knowledge may be named once')
    .describe('Up to 3 knowledge ids to load for the "after" column, in load order; [] asks the bare model only.'),
  mode: z
    .enum(['compare', 'base', 'patched'])
    .default('compare')
    .describe('compare: before and after (the default); base: only the model as it is; patched: only with them.'),
  wait_ms: waitMsInput,
});

/** The finished test, as job_status (or a call that waited) shows it; its other fields are in liveTestResult. */
const result = z.object({
  question: z.string(),
  before: answerColumn.describe('The model as it is; null in mode "patched".'),
  after: answerColumn.describe('With the knowledges loaded; null in mode "base".'),
  changed: z.boolean().nullable(),
  verdict: z
    .object({ expected: z.string().nullable(), after_correct: z.boolean(), before_correct: z.boolean().nullable() })
    .nullable()
    .describe('Only for a question of the knowledge’s own benchmark; null: an unscored comparison.'),
  knowledge: z.array(
    z.object({
      id: z.string(),
      was_already_applied: z.boolean().nullable(),
      verification: z.object({ quorum: z.string() }),
    }),
  ),
  quota: z.object({ metered: z.boolean(), remaining: z.number().nullable(), limit: z.number().nullable() }),
  caveats: z.array(z.string()).describe('Repeat every one when reporting.'),
});

const output = jobAnswerSchema(result, {
  applied_on_this_model: z
    .array(z.string())
    .optional()
    .describe('Knowledges another process left on the model: part of the "before" column.'),
  quota: z
    .object({ metered: z.boolean(), live_tests_remaining: z.number().nullable() })
    .optional()
    .describe('Free live tests left this hour; null until a test answers. Not metered for an operator.'),
});

export const liveTest = defineTool<ServerContext, typeof input, typeof output>({
  name: 'live_test',
  title: 'Live test (before / after)',
  tier: 'MODEL',
  job: true,
  description: [
    'Starts a live test: asks the shared model one question as it is and with the named knowledges loaded, under ' +
      'one hold of the model lock, so both columns see the same model. A job (wait_ms; one takes tens of ' +
      'milliseconds) whose result holds both answers, the verifiers’ scores and, for a question of the ' +
      'knowledge’s own benchmark, a verdict. Free, but uses one of the node’s 20 live tests an hour shared by ' +
      'everyone on this server (an operator is not metered). Nothing stays loaded.',
    when('apply_knowledge', 'To keep a knowledge loaded use apply_knowledge instead.'),
    'For what verifiers measured without the model, use get_knowledge.',
  ],
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  registeredWhen: (ctx) =>
    ctx.servesModel === false ? 'the node does not report a served model, so there is nothing to live-test' : true,
  handler: async (args, ctx, call) => {
    if (args.knowledge.length === 0 && args.mode === 'patched') {
      // The node would answer the bare model and spend a free try on an "after" column that cannot exist.
      throw AinizeFailure.of(
        'invalid_argument',
        'mode "patched" needs at least one knowledge to load; name it in `knowledge`, or use mode "base" to ask the bare model',
        { details: { field: 'mode' } },
      );
    }
    const options = { signal: call.signal };
    // Unknown ids are refused here, before a job exists: bad input must not cost a queue place or a free try.
    const [patches, details] = await Promise.all([
      ctx.client.chatPatches({ ...options, teach: 'auto' }),
      Promise.all(args.knowledge.map((id) => ctx.client.patch(id, { ...options, teach: 'auto' }))),
    ]);
    refuseUnheld(details, ctx.client.baseUrl, 'live_test');
    const metered = !ctx.client.hasOperator;
    const summary =
      args.knowledge.length === 0 ? 'a live test of the bare model' : `a live test of ${args.knowledge.join(', ')}`;
    const run = (job: JobRunContext) => runLiveTest(ctx, job, args, details, metered, patches.applied);
    const started = ctx.jobs.start('live_test', summary, run, {
      onCancel: ({ job_id }) => cancelLiveTest(ctx, job_id),
    });
    const handle = {
      ...started,
      poll_after_ms: 1500,
      model_lock: lockFromPatches(patches),
      applied_on_this_model: patches.applied,
      quota: quotaBefore(metered),
      next: NEXT_POLL,
    };
    return quotaOfFinished(await answerWithin(ctx, call, handle, args.wait_ms));
  },
});

type Handle = { quota: ReturnType<typeof quotaBefore>; result?: unknown };

/**
 * The handle's quota is written before the test runs, when the count is not known yet. A test that finished within
 * wait_ms brings the node's count in its result, and the handle then says the same number: one answer must not say
 * "unknown" at the top and "15 left" inside.
 */
function quotaOfFinished<H extends Handle>(answer: H): H {
  const counted = (answer.result as { quota?: { remaining?: unknown } } | undefined)?.quota?.remaining;
  if (!answer.quota.metered || typeof counted !== 'number') return answer;
  return { ...answer, quota: { ...answer.quota, live_tests_remaining: counted, note: QUOTA_SHARED } };
}

type LiveTestInput = z.output<typeof input>;

async function runLiveTest(
  ctx: ServerContext,
  job: JobRunContext,
  args: LiveTestInput,
  details: PatchDetail[],
  metered: boolean,
  /** What another process had pinned on the model when the test was asked for: part of the "before" column. */
  appliedOnModel: string[],
) {
  const stopWatching = watchQueue(ctx, job);
  let outcome;
  try {
    outcome = await ctx.client.chat(
      {
        patch_ids: args.knowledge,
        mode: args.mode,
        messages: [{ role: 'user', content: args.question }],
        request_id: job.job_id,
      },
      {
        signal: job.signal,
        // The operator is not metered; without one, a teaching key at least lets its owner test a private draft.
        ...(ctx.client.hasOperator ? { operator: true } : ctx.client.teachAddress ? { teach: true } : {}),
      },
    );
  } finally {
    stopWatching();
  }
  if (outcome.kind === 'cancelled') {
    throw AinizeFailure.of('cancelled', outcome.message, { details: { ...outcome.details, charged: outcome.charged } });
  }
  job.running();
  const { remaining_quota: remaining, quota_limit: limit } = outcome.response;
  if (metered && remaining !== null) ctx.quotaSeen = { remaining, limit: limit ?? ANONYMOUS_LIMIT, at: Date.now() };
  return liveTestResult(args, details, outcome.response, metered, appliedOnModel);
}

/**
 * Asks the node every second where the test is, so job_status can say "queued behind X for 12 s" and a cancel
 * knows whether it is still free. A new place in line or a new holder is progress (it wakes a long-poll); the
 * hold's growing age is only a detail.
 */
function watchQueue(ctx: ServerContext, job: JobRunContext): () => void {
  let lastMessage: string | null = null;
  return everySecond(async (signal) => {
    const status = await ctx.client.chatStatus(job.job_id, { signal });
    if (signal.aborted) return;
    const lock = lockFromStatus(status);
    job.detail({ model_lock: lock, position: status.position, queued_ms: status.queued_ms });
    if (status.state === 'running') {
      job.running('RUNNING');
    } else if (status.state === 'queued') {
      job.nativeState('QUEUED');
      const message = queuedMessage(status.position, lock);
      if (message !== lastMessage) {
        lastMessage = message;
        job.progress({ progress: 0, total: 1, message });
      }
    }
  });
}

/**
 * Where the test stands in line and behind whom — without the hold's age, which changes every second: that
 * lives in the quiet detail (model_lock.sentence) and is fresh in every job_status answer.
 */
function queuedMessage(position: number, lock: ModelLockView): string {
  const place = position > 0 ? `number ${position} in line` : 'waiting for the model';
  const holder = lock.holder
    ? `; the model is held by ${lock.holder.owner} (${lockLabelWords(lock.holder.label)})`
    : '';
  return `${place}${holder}`;
}

/** The node decides what a cancel costs: only it knows whether the ticket had just reached the model. */
async function cancelLiveTest(ctx: ServerContext, jobId: string): Promise<CancelVerdict> {
  const answer = await ctx.client.chatCancel(jobId);
  if (answer.reason === 'queued') {
    return { charged: false, was: 'queued', note: 'nothing had reached the model, so no free live test was used' };
  }
  if (answer.reason === 'already_running') {
    return {
      charged: answer.charged,
      was: 'running',
      note:
        'the node had already started this on the model: the work and the metered try stand, and the answer is ' +
        'discarded here',
    };
  }
  // `gone`: the node holds no ticket — it never arrived (the request is withdrawn with the cancel) or just ended.
  return {
    charged: null,
    note:
      'the node had no ticket for this test: either it had not arrived yet (the request is withdrawn now, before ' +
      'the model) or it had just finished; whether a free try was used cannot be told apart from here',
  };
}

function liveTestResult(
  args: LiveTestInput,
  details: PatchDetail[],
  response: ChatResponse,
  metered: boolean,
  appliedOnModel: string[],
) {
  const before = args.mode === 'patched' ? null : column(response.base);
  const after = args.mode === 'base' || args.knowledge.length === 0 ? null : column(response.patched);
  const verdict = verdictOf(args.question, details, response, before);
  const knowledge = details.map((detail) => {
    const applied = response.applied.find((a) => a.patch_id === detail.id);
    return {
      id: detail.id,
      applied_ms: applied?.applied_ms ?? null,
      was_already_applied: applied?.was_applied ?? null,
      verification: {
        quorum: quorumText(detail),
        quorum_ok: detail.quorum_ok,
        sellable: detail.sellable,
        attestations: detail.attestations.map((a) => ({
          verifier_name: a.verifier_name ?? null,
          passed: a.passed,
          score: a.score,
          verified_on: a.verified_on,
        })),
      },
    };
  });
  const applyTimes = knowledge.map((k) => k.applied_ms).filter((ms): ms is number => ms !== null);
  return {
    question: args.question,
    mode: response.mode,
    model: response.model,
    before,
    after,
    changed: before !== null && after !== null ? normalise(before.answer) !== normalise(after.answer) : null,
    verdict,
    knowledge,
    apply_ms_total: applyTimes.length === 0 ? null : applyTimes.reduce((a, b) => a + b, 0),
    applied_on_this_model: appliedOnModel,
    quota: quotaAfter(metered, response),
    caveats: caveatsOf(args, details, response, verdict, appliedOnModel),
  };
}

function column(answer: ChatAnswer) {
  return { answer: answer.content, latency_ms: answer.latency_ms, truncated: answer.truncated !== null };
}

/**
 * Scored only when the node says the question is one of a knowledge's benchmark questions (its hit is then
 * true or false rather than null); the expected answer comes from the same anchor the verifiers used, matched
 * by core's question key as the node matches it.
 */
function verdictOf(
  question: string,
  details: PatchDetail[],
  response: ChatResponse,
  before: { answer: string } | null,
) {
  const key = questionKey(question);
  for (const detail of details) {
    const hit = response.benchmark_hits[detail.id];
    if (hit === undefined || hit === null) continue;
    const expected = detail.anchor.benchmark.samples.find((s) => questionKey(s.prompt) === key)?.expect ?? null;
    return {
      knowledge: detail.id,
      in_benchmark: true,
      expected,
      after_correct: hit,
      before_correct:
        expected === null || before === null ? null : questionKey(before.answer) === questionKey(expected),
    };
  }
  return null;
}

function caveatsOf(
  args: LiveTestInput,
  details: PatchDetail[],
  response: ChatResponse,
  verdict: ReturnType<typeof verdictOf>,
  appliedOnModel: string[],
): string[] {
  const caveats: string[] = [];
  if (args.knowledge.length > 0 && args.mode === 'base') {
    caveats.push(
      'mode "base" asked only the model as it is, without loading the knowledge: nothing here shows what the ' +
        'knowledge changes, and nothing is scored',
    );
  } else if (args.knowledge.length > 0 && verdict === null) {
    caveats.push(
      'this question is not in the knowledge’s own benchmark, so the comparison is unscored — report it as a ' +
        'comparison, not as a verified result',
    );
  }
  const pinned = response.applied.filter((a) => a.was_applied).map((a) => a.patch_id);
  const others = appliedOnModel.filter((id) => !args.knowledge.includes(id));
  if (pinned.length > 0 || others.length > 0) {
    caveats.push(
      `the "before" column is not the bare model: ${[...pinned, ...others].join(', ')} ` +
        `${pinned.length + others.length === 1 ? 'is' : 'are'} applied on the shared model`,
    );
  }
  for (const detail of details) {
    if (!detail.quorum_ok) {
      caveats.push(
        `${detail.id} is not verified by a quorum yet (${quorumText(detail)}): what it answers here is the ` +
          'author’s claim, not an independently checked one',
      );
    }
    if (detail.open_challenge) caveats.push(`${detail.id} has an open challenge: ${detail.open_challenge.reason}`);
  }
  if (response.base.truncated !== null || response.patched.truncated !== null) {
    caveats.push('an answer was cut short by the node; read it as incomplete');
  }
  return caveats;
}

const QUOTA_SHARED =
  'free live tests are counted per visitor IP — this count is shared by everyone using this MCP server';
const NOT_METERED = 'not metered: this server signs its live tests in as the node’s operator';

function quotaBefore(metered: boolean): {
  metered: boolean;
  live_tests_remaining: number | null;
  limit: number | null;
  note: string;
} {
  return metered
    ? {
        metered: true,
        live_tests_remaining: null,
        limit: ANONYMOUS_LIMIT,
        note:
          'free live tests are counted per visitor IP, 20 per rolling hour, and everyone using this MCP server ' +
          'shares one count; how many remain is known once this test answers',
      }
    : { metered: false, live_tests_remaining: null, limit: null, note: NOT_METERED };
}

function quotaAfter(metered: boolean, response: ChatResponse) {
  return metered
    ? {
        metered: true,
        remaining: response.remaining_quota,
        limit: response.quota_limit ?? ANONYMOUS_LIMIT,
        note: QUOTA_SHARED,
      }
    : { metered: false, remaining: null, limit: null, note: NOT_METERED };
}

const normalise = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ');

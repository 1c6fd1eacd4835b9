import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import type { CancelVerdict, JobRunContext } from '../jobs/index.js';
import type { StackItem } from '../node-client/index.js';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { refuseUnheld } from './held-here.js';
import { answerWithin, waitMsInput } from './inline-wait.js';
import { applyResultSchema, jobAnswerSchema, NEXT_POLL, removeResultSchema } from './job-view.js';
import { lockFromPatches, watchLock } from './lock-watch.js';
import { knowledgeId } from './schemas.js';

/**
 * apply_knowledge / remove_knowledge: the only tools that change the shared model for longer than one question.
 * Off unless the server's own settings allow them; both are jobs, since each waits for the model lock.
 */

const SHARED_WARNING =
  'this changes the model every process on this machine shares: the change survives restarts and is in the ' +
  '"before" column of everyone’s live tests until it is removed';

/** What the handle adds to a job answer: the knowledge and the shared-model warning. */
const changeHandle = { patch_id: z.string().optional(), warning: z.string().optional() };
const applyOutput = jobAnswerSchema(applyResultSchema, changeHandle);
const removeOutput = jobAnswerSchema(removeResultSchema, changeHandle);

function applyPrecondition(ctx: ServerContext): true | string {
  if (!ctx.config.public.allow_apply) return 'changing the shared model is off: AINIZE_MCP_ALLOW_APPLY is not set';
  if (!ctx.client.hasOperator) {
    return 'the node applies knowledge for its operator only, and no operator credential (AINIZE_TOKEN or AINIZE_OPERATOR_PASSWORD) is configured';
  }
  return ctx.servesModel === false ? 'the node does not report a served model' : true;
}

const applyInput = z.strictObject({
  id: knowledgeId.describe('The knowledge to load into the shared model.'),
  with_base: z
    .boolean()
    .default(false)
    .describe('Also load the knowledges it is built on, in order, when the node holds them.'),
  wait_ms: waitMsInput,
});

export const applyKnowledge = defineTool<ServerContext, typeof applyInput, typeof applyOutput>({
  name: 'apply_knowledge',
  title: 'Apply a knowledge to the shared model',
  tier: 'MODEL',
  job: true,
  description:
    'Starts loading a knowledge into the shared model and leaves it there: every user of this model sees it, it ' +
    'survives a restart and joins the "before" column of later live tests. Free of money; a job (wait_ms). One ' +
    'whose body another node holds is refused up front. To try one on one question use live_test instead; ' +
    'remove_knowledge undoes this.',
  inputSchema: applyInput,
  outputSchema: applyOutput,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  registeredWhen: applyPrecondition,
  handler: (args, ctx, call) =>
    startModelChange(ctx, call.signal, 'apply', args.id, args.wait_ms, async (job) => {
      const result = await ctx.client.apply(
        args.id,
        { with_base: args.with_base, request_id: job.job_id },
        { signal: job.signal },
      );
      return {
        patch_id: result.patch_id,
        applied: result.applied,
        already_applied: result.already_applied,
        stack: stackOf(result.stack),
      };
    }),
});

const removeInput = z.strictObject({
  id: knowledgeId.describe('The knowledge to take out of the shared model.'),
  confirm: z.boolean().optional().describe('Must be true, once the person has agreed to the removal.'),
  cascade: z
    .boolean()
    .default(false)
    .describe('Also remove what is loaded on top of it; without it the node refuses when something depends on it.'),
  wait_ms: waitMsInput,
});

export const removeKnowledge = defineTool<ServerContext, typeof removeInput, typeof removeOutput>({
  name: 'remove_knowledge',
  title: 'Remove a knowledge from the shared model',
  tier: 'MODEL',
  job: true,
  description:
    'Starts taking a knowledge out of the shared model by writing the base model back over every memory row it ' +
    'owns, rows another loaded knowledge shares included. Needs confirm: true once the person agreed. Free of ' +
    'money, but every user of this model sees it and it survives a restart; a job (wait_ms). Only for knowledge ' +
    'loaded with apply_knowledge; a live_test unloads its own.',
  inputSchema: removeInput,
  outputSchema: removeOutput,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  registeredWhen: applyPrecondition,
  handler: async (args, ctx, call) => {
    if (args.confirm !== true) {
      throw AinizeFailure.of(
        'confirmation_required',
        `removing ${args.id} writes the base model back over every memory row it owns, including rows another ` +
          'loaded knowledge shares — pass confirm: true once the person has agreed',
        { details: { id: args.id, field: 'confirm' } },
      );
    }
    return startModelChange(ctx, call.signal, 'remove', args.id, args.wait_ms, async (job) => {
      const result = await ctx.client.remove(
        args.id,
        { cascade: args.cascade, request_id: job.job_id },
        { signal: job.signal },
      );
      return {
        patch_id: result.patch_id,
        removed: result.removed,
        also_affects: result.also_affects,
        stack: stackOf(result.stack),
      };
    });
  },
});

const stackOf = (stack: StackItem[]) => stack.map((item) => ({ patch_id: item.patch_id, rows: item.rows }));

/**
 * The part apply and remove share: the id must exist before a job does (for an apply, with its body on this node;
 * for a removal, applied), the job waits for the model under its job id as the node's request_id (so a cancel can
 * name it), and both the handle and the result carry the shared-model warning. With `waitMs` the finished job can
 * come back in the same answer.
 */
async function startModelChange(
  ctx: ServerContext,
  signal: AbortSignal,
  kind: 'apply' | 'remove',
  id: string,
  waitMs: number,
  change: (job: JobRunContext) => Promise<Record<string, unknown>>,
) {
  const [patches, detail] = await Promise.all([ctx.client.chatPatches({ signal }), ctx.client.patch(id, { signal })]);
  if (kind === 'remove') refuseNotApplied(id, patches.applied, ctx.client.baseUrl);
  else refuseUnheld([detail], ctx.client.baseUrl, 'apply');
  const started = ctx.jobs.start(
    kind,
    `${kind === 'apply' ? 'applying' : 'removing'} ${id}`,
    async (job) => {
      const stop = watchLock(ctx, job);
      try {
        return { ...(await change(job)), warning: SHARED_WARNING };
      } finally {
        stop();
      }
    },
    { onCancel: ({ job_id }) => cancelModelChange(ctx, job_id, kind, id) },
  );
  const handle = {
    ...started,
    poll_after_ms: 1000,
    patch_id: id,
    model_lock: lockFromPatches(patches),
    warning: SHARED_WARNING,
    next: NEXT_POLL,
  };
  return answerWithin(ctx, { signal }, handle, waitMs);
}

/**
 * Removing what is not applied would queue for the model only to be refused by the node (`not_applied`); said
 * before any job exists, with what IS applied, so the agent can pick the right one or stop.
 */
function refuseNotApplied(id: string, applied: readonly string[], nodeUrl: string): void {
  if (applied.includes(id)) return;
  const now = applied.length === 0 ? 'nothing is applied' : `what is applied now: ${applied.join(', ')}`;
  throw AinizeFailure.of(
    'not_applied',
    `${id} is not applied on the shared model of ${nodeUrl}, so there is nothing to remove — ${now}. ` +
      'Nothing was changed and no job was started',
    { details: { id, applied: [...applied] } },
  );
}

/**
 * The node decides what a cancel stops, at the moment it receives it: a change still waiting for the model is
 * given up and changes nothing; one that holds the model completes, since a write is never stopped halfway.
 * Neither costs money, so `charged` is false either way.
 */
async function cancelModelChange(
  ctx: ServerContext,
  jobId: string,
  kind: 'apply' | 'remove',
  id: string,
): Promise<CancelVerdict> {
  const change = `${kind === 'apply' ? 'applying' : 'removing'} ${id}`;
  const answer = await ctx.client.cancelChange(jobId);
  switch (answer.reason) {
    case 'queued':
      return {
        charged: false,
        was: 'queued',
        note: `${change} was still waiting for the model and is given up: nothing was changed`,
      };
    case 'already_running':
      return {
        charged: false,
        was: 'running',
        note:
          `the node had already taken the model for ${change}, so it may still complete (a change is never ` +
          'stopped halfway) — node_status shows what is applied',
      };
    case 'gone':
      return {
        charged: false,
        note:
          `the node had nothing waiting for ${change}: it had either just finished or not reached the node yet ` +
          '(the request is withdrawn now) — node_status shows what is applied',
      };
  }
}

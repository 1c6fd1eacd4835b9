import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import type { StackItem } from '../node-client/index.js';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobHandleSchema, NEXT_POLL } from './job-view.js';
import { lockFromPatches, watchLock } from './lock-watch.js';
import { knowledgeId } from './schemas.js';

/**
 * apply_knowledge / remove_knowledge: the only tools that change the shared model for longer than one question.
 * Off unless the server's own settings allow them; both are jobs, since each waits for the model lock.
 */

const SHARED_WARNING =
  'this changes the model every process on this machine shares: the change survives restarts and is in the ' +
  '"before" column of everyone’s live tests until it is removed';

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
});

export const applyKnowledge = defineTool<ServerContext, typeof applyInput, typeof jobHandleSchema>({
  name: 'apply_knowledge',
  title: 'Apply a knowledge to the shared model',
  tier: 'MODEL',
  job: true,
  description:
    'Loads a knowledge into the shared model and leaves it there. Free of money, but it changes what every ' +
    'user of this model sees, survives a restart, and makes every later live test’s "before" column include ' +
    'it. Returns a job at once; poll job_status. To try a knowledge on one question use live_test instead, ' +
    'which unloads it again; to undo this use remove_knowledge.',
  inputSchema: applyInput,
  outputSchema: jobHandleSchema,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  registeredWhen: applyPrecondition,
  handler: (args, ctx, call) =>
    startModelChange(ctx, call.signal, 'apply', args.id, async (signal) => {
      const result = await ctx.client.apply(args.id, { with_base: args.with_base }, { signal });
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
});

export const removeKnowledge = defineTool<ServerContext, typeof removeInput, typeof jobHandleSchema>({
  name: 'remove_knowledge',
  title: 'Remove a knowledge from the shared model',
  tier: 'MODEL',
  job: true,
  description:
    'Takes a knowledge out of the shared model by writing the base model back over every memory row it owns — ' +
    'including rows another loaded knowledge shares. Needs confirm: true. Free of money, but it changes what ' +
    'every user of this model sees and survives a restart. Returns a job; poll job_status. Only for knowledge ' +
    'applied with apply_knowledge; a live_test unloads its own.',
  inputSchema: removeInput,
  outputSchema: jobHandleSchema,
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
    return startModelChange(ctx, call.signal, 'remove', args.id, async (signal) => {
      const result = await ctx.client.remove(args.id, { cascade: args.cascade }, { signal });
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
 * The part apply and remove share: the id must exist before a job does, the job waits for the model, and both
 * the handle and the result carry the shared-model warning.
 */
async function startModelChange(
  ctx: ServerContext,
  signal: AbortSignal,
  kind: 'apply' | 'remove',
  id: string,
  change: (signal: AbortSignal) => Promise<Record<string, unknown>>,
) {
  const [patches] = await Promise.all([ctx.client.chatPatches({ signal }), ctx.client.patch(id, { signal })]);
  const started = ctx.jobs.start(
    kind,
    `${kind === 'apply' ? 'applying' : 'removing'} ${id}`,
    async (job) => {
      const stop = watchLock(ctx, job);
      try {
        return { ...(await change(job.signal)), warning: SHARED_WARNING };
      } finally {
        stop();
      }
    },
    {
      onCancel: () => ({
        charged: false,
        note:
          `the ${kind} request is withdrawn; nothing is charged for it, but if the node had already taken the ` +
          'model it may still finish — node_status shows what is applied',
      }),
    },
  );
  return {
    ...started,
    poll_after_ms: 1000,
    patch_id: id,
    model_lock: lockFromPatches(patches),
    warning: SHARED_WARNING,
    next: NEXT_POLL,
  };
}

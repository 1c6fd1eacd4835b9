import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import { JOB_ID_PATTERN, JOB_KINDS, JOB_STATES, MAX_WAIT_MS, type JobKind, type JobState } from '../jobs/index.js';
import { lessonStatus } from '../teach/lesson-status.js';
import { defineTool, listedBriefly, type ToolCall } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobView, jobViewShape } from './job-view.js';
import { lessonId } from './teach-shared.js';

/** job_status, job_list and job_cancel: the three ways to follow what this session started. */

const jobId = listedBriefly(
  z.string().max(64).regex(JOB_ID_PATTERN, 'a job id looks like lt_3e19184626c3: a kind prefix and 12 hex characters'),
);

const statusInput = z.strictObject({
  job_id: jobId.optional().describe('The job to read, as the tool that started it answered (lt_…, th_…, by_…).'),
  lesson_id: lessonId
    .optional()
    .describe('Or a lesson’s node id (node_job_id), readable after its job is forgotten or from another session.'),
  wait_ms: z
    .number()
    .int()
    .min(0)
    .max(MAX_WAIT_MS)
    .default(0)
    .describe(`Wait up to this many ms (at most ${MAX_WAIT_MS}) for the next change; 0 answers at once.`),
});

/**
 * A finished job's answer, whose fields depend on its kind. The ones an agent reports are declared; the rest of
 * each kind's answer is declared by the tool that started it.
 */
const openObject = z.record(z.string(), z.unknown());
const anyJobResult = listedBriefly(
  z.looseObject({
    before: z.looseObject({ answer: z.string() }).nullable().optional(),
    after: z.looseObject({ answer: z.string() }).nullable().optional(),
    verdict: openObject.nullable().optional(),
    caveats: z.array(z.string()).optional(),
    questions: openObject.nullable().optional(),
    draft_id: z.string().nullable().optional(),
    next_steps: z.array(z.string()).optional(),
    trainable: z.number().optional(),
    items: z.array(openObject).optional(),
    tx_hash: z.string().nullable().optional(),
  }),
).describe('Once done: the result, as the outputSchema of the tool that started the job (its kind) declares it.');

const statusOutput = z.object({
  ...jobViewShape,
  what_is_happening: z.string().optional().describe('For a lesson read by lesson_id: one sentence.'),
  result: anyJobResult.optional(),
});

/** While a long-poll waits, a client that sent a progress token hears how the job stands every few seconds. */
const HEARTBEAT_MS = 5000;

export const jobStatus = defineTool<ServerContext, typeof statusInput, typeof statusOutput>({
  name: 'job_status',
  title: 'Job status',
  tier: 'READ',
  description:
    'Reads one job of this session: queued (with who holds the model), running, done (with its result), failed ' +
    '(with the error) or cancelled (with what it cost); wait_ms waits here, never on the node, for the next ' +
    'change. Jobs are forgotten 30 minutes after they end; job_list finds an id, job_cancel stops one. A lesson ' +
    'is also readable by its node id (lesson_id).',
  inputSchema: statusInput,
  outputSchema: statusOutput,
  // Open world: a lesson read by its node id is read from the node.
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    if (args.lesson_id !== undefined && args.job_id === undefined) {
      const own = ctx.lessons.jobOf(args.lesson_id);
      if (own !== undefined && ctx.jobs.has(own)) return watchJob(ctx, call, own, args.wait_ms);
      // A lesson this session did not start, or whose job is forgotten: the node is the one that knows it.
      return lessonStatus(ctx.client, args.lesson_id, {
        waitMs: Math.min(args.wait_ms, MAX_WAIT_MS),
        pollMs: ctx.config.internal.poll_ms,
        signal: call.signal,
      });
    }
    if (args.job_id === undefined || args.lesson_id !== undefined) {
      throw AinizeFailure.of('invalid_argument', 'name exactly one of job_id or lesson_id', {
        details: { field: args.job_id === undefined ? 'job_id' : 'lesson_id' },
      });
    }
    return watchJob(ctx, call, args.job_id, args.wait_ms);
  },
});

/** The job's status, at once or at its next change; a client that sent a progress token hears it meanwhile. */
async function watchJob(ctx: ServerContext, call: ToolCall, jobId: string, waitMs: number) {
  let beats = 0;
  const heartbeat =
    call.progressToken === undefined || waitMs === 0
      ? undefined
      : setInterval(() => {
          void ctx.jobs
            .status(jobId)
            .then((snapshot) => {
              // The fresh lock sentence (its age is measured at every node status), else the job's last progress.
              const lock = (jobView(snapshot).model_lock as { sentence?: string } | undefined)?.sentence;
              return call.progress({
                progress: ++beats,
                message: `${snapshot.state}: ${lock ?? snapshot.progress?.message ?? snapshot.summary}`,
              });
            })
            .catch(() => undefined);
        }, HEARTBEAT_MS);
  try {
    return jobView(await ctx.jobs.status(jobId, { wait_ms: waitMs, signal: call.signal }));
  } finally {
    if (heartbeat) clearInterval(heartbeat);
  }
}

const listInput = z.strictObject({
  kind: z
    .enum(JOB_KINDS as [JobKind, ...JobKind[]])
    .optional()
    .describe('Only jobs of this kind (the tool that started them).'),
  state: z
    .enum(JOB_STATES as [JobState, ...JobState[]])
    .optional()
    .describe('Only jobs in this state.'),
  limit: z.number().int().min(1).max(100).default(20).describe('At most this many, newest first.'),
});

const listOutput = z.object({
  items: z.array(
    z.object({
      job_id: z.string(),
      kind: z.string(),
      state: z.string(),
      native_state: z.string().nullable(),
      summary: z.string(),
      started_at: z.number(),
      finished_at: z.number().nullable(),
    }),
  ),
  note: z.string(),
});

export const jobList = defineTool<ServerContext, typeof listInput, typeof listOutput>({
  name: 'job_list',
  title: 'List jobs',
  tier: 'READ',
  description:
    'Lists the jobs this session started, newest first, without their results, optionally by kind and state. ' +
    'Use it to find a job id again; job_status then reads one in full. Jobs of other sessions are never shown.',
  inputSchema: listInput,
  outputSchema: listOutput,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  handler: (args, ctx) => ({
    items: ctx.jobs.list({
      limit: args.limit,
      ...(args.kind === undefined ? {} : { kind: args.kind }),
      ...(args.state === undefined ? {} : { state: args.state }),
    }),
    note: 'only this session’s jobs; each is forgotten 30 minutes after it ends',
  }),
});

const cancelInput = z.strictObject({
  job_id: jobId.describe('The job to stop, as the tool that started it answered.'),
  reason: z.string().trim().min(1).max(200).default('cancelled by the client').describe('Why, for the record.'),
});

const cancelOutput = z.object({
  job_id: z.string(),
  kind: z.string(),
  cancelled: z.boolean(),
  reason: z.enum(['queued', 'already_running', 'already_finished']),
  state: z.string(),
  charged: z.boolean().nullable(),
  note: z.string(),
});

export const jobCancel = defineTool<ServerContext, typeof cancelInput, typeof cancelOutput>({
  name: 'job_cancel',
  title: 'Cancel a job',
  tier: 'MODEL',
  description:
    'Stops a job of this session and says what it cost (charged). A queued live test is given up for free; once ' +
    'the model started, the work and the metered try stand. An apply or remove still waiting changes nothing; ' +
    'one holding the model completes. A submitted lesson is cancelled, but its daily lesson is not returned. ' +
    'Use it when the answer is no longer wanted, not to retry; job_status shows the final state.',
  inputSchema: cancelInput,
  outputSchema: cancelOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: (args, ctx) => ctx.jobs.cancel(args.job_id, args.reason),
});

import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import { JOB_ID_PATTERN, JOB_KINDS, JOB_STATES, MAX_WAIT_MS, type JobKind, type JobState } from '../jobs/index.js';
import { lessonStatus } from '../teach/lesson-status.js';
import { defineTool, type ToolCall } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobHandleSchema, jobView } from './job-view.js';
import { lessonId } from './teach-shared.js';

/** job_status, job_list and job_cancel: the three ways to follow what this session started. */

const jobId = z
  .string()
  .max(64)
  .regex(JOB_ID_PATTERN, 'a job id looks like lt_3e19184626c3: a kind prefix and 12 hex characters');

const statusInput = z.strictObject({
  job_id: jobId.optional().describe('The job to read, as its tool answered it.'),
  lesson_id: lessonId
    .optional()
    .describe(
      'Or a lesson’s own id on the node (node_job_id): it can be read after its job is forgotten, or from ' +
        'another session of the same teaching key.',
    ),
  wait_ms: z
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(0)
    .describe(
      `Wait up to this long for the next change; 0 answers at once. Longer than ${MAX_WAIT_MS} is treated as ` +
        `${MAX_WAIT_MS}, so the call answers before a client gives up on it.`,
    ),
});

/** While a long-poll waits, a client that sent a progress token hears how the job stands every few seconds. */
const HEARTBEAT_MS = 5000;

export const jobStatus = defineTool<ServerContext, typeof statusInput, typeof jobHandleSchema>({
  name: 'job_status',
  title: 'Job status',
  tier: 'READ',
  description:
    'Where a job of this session is: queued (with who holds the model), running, done (with its result), ' +
    'failed (with the error) or cancelled (with what it cost). With wait_ms it waits inside this server — never ' +
    'on the node — and answers at the next change, so one call covers most of a wait. Free and read-only. ' +
    'Jobs belong to the session that started them and are forgotten 30 minutes after they end; use job_list ' +
    'to find an id again. A lesson can also be read by its node id (lesson_id), whichever session started it; ' +
    'that reads the node, signed with the teaching key.',
  inputSchema: statusInput,
  outputSchema: jobHandleSchema,
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
  kind: z.enum(JOB_KINDS as [JobKind, ...JobKind[]]).optional(),
  state: z.enum(JOB_STATES as [JobState, ...JobState[]]).optional(),
  limit: z.number().int().min(1).max(100).default(20),
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
    'The jobs this session started, newest first, without their results (job_status gives one in full). ' +
    'Free and read-only. Use it to find a job id again; jobs of other sessions are never shown.',
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
  job_id: jobId,
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
    'Stops a job of this session and says what it cost. A live test still queued is given up for free ' +
    '(charged: false); once the model has started on it, the work and the metered try stand (charged: true). ' +
    'An apply or remove still waiting for the model is given up and changes nothing; one that already has the ' +
    'model completes. A lesson not yet submitted is given up for free; a submitted one is cancelled on the node, ' +
    'and its daily lesson is not given back (charged: true). A finished job is left as it is. Use it when the ' +
    'person no longer wants the answer — not to retry: a new ' +
    'job queues behind the old one either way.',
  inputSchema: cancelInput,
  outputSchema: cancelOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: (args, ctx) => ctx.jobs.cancel(args.job_id, args.reason),
});

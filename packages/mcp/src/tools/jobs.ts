import * as z from 'zod';
import { JOB_ID_PATTERN, JOB_KINDS, JOB_STATES, MAX_WAIT_MS, type JobKind, type JobState } from '../jobs/index.js';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobHandleSchema, jobView } from './job-view.js';

/** job_status, job_list and job_cancel: the three ways to follow what this session started. */

const jobId = z
  .string()
  .max(64)
  .regex(JOB_ID_PATTERN, 'a job id looks like lt_3e19184626c3: a kind prefix and 12 hex characters');

const statusInput = z.strictObject({
  job_id: jobId,
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
    'to find an id again.',
  inputSchema: statusInput,
  outputSchema: jobHandleSchema,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  handler: async (args, ctx, call) => {
    let beats = 0;
    const heartbeat =
      call.progressToken === undefined || args.wait_ms === 0
        ? undefined
        : setInterval(() => {
            void ctx.jobs
              .status(args.job_id)
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
      return jobView(await ctx.jobs.status(args.job_id, { wait_ms: args.wait_ms, signal: call.signal }));
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
  },
});

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
    'model completes. A finished job is left as it is. Use it when the person no longer wants the answer — not to retry: a new ' +
    'job queues behind the old one either way.',
  inputSchema: cancelInput,
  outputSchema: cancelOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: (args, ctx) => ctx.jobs.cancel(args.job_id, args.reason),
});

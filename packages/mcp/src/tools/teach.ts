import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import { prepareRows } from '../rows.js';
import { resolveBasis } from '../teach/bases.js';
import { cancelLesson, runLesson, type LessonPlan, type LessonState } from '../teach/lesson-run.js';
import { checkDay, readLessonQuota } from '../teach/quota.js';
import { defineTool, listedBriefly } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobAnswerSchema, NEXT_POLL } from './job-view.js';
import { watchLock } from './lock-watch.js';
import {
  baseSchema,
  compareWithSchema,
  datasetId,
  lessonPrecondition,
  lessonResultSchema,
  rowsSchema,
} from './teach-shared.js';

const input = z.strictObject({
  dataset_id: datasetId.optional().describe('A training set made with create_training_set.'),
  rows: listedBriefly(rowsSchema.optional()).describe(
    'Or rows as create_training_set takes them, uploaded as a training set first.',
  ),
  name: z.string().trim().min(1).max(80).optional().describe('A name for the lesson.'),
  base: baseSchema,
  compare_with: compareWithSchema,
  mode: z
    .enum(['scratch', 'extend', 'merge'])
    .optional()
    .describe(
      'extend (the default with a base, and it needs one): on top of the base; scratch: stand-alone; merge: on no node yet.',
    ),
  export: z
    .enum(['delta', 'squash'])
    .default('delta')
    .describe('delta: only the rows the lesson changed, used with its base loaded; squash: a stand-alone file.'),
  effort: z.enum(['quick', 'balanced', 'thorough']).default('balanced').describe('How many passes it may take.'),
  retention: z
    .enum(['keep', 'delete_after_training'])
    .default('keep')
    .describe('For rows given here, as create_training_set keeps them.'),
  dry_run: z
    .boolean()
    .default(false)
    .describe(
      'true: check the base, the quota and the rows and say what would happen; nothing is uploaded or trained.',
    ),
  confirm: z
    .boolean()
    .optional()
    .describe('true once the person agreed: needed for the teaching key’s last lesson of the day.'),
});

/** The handle, the dry run's answer (job_id null) and, once the lesson lands, its view as `result`. */
const output = jobAnswerSchema(lessonResultSchema, {
  would_be_refused: z
    .string()
    .nullable()
    .optional()
    .describe('A dry run only: the refusal a real call would get, or null.'),
  lessons: z
    .looseObject({ remaining: z.number().nullable(), session_cap: z.number() })
    .optional()
    .describe('The key’s lessons left today, and this server’s cap.'),
});

type TeachInput = z.output<typeof input>;

export const teach = defineTool<ServerContext, typeof input, typeof output>({
  name: 'teach',
  title: 'Teach a lesson',
  tier: 'MODEL',
  job: true,
  description:
    'Spends ONE of the teaching key’s daily lessons (charged when submitted, never refunded) to teach the model ' +
    'new questions and answers, optionally on top of a knowledge (base). It first asks the model what it ' +
    'already knows and refuses with nothing_to_train, spending nothing, when nothing is left; a failed lesson is ' +
    'teach_quota_consumed, never retried. Answers with a job_id; job_status reports what it learned, the checks ' +
    'and the private draft. Use dry_run first, and teach_preflight to show the person what would be taught.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  registeredWhen: lessonPrecondition,
  handler: async (args, ctx, call) => {
    if ((args.dataset_id === undefined) === (args.rows === undefined)) {
      throw AinizeFailure.of('invalid_argument', 'name exactly one of dataset_id (a training set) or rows', {
        details: { field: args.dataset_id === undefined ? 'dataset_id' : 'rows' },
      });
    }
    // The session's own cap is refused before the node is asked anything (a dry run only reports it).
    if (!args.dry_run) ctx.lessons.refuseWhenSpent();
    const session = ctx.lessons.count();
    const signal = call.signal;
    const [basis, quota, set, policy] = await Promise.all([
      resolveBasis(ctx.client, { base: args.base, compare_with: args.compare_with, mode: args.mode }, signal),
      readLessonQuota(ctx.client, ctx.lessons, signal),
      args.dataset_id === undefined ? Promise.resolve(null) : ctx.client.teach.dataset(args.dataset_id, { signal }),
      ctx.client.teachPolicy({ signal }),
    ]);
    const prepared = args.rows ? prepareRows(args.rows, { maxRows: policy.limits.dataset_max_rows }) : null;
    const questions = prepared?.kept.length ?? set?.rows ?? 0;
    const rowsView = prepared
      ? {
          given: args.rows?.length ?? 0,
          kept: prepared.kept.length,
          left_out: prepared.left_out,
          predicted_sha256: prepared.predicted_sha256,
        }
      : { dataset_id: set?.id ?? null, rows: set?.rows ?? 0, sha256: set?.sha256 ?? null };
    const trained = Math.min(questions, policy.limits.rows_per_job);
    const lessons = {
      limit: quota.limit,
      used_today: quota.used_today,
      remaining: quota.remaining,
      session_cap: session.cap,
      session_spent: session.spent,
    };
    const shared = {
      built_on: basis.built_on.filter((b) => b.role === 'base'),
      compared_with: basis.built_on.filter((b) => b.role === 'compare_with'),
      mode: basis.mode,
      export: args.export,
      effort: args.effort,
      rows: rowsView,
      lessons,
    };
    if (questions === 0) {
      throw AinizeFailure.of('invalid_argument', 'none of the rows can be trained as given; nothing was uploaded', {
        details: { field: 'rows', left_out: prepared?.left_out ?? [] },
      });
    }
    if (args.dry_run) return dryRunAnswer(ctx, args, shared, quota, trained, questions);

    checkDay(quota, args.confirm === true, ctx.client.baseUrl);
    const ticket = ctx.lessons.reserve();
    const plan: LessonPlan = {
      source: prepared
        ? { rows: prepared.upload, name: args.name, retention: args.retention }
        : { dataset_id: set?.id ?? '', rows: set?.rows ?? 0 },
      request: {
        base_ids: basis.base_ids,
        context_ids: basis.context_ids,
        mode: basis.mode,
        export: args.export,
        training: { effort: args.effort },
        ...(args.name === undefined ? {} : { name: args.name }),
      },
      base_ids: basis.base_ids,
      context_ids: basis.context_ids,
      rows_per_job: policy.limits.rows_per_job,
    };
    const state: LessonState = { lessonId: null, submitting: false };
    const deps = {
      client: ctx.client,
      pollMs: ctx.config.internal.poll_ms,
      watchLock: (job: Parameters<typeof watchLock>[1]) => watchLock(ctx, job),
    };
    const onTop = basis.base_ids.length > 0 ? ` on top of ${basis.base_ids.join(', ')}` : '';
    let started;
    try {
      started = ctx.jobs.start(
        'teach',
        `a lesson of ${trained} question${trained === 1 ? '' : 's'}${onTop}`,
        (job) => runLesson(deps, job, plan, ticket, state),
        { onCancel: () => cancelLesson(ctx.client, state) },
      );
    } catch (thrown) {
      ticket.release();
      throw thrown;
    }
    return {
      ...started,
      poll_after_ms: Math.max(1000, ctx.config.internal.poll_ms),
      ...shared,
      lessons: { ...lessons, session_in_flight: ctx.lessons.count().reserved },
      what_happens_next:
        (prepared ? 'the rows are uploaded as a training set, ' : '') +
        'the model is asked what it already knows (the preflight), and the lesson is submitted — spending the daily ' +
        'lesson — only if something is left to teach',
      eta_note: etaNote(policy.queue.position_eta_s),
      next: NEXT_POLL,
    };
  },
});

function etaNote(seconds: number | null): string {
  return seconds === null
    ? 'no measured estimate yet — job_status carries the node’s own estimate once the lesson is queued'
    : `the node's measured wait for a lesson submitted now: about ${seconds} s`;
}

function dryRunAnswer(
  ctx: ServerContext,
  args: TeachInput,
  shared: Record<string, unknown>,
  quota: Awaited<ReturnType<typeof readLessonQuota>>,
  trained: number,
  questions: number,
) {
  const session = ctx.lessons.count();
  const refusal =
    session.remaining <= 0
      ? 'teach_quota_consumed: this session has spent the lessons AINIZE_MCP_MAX_TEACH_JOBS allows'
      : quota.remaining !== null && quota.remaining <= 0
        ? 'quota_key: the teaching key has no lesson left in the last 24 hours'
        : quota.last_of_the_day && args.confirm !== true
          ? 'confirmation_required: this would be the key’s last lesson of the day'
          : null;
  return {
    job_id: null,
    kind: 'teach',
    state: 'done' as const,
    dry_run: true,
    ...shared,
    would_train:
      `${trained} of ${questions} question${questions === 1 ? '' : 's'}` +
      (trained < questions ? ` (the node trains at most ${trained} per lesson; the rest stay in the set)` : ''),
    confirm_required: quota.last_of_the_day,
    would_be_refused: refusal,
    note:
      'nothing was uploaded, probed or trained, and no lesson was spent. A real call uploads the rows, asks the ' +
      'model what it already knows and spends one daily lesson only if something is left to teach.',
  };
}

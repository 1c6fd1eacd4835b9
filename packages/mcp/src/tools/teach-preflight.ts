import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import type { JobRunContext } from '../jobs/index.js';
import { prepareRows } from '../rows.js';
import { resolveBasis } from '../teach/bases.js';
import { PROBES_PER_CALL, probe, type ProbeTarget } from '../teach/preflight.js';
import { readLessonQuota } from '../teach/quota.js';
import { defineTool, listedBriefly, when } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobAnswerSchema, NEXT_POLL } from './job-view.js';
import { lockFromPatches, watchLock } from './lock-watch.js';
import { baseSchema, compareWithSchema, datasetId, rowsSchema, teachPrecondition } from './teach-shared.js';

const input = z.strictObject({
  dataset_id: datasetId.optional().describe('A training set made with create_training_set.'),
  rows: listedBriefly(rowsSchema.optional()).describe(
    'Or rows as create_training_set takes them, probed without uploading them (one of the two).',
  ),
  base: baseSchema,
  compare_with: compareWithSchema,
  max_questions: z
    .number()
    .int()
    .min(1)
    .max(400)
    .default(24)
    .describe(
      `Probe at most this many questions, from the first; each ${PROBES_PER_CALL} cost one free live-test unit.`,
    ),
});

/** The finished preflight (runPreflight builds it): a verdict per question, and what a lesson would teach. */
const result = z.object({
  trainable: z.number().describe('Questions the model gets wrong today: what a lesson would teach.'),
  checked: z.number(),
  items: z.array(
    z.object({
      question: z.string(),
      expected: z.string(),
      status: z.string(),
      model_said: z.string().nullable(),
      decided_by: z.string().nullable().describe('The base or compared knowledge that decided the status.'),
    }),
  ),
  next: z.string(),
});

const output = jobAnswerSchema(result, {});

export const teachPreflight = defineTool<ServerContext, typeof input, typeof output>({
  name: 'teach_preflight',
  title: 'Preflight a lesson',
  tier: 'MODEL',
  job: true,
  description: [
    'Starts a preflight: asks the model each question of a training set (or of rows given here) before a lesson ' +
      'is spent, and says for each will_train, already_known, in_base, base_conflict, overlaps_listing (a ' +
      'compare_with knowledge answers it) or invalid, with what the model said. No lesson or money, but every 8 ' +
      'questions use one free live-test unit of this server’s address and of the teaching key. Answers with a ' +
      'job_id for job_status. Changes nothing on the model.',
    when('teach', 'teach runs this itself before spending; call it alone to show the person what would be taught.'),
  ],
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  registeredWhen: teachPrecondition,
  handler: async (args, ctx, call) => {
    if ((args.dataset_id === undefined) === (args.rows === undefined)) {
      throw AinizeFailure.of('invalid_argument', 'name exactly one of dataset_id (a training set) or rows', {
        details: { field: args.dataset_id === undefined ? 'dataset_id' : 'rows' },
      });
    }
    const options = { signal: call.signal };
    // Every id is read before a job exists: a typo must not cost a live-test unit.
    const [basis, target, patches] = await Promise.all([
      resolveBasis(ctx.client, { base: args.base, compare_with: args.compare_with, mode: undefined }, call.signal),
      targetOf(ctx, args, call.signal),
      ctx.client.chatPatches({ ...options, teach: 'auto' }),
    ]);
    const questions = 'facts' in target ? target.facts.length : target.rows;
    const summary = `a preflight of ${questions} question${questions === 1 ? '' : 's'}`;
    const started = ctx.jobs.start('teach_preflight', summary, (job) => runPreflight(ctx, job, target, basis, args));
    return {
      ...started,
      poll_after_ms: 1000,
      built_on: basis.built_on,
      model_lock: lockFromPatches(patches),
      cost:
        'free of money and of lessons; each call of up to 8 questions spends one free live-test unit, charged to ' +
        'this server’s address and to the teaching key',
      next: NEXT_POLL,
    };
  },
});

async function targetOf(ctx: ServerContext, args: z.output<typeof input>, signal: AbortSignal): Promise<ProbeTarget> {
  if (args.dataset_id !== undefined) {
    const set = await ctx.client.teach.dataset(args.dataset_id, { signal });
    return { dataset_id: set.id, rows: set.rows };
  }
  return { facts: prepareRows(args.rows ?? []).kept };
}

async function runPreflight(
  ctx: ServerContext,
  job: JobRunContext,
  target: ProbeTarget,
  basis: { base_ids: string[]; context_ids: string[] },
  args: z.output<typeof input>,
) {
  const stop = watchLock(ctx, job);
  let result;
  try {
    result = await probe(ctx.client, target, {
      base_ids: basis.base_ids,
      context_ids: basis.context_ids,
      limit: args.max_questions,
      signal: job.signal,
      onWindow: (checked, of) => {
        job.running('PREFLIGHT');
        job.progress({ progress: checked, total: of, message: `${checked} of ${of} questions asked` });
      },
    });
  } finally {
    stop();
  }
  const lessons = await readLessonQuota(ctx.client, ctx.lessons, job.signal).catch(() => null);
  const whole = result.checked >= ('facts' in target ? target.facts.length : target.rows);
  return {
    trainable: result.trainable,
    checked: result.checked,
    sampled: {
      checked: result.checked,
      of: 'facts' in target ? target.facts.length : target.rows,
      note: whole
        ? 'every question of the set was asked'
        : `the first ${result.checked} questions were asked, not the whole set — raise max_questions to ask more (each 8 cost a live-test unit)`,
    },
    items: result.items,
    lessons_left_today: lessons,
    live_tests_left: result.quota,
    cost_note: `this preflight made ${result.calls} call${result.calls === 1 ? '' : 's'} to the model, each spending one free live-test unit`,
    next:
      result.trainable > 0
        ? 'show the person what would be taught; teach spends one daily lesson (never refunded) once they agree'
        : 'nothing here is left to teach: teach would refuse with nothing_to_train and spend nothing',
  };
}

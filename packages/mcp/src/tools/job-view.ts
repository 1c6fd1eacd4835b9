import * as z from 'zod';
import type { AinizeError } from '@ainize/core';
import { tableStep, type ModelLockView } from '../errors/index.js';
import { listedBriefly } from '../tools-kit/index.js';
import { JOB_KINDS, JOB_STATES, type JobKind, type JobSnapshot, type JobState } from '../jobs/index.js';

/**
 * How a job looks to an agent, in one place: the handle a model tool returns, what job_status answers, and the
 * result of a native MCP task are all built here, so the three cannot disagree.
 */

export const NEXT_POLL =
  'call job_status with this job_id; wait_ms (up to 55000) lets one call cover the wait, and it answers as soon as the state changes';

/**
 * Loose on purpose: a job tool answers with a handle now and, as a native task, with the finished job later.
 * Both carry these three fields. `job_id` is null for an answer that started no job (a dry run, or a lesson read
 * by its node id).
 */
const jobState = z.enum(JOB_STATES as [JobState, ...JobState[]]);
export const jobHandleSchema = z.looseObject({ job_id: z.string().nullable(), kind: z.string(), state: jobState });

/**
 * Who holds the shared model while a job waits, and for how long; node_status shows the holder in full. What to do
 * with it (tell the person, do not retry) is said once, in the server's instructions.
 */
const lockSentence = z.object({ sentence: z.string() });

/**
 * What a job tool answers: the handle when the job starts, and — as a native task's result, or when the call
 * waited for it — the finished job as job_status shows it. The fields an agent acts on are declared; job_status
 * declares the rest of a job's view. `result` is the tool's own.
 */
const jobAnswerShape = {
  job_id: z.string().nullable(),
  kind: z.string(),
  // Listed as a string: job_status lists the states once, in its description and its own schema.
  state: listedBriefly(jobState),
  poll_after_ms: z.number().optional(),
  model_lock: lockSentence.optional(),
  error: z.looseObject({ code: z.string(), message: z.string(), retryable: z.boolean() }).optional(),
  next: z.string().optional(),
};

/** job_status's view of a job: every field jobView writes. */
export const jobViewShape = {
  ...jobAnswerShape,
  state: jobState,
  kind: z.enum(JOB_KINDS as [JobKind, ...JobKind[]]),
  native_state: z.string().nullable().optional().describe('The node’s own state word (QUEUED, TRAINING, READY…).'),
  summary: z.string().optional(),
  progress: z.object({ progress: z.number(), total: z.number().optional(), message: z.string() }).nullable().optional(),
  elapsed_ms: z.number().optional(),
  node_job_id: z.string().optional().describe('A lesson’s id on the node (lesson_id).'),
  cancel: z
    .object({ was: z.enum(['queued', 'running']), charged: z.boolean().nullable(), note: z.string() })
    .optional()
    .describe('What a cancelled job cost.'),
};

/** A job tool's answer whose finished `result` has the shape given. */
export function jobAnswerSchema<R extends z.ZodType, E extends z.ZodRawShape>(result: R, extra: E) {
  return z.object({ ...jobAnswerShape, ...extra, result: result.optional() });
}

/** One column of a live test: what the model answered. null when the mode did not ask that column. */
export const answerColumn = z.object({ answer: z.string(), latency_ms: z.number(), truncated: z.boolean() }).nullable();

/** The result of an apply or a remove, as their jobs finish. */
const stackSchema = z.array(z.object({ patch_id: z.string(), rows: z.number() }));
export const applyResultSchema = z.object({
  patch_id: z.string(),
  applied: z.array(z.string()).describe('Loaded by this call, bottom first.'),
  already_applied: z.boolean(),
  stack: stackSchema.describe('What is loaded now, bottom first.'),
});
export const removeResultSchema = z.object({
  patch_id: z.string(),
  removed: z.array(z.string()).describe('Taken off by this call, top first.'),
  also_affects: z
    .array(z.object({ patch_id: z.string(), rows: z.number() }))
    .describe('Still loaded, but lost shared rows.'),
  stack: stackSchema.describe('What is loaded now, bottom first.'),
});

/** The next step, per state, so an agent never has to guess whether to poll, report or stop. */
export function nextStep(snapshot: JobSnapshot): string {
  switch (snapshot.state) {
    case 'queued':
    case 'running':
      return NEXT_POLL;
    case 'done':
      if (snapshot.kind === 'live_test') {
        return 'report both answers, the verdict (or that it is an unscored comparison) and every caveat';
      }
      if (snapshot.kind === 'teach') {
        return 'report what it learned and what it did not, the checks and the publish gate; result.next_steps says what can follow';
      }
      return 'report the result; nothing else is running for this job';
    case 'failed':
      if (snapshot.kind === 'buy' && typeof snapshot.error?.details['next'] !== 'string') {
        return 'do NOT buy again: call reconcile_purchase for this knowledge; it reads the node and pays nothing';
      }
      return failedStep(snapshot.error);
    case 'cancelled':
      return 'nothing is running any more; report the cancel and what it cost';
  }
}

function failedStep(error: AinizeError | undefined): string {
  if (!error) return 'report the failure';
  const named = error.details['next'];
  if (typeof named === 'string' && named !== '') return named;
  if (error.code === 'model_busy')
    return 'the model is held by someone else: report who and for how long, then try again later, not in a loop';
  // A code the table knows (a quota, a refusal of the node) says more than a job's generic step can.
  const known = tableStep(error.code);
  if (known !== undefined) return known;
  if (error.retryable) return 'this may pass later: report it, and start a new job only if the person still wants it';
  return 'report the failure with its code; starting the same job again would fail the same way';
}

/** The job_status answer (and a native task's final result). */
export function jobView(snapshot: JobSnapshot) {
  const detail = snapshot.detail ?? {};
  return {
    job_id: snapshot.job_id,
    kind: snapshot.kind,
    state: snapshot.state,
    native_state: snapshot.native_state,
    summary: snapshot.summary,
    progress: snapshot.progress,
    elapsed_ms: snapshot.elapsed_ms,
    // Runners put these facts in `detail` with these types (teach/lesson-run.ts, lock-watch.ts, live-test.ts).
    ...('node_job_id' in detail ? { node_job_id: detail.node_job_id as string } : {}),
    ...('model_lock' in detail ? { model_lock: detail.model_lock as ModelLockView } : {}),
    // Every runner finishes with an object (a live test's result, a lesson's view, a receipt, …).
    ...(snapshot.result === undefined ? {} : { result: snapshot.result as Record<string, unknown> }),
    ...(snapshot.error === undefined ? {} : { error: errorFields(snapshot.error) }),
    ...(snapshot.cancel === undefined ? {} : { cancel: snapshot.cancel }),
    next: nextStep(snapshot),
  };
}

function errorFields(error: AinizeError) {
  return {
    code: error.code,
    message: error.message,
    retryable: error.retryable,
    ...(error.retry_after_ms === undefined ? {} : { retry_after_ms: error.retry_after_ms }),
    details: error.details,
  };
}

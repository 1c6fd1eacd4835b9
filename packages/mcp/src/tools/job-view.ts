import * as z from 'zod';
import type { AinizeError } from '@ainize/core';
import type { JobSnapshot } from '../jobs/index.js';

/**
 * How a job looks to an agent, in one place: the handle a model tool returns, what job_status answers, and the
 * result of a native MCP task are all built here, so the three cannot disagree.
 */

export const NEXT_POLL =
  'call job_status with this job_id; wait_ms (up to 55000) lets one call cover the wait, and it answers as soon as the state changes';

/**
 * Loose on purpose: a job tool answers with a handle now and, as a native task, with the finished job later.
 * Both carry these three fields; everything else is described by the tool's description. `job_id` is null for an
 * answer that started no job (a dry run, or a lesson read by its node id).
 */
export const jobHandleSchema = z.looseObject({
  job_id: z.string().nullable(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
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
    ...('node_job_id' in detail ? { node_job_id: detail.node_job_id } : {}),
    ...('model_lock' in detail ? { model_lock: detail.model_lock } : {}),
    ...(snapshot.result === undefined ? {} : { result: snapshot.result }),
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

import {
  AinizeFailure,
  type TeachJob,
  type TeachJobAccepted,
  type TeachJobRequest,
  type TrainingRow,
} from '@ainize/core';
import type { CancelVerdict, JobRunContext } from '../jobs/index.js';
import type { NodeClient } from '../node-client/index.js';
import type { LessonTicket } from './lesson-book.js';
import { happening, LESSON_LANDED, lessonView } from './lesson-view.js';
import { nothingToTrainMessage, nothingToTrainNext, probe } from './preflight.js';

/**
 * One lesson, as a job: upload the rows (when given), ask the model what it already knows, refuse with
 * `nothing_to_train` when nothing is left, submit — the moment the node charges a daily lesson — and follow the
 * lesson until it lands. Nothing here is ever retried: a failed lesson is `teach_quota_consumed`, and spending
 * another one is a person's decision.
 */

export interface LessonPlan {
  /** Rows to upload first, or the training set to use. */
  source:
    | { rows: TrainingRow[]; name: string | undefined; retention: 'keep' | 'delete_after_training' }
    | { dataset_id: string; rows: number };
  request: Omit<TeachJobRequest, 'dataset_id'>;
  base_ids: string[];
  context_ids: string[];
  /** The node trains at most this many questions of a set (its `rows_per_job`); only those are probed. */
  rows_per_job: number;
}

export interface LessonDeps {
  client: NodeClient;
  pollMs: number;
  /** Starts watching who holds the model while the preflight waits for it; returns the stop. */
  watchLock: (job: JobRunContext) => () => void;
}

/** Where a lesson job stands, for its cancel: only a submitted lesson can be (and is) charged. */
export interface LessonState {
  lessonId: string | null;
  submitting: boolean;
}

/** Consecutive failed reads of a running lesson before the job gives up following it (the lesson goes on). */
const READ_FAILURES_TOLERATED = 5;

export async function runLesson(
  deps: LessonDeps,
  job: JobRunContext,
  plan: LessonPlan,
  ticket: LessonTicket,
  state: LessonState,
) {
  try {
    return await teachAndFollow(deps, job, plan, ticket, state);
  } finally {
    // Whatever ended the job before a submit — a refusal, nothing to train, a cancel — spent no lesson.
    if (state.lessonId === null && !state.submitting) ticket.release();
  }
}

async function teachAndFollow(
  deps: LessonDeps,
  job: JobRunContext,
  plan: LessonPlan,
  ticket: LessonTicket,
  state: LessonState,
) {
  const { client } = deps;
  let dataset: { id: string; rows: number };
  if ('dataset_id' in plan.source) {
    dataset = { id: plan.source.dataset_id, rows: plan.source.rows };
  } else {
    job.progress({ progress: 0, message: 'uploading the training set' });
    const created = await client.teach.createDataset(
      {
        source: 'inline',
        rows: plan.source.rows,
        retention: plan.source.retention,
        ...(plan.source.name === undefined ? {} : { name: plan.source.name }),
      },
      { signal: job.signal },
    );
    dataset = { id: created.dataset.id, rows: created.dataset.rows };
  }
  job.detail({ dataset_id: dataset.id });

  const stop = deps.watchLock(job);
  let asked;
  try {
    asked = await probe(
      client,
      { dataset_id: dataset.id, rows: dataset.rows },
      {
        base_ids: plan.base_ids,
        context_ids: plan.context_ids,
        limit: Math.min(dataset.rows, plan.rows_per_job),
        untilTrainable: true,
        signal: job.signal,
        onWindow: (checked, of) => {
          job.running('PREFLIGHT');
          job.progress({ progress: checked, total: of, message: `preflight: ${checked} of ${of} questions asked` });
        },
      },
    );
  } finally {
    stop();
  }
  if (asked.trainable === 0) {
    throw AinizeFailure.of('nothing_to_train', nothingToTrainMessage(asked), {
      details: {
        dataset_id: dataset.id,
        checked: asked.checked,
        of: asked.of,
        items: asked.items,
        next: nothingToTrainNext(asked),
      },
    });
  }
  if (job.signal.aborted) return null;

  // Submitted without the job's signal: a request cut off half-way could be charged without this server knowing
  // the lesson's id. If the job was cancelled meanwhile, the lesson is cancelled on the node once its id is known.
  state.submitting = true;
  let accepted: TeachJobAccepted;
  try {
    accepted = await client.teach.submit({ ...plan.request, dataset_id: dataset.id });
  } catch (thrown) {
    const refused = thrown instanceof AinizeFailure && isRefusal(thrown.error.details.http_status);
    state.submitting = false;
    if (refused) throw thrown; // the node turned it down before charging; the ticket is released on the way out
    ticket.spent(null, job.job_id);
    throw AinizeFailure.of(
      'teach_quota_consumed',
      'the node did not answer the lesson’s submission, so it may have been charged — this server does not send it ' +
        'again; my_library (lessons) lists what the teaching key has on the node',
      { details: { dataset_id: dataset.id, cause: thrown instanceof AinizeFailure ? thrown.error.code : 'unknown' } },
    );
  }
  state.lessonId = accepted.job.id;
  state.submitting = false;
  ticket.spent(accepted.job.id, job.job_id);
  job.detail({ dataset_id: dataset.id, node_job_id: accepted.job.id });
  if (job.signal.aborted) {
    await client.teach.cancel(accepted.job.id).catch(() => undefined);
    return null;
  }

  const lesson = await follow(deps, job, accepted.job);
  if (lesson.status === 'FAILED') {
    throw AinizeFailure.of(
      'teach_quota_consumed',
      `the lesson failed on the node (${lesson.error ?? 'no reason given'}); its daily lesson is spent, and this ` +
        'server does not retry it',
      { details: { node_job_id: lesson.id, node_error: lesson.error } },
    );
  }
  if (lesson.status === 'CANCELLED') {
    throw AinizeFailure.of(
      'cancelled',
      'the lesson was cancelled on the node; the daily lesson it used is not returned',
      {
        details: { node_job_id: lesson.id, charged: true },
      },
    );
  }
  return { ...lessonView(lesson), quota: accepted.quota };
}

/** A 4xx is the node deciding; anything else (no answer, 5xx) leaves open whether it charged. */
function isRefusal(status: unknown): boolean {
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Re-reads the lesson every `pollMs` until it lands, reporting each new state and its progress. */
async function follow(deps: LessonDeps, job: JobRunContext, first: TeachJob): Promise<TeachJob> {
  let lesson = first;
  let failures = 0;
  for (;;) {
    job.nativeState(lesson.status);
    if (lesson.status !== 'QUEUED') job.running(lesson.status);
    job.progress({ progress: lesson.progress.percent, total: 100, message: happening(lesson) });
    if (LESSON_LANDED.has(lesson.status)) return lesson;
    await pause(deps.pollMs, job.signal);
    if (job.signal.aborted) return lesson;
    try {
      lesson = await deps.client.teach.lesson(lesson.id, { signal: job.signal });
      failures = 0;
    } catch (thrown) {
      if (++failures >= READ_FAILURES_TOLERATED || job.signal.aborted) {
        const reason = thrown instanceof AinizeFailure ? thrown.error.message : String(thrown);
        throw AinizeFailure.of(
          'node_unreachable',
          `the lesson ${lesson.id} is on the node, but reading it failed ${failures} times in a row (${reason}); ` +
            'job_status with lesson_id reads it again later',
          { retryable: true, details: { node_job_id: lesson.id } },
        );
      }
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** What a cancel costs depends on one fact: whether the node had accepted the lesson. */
export async function cancelLesson(client: NodeClient, state: LessonState): Promise<CancelVerdict> {
  if (state.lessonId !== null) {
    const { job } = await client.teach.cancel(state.lessonId);
    return {
      charged: true,
      was: 'running',
      native_state: job.status,
      note:
        'the lesson is cancelled, but the daily lesson it consumed is NOT returned — the node charges one when a ' +
        'lesson is submitted',
    };
  }
  if (state.submitting) {
    return {
      charged: null,
      note:
        'the lesson was being submitted when the cancel came: if the node accepted it, it is cancelled there as soon ' +
        'as its id is known, and the daily lesson stays spent',
    };
  }
  return {
    charged: false,
    note: 'no lesson had been submitted, so none was spent (a preflight that had started may have used free live-test units)',
  };
}

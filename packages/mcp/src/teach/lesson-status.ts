import type { TeachJob, TeachJobStatus } from '@ainize/core';
import type { JobState } from '../jobs/index.js';
import type { NodeClient } from '../node-client/index.js';
import { LESSON_LANDED, happening, lessonView } from './lesson-view.js';

/**
 * A lesson read by its node id, for a conversation that lost (or never had) the job that started it: jobs are
 * session-scoped and forgotten 30 minutes after they end, a lesson on the node is not. With a wait, the node is
 * re-read every `pollMs` until the lesson's state or progress changes — the wait is spent here, never on the node.
 */

/** The job states a lesson's native states fall into, so the answer reads like any job's. */
export function jobStateOf(status: TeachJobStatus): JobState {
  if (status === 'QUEUED') return 'queued';
  if (status === 'FAILED') return 'failed';
  if (status === 'CANCELLED') return 'cancelled';
  return LESSON_LANDED.has(status) ? 'done' : 'running';
}

export async function lessonStatus(
  client: NodeClient,
  id: string,
  options: { waitMs: number; pollMs: number; signal: AbortSignal },
) {
  const started = Date.now();
  let lesson = await client.teach.lesson(id, { signal: options.signal });
  const first = { status: lesson.status, percent: lesson.progress.percent };
  while (!LESSON_LANDED.has(lesson.status) && Date.now() - started + options.pollMs <= options.waitMs) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    if (options.signal.aborted) break;
    lesson = await client.teach.lesson(id, { signal: options.signal });
    if (lesson.status !== first.status || lesson.progress.percent !== first.percent) break;
  }
  return statusView(lesson);
}

/** What to do next with a lesson in each state, read by its id. */
const NEXT = {
  queued: 'call job_status with this lesson_id again; wait_ms lets one call cover the wait',
  running: 'call job_status with this lesson_id again; wait_ms lets one call cover the wait',
  done: 'report what it learned and what it did not; result.next_steps says what can follow',
  failed:
    'report the reason in what_is_happening; the daily lesson it used is not returned, so ask the person before ' +
    'teaching again',
  cancelled: 'say that it was cancelled, left no draft, and that the daily lesson it used is not returned',
} as const;

function statusView(lesson: TeachJob) {
  const state = jobStateOf(lesson.status);
  const view = lessonView(lesson);
  return {
    job_id: null,
    kind: 'teach' as const,
    state,
    native_state: lesson.status,
    summary: `lesson ${lesson.id}${lesson.name ? ` (${lesson.name})` : ''}, read from the node by its id`,
    node_job_id: lesson.id,
    progress: view.progress ? { progress: lesson.progress.percent, total: 100, message: happening(lesson) } : null,
    ...(state === 'running' || state === 'queued' ? {} : { result: view }),
    what_is_happening: view.what_is_happening,
    next: NEXT[state],
  };
}

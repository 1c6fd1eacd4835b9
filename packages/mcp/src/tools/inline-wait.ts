import * as z from 'zod';
import { ACTIVE_STATES, type JobSnapshot, type JobState } from '../jobs/index.js';
import type { ToolCall } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { jobView } from './job-view.js';

/**
 * A quick job answered in the call that started it. A client that starts a new server for every call (the MCP
 * Inspector's CLI, a shell script) can never poll job_status: the job dies with the server. With `wait_ms` the
 * call waits — locally, never on the node — until the job ends or the time is up, and answers with the finished
 * job when it can, or with the usual handle when it cannot.
 */

/** Short of the 60 s most clients give a request, with room for the node's own answer. */
export const INLINE_WAIT_MAX_MS = 25_000;

/** Said once here; the server's instructions explain the rest (what the finished answer holds, and why). */
export const waitMsInput = z
  .number()
  .int()
  .min(0)
  .max(INLINE_WAIT_MAX_MS)
  .default(0)
  .describe('Wait up to this many ms to answer with the finished job; 0 answers at once with its job_id.');

/**
 * `handle` as it is when the wait is 0 or the job outlives it (with its state brought up to date); otherwise the
 * handle's fields overlaid with the finished job's view, so the answer reads like job_status for that job.
 */
export async function answerWithin<H extends { job_id: string; state: JobState }>(
  ctx: Pick<ServerContext, 'jobs'>,
  call: Pick<ToolCall, 'signal'>,
  handle: H,
  waitMs: number,
): Promise<H> {
  if (waitMs <= 0) return handle;
  const deadline = Date.now() + waitMs;
  let snapshot: JobSnapshot = await ctx.jobs.status(handle.job_id);
  while (ACTIVE_STATES.has(snapshot.state)) {
    const left = deadline - Date.now();
    if (left <= 0 || call.signal.aborted) return { ...handle, state: snapshot.state };
    snapshot = await ctx.jobs.status(handle.job_id, { wait_ms: left, signal: call.signal });
  }
  // Typed as the handle: a job tool's output schema declares job_status's fields (result, error, …) as optional
  // members of the same answer, and the SDK checks the finished answer against that schema before it is sent.
  return { ...handle, ...jobView(snapshot) } as H;
}

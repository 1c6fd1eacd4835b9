import type { JobSnapshot } from '../jobs/index.js';
import type { LogEntry } from './session-log.js';

/**
 * One log line per change of a job: its state, the node's own state and the progress sentence. The result is not
 * in it (job_status carries that, and it can be large); a failure names its code so a client can react.
 */
export function jobLogEntry(job: JobSnapshot): LogEntry {
  const said = job.error
    ? `${job.error.code}: ${job.error.message}`
    : (job.cancel?.note ??
      job.progress?.message ??
      (job.native_state === null ? null : `the node says ${job.native_state}`));
  return {
    level: job.state === 'failed' ? 'warning' : 'info',
    logger: 'jobs',
    data: {
      message: `${job.job_id} (${job.summary}) is ${job.state}${said ? ` — ${said}` : ''}`,
      job_id: job.job_id,
      kind: job.kind,
      state: job.state,
      native_state: job.native_state,
      progress: job.progress,
      ...(job.error ? { error: { code: job.error.code, retryable: job.error.retryable } } : {}),
      ...(job.cancel ? { charged: job.cancel.charged } : {}),
    },
  };
}

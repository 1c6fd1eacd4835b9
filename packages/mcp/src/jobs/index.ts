export { systemClock, type Clock } from './clock.js';
export { JOB_ID_PATTERN, newJobId } from './ids.js';
export { JobTaskStore, type JobTaskStoreOptions, type TaskContext } from './task-store.js';
export {
  JOB_RETENTION_MS,
  JobRegistry,
  MAX_ACTIVE_JOBS,
  MAX_WAIT_MS,
  type JobRegistryOptions,
  type ListOptions,
  type StartOptions,
  type StatusOptions,
} from './registry.js';
export {
  ACTIVE_STATES,
  JOB_KINDS,
  JOB_PREFIXES,
  JOB_STATES,
  type CancelAnswer,
  type CancelHook,
  type CancelVerdict,
  type CancelledWhile,
  type JobCancellation,
  type JobKind,
  type JobListener,
  type JobProgress,
  type JobRunContext,
  type JobSnapshot,
  type JobStarted,
  type JobState,
  type JobSummary,
  type JobUpdate,
} from './types.js';

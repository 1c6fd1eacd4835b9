import type { AinizeError } from '@ainize/core';

/** Everything that touches the model is a job; the kind decides the id prefix an agent sees. */
export const JOB_PREFIXES = {
  live_test: 'lt',
  teach: 'th',
  teach_preflight: 'tp',
  apply: 'ap',
  remove: 'rm',
  buy: 'by',
} as const;

export type JobKind = keyof typeof JOB_PREFIXES;
export const JOB_KINDS = Object.keys(JOB_PREFIXES) as JobKind[];

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export const JOB_STATES: readonly JobState[] = ['queued', 'running', 'done', 'failed', 'cancelled'];
export const ACTIVE_STATES: ReadonlySet<JobState> = new Set(['queued', 'running']);

export interface JobProgress {
  progress: number;
  total?: number;
  message: string;
}

/** What a job's runner can see and say while it works. */
export interface JobRunContext {
  readonly job_id: string;
  readonly kind: JobKind;
  /** Aborted when the job is cancelled (or its session closes); a runner stops waiting on the node then. */
  readonly signal: AbortSignal;
  /** The work has reached the model (or the node began it): from here a cancel is no longer free. */
  running(nativeState?: string): void;
  progress(update: JobProgress): void;
  /** The node's own word for where the job is (`QUEUED`, `TRAINING`, `READY`, …), shown beside our state. */
  nativeState(state: string): void;
  /**
   * Facts that go stale without being news (who holds the model, the queue): kept for the next status answer,
   * but they wake no long-poll and notify nobody, so a poll is not cut short by a clock ticking.
   */
  detail(facts: Record<string, unknown>): void;
}

/** The state a job was in when a cancel arrived — the fact the charge depends on. */
export type CancelledWhile = 'queued' | 'running';

export interface CancelVerdict {
  /** null when the node could not be asked and nobody can honestly say. */
  charged: boolean | null;
  note: string;
  /** The node's word on where the job was when it stopped, when it differs from what this server saw. */
  was?: CancelledWhile;
  /** The node's own state word once it stopped (a lesson's CANCELLED), replacing the last one read before. */
  native_state?: string;
}

/**
 * Decides what a cancel costs. It runs before the runner's signal is aborted, so it can ask the node first:
 * the node, not this server, knows whether a queued ticket had just started.
 */
export type CancelHook = (info: {
  job_id: string;
  kind: JobKind;
  was: CancelledWhile;
  reason: string;
}) => CancelVerdict | Promise<CancelVerdict>;

export interface JobCancellation {
  reason: string;
  was: CancelledWhile;
  charged: boolean | null;
  note: string;
  at: number;
}

/** One change a listener hears about — enough to send an MCP `notifications/progress`. */
export interface JobUpdate {
  job_id: string;
  kind: JobKind;
  state: JobState;
  native_state: string | null;
  progress: JobProgress | null;
}
export type JobListener = (update: JobUpdate) => void;

export interface JobSnapshot {
  job_id: string;
  kind: JobKind;
  state: JobState;
  native_state: string | null;
  summary: string;
  progress: JobProgress | null;
  started_at: number;
  running_at: number | null;
  finished_at: number | null;
  elapsed_ms: number;
  /** The runner's latest quiet facts (see JobRunContext.detail); null until it reports any. */
  detail: Record<string, unknown> | null;
  /** Present once done. */
  result?: unknown;
  /** Present once failed — unscrubbed here; the error layer scrubs it on the way out. */
  error?: AinizeError;
  cancel?: JobCancellation;
}

/** A job_list row: no result body, so a listing never carries a large or sensitive answer. */
export type JobSummary = Pick<
  JobSnapshot,
  'job_id' | 'kind' | 'state' | 'native_state' | 'summary' | 'started_at' | 'finished_at'
>;

export interface JobStarted {
  job_id: string;
  kind: JobKind;
  state: 'queued';
}

export interface CancelAnswer {
  job_id: string;
  kind: JobKind;
  cancelled: boolean;
  /** `queued` / `already_running` as the node says it, or `already_finished` when there was nothing to stop. */
  reason: 'queued' | 'already_running' | 'already_finished';
  state: JobState;
  charged: boolean | null;
  note: string;
}

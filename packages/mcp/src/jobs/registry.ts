import { AinizeFailure, toAinizeError, type AinizeError } from '@ainize/core';
import { systemClock, type Clock } from './clock.js';
import { newJobId } from './ids.js';
import {
  ACTIVE_STATES,
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
} from './types.js';

/** The spec's promise: a finished job can be polled for 30 minutes, then it is `job_not_found`. */
export const JOB_RETENTION_MS = 30 * 60_000;
/** Below a client's default 60 s request timeout, so a long-poll answers before the client gives up on it. */
export const MAX_WAIT_MS = 55_000;
/** Eight tickets in the node's model queue from one conversation is already more than any workflow needs. */
export const MAX_ACTIVE_JOBS = 8;
const DEFAULT_LIST_LIMIT = 20;
const MAX_LIST_LIMIT = 100;

export interface JobRegistryOptions {
  clock?: Clock;
  maxActive?: number;
  retentionMs?: number;
  maxWaitMs?: number;
  /** Source of the 12 hex characters after the prefix; injected only by tests that want stable ids. */
  randomId?: () => string;
  /** Hears every change of every job of the session, as the job now stands (the session's log notifications). */
  onChange?: (snapshot: JobSnapshot) => void;
}

export interface StartOptions {
  /** Decides `charged` and the note of a cancel; without one, queued is free and running is not. */
  onCancel?: CancelHook;
  /** Hears every change of this job from the start, before anyone could subscribe by id. */
  listener?: JobListener;
  /**
   * Runs synchronously with the job's id before the job exists; a throw refuses the start and nothing is
   * registered. A purchase journals its intent under the id here, so the intent is on disk before the runner runs.
   */
  admit?: (jobId: string) => void;
}

export interface StatusOptions {
  /** How long to wait for the next change; 0 answers at once. Capped at `maxWaitMs`. */
  wait_ms?: number;
  /** The client gave up on the call: stop waiting and answer with what is known. */
  signal?: AbortSignal;
}

export interface ListOptions {
  kind?: JobKind;
  state?: JobState;
  limit?: number;
}

interface JobRecord {
  readonly job_id: string;
  readonly kind: JobKind;
  readonly summary: string;
  readonly started_at: number;
  state: JobState;
  native_state: string | null;
  progress: JobProgress | null;
  detail: Record<string, unknown> | null;
  running_at: number | null;
  finished_at: number | null;
  result?: unknown;
  error?: AinizeError;
  cancel?: JobCancellation;
  readonly controller: AbortController;
  readonly onCancel: CancelHook;
  readonly listeners: Set<JobListener>;
  /** Woken on every change; a long-poll registers one and leaves on change, timeout or abort. */
  readonly waiters: Set<() => void>;
  cancelling?: Promise<CancelAnswer>;
}

const defaultCancelHook: CancelHook = ({ was }) =>
  was === 'queued'
    ? { charged: false, note: 'nothing had started yet, so nothing was charged' }
    : { charged: true, note: 'the work had already started; whatever it used stands' };

/**
 * The jobs of ONE MCP session. The server creates one per session, so ids from another session are simply not
 * here — isolation by construction rather than by an ownership check someone could forget.
 *
 * Nothing in here talks to the node: runners do. The registry only keeps state, wakes long-polls and enforces
 * the session's limits, which is why `status` can wait locally without holding anything open on the node.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, JobRecord>();
  private readonly clock: Clock;
  private readonly maxActive: number;
  private readonly retentionMs: number;
  private readonly maxWaitMs: number;
  private readonly randomId: (() => string) | undefined;
  private readonly onChange: ((snapshot: JobSnapshot) => void) | undefined;
  private closed = false;

  constructor(options: JobRegistryOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.maxActive = options.maxActive ?? MAX_ACTIVE_JOBS;
    this.retentionMs = options.retentionMs ?? JOB_RETENTION_MS;
    this.maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
    this.randomId = options.randomId;
    this.onChange = options.onChange;
  }

  /**
   * Registers the job and returns at once; the runner starts on a later microtask, so even a runner that
   * throws synchronously cannot delay or break the answer that carries the job id.
   */
  start<R>(
    kind: JobKind,
    summary: string,
    run: (ctx: JobRunContext) => Promise<R>,
    options: StartOptions = {},
  ): JobStarted {
    this.evict();
    if (this.closed) throw AinizeFailure.of('unavailable', 'this session is closing; no new job can start in it');
    const active = [...this.jobs.values()].filter((job) => ACTIVE_STATES.has(job.state));
    if (active.length >= this.maxActive) {
      throw AinizeFailure.of(
        'too_many_jobs',
        `this session already has ${active.length} unfinished jobs (the limit is ${this.maxActive}) — ` +
          'wait for one with job_status, or stop one with job_cancel, then start this again',
        { retryable: true, details: { limit: this.maxActive, active: active.map((job) => job.job_id) } },
      );
    }
    const jobId = this.freshId(kind);
    options.admit?.(jobId);
    const record: JobRecord = {
      job_id: jobId,
      kind,
      summary,
      started_at: this.clock.now(),
      state: 'queued',
      native_state: null,
      progress: null,
      detail: null,
      running_at: null,
      finished_at: null,
      controller: new AbortController(),
      onCancel: options.onCancel ?? defaultCancelHook,
      listeners: new Set(options.listener ? [options.listener] : []),
      waiters: new Set(),
    };
    this.jobs.set(record.job_id, record);
    queueMicrotask(() => void this.execute(record, run));
    return { job_id: record.job_id, kind, state: 'queued' };
  }

  /**
   * The job now, or — with `wait_ms` — as soon as its state, native state or progress next changes. A job that
   * has already finished answers at once: there is nothing left to wait for.
   */
  async status(jobId: string, options: StatusOptions = {}): Promise<JobSnapshot> {
    const record = this.find(jobId);
    const wait = Math.min(Math.max(0, Math.floor(options.wait_ms ?? 0)), this.maxWaitMs);
    if (wait > 0 && ACTIVE_STATES.has(record.state)) await this.nextChange(record, wait, options.signal);
    return this.snapshot(record);
  }

  /** Whether this session still knows the job (it is forgotten 30 minutes after it ends). */
  has(jobId: string): boolean {
    this.evict();
    return this.jobs.has(jobId);
  }

  list(options: ListOptions = {}): JobSummary[] {
    this.evict();
    const limit = Math.min(Math.max(1, Math.floor(options.limit ?? DEFAULT_LIST_LIMIT)), MAX_LIST_LIMIT);
    return [...this.jobs.values()]
      .filter(
        (job) =>
          (options.kind === undefined || job.kind === options.kind) &&
          (options.state === undefined || job.state === options.state),
      )
      .reverse() // newest first; the map keeps insertion order, which is start order
      .slice(0, limit)
      .map((job) => ({
        job_id: job.job_id,
        kind: job.kind,
        state: job.state,
        native_state: job.native_state,
        summary: job.summary,
        started_at: job.started_at,
        finished_at: job.finished_at,
      }));
  }

  /**
   * Stops a job. The hook answers first (it may ask the node, whose word on "had it started?" beats ours),
   * then the runner's signal is aborted and the job is recorded as cancelled. Two cancels of the same job
   * share one answer instead of asking the node twice.
   */
  async cancel(jobId: string, reason: string): Promise<CancelAnswer> {
    const record = this.find(jobId);
    if (!ACTIVE_STATES.has(record.state)) return this.alreadyFinished(record);
    record.cancelling ??= this.runCancel(record, reason);
    return record.cancelling;
  }

  /** How many jobs of this session are still queued or running. */
  activeCount(): number {
    let active = 0;
    for (const job of this.jobs.values()) if (ACTIVE_STATES.has(job.state)) active++;
    return active;
  }

  /** Hears every later change of a job (for `notifications/progress` while a client waits on it). */
  subscribe(jobId: string, listener: JobListener): () => void {
    const record = this.find(jobId);
    record.listeners.add(listener);
    return () => record.listeners.delete(listener);
  }

  /** The session ended: cancel what still runs so no queue ticket outlives the conversation that wanted it. */
  async close(reason = 'the session closed'): Promise<void> {
    this.closed = true;
    const active = [...this.jobs.values()].filter((job) => ACTIVE_STATES.has(job.state));
    await Promise.all(active.map((job) => this.cancel(job.job_id, reason).catch(() => undefined)));
  }

  private async execute<R>(record: JobRecord, run: (ctx: JobRunContext) => Promise<R>): Promise<void> {
    const ctx: JobRunContext = {
      job_id: record.job_id,
      kind: record.kind,
      signal: record.controller.signal,
      running: (nativeState) => {
        if (record.state !== 'queued') return;
        record.state = 'running';
        record.running_at = this.clock.now();
        if (nativeState !== undefined) record.native_state = nativeState;
        this.changed(record);
      },
      progress: (update) => {
        if (!ACTIVE_STATES.has(record.state)) return;
        record.progress = { ...update };
        this.changed(record);
      },
      nativeState: (state) => {
        if (!ACTIVE_STATES.has(record.state) || record.native_state === state) return;
        record.native_state = state;
        this.changed(record);
      },
      detail: (facts) => {
        if (ACTIVE_STATES.has(record.state)) record.detail = { ...facts };
      },
    };
    try {
      const result = await run(ctx);
      if (!ACTIVE_STATES.has(record.state)) return; // cancelled meanwhile: a late answer changes nothing
      record.result = result;
      this.finish(record, 'done');
    } catch (thrown) {
      if (!ACTIVE_STATES.has(record.state)) return;
      // A failed purchase is never retried by hand: its next step is reconcile_purchase, so no retry hint survives.
      const error = toAinizeError(thrown, record.kind === 'buy' ? { tier: 'money' } : {});
      if (error.code === 'cancelled') {
        // Our own cancel made the node give the work up; it records the node's verdict, so its echo adds nothing.
        if (record.cancelling) return;
        // The node's 499 is an outcome: the ticket was given up while queued, so nothing was charged.
        record.cancel = {
          reason: error.message,
          was: record.state === 'running' ? 'running' : 'queued',
          charged: error.details.charged === true,
          note: error.message,
          at: this.clock.now(),
        };
        this.finish(record, 'cancelled');
        return;
      }
      record.error = error;
      this.finish(record, 'failed');
    }
  }

  private async runCancel(record: JobRecord, reason: string): Promise<CancelAnswer> {
    const was: CancelledWhile = record.state === 'running' ? 'running' : 'queued';
    let verdict: CancelVerdict;
    try {
      verdict = await record.onCancel({ job_id: record.job_id, kind: record.kind, was, reason });
    } catch (thrown) {
      verdict = {
        charged: null,
        note: `the node could not confirm the cancel (${toAinizeError(thrown).message}), so whether anything was charged is unknown`,
      };
    }
    // The runner may have finished while the hook was asking the node; then there was nothing left to stop.
    if (!ACTIVE_STATES.has(record.state)) return this.alreadyFinished(record);
    const stoppedWhile = verdict.was ?? was;
    if (verdict.native_state !== undefined) record.native_state = verdict.native_state;
    record.cancel = { reason, was: stoppedWhile, charged: verdict.charged, note: verdict.note, at: this.clock.now() };
    this.finish(record, 'cancelled');
    record.controller.abort(new Error(`cancelled: ${reason}`));
    return {
      job_id: record.job_id,
      kind: record.kind,
      cancelled: true,
      reason: stoppedWhile === 'queued' ? 'queued' : 'already_running',
      state: record.state,
      charged: verdict.charged,
      note: verdict.note,
    };
  }

  private alreadyFinished(record: JobRecord): CancelAnswer {
    return {
      job_id: record.job_id,
      kind: record.kind,
      cancelled: false,
      reason: 'already_finished',
      state: record.state,
      charged: record.cancel?.charged ?? null,
      note: `the job had already ended (${record.state}); nothing was stopped and nothing changed`,
    };
  }

  private finish(record: JobRecord, state: 'done' | 'failed' | 'cancelled'): void {
    record.state = state;
    record.finished_at = this.clock.now();
    this.changed(record);
  }

  private changed(record: JobRecord): void {
    for (const wake of [...record.waiters]) wake();
    const update = {
      job_id: record.job_id,
      kind: record.kind,
      state: record.state,
      native_state: record.native_state,
      progress: record.progress,
    };
    for (const listener of record.listeners) {
      try {
        listener(update);
      } catch {
        // A listener is a courtesy (progress notifications); its failure must not break the job it watches.
      }
    }
    try {
      this.onChange?.(this.snapshot(record));
    } catch {
      // The same courtesy: a log line that could not be sent changes nothing about the job.
    }
  }

  private nextChange(record: JobRecord, waitMs: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = (): void => {
        record.waiters.delete(done);
        this.clock.clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = this.clock.setTimeout(done, waitMs);
      record.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private find(jobId: string): JobRecord {
    this.evict();
    const record = this.jobs.get(jobId);
    if (record) return record;
    throw AinizeFailure.of(
      'job_not_found',
      `there is no job ${jobId} in this session — jobs belong to the session that started them and are forgotten ` +
        `${Math.round(this.retentionMs / 60_000)} minutes after they finish`,
      { details: { job_id: jobId } },
    );
  }

  /** Lazy eviction on every access: exact with an injected clock, and no timer keeps the process alive. */
  private evict(): void {
    const now = this.clock.now();
    for (const [id, job] of this.jobs) {
      if (job.finished_at !== null && now - job.finished_at >= this.retentionMs) this.jobs.delete(id);
    }
  }

  private freshId(kind: JobKind): string {
    for (;;) {
      const id = newJobId(kind, this.randomId);
      if (!this.jobs.has(id)) return id;
    }
  }

  private snapshot(record: JobRecord): JobSnapshot {
    const snapshot: JobSnapshot = {
      job_id: record.job_id,
      kind: record.kind,
      state: record.state,
      native_state: record.native_state,
      summary: record.summary,
      progress: record.progress,
      started_at: record.started_at,
      running_at: record.running_at,
      finished_at: record.finished_at,
      elapsed_ms: (record.finished_at ?? this.clock.now()) - record.started_at,
      detail: record.detail,
    };
    if (record.state === 'done') snapshot.result = record.result;
    if (record.error) snapshot.error = record.error;
    if (record.cancel) snapshot.cancel = { ...record.cancel };
    return snapshot;
  }
}

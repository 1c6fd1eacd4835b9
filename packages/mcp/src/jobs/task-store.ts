import { randomBytes } from 'node:crypto';
import type { CreateTaskOptions, TaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/interfaces.js';
import type { Request, RequestId, Result, ServerNotification, Task } from '@modelcontextprotocol/sdk/types.js';
import type { JobRegistry } from './registry.js';
import type { JobSnapshot, JobState } from './types.js';
import { JOB_RETENTION_MS } from './registry.js';

/**
 * MCP's native tasks (protocol 2025-11-25), served from the session's own JobRegistry: a task IS a job, with the
 * job id as its task id, so tasks/get, tasks/result, tasks/cancel and job_status always agree.
 *
 * The SDK routes every call of a task-capable tool through this store — also calls that did not ask for a task,
 * which it would otherwise block on until the job ends. Those get their job handle back at once instead: the
 * store answers them with a task that is already complete and whose result is the handle, and keeps no record.
 */

/** What a job tool hands the store: its job (absent when it failed before starting one) and the answer so far. */
export interface TaskContext {
  job_id: string | undefined;
  /** The scrubbed CallToolResult: the job handle, or the error that stopped the call. */
  answer: Result;
}

export interface JobTaskStoreOptions {
  registry: JobRegistry;
  /** The final CallToolResult of a finished job, scrubbed (done, failed or cancelled alike). */
  render: (snapshot: JobSnapshot) => Result;
  /** Sends a notification to this session's client; a failure to send is ignored. */
  notify: (notification: ServerNotification) => Promise<void>;
  pollIntervalMs?: number;
}

interface NativeTask {
  createdAt: string;
  progressToken: string | number | undefined;
  stopListening: () => void;
}

const STATUS: Record<JobState, Task['status']> = {
  queued: 'working',
  running: 'working',
  done: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

export class JobTaskStore implements TaskStore {
  private readonly registry: JobRegistry;
  private readonly render: (snapshot: JobSnapshot) => Result;
  private readonly notify: (notification: ServerNotification) => Promise<void>;
  private readonly pollInterval: number;
  private readonly natives = new Map<string, NativeTask>();
  /** Answers owed to calls that did not ask for a task; each is read once, right after it is stored. */
  private readonly immediate = new Map<string, Result>();
  /** Native task requests that failed before a job existed (a refused id, the node down). */
  private readonly refused = new Map<string, { createdAt: string; answer: Result }>();

  constructor(options: JobTaskStoreOptions) {
    this.registry = options.registry;
    this.render = options.render;
    this.notify = options.notify;
    this.pollInterval = options.pollIntervalMs ?? 1500;
  }

  async createTask(params: CreateTaskOptions, _requestId: RequestId, request: Request): Promise<Task> {
    const context = params.context as TaskContext | undefined;
    if (!context) throw new Error('a job tool must pass its job and answer as the task context');
    const now = new Date().toISOString();
    const asked = isRecord(request.params) && request.params.task !== undefined;
    if (!asked) {
      const id = context.job_id ?? `call_${randomBytes(6).toString('hex')}`;
      this.immediate.set(id, context.answer);
      return { taskId: id, status: 'completed', ttl: null, createdAt: now, lastUpdatedAt: now };
    }
    if (context.job_id === undefined) {
      const id = `failed_${randomBytes(6).toString('hex')}`;
      this.refused.set(id, { createdAt: now, answer: context.answer });
      return { taskId: id, status: 'failed', ttl: JOB_RETENTION_MS, createdAt: now, lastUpdatedAt: now };
    }
    const jobId = context.job_id;
    const meta = isRecord(request.params) && isRecord(request.params._meta) ? request.params._meta : {};
    const token = meta.progressToken;
    const progressToken = typeof token === 'string' || typeof token === 'number' ? token : undefined;
    let step = 0;
    const stopListening = this.registry.subscribe(jobId, (update) => {
      void this.getTask(jobId).then((task) => {
        if (!task) return;
        void this.notify({ method: 'notifications/tasks/status', params: task }).catch(() => undefined);
        if (progressToken !== undefined) {
          const message = [update.state, update.progress?.message].filter(Boolean).join(': ');
          void this.notify({
            method: 'notifications/progress',
            params: { progressToken, progress: ++step, message },
          }).catch(() => undefined);
        }
      });
      if (update.state === 'done' || update.state === 'failed' || update.state === 'cancelled') stopListening();
    });
    this.natives.set(jobId, { createdAt: now, progressToken, stopListening });
    return (
      (await this.getTask(jobId)) ?? {
        taskId: jobId,
        status: 'working',
        ttl: JOB_RETENTION_MS,
        createdAt: now,
        lastUpdatedAt: now,
      }
    );
  }

  async getTask(taskId: string): Promise<Task | null> {
    this.forgetOldRefusals();
    const refused = this.refused.get(taskId);
    if (refused) {
      return {
        taskId,
        status: 'failed',
        ttl: JOB_RETENTION_MS,
        createdAt: refused.createdAt,
        lastUpdatedAt: refused.createdAt,
      };
    }
    const native = this.natives.get(taskId);
    if (!native) return null;
    const snapshot = await this.snapshot(taskId);
    if (!snapshot) {
      this.forget(taskId);
      return null;
    }
    const last = snapshot.finished_at ?? snapshot.running_at ?? snapshot.started_at;
    const message = snapshot.progress?.message ?? snapshot.cancel?.note ?? snapshot.error?.message ?? snapshot.summary;
    return {
      taskId,
      status: STATUS[snapshot.state],
      ttl: JOB_RETENTION_MS,
      createdAt: native.createdAt,
      lastUpdatedAt: new Date(last).toISOString(),
      pollInterval: this.pollInterval,
      statusMessage: message,
    };
  }

  async getTaskResult(taskId: string): Promise<Result> {
    const owed = this.immediate.get(taskId);
    if (owed) {
      this.immediate.delete(taskId);
      return owed;
    }
    const refused = this.refused.get(taskId);
    if (refused) return refused.answer;
    const snapshot = this.natives.has(taskId) ? await this.snapshot(taskId) : null;
    if (!snapshot) throw new Error(`there is no task ${taskId} in this session`);
    return this.render(snapshot);
  }

  /** Only a cancel means anything here: the other transitions are the job's own, not the client's to set. */
  async updateTaskStatus(taskId: string, status: Task['status']): Promise<void> {
    if (status !== 'cancelled' || !this.natives.has(taskId)) return;
    await this.registry.cancel(taskId, 'cancelled by the client (tasks/cancel)');
  }

  /** Results come from the registry; nothing is stored through here. */
  async storeTaskResult(): Promise<void> {}

  async listTasks(): Promise<{ tasks: Task[] }> {
    const tasks: Task[] = [];
    for (const id of this.natives.keys()) {
      const task = await this.getTask(id);
      if (task) tasks.push(task);
    }
    return { tasks };
  }

  private async snapshot(jobId: string): Promise<JobSnapshot | null> {
    try {
      return await this.registry.status(jobId);
    } catch {
      return null; // evicted: the job, and so the task, is gone
    }
  }

  /** A refused task lives as long as a finished job would, then it is gone like one. */
  private forgetOldRefusals(): void {
    const cutoff = Date.now() - JOB_RETENTION_MS;
    for (const [id, refused] of this.refused) if (Date.parse(refused.createdAt) < cutoff) this.refused.delete(id);
  }

  private forget(taskId: string): void {
    this.natives.get(taskId)?.stopListening();
    this.natives.delete(taskId);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import type { Result, ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { JobRegistry, JobTaskStore, type JobRunContext } from '../src/jobs/index.js';

/**
 * The native-task store over the job registry, on its own: which calls become tasks, what tasks/get and
 * tasks/result answer, and that tasks/cancel stops the very job job_cancel would.
 */

const callRequest = (task?: object) => ({
  method: 'tools/call',
  params: { name: 'live_test', arguments: {}, ...(task ? { task } : {}), _meta: { progressToken: 'p1' } },
});

function setup() {
  const registry = new JobRegistry();
  const sent: ServerNotification[] = [];
  const store = new JobTaskStore({
    registry,
    render: (snapshot) => ({ content: [{ type: 'text', text: snapshot.state }], structuredContent: { ...snapshot } }),
    notify: async (notification) => {
      sent.push(notification);
    },
  });
  let finish!: (value: unknown) => void;
  let context!: JobRunContext;
  const started = registry.start('live_test', 'a live test', (ctx) => {
    context = ctx;
    return new Promise((resolve) => (finish = resolve));
  });
  const handle: Result = { content: [{ type: 'text', text: 'handle' }], structuredContent: { ...started } };
  return { registry, store, sent, started, handle, finish: (v: unknown) => finish(v), ctx: () => context };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('JobTaskStore', () => {
  it('answers a call that asked for no task with its job handle at once, and keeps no task', async () => {
    const { store, started, handle } = setup();
    const task = await store.createTask({ context: { job_id: started.job_id, answer: handle } }, 1, callRequest());
    expect(task).toMatchObject({ taskId: started.job_id, status: 'completed', ttl: null });
    expect(await store.getTaskResult(task.taskId)).toBe(handle);
    expect(await store.getTask(task.taskId)).toBeNull();
    expect((await store.listTasks()).tasks).toEqual([]);
  });

  it('makes a task of the job when asked, follows it to the end, and tells the client on the way', async () => {
    const { store, started, handle, sent, finish, ctx } = setup();
    const task = await store.createTask({ context: { job_id: started.job_id, answer: handle } }, 2, callRequest({}));
    expect(task).toMatchObject({ taskId: started.job_id, status: 'working' });
    expect((await store.listTasks()).tasks.map((t) => t.taskId)).toEqual([started.job_id]);
    await tick();
    ctx().progress({ progress: 0, message: 'number 1 in line' });
    finish({ answer: 42 });
    await tick();
    await tick();
    expect(await store.getTask(started.job_id)).toMatchObject({
      status: 'completed',
      statusMessage: 'number 1 in line',
    });
    const result = await store.getTaskResult(started.job_id);
    expect(result.structuredContent).toMatchObject({ state: 'done', result: { answer: 42 } });
    expect(sent.some((n) => n.method === 'notifications/tasks/status')).toBe(true);
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'notifications/progress',
        params: expect.objectContaining({ progressToken: 'p1' }),
      }),
    );
  });

  it('cancels the job itself on tasks/cancel', async () => {
    const { store, registry, started, handle } = setup();
    await store.createTask({ context: { job_id: started.job_id, answer: handle } }, 3, callRequest({}));
    await store.updateTaskStatus(started.job_id, 'cancelled');
    expect((await registry.status(started.job_id)).state).toBe('cancelled');
    expect(await store.getTask(started.job_id)).toMatchObject({ status: 'cancelled' });
  });

  it('keeps a refused task request as a failed task carrying the error answer', async () => {
    const { store } = setup();
    const error: Result = { content: [{ type: 'text', text: '{"code":"not_found"}' }], isError: true };
    const task = await store.createTask({ context: { job_id: undefined, answer: error } }, 4, callRequest({}));
    expect(task.status).toBe('failed');
    expect(await store.getTask(task.taskId)).toMatchObject({ status: 'failed' });
    expect(await store.getTaskResult(task.taskId)).toBe(error);
  });
});

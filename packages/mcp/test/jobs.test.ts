import { AinizeFailure } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import {
  JOB_RETENTION_MS,
  JobRegistry,
  MAX_WAIT_MS,
  type Clock,
  type JobKind,
  type JobRunContext,
  type JobUpdate,
} from '../src/jobs/index.js';

/** A clock that moves only when the test says so; timers fire during `advance`, in due order. */
class FakeClock implements Clock {
  private time = 1_788_000_000_000;
  private seq = 0;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  get pendingTimers(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = until;
  }
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued microtasks and promise chains run; a scheduling step, not a timing assumption. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A runner the test drives by hand: it exposes its context and finishes when the test resolves it. */
function controlledRunner<R = unknown>() {
  const finish = deferred<R>();
  const started = deferred<JobRunContext>();
  const run = (ctx: JobRunContext) => {
    started.resolve(ctx);
    return finish.promise;
  };
  return { run, finish, ctx: () => started.promise };
}

function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

async function rejection(promise: Promise<unknown> | (() => unknown)): Promise<AinizeFailure> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown;
    throw thrown;
  }
  throw new Error('expected an AinizeFailure');
}

describe('starting a job', () => {
  it('answers {job_id, state: queued} before the runner has even started', () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    let ran = false;
    const started = registry.start('live_test', 'q', async () => {
      ran = true;
    });
    expect(started.state).toBe('queued');
    expect(started.job_id).toMatch(/^lt_[0-9a-f]{12}$/);
    expect(ran).toBe(false);
  });

  it('prefixes each id with its kind', () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const expected: Record<JobKind, string> = {
      live_test: 'lt',
      teach: 'th',
      teach_preflight: 'tp',
      apply: 'ap',
      remove: 'rm',
      buy: 'by',
    };
    for (const [kind, prefix] of Object.entries(expected) as [JobKind, string][]) {
      const { job_id } = registry.start(kind, kind, () => new Promise(() => undefined));
      expect(job_id.startsWith(`${prefix}_`)).toBe(true);
    }
  });

  it('walks queued → running → done and keeps the result', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const runner = controlledRunner<{ answer: string }>();
    const { job_id } = registry.start('live_test', 'a question', runner.run);
    const ctx = await runner.ctx();
    ctx.running('running');
    expect((await registry.status(job_id)).state).toBe('running');
    clock.advance(18_828);
    runner.finish.resolve({ answer: '058420' });
    await flush();
    const done = await registry.status(job_id);
    expect(done).toMatchObject({ state: 'done', result: { answer: '058420' }, elapsed_ms: 18_828 });
    expect(done.finished_at).toBe(clock.now());
  });

  it('records a failure as the AinizeError, node codes unrewritten, anything else internal_error', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const quota = registry.start('live_test', 'q', async () => {
      throw AinizeFailure.of('quota_chat', 'free live-test quota exhausted for this hour');
    });
    const bug = registry.start('apply', 'a', async () => {
      throw new Error('unexpected');
    });
    await flush();
    expect((await registry.status(quota.job_id)).error).toMatchObject({ code: 'quota_chat' });
    expect((await registry.status(bug.job_id)).error).toMatchObject({ code: 'internal_error', message: 'unexpected' });
    expect((await registry.status(bug.job_id)).state).toBe('failed');
  });

  it('stores a failed purchase as not retryable, whatever the code says', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const { job_id } = registry.start('buy', 'k1', async () => {
      throw AinizeFailure.of('node_unreachable', 'the seller did not answer');
    });
    await flush();
    const { error } = await registry.status(job_id);
    expect(error).toMatchObject({ code: 'node_unreachable', retryable: false });
    expect(error).not.toHaveProperty('retry_after_ms');
  });

  it('refuses a job past the per-session cap, by name, and accepts again once one finishes', async () => {
    const registry = new JobRegistry({ clock: new FakeClock(), maxActive: 8 });
    const runners = Array.from({ length: 8 }, () => controlledRunner());
    for (const runner of runners) registry.start('live_test', 'q', runner.run);
    const refused = await rejection(() => registry.start('live_test', 'one too many', async () => 1));
    expect(refused.error).toMatchObject({ code: 'too_many_jobs', details: { limit: 8 } });
    expect(refused.error.details.active).toHaveLength(8);
    runners[0]!.finish.resolve('ok');
    await flush();
    expect(registry.start('live_test', 'now it fits', async () => 1).state).toBe('queued');
  });
});

describe('job_status wait_ms — a local long-poll', () => {
  it('answers on the next state change, not after the full wait', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const runner = controlledRunner();
    const { job_id } = registry.start('live_test', 'q', runner.run);
    const ctx = await runner.ctx();

    const poll = tracked(registry.status(job_id, { wait_ms: 25_000 }));
    await flush();
    expect(poll.settled).toBe(false);

    ctx.running();
    await flush();
    expect(poll.settled).toBe(true);
    expect(poll.value?.state).toBe('running');
    // No clock time passed and the wait's timer is gone: the answer came from the change itself.
    expect(poll.value?.elapsed_ms).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('answers on a progress report too, and a listener hears it', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const runner = controlledRunner();
    const heard: JobUpdate[] = [];
    const { job_id } = registry.start('teach', 'lesson', runner.run, { listener: (u) => heard.push(u) });
    const ctx = await runner.ctx();
    const poll = tracked(registry.status(job_id, { wait_ms: 25_000 }));
    ctx.progress({ progress: 3, total: 10, message: 'training step 3 of 10' });
    await flush();
    expect(poll.value?.progress).toEqual({ progress: 3, total: 10, message: 'training step 3 of 10' });
    expect(heard.at(-1)).toMatchObject({ job_id, state: 'queued', progress: { progress: 3 } });
  });

  it('keeps a quiet detail for the next answer without cutting a long-poll short', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const runner = controlledRunner();
    const heard: JobUpdate[] = [];
    const { job_id } = registry.start('live_test', 'q', runner.run, { listener: (u) => heard.push(u) });
    const ctx = await runner.ctx();
    const poll = tracked(registry.status(job_id, { wait_ms: 10_000 }));
    ctx.detail({ model_lock: { sentence: 'the model is held by pid:7 (a verification of k) for 3 s' } });
    await flush();
    expect(poll.settled).toBe(false);
    expect(heard).toEqual([]);
    clock.advance(10_000);
    await flush();
    expect(poll.value?.detail).toEqual({
      model_lock: { sentence: 'the model is held by pid:7 (a verification of k) for 3 s' },
    });
  });

  it('gives up at wait_ms with the unchanged state when nothing happens', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const { job_id } = registry.start('live_test', 'q', controlledRunner().run);
    const poll = tracked(registry.status(job_id, { wait_ms: 5_000 }));
    clock.advance(4_999);
    await flush();
    expect(poll.settled).toBe(false);
    clock.advance(1);
    await flush();
    expect(poll.value?.state).toBe('queued');
  });

  it('caps wait_ms so a call always answers before a client times out', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const { job_id } = registry.start('live_test', 'q', controlledRunner().run);
    const poll = tracked(registry.status(job_id, { wait_ms: 10 * 60_000 }));
    clock.advance(MAX_WAIT_MS);
    await flush();
    expect(poll.settled).toBe(true);
  });

  it('answers at once with wait_ms 0, for a finished job, and when the caller aborts', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const running = registry.start('live_test', 'q', controlledRunner().run);
    expect((await registry.status(running.job_id, { wait_ms: 0 })).state).toBe('queued');

    const finished = registry.start('live_test', 'q', async () => 'answer');
    await flush();
    expect((await registry.status(finished.job_id, { wait_ms: 25_000 })).state).toBe('done');

    const abort = new AbortController();
    const poll = tracked(registry.status(running.job_id, { wait_ms: 25_000, signal: abort.signal }));
    abort.abort();
    await flush();
    expect(poll.value?.state).toBe('queued');
  });
});

describe('job_cancel', () => {
  it('a queued job cancelled is charged: false, and its runner is told to stop', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const runner = controlledRunner();
    const { job_id } = registry.start('live_test', 'q', runner.run);
    const ctx = await runner.ctx();
    const answer = await registry.cancel(job_id, 'the user changed the question');
    expect(answer).toMatchObject({ job_id, kind: 'live_test', cancelled: true, reason: 'queued', charged: false });
    expect(ctx.signal.aborted).toBe(true);
    runner.finish.resolve('a late answer');
    await flush();
    expect(await registry.status(job_id)).toMatchObject({
      state: 'cancelled',
      cancel: { was: 'queued', charged: false, reason: 'the user changed the question' },
    });
    expect((await registry.status(job_id)).result).toBeUndefined();
  });

  it('lets the runner’s hook say what a running cancel costs', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const runner = controlledRunner();
    const seen: string[] = [];
    const { job_id } = registry.start('teach', 'lesson', runner.run, {
      onCancel: ({ was }) => {
        seen.push(was);
        return { charged: true, note: 'the daily lesson it consumed is NOT returned' };
      },
    });
    (await runner.ctx()).running('TRAINING');
    const answer = await registry.cancel(job_id, 'stop');
    expect(seen).toEqual(['running']);
    expect(answer).toMatchObject({ cancelled: true, reason: 'already_running', charged: true });
    expect(answer.note).toContain('NOT returned');
  });

  it('believes the node when a ticket we thought queued had already started', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const { job_id } = registry.start('live_test', 'q', controlledRunner().run, {
      onCancel: () => ({ was: 'running', charged: true, note: 'the node had already started this on the model' }),
    });
    expect(await registry.cancel(job_id, 'stop')).toMatchObject({ reason: 'already_running', charged: true });
  });

  it('says charged: null when the node could not be asked', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const { job_id } = registry.start('live_test', 'q', controlledRunner().run, {
      onCancel: () => {
        throw AinizeFailure.of('node_unreachable', 'the node did not answer');
      },
    });
    const answer = await registry.cancel(job_id, 'stop');
    expect(answer.charged).toBeNull();
    expect(answer.note).toContain('unknown');
  });

  it('asks the node once when two cancels of the same job cross', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    let asked = 0;
    const { job_id } = registry.start('live_test', 'q', controlledRunner().run, {
      onCancel: () => {
        asked += 1;
        return { charged: false, note: 'nothing had reached the model' };
      },
    });
    const [a, b] = await Promise.all([registry.cancel(job_id, 'one'), registry.cancel(job_id, 'two')]);
    expect(asked).toBe(1);
    expect(a).toEqual(b);
  });

  it('stops nothing once the job has finished', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const { job_id } = registry.start('apply', 'a', async () => 'applied');
    await flush();
    expect(await registry.cancel(job_id, 'too late')).toMatchObject({
      cancelled: false,
      reason: 'already_finished',
      state: 'done',
    });
  });

  it('reads the node’s 499 as an outcome: cancelled, not failed', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const { job_id } = registry.start('live_test', 'q', async () => {
      throw AinizeFailure.of('cancelled', 'live test cancelled while it was still queued', {
        details: { charged: false },
      });
    });
    await flush();
    const status = await registry.status(job_id);
    expect(status.state).toBe('cancelled');
    expect(status.error).toBeUndefined();
    expect(status.cancel?.charged).toBe(false);
  });

  it('answers the cancel that made the node give up, even when the node’s 499 reaches the runner first', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const runner = controlledRunner();
    const nodeAnswer = deferred<{ charged: boolean; was: 'queued'; note: string }>();
    const { job_id } = registry.start('apply', 'applying k', runner.run, { onCancel: () => nodeAnswer.promise });
    await runner.ctx();
    const answer = registry.cancel(job_id, 'no longer wanted');
    // The node gave the change up: the runner's request ends with 499 before the cancel route's answer arrives.
    runner.finish.reject(AinizeFailure.of('cancelled', 'given up while it waited for the model'));
    await flush();
    expect((await registry.status(job_id)).state).toBe('queued');
    nodeAnswer.resolve({ charged: false, was: 'queued', note: 'nothing was changed' });
    expect(await answer).toMatchObject({
      cancelled: true,
      reason: 'queued',
      charged: false,
      note: 'nothing was changed',
    });
    expect(await registry.status(job_id)).toMatchObject({
      state: 'cancelled',
      cancel: { reason: 'no longer wanted', note: 'nothing was changed' },
    });
  });

  it('cancels what still runs when the session closes', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const runner = controlledRunner();
    const { job_id } = registry.start('live_test', 'q', runner.run);
    const ctx = await runner.ctx();
    await registry.close();
    expect(ctx.signal.aborted).toBe(true);
    expect((await registry.status(job_id)).state).toBe('cancelled');
    expect(() => registry.start('live_test', 'q', async () => 1)).toThrow(AinizeFailure);
  });
});

describe('job lifetime and scope', () => {
  it('is job_not_found 30 minutes after it finished, but not a moment before', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const { job_id } = registry.start('live_test', 'q', async () => 'answer');
    await flush();
    clock.advance(JOB_RETENTION_MS - 1);
    expect((await registry.status(job_id)).state).toBe('done');
    expect(registry.list()).toHaveLength(1);
    clock.advance(1);
    const gone = await rejection(registry.status(job_id));
    expect(gone.error).toMatchObject({ code: 'job_not_found', retryable: false, details: { job_id } });
    expect(registry.list()).toHaveLength(0);
  });

  it('never evicts a job that is still running, however old', async () => {
    const clock = new FakeClock();
    const registry = new JobRegistry({ clock });
    const { job_id } = registry.start('teach', 'lesson', controlledRunner().run);
    clock.advance(3 * JOB_RETENTION_MS);
    expect((await registry.status(job_id)).state).toBe('queued');
  });

  it('cannot be seen, polled or cancelled from another session', async () => {
    const clock = new FakeClock();
    const mine = new JobRegistry({ clock });
    const theirs = new JobRegistry({ clock });
    const { job_id } = mine.start('live_test', 'q', controlledRunner().run);
    expect(theirs.list()).toEqual([]);
    expect((await rejection(theirs.status(job_id))).code).toBe('job_not_found');
    expect((await rejection(theirs.cancel(job_id, 'not yours'))).code).toBe('job_not_found');
    expect((await mine.status(job_id)).state).toBe('queued');
  });

  it('lists newest first, filtered by kind and state, without result bodies', async () => {
    const registry = new JobRegistry({ clock: new FakeClock() });
    const first = registry.start('teach', 'first lesson', controlledRunner().run);
    registry.start('live_test', 'a test', async () => ({ secret_answer: 'x' }));
    const second = registry.start('teach', 'second lesson', controlledRunner().run);
    await flush();
    expect(registry.list({ kind: 'teach' }).map((j) => j.job_id)).toEqual([second.job_id, first.job_id]);
    expect(registry.list({ state: 'done' })).toHaveLength(1);
    expect(registry.list({ limit: 1 })).toHaveLength(1);
    for (const row of registry.list()) expect(row).not.toHaveProperty('result');
  });
});

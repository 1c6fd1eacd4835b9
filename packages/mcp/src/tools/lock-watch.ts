import { modelLockView, type ModelLockView } from '../errors/index.js';
import type { JobRunContext } from '../jobs/index.js';
import type { ChatPatches, ChatStatus } from '../node-client/index.js';
import type { ServerContext } from './context.js';

/** Who holds the shared model, from the node's live-test listing, aged on the node's own clock. */
export function lockFromPatches(patches: ChatPatches): ModelLockView {
  return modelLockView({
    holder: patches.lock,
    now: patches.now,
    queue: { running: patches.queue.running === null ? 0 : 1, waiting: patches.queue.waiting },
  });
}

/** The same, from the status of one queued live test. */
export function lockFromStatus(status: ChatStatus): ModelLockView {
  return modelLockView({
    holder: status.lock,
    now: status.now,
    queue: { running: status.lock ? 1 : 0, waiting: status.waiting },
  });
}

/** How often a waiting job re-reads the lock; the route is free and cheap. */
const LOCK_EVERY_MS = 1000;
/**
 * How long one read may take. A node that accepts connections but never answers would otherwise keep each read
 * open for the client's whole request timeout (15 s), and the reads would pile up.
 */
export const LOCK_READ_TIMEOUT_MS = 5000;

/**
 * For jobs whose node call simply blocks until the model is theirs (apply, remove): re-reads who holds the
 * model every second and keeps it as the job's quiet detail, so job_status can say whom the job waits behind.
 * Returns the function that stops it.
 */
export function watchLock(ctx: ServerContext, job: JobRunContext): () => void {
  return everySecond(async (signal) => {
    const patches = await ctx.client.chatPatches({ signal });
    if (!signal.aborted) job.detail({ model_lock: lockFromPatches(patches) });
  });
}

/**
 * Runs `tick` now and then every second until the returned function is called. A tick that fails is skipped
 * (the next one tries again). At most one tick is in flight: a second that finds the last one still waiting is
 * let pass. Each tick gets its own signal, aborted when it has taken LOCK_READ_TIMEOUT_MS or the watch stops, so a
 * tick that outlived the watch can see it should drop what it learned — and no listener is ever added to the
 * job's own signal, which lives as long as the job.
 */
export function everySecond(tick: (signal: AbortSignal) => Promise<void>): () => void {
  let stopped = false;
  let current: AbortController | undefined;
  const run = (): void => {
    if (stopped || current) return;
    const controller = new AbortController();
    current = controller;
    const timer = setTimeout(
      () => controller.abort(new DOMException('the lock read took too long', 'TimeoutError')),
      LOCK_READ_TIMEOUT_MS,
    );
    timer.unref();
    void tick(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        if (current === controller) current = undefined;
      });
  };
  run();
  const timer = setInterval(run, LOCK_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    current?.abort(new DOMException('the watch stopped', 'AbortError'));
  };
}

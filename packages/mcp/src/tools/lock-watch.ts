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
 * For jobs whose node call simply blocks until the model is theirs (apply, remove): re-reads who holds the
 * model every second and keeps it as the job's quiet detail, so job_status can say whom the job waits behind.
 * Returns the function that stops it.
 */
export function watchLock(ctx: ServerContext, job: JobRunContext): () => void {
  return everySecond(async (stopped) => {
    const patches = await ctx.client.chatPatches({ signal: job.signal });
    if (!stopped()) job.detail({ model_lock: lockFromPatches(patches) });
  });
}

/**
 * Runs `tick` now and then every second until the returned function is called. A tick that fails is skipped
 * (the next one tries again); `stopped()` lets a tick that outlived the watch drop what it learned.
 */
export function everySecond(tick: (stopped: () => boolean) => Promise<void>): () => void {
  let stopped = false;
  const run = (): void => {
    if (!stopped) void tick(() => stopped).catch(() => undefined);
  };
  run();
  const timer = setInterval(run, LOCK_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

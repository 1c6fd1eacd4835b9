import { modelLockView, type ModelLockView } from '../errors/index.js';
import type { JobRunContext } from '../jobs/index.js';
import type { ChatPatches } from '../node-client/index.js';
import type { ServerContext } from './context.js';

/** Who holds the shared model, from the node's live-test listing, aged on the node's own clock. */
export function lockFromPatches(patches: ChatPatches): ModelLockView {
  return modelLockView({
    holder: patches.lock,
    now: patches.now,
    queue: { running: patches.queue.running === null ? 0 : 1, waiting: patches.queue.waiting },
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
  let stopped = false;
  const tick = async (): Promise<void> => {
    try {
      const patches = await ctx.client.chatPatches({ signal: job.signal });
      if (!stopped) job.detail({ model_lock: lockFromPatches(patches) });
    } catch {
      // A missed reading only leaves the last one in place.
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), LOCK_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

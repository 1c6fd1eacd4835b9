import {
  type HolderRecord,
  createTicket,
  liveTickets,
  newToken,
  ownerOf,
  pidAlive,
  pidOf,
  readHolder,
  removeLockDir,
  removeTicket,
  tryMakeLockDir,
  writeHolder,
} from './files.js';

/**
 * The cross-process model lock: one memory model, many processes (the node, CLI commands, a verifier) that
 * must take turns. Holders and waiters are files, so every process sees the same holder and queue.
 */

/** A hold older than this may be broken even if its process lives (digest §1.8). `renew()` extends it. */
export const STALE_MS = 15 * 60_000;
/** How long `acquire` waits by default before answering "busy" (digest §1.8). */
export const DEFAULT_WAIT_MS = 20 * 60_000;
/** A lock directory with no holder.json for this long was left by a process that died while taking it. */
const ORPHAN_MS = 10_000;
/**
 * Tickets older than this are dropped even if their pid looks alive, which bounds the harm of a recycled pid.
 * A waiter whose ticket was dropped joins again at the back.
 */
const TICKET_MAX_AGE_MS = 3 * DEFAULT_WAIT_MS;
const POLL_MIN_MS = 50;
const POLL_MAX_MS = 250;

export interface LockHolderStatus {
  owner: string;
  label: string;
  since: number;
  lease_until: number;
  /** The holding process still exists. */
  alive: boolean;
  /** The lease has run out; the next waiter will break it. */
  stale: boolean;
  /** Held by this process. */
  mine: boolean;
}

export interface LockStatus {
  holder: LockHolderStatus | null;
  queue: { running: number; waiting: number };
  /** This process's clock when read, so clients compute held time on the node's clock, not theirs. */
  now: number;
}

export interface LockHandle {
  readonly owner: string;
  readonly label: string;
  readonly since: number;
  /** Pushes the lease out by STALE_MS from now; for work known to run long. */
  renew(): void;
  /** Idempotent; drops the hold only if it is still this one. */
  release(): void;
}

/**
 * How a use needs the model. `exclusive` (the default) changes what every process's model carries (apply, remove)
 * or must not be interleaved with anything (a lesson); `shared` only reads its own process's copy (a live test, a
 * check), so uses on different processes may run side by side. Within one process every use takes its turn.
 */
export type LockMode = 'shared' | 'exclusive';

export interface AcquireOptions {
  waitMs?: number;
  /** Defaults to `exclusive`. The file lock serves one process's model and treats every use as exclusive. */
  mode?: LockMode;
  /** Aborting gives up the place in the queue and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The 503 the HTTP layer maps by its message: "shared runtime busy (<owner>: <label>) — try again later". */
export class ModelBusyError extends Error {
  constructor(
    readonly owner: string,
    readonly label: string,
  ) {
    super(`shared runtime busy (${owner}: ${label}) — try again later`);
    this.name = 'ModelBusyError';
  }
}

/** What serving, the verifier and the live test need of a model lock: the file lock and the database lock. */
export interface NodeModelLock {
  status(): LockStatus;
  acquire(label: string, options?: AcquireOptions): Promise<LockHandle>;
  withLock<T>(label: string, fn: (handle: LockHandle) => T | Promise<T>, options?: AcquireOptions): Promise<T>;
}

export interface ModelLockOptions {
  /** Directory shared by every process that uses the same model. */
  dir: string;
  staleMs?: number;
  now?: () => number;
}

export class ModelLock implements NodeModelLock {
  readonly dir: string;
  readonly #staleMs: number;
  readonly #now: () => number;
  readonly #owner = ownerOf(process.pid);

  constructor(options: ModelLockOptions) {
    this.dir = options.dir;
    this.#staleMs = options.staleMs ?? STALE_MS;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Who holds the model and how many wait. A hold nobody can release any more (its process is gone) is broken
   * here when nobody waits, so a killed holder is not shown until the next lock user comes; with waiters, the
   * first of them breaks it, as ever. Two readers breaking the same dead hold is harmless: the break names the
   * hold's token, so one succeeds and the other finds it gone.
   */
  status(): LockStatus {
    const now = this.#now();
    const waiting = liveTickets(this.dir, TICKET_MAX_AGE_MS, now).length;
    if (waiting === 0) this.#breakAbandoned({ leaseExpired: false });
    const read = readHolder(this.dir, now);
    let holder: LockHolderStatus | null = null;
    if (read.state === 'held') {
      const { owner, label, since, lease_until } = read.holder;
      const pid = pidOf(owner);
      holder = {
        owner,
        label,
        since,
        lease_until,
        alive: pid === undefined ? true : pidAlive(pid),
        stale: now > lease_until,
        mine: owner === this.#owner,
      };
    } else if (read.state === 'unknown') {
      holder = {
        owner: 'unknown',
        label: 'starting',
        since: now - read.ageMs,
        lease_until: now,
        alive: true,
        stale: false,
        mine: false,
      };
    }
    return { holder, queue: { running: read.state === 'free' ? 0 : 1, waiting }, now };
  }

  /**
   * Waits in line for the model. Only the oldest live waiter tries to take or break the lock, which keeps
   * arrival order and means two waiters never race to break the same abandoned hold.
   */
  async acquire(label: string, options: AcquireOptions = {}): Promise<LockHandle> {
    const { signal } = options;
    const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
    signal?.throwIfAborted();
    const start = this.#now();
    const ticket = createTicket(this.dir, label, start);
    try {
      let delay = POLL_MIN_MS;
      for (;;) {
        signal?.throwIfAborted();
        const now = this.#now();
        const queue = liveTickets(this.dir, TICKET_MAX_AGE_MS, now);
        // A ticket dropped by another process (past the age cap) joins again at the back rather than waiting unseen.
        if (!queue.some((t) => t.name === ticket))
          return await this.acquire(label, { ...options, waitMs: waitMs - (now - start) });
        if (queue[0]?.name === ticket) {
          const handle =
            this.#tryTake(label) ?? (this.#breakAbandoned({ leaseExpired: true }) ? this.#tryTake(label) : undefined);
          if (handle) return handle;
        }
        if (now - start >= waitMs) throw this.#busyError();
        await sleep(Math.min(delay, Math.max(1, waitMs - (now - start))), signal);
        delay = Math.min(POLL_MAX_MS, Math.round(delay * 1.5));
      }
    } finally {
      removeTicket(this.dir, ticket);
    }
  }

  withLock<T>(label: string, fn: (handle: LockHandle) => T | Promise<T>, options?: AcquireOptions): Promise<T> {
    return holding(this, label, fn, options);
  }

  #tryTake(label: string): LockHandle | undefined {
    if (!tryMakeLockDir(this.dir)) return undefined;
    const since = this.#now();
    const record: HolderRecord = {
      owner: this.#owner,
      label,
      since,
      lease_until: since + this.#staleMs,
      token: newToken(),
    };
    writeHolder(this.dir, record);
    let released = false;
    return {
      owner: record.owner,
      label,
      since,
      renew: () => {
        if (released) return;
        // A hold broken as stale and retaken by another process must not be overwritten by our renewal.
        const current = readHolder(this.dir, this.#now());
        if (current.state !== 'held' || current.holder.token !== record.token) return;
        record.lease_until = this.#now() + this.#staleMs;
        writeHolder(this.dir, record);
      },
      release: () => {
        if (released) return;
        released = true;
        removeLockDir(this.dir, record.token);
      },
    };
  }

  /**
   * Breaks a hold whose process is gone or that never wrote its holder; with `leaseExpired`, also one whose lease
   * ran out. Only a waiter that needs the model passes that: a living holder past its lease may still be at work,
   * and nobody but a waiter has a reason to take the model from it. True when the lock is free afterwards.
   */
  #breakAbandoned(options: { leaseExpired: boolean }): boolean {
    const now = this.#now();
    const read = readHolder(this.dir, now);
    if (read.state === 'free') return true;
    if (read.state === 'unknown') return read.ageMs > ORPHAN_MS && removeLockDir(this.dir, null);
    const pid = pidOf(read.holder.owner);
    const dead = pid !== undefined && !pidAlive(pid);
    const expired = options.leaseExpired && now > read.holder.lease_until;
    if (!dead && !expired) return false;
    return removeLockDir(this.dir, read.holder.token);
  }

  #busyError(): ModelBusyError {
    const read = readHolder(this.dir, this.#now());
    if (read.state === 'held') return new ModelBusyError(read.holder.owner, read.holder.label);
    // Free at the deadline but others were ahead in line: still busy from this caller's point of view.
    const ahead = liveTickets(this.dir, TICKET_MAX_AGE_MS, this.#now())[0];
    return new ModelBusyError(ahead ? ownerOf(ahead.pid) : 'unknown', ahead?.label ?? 'queued');
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
/** Runs `fn` while holding `lock` under `label`, and releases it however `fn` ends: every lock's withLock. */
export async function holding<T>(
  lock: Pick<NodeModelLock, 'acquire'>,
  label: string,
  fn: (handle: LockHandle) => T | Promise<T>,
  options?: AcquireOptions,
): Promise<T> {
  const handle = await lock.acquire(label, options);
  try {
    return await fn(handle);
  } finally {
    handle.release();
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

import { randomUUID } from 'node:crypto';
import type { ProcessRegistry } from '../processes/registry.js';
import type { Store } from '../store/index.js';
import {
  type AcquireOptions,
  DEFAULT_WAIT_MS,
  type LockHandle,
  type LockHolderStatus,
  type LockMode,
  type LockStatus,
  ModelBusyError,
  holding,
  type NodeModelLock,
  STALE_MS,
  sleep,
} from './model-lock.js';

/**
 * The model lock of a node that runs as several processes on one database. Each process has its own copy of the
 * model, so the lock has two levels:
 *
 * - Across processes, in the database: an `exclusive` use (apply, remove, a lesson) holds the one row of
 *   `model_lock`, and nobody on any process starts a use while it is held or while an exclusive waiter is ahead
 *   of them. A `shared` use (a live test, a check) reads only its own copy, so shared uses on different processes
 *   run side by side and are not written down unless they have to wait.
 * - Within a process, in memory: every use takes its turn on this process's copy, in arrival order.
 *
 * Waiters queue in `model_lock_waiters` in arrival order. A hold or a place in line of a process that stopped
 * beating (killed, see ProcessRegistry) is broken by whoever looks next; a hold past its lease by the first waiter.
 */

const POLL_MIN_MS = 20;
const POLL_MAX_MS = 250;

interface HoldRow {
  token: string;
  process: string;
  owner: string;
  label: string;
  since: number;
  lease_until: number;
}

interface WaiterRow {
  seq: number;
  token: string;
  process: string;
  owner: string;
  label: string;
  mode: LockMode;
}

interface LocalUse {
  label: string;
  since: number;
  lease_until: number;
}

export interface DbModelLockOptions {
  store: Store;
  registry: ProcessRegistry;
  staleMs?: number;
  now?: () => number;
}

export class DbModelLock implements NodeModelLock {
  readonly #store: Store;
  readonly #registry: ProcessRegistry;
  readonly #staleMs: number;
  readonly #now: () => number;
  readonly #sql;
  /** This process's turns: the use running now, and the ones waiting for it, in order. */
  #local: LocalUse | null = null;
  readonly #localQueue: (() => void)[] = [];

  constructor(options: DbModelLockOptions) {
    this.#store = options.store;
    this.#registry = options.registry;
    this.#staleMs = options.staleMs ?? STALE_MS;
    this.#now = options.now ?? Date.now;
    const { db } = options.store;
    this.#sql = {
      hold: db.prepare<[], HoldRow>('SELECT token, process, owner, label, since, lease_until FROM model_lock'),
      take: db.prepare(
        'INSERT INTO model_lock (slot, token, process, owner, label, since, lease_until) VALUES (1, ?, ?, ?, ?, ?, ?)',
      ),
      drop: db.prepare('DELETE FROM model_lock WHERE token = ?'),
      renew: db.prepare('UPDATE model_lock SET lease_until = ? WHERE token = ?'),
      waiters: db.prepare<[], WaiterRow>(
        'SELECT seq, token, process, owner, label, mode FROM model_lock_waiters ORDER BY seq',
      ),
      join: db.prepare(
        'INSERT INTO model_lock_waiters (token, process, owner, label, mode, queued_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      leave: db.prepare('DELETE FROM model_lock_waiters WHERE token = ?'),
      blocked: db
        .prepare<[], number>(
          "SELECT (SELECT count(*) FROM model_lock) + (SELECT count(*) FROM model_lock_waiters WHERE mode = 'exclusive')",
        )
        .pluck(),
    };
  }

  /** Who holds the model (an exclusive hold anywhere, else this process's own use) and how many wait for it. */
  status(): LockStatus {
    const now = this.#now();
    const { hold, waiters } = this.#store.transaction(() => this.#tidy(false));
    const localWaiting = this.#localQueue.length;
    let holder: LockHolderStatus | null = null;
    if (hold) {
      holder = {
        owner: hold.owner,
        label: hold.label,
        since: Number(hold.since),
        lease_until: Number(hold.lease_until),
        alive: this.#registry.alive(hold.process),
        stale: now > Number(hold.lease_until),
        mine: hold.process === this.#registry.id,
      };
    } else if (this.#local) {
      holder = {
        owner: this.#registry.owner,
        ...this.#local,
        alive: true,
        stale: now > this.#local.lease_until,
        mine: true,
      };
    }
    return { holder, queue: { running: holder ? 1 : 0, waiting: waiters.length + localWaiting }, now };
  }

  async acquire(label: string, options: AcquireOptions = {}): Promise<LockHandle> {
    const { signal } = options;
    const mode = options.mode ?? 'exclusive';
    const deadline = this.#now() + (options.waitMs ?? DEFAULT_WAIT_MS);
    signal?.throwIfAborted();
    const token = mode === 'exclusive' ? await this.#waitExclusive(label, deadline, signal) : null;
    try {
      if (token === null) await this.#waitShared(label, deadline, signal);
      await this.#takeTurn(deadline, signal);
    } catch (err) {
      if (token !== null) this.#sql.drop.run(token);
      throw err;
    }
    const since = this.#now();
    const use: LocalUse = { label, since, lease_until: since + this.#staleMs };
    this.#local = use;
    let released = false;
    return {
      owner: this.#registry.owner,
      label,
      since,
      renew: () => {
        if (released) return;
        use.lease_until = this.#now() + this.#staleMs;
        if (token !== null) this.#sql.renew.run(use.lease_until, token);
      },
      release: () => {
        if (released) return;
        released = true;
        if (token !== null) this.#sql.drop.run(token);
        this.#endTurn();
      },
    };
  }

  withLock<T>(label: string, fn: (handle: LockHandle) => T | Promise<T>, options?: AcquireOptions): Promise<T> {
    return holding(this, label, fn, options);
  }

  /** Waits until nothing exclusive holds or waits before this use; a use that never waits is never written down. */
  async #waitShared(label: string, deadline: number, signal: AbortSignal | undefined): Promise<void> {
    if (Number(this.#sql.blocked.get()) === 0) return;
    await this.#queue(
      label,
      'shared',
      deadline,
      signal,
      (hold, ahead) => !hold && ahead.every((w) => w.mode === 'shared'),
    );
  }

  /** Waits in line for the hold row and takes it; returns its token. */
  async #waitExclusive(label: string, deadline: number, signal: AbortSignal | undefined): Promise<string> {
    const token = randomUUID();
    await this.#queue(label, 'exclusive', deadline, signal, (hold, ahead) => {
      if (hold || ahead.length > 0) return false;
      const now = this.#now();
      this.#sql.take.run(token, this.#registry.id, this.#registry.owner, label, now, now + this.#staleMs);
      return true;
    });
    return token;
  }

  /**
   * Joins the queue and polls until `ready` (run in a transaction with the hold and the waiters ahead) says go.
   * The place in line is given up on every way out: success, timeout, abort.
   */
  async #queue(
    label: string,
    mode: LockMode,
    deadline: number,
    signal: AbortSignal | undefined,
    ready: (hold: HoldRow | undefined, ahead: WaiterRow[]) => boolean,
  ): Promise<void> {
    const ticket = randomUUID();
    const { id, owner } = this.#registry;
    this.#sql.join.run(ticket, id, owner, label, mode, this.#now());
    try {
      let delay = POLL_MIN_MS;
      for (;;) {
        const go = this.#store.transaction(() => {
          const { hold, waiters } = this.#tidy(true, ticket);
          const mine = waiters.findIndex((w) => w.token === ticket);
          // Dropped by a peer that took this process for dead: join again at the back.
          if (mine < 0) this.#sql.join.run(ticket, id, owner, label, mode, this.#now());
          return mine >= 0 && ready(hold, waiters.slice(0, mine));
        });
        if (go) return;
        const left = deadline - this.#now();
        if (left <= 0) throw this.#busy(label);
        await sleep(Math.min(delay, left), signal);
        delay = Math.min(POLL_MAX_MS, Math.round(delay * 1.5));
      }
    } finally {
      this.#sql.leave.run(ticket);
    }
  }

  /**
   * Breaks what nobody can release any more and returns what is left: the hold of a dead process, places in line of
   * dead processes, and — only for a waiter at the front (`waiting`), as the file lock does — a hold past its lease.
   */
  #tidy(waiting: boolean, ticket?: string): { hold: HoldRow | undefined; waiters: WaiterRow[] } {
    let hold = this.#sql.hold.get();
    let waiters = this.#sql.waiters.all();
    const gone = waiters.filter((w) => !this.#registry.alive(w.process));
    for (const w of gone) this.#sql.leave.run(w.token);
    if (gone.length > 0) waiters = waiters.filter((w) => !gone.includes(w));
    if (hold) {
      const front = waiting && waiters[0]?.token === ticket;
      const dead = !this.#registry.alive(hold.process);
      const expired = front && this.#now() > Number(hold.lease_until);
      if (dead || expired) {
        this.#sql.drop.run(hold.token);
        hold = undefined;
      }
    }
    return { hold, waiters };
  }

  /** This process's turn on its own model, in arrival order. */
  async #takeTurn(deadline: number, signal: AbortSignal | undefined): Promise<void> {
    if (this.#local === null && this.#localQueue.length === 0) {
      this.#local = { label: 'starting', since: this.#now(), lease_until: this.#now() + this.#staleMs };
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const leave = (err: unknown) => {
        const i = this.#localQueue.indexOf(turn);
        if (i >= 0) this.#localQueue.splice(i, 1);
        signal?.removeEventListener('abort', onAbort);
        reject(err);
      };
      const onAbort = () => leave(signal?.reason);
      const timer = setTimeout(
        () => leave(new ModelBusyError(this.#registry.owner, this.#local?.label ?? 'queued')),
        Math.max(0, deadline - this.#now()),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#localQueue.push(turn);
    });
  }

  #endTurn(): void {
    this.#local = null;
    const next = this.#localQueue.shift();
    if (next) {
      // Marked taken before the next use wakes, so a use arriving meanwhile queues behind it.
      this.#local = { label: 'starting', since: this.#now(), lease_until: this.#now() + this.#staleMs };
      next();
    }
  }

  #busy(label: string): ModelBusyError {
    const hold = this.#sql.hold.get();
    if (hold) return new ModelBusyError(hold.owner, hold.label);
    const ahead = this.#sql.waiters.all()[0];
    return new ModelBusyError(ahead?.owner ?? 'unknown', ahead?.label ?? label);
  }
}

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerUrl } from '@ainize/core';
import type { RecordProblem } from './record.js';
import type { StoredRecord } from './repo.js';
import type { RecordVerdict } from './verify.js';

/** Workers a pool starts by default: one a core, at most 4 (beyond that SQLite reads on the main thread lead). */
export const DEFAULT_VERIFY_WORKERS = Math.min(availableParallelism(), 4);
/** An idle pool stops its workers after this long; the next re-scan starts them again (~0.1 s). */
export const VERIFY_POOL_IDLE_MS = 30_000;

/** A stored record as a worker gets it: the body as its stored text, which is cheaper to copy than an object. */
export interface VerifyItem {
  id: string;
  prev_id: string | null;
  kind: string;
  author: string;
  ts: string;
  sig: string;
  bodyText: string;
}

/**
 * Main thread → worker: stored records to re-scan (`verify`, answered as report lines), or records a peer sent to
 * check before they are stored (`check`, answered as the problems `ingestRecord` would throw).
 */
export type VerifyTask = TaskBody & { id: number };
type TaskBody = { kind: 'verify'; items: readonly VerifyItem[] } | { kind: 'check'; records: readonly unknown[] };

/** Worker → main thread: one answer per item, in the items' order. */
export interface VerifyReply {
  id: number;
  answers: (RecordVerdict | RecordProblem)[];
}

/** A worker died (crashed, ran out of memory, failed to load): the audit that waited on it fails with this. */
export class VerifyWorkerError extends Error {
  override readonly name = 'VerifyWorkerError';
}

export interface VerifyPool {
  readonly size: number;
  /** Checks each record on its own (id, signature, shape, speaker) on a worker thread; verdicts in item order. */
  verify(items: readonly VerifyItem[]): Promise<RecordVerdict[]>;
  /** `checkRecord` of each record on a worker thread, in order: what ingesting them would refuse. */
  check(records: readonly unknown[]): Promise<(RecordProblem | null)[]>;
  /** Stops the workers; what they were still checking is rejected. The pool cannot be used after. */
  close(): Promise<void>;
}

export interface VerifyPoolOptions {
  /** Worker threads at most; default {@link DEFAULT_VERIFY_WORKERS}. */
  size?: number;
  idleMs?: number;
  /** The worker module; tests point it at a worker that crashes. */
  workerUrl?: URL;
}

export function verifyItemOf({ record, bodyText }: StoredRecord): VerifyItem {
  const { id, prev_id, kind, author, ts, sig } = record;
  return { id, prev_id, kind, author, ts, sig, bodyText };
}

interface Pending {
  resolve(answers: VerifyReply['answers']): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Stopped on purpose (idle or closing): its exit is not a failure. */
  retired: boolean;
}

/**
 * Worker threads that check records, started on first use. A worker is unref'd while it has nothing to do, so an
 * idle pool never keeps a process alive, and it is stopped after {@link VERIFY_POOL_IDLE_MS} idle.
 */
export function openVerifyPool(options: VerifyPoolOptions = {}): VerifyPool {
  const size = Math.max(1, Math.floor(options.size ?? DEFAULT_VERIFY_WORKERS));
  const url = options.workerUrl ?? workerUrl('./verify-worker.js', import.meta.url);
  const idleMs = options.idleMs ?? VERIFY_POOL_IDLE_MS;
  let slots: Slot[] = [];
  let nextId = 0;
  let closed = false;
  let idleTimer: NodeJS.Timeout | undefined;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(url), pending: new Map(), retired: false };
    slot.worker.unref();
    slot.worker.on('message', (reply: VerifyReply) => settle(slot, reply));
    slot.worker.on('error', (err: Error) => fail(slot, `failed: ${err.message}`));
    slot.worker.on('messageerror', (err: Error) => fail(slot, `sent an unreadable answer: ${err.message}`));
    slot.worker.on('exit', (code: number) => fail(slot, `exited with code ${code}`));
    slots.push(slot);
    return slot;
  }

  /** A new worker while the pool has fewer than `size`, else the one with the least work queued. */
  function pick(): Slot {
    if (slots.length < size) return spawn();
    return slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
  }

  function settle(slot: Slot, { id, answers }: VerifyReply): void {
    const waiting = slot.pending.get(id);
    slot.pending.delete(id);
    if (slot.pending.size === 0) slot.worker.unref();
    waiting?.resolve(answers);
    scheduleIdleStop();
  }

  function fail(slot: Slot, why: string): void {
    if (slot.retired) return;
    slot.retired = true;
    slots = slots.filter((s) => s !== slot);
    const error = new VerifyWorkerError(`a ledger verify worker ${why}; the records it held were not checked`);
    for (const waiting of slot.pending.values()) waiting.reject(error);
    slot.pending.clear();
    void slot.worker.terminate();
    scheduleIdleStop();
  }

  /** Stops every worker, rejecting what they hold with `error` (nothing, when they are idle). */
  function retireAll(error: Error): Promise<unknown> {
    const stopping = slots.map((slot) => {
      slot.retired = true;
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
      return slot.worker.terminate();
    });
    slots = [];
    return Promise.allSettled(stopping);
  }

  function scheduleIdleStop(): void {
    clearTimeout(idleTimer);
    if (closed || slots.length === 0 || slots.some((s) => s.pending.size > 0)) return;
    idleTimer = setTimeout(() => void retireAll(new Error('the ledger verify pool went idle')), idleMs);
    idleTimer.unref();
  }

  /** Sends one task to a worker; its answers come back in the order of its items. */
  function run(task: TaskBody): Promise<VerifyReply['answers']> {
    if (closed) return Promise.reject(new Error('the ledger verify pool is closed'));
    clearTimeout(idleTimer);
    const slot = pick();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      // Referenced while it works, so a process awaiting an audit does not exit under it.
      slot.worker.ref();
      slot.worker.postMessage({ ...task, id });
    });
  }

  return {
    size,
    verify: (items) => run({ kind: 'verify', items }) as Promise<RecordVerdict[]>,
    check: (records) => run({ kind: 'check', records }) as Promise<(RecordProblem | null)[]>,
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await retireAll(new Error('the ledger verify pool is closed'));
    },
  };
}

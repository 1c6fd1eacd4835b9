import { ChatCancelledError, HttpError } from '../http/errors.js';
import type { LockStatus } from '../lock/model-lock.js';

/**
 * Live tests in flight on this node, by the client's `request_id`, so a client blocked in `POST /api/chat` can ask
 * where it is and give up its place. Ids are scoped to the visitor that sent them: another visitor's id reads as
 * `gone` and cannot be cancelled.
 */

export const CANCELLED_WHILE_QUEUED =
  'live test cancelled while it was still queued — the model was never called, so no free try was used';

export interface TrackedTest {
  readonly key: string | undefined;
  readonly queuedAt: number;
  runningAt: number | undefined;
  readonly controller: AbortController;
}

export type LockView = {
  owner: string;
  label: string;
  since: number;
  alive: boolean;
  stale: boolean;
  mine: boolean;
} | null;

export interface ChatStatus {
  state: 'queued' | 'running' | 'gone';
  queued_ms: number;
  running_ms: number;
  /** 1 = next among this node's queued tests; 0 once running or gone. */
  position: number;
  cancelled: boolean;
  lock: LockView;
  waiting: number;
  now: number;
}

export interface CancelResult {
  cancelled: boolean;
  reason: 'queued' | 'already_running' | 'gone';
  charged: boolean;
}

export class LiveTestRequests {
  readonly #tests = new Map<string, TrackedTest>();

  constructor(private readonly now: () => number) {}

  begin(visitor: string, requestId: string | undefined): TrackedTest {
    const key = requestId === undefined ? undefined : `${visitor}\n${requestId}`;
    if (key !== undefined && this.#tests.has(key)) {
      throw new HttpError(409, `request_in_flight: a live test with request_id ${requestId} is already in flight`);
    }
    const test: TrackedTest = { key, queuedAt: this.now(), runningAt: undefined, controller: new AbortController() };
    if (key !== undefined) this.#tests.set(key, test);
    return test;
  }

  started(test: TrackedTest): void {
    test.runningAt = this.now();
  }

  end(test: TrackedTest): void {
    if (test.key !== undefined && this.#tests.get(test.key) === test) this.#tests.delete(test.key);
  }

  status(visitor: string, requestId: string, lock: LockStatus): ChatStatus {
    const now = this.now();
    const test = this.#tests.get(`${visitor}\n${requestId}`);
    const base = { cancelled: false, lock: lockView(lock), waiting: lock.queue.waiting, now };
    if (test === undefined) return { state: 'gone', queued_ms: 0, running_ms: 0, position: 0, ...base };
    if (test.runningAt !== undefined) {
      return {
        state: 'running',
        queued_ms: test.runningAt - test.queuedAt,
        running_ms: now - test.runningAt,
        position: 0,
        ...base,
      };
    }
    const ahead = [...this.#tests.values()].filter((t) => t.runningAt === undefined && t.queuedAt < test.queuedAt);
    return { state: 'queued', queued_ms: now - test.queuedAt, running_ms: 0, position: ahead.length + 1, ...base };
  }

  cancel(visitor: string, requestId: string): CancelResult {
    const key = `${visitor}\n${requestId}`;
    const test = this.#tests.get(key);
    if (test === undefined) return { cancelled: false, reason: 'gone', charged: false };
    if (test.runningAt !== undefined) return { cancelled: false, reason: 'already_running', charged: true };
    // The waiting request rejects with this very error, which the error handler answers as 499.
    test.controller.abort(new ChatCancelledError(false, CANCELLED_WHILE_QUEUED));
    this.#tests.delete(key);
    return { cancelled: true, reason: 'queued', charged: false };
  }
}

export function lockView(status: LockStatus): LockView {
  const h = status.holder;
  if (h === null) return null;
  return { owner: h.owner, label: h.label, since: h.since, alive: h.alive, stale: h.stale, mine: h.mine };
}

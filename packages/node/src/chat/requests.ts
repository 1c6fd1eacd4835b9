import type { ChatCancel, ChatLockView, ChatStatus } from '@ainize/core';
import type { FastifyReply } from 'fastify';
import { ChatCancelledError } from '../http/errors.js';
import type { LockStatus } from '../lock/model-lock.js';
import { type WaitingRequest, WaitingRequests } from '../serving/waiting-requests.js';

/**
 * Live tests in flight on this node, by the client's `request_id`, so a client blocked in `POST /api/chat` can ask
 * where it is and give up its place. Ids are scoped to the visitor that sent them: another visitor's id reads as
 * `gone` and cannot be cancelled.
 */

export const CANCELLED_WHILE_QUEUED =
  'live test cancelled while it was still queued — the model was never called, so no free try was used';

export type LockView = ChatLockView | null;
export type { ChatStatus };
export type CancelResult = ChatCancel;

/** Live tests in flight on this node, on the queue of waiting requests every model user shares. */
export class LiveTestRequests {
  readonly #waiting: WaitingRequests;

  constructor(private readonly now: () => number) {
    this.#waiting = new WaitingRequests('a live test', now);
  }

  /** Files a test; a hang-up of `reply` while it waits gives up its place, and no try is spent. */
  begin(visitor: string, requestId: string | undefined, reply?: FastifyReply): WaitingRequest {
    return this.#waiting.begin({ scope: visitor, requestId }, givenUp, reply);
  }

  started(test: WaitingRequest): void {
    this.#waiting.started(test);
  }

  end(test: WaitingRequest): void {
    this.#waiting.end(test);
  }

  status(visitor: string, requestId: string, lock: LockStatus): ChatStatus {
    const now = this.now();
    const test = this.#waiting.find(visitor, requestId);
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
    const position = this.#waiting.waitingAhead(test) + 1;
    return { state: 'queued', queued_ms: now - test.queuedAt, running_ms: 0, position, ...base };
  }

  cancel(visitor: string, requestId: string): CancelResult {
    const reason = this.#waiting.cancel(visitor, requestId);
    // The waiting request rejects with the give-up error, which the error handler answers as 499.
    return { cancelled: reason === 'queued', reason, charged: reason === 'already_running' };
  }
}

const givenUp = () => new ChatCancelledError(false, CANCELLED_WHILE_QUEUED);

export function lockView(status: LockStatus): LockView {
  const h = status.holder;
  if (h === null) return null;
  return { owner: h.owner, label: h.label, since: h.since, alive: h.alive, stale: h.stale, mine: h.mine };
}

import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors.js';

/** The longest name a client may give a request it may later cancel (a live test, an apply or a remove). */
export const MAX_REQUEST_ID_CHARS = 64;

/**
 * Requests that wait in the model's queue for a client — a live test, an apply, a remove — by the client's
 * `request_id`, so the client can ask where its request is and give up its place. Giving up is possible only
 * while the request still waits: once it holds the model it runs to the end (a live test's try is spent, a
 * change must not stop halfway). A client that hangs up while waiting gives up the same way.
 *
 * Ids may be scoped (a live test's id belongs to its visitor): another scope's id reads as gone.
 */

export interface WaitingRequest {
  readonly requestId: string | undefined;
  readonly queuedAt: number;
  runningAt: number | undefined;
  /** Aborted, with the request's own give-up error, when it is given up while waiting. */
  readonly signal: AbortSignal;
}

export type CancelOutcome = 'queued' | 'already_running' | 'gone';

interface Tracked extends WaitingRequest {
  readonly key: string | undefined;
  giveUp(): void;
  detach(): void;
}

export class WaitingRequests {
  readonly #byKey = new Map<string, Tracked>();

  /** `noun` names the request in a refusal: `a live test`, `a change`. */
  constructor(
    private readonly noun: string,
    private readonly now: () => number,
  ) {}

  /**
   * Files a request (409 `request_in_flight` while one with the same id is still in flight). `givenUpWith` is the
   * error the waiting request rejects with when given up; a hang-up of `reply` gives it up too.
   */
  begin(
    id: { scope?: string; requestId: string | undefined },
    givenUpWith: () => Error,
    reply?: FastifyReply,
  ): WaitingRequest {
    const key = keyOf(id.scope, id.requestId);
    if (key !== undefined && this.#byKey.has(key)) {
      throw new HttpError(409, `request_in_flight: ${this.noun} with request_id ${id.requestId} is already in flight`);
    }
    const controller = new AbortController();
    const tracked: Tracked = {
      key,
      requestId: id.requestId,
      queuedAt: this.now(),
      runningAt: undefined,
      signal: controller.signal,
      giveUp: () => {
        if (tracked.runningAt === undefined && !controller.signal.aborted) controller.abort(givenUpWith());
      },
      detach: () => undefined,
    };
    if (reply) {
      const hangUp = () => tracked.giveUp();
      reply.raw.once('close', hangUp);
      tracked.detach = () => reply.raw.off('close', hangUp);
      // A client that left before the handler ran has already closed: its 'close' will not come again.
      if (reply.raw.destroyed) hangUp();
    }
    if (key !== undefined) this.#byKey.set(key, tracked);
    return tracked;
  }

  /** The request holds the model now: from here on it can no longer be given up. */
  started(request: WaitingRequest): void {
    request.runningAt = this.now();
  }

  end(request: WaitingRequest): void {
    const tracked = request as Tracked;
    tracked.detach();
    if (tracked.key !== undefined && this.#byKey.get(tracked.key) === tracked) this.#byKey.delete(tracked.key);
  }

  find(scope: string | undefined, requestId: string): WaitingRequest | undefined {
    return this.#byKey.get(keyOf(scope, requestId) as string);
  }

  /** How many requests of this node still wait and arrived before `request`. */
  waitingAhead(request: WaitingRequest): number {
    let ahead = 0;
    for (const other of this.#byKey.values())
      if (other.runningAt === undefined && other.queuedAt < request.queuedAt) ahead++;
    return ahead;
  }

  cancel(scope: string | undefined, requestId: string): CancelOutcome {
    const key = keyOf(scope, requestId) as string;
    const tracked = this.#byKey.get(key);
    if (tracked === undefined) return 'gone';
    if (tracked.runningAt !== undefined) return 'already_running';
    this.#byKey.delete(key);
    tracked.giveUp();
    return 'queued';
  }
}

function keyOf(scope: string | undefined, requestId: string | undefined): string | undefined {
  if (requestId === undefined) return undefined;
  return scope === undefined ? requestId : `${scope}\n${requestId}`;
}

/**
 * Errors a handler throws; the one error handler (error-handler.ts) turns each into the node envelope
 * `{ "error": "<code>: <sentence>", ...extra }` with the status the node API digest §0 assigns to it.
 * Messages may carry no code prefix where the reference node's message has none (`operator login required`).
 */

/** An answer with its own status and body fields (the digest's HttpError). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404; `message` like `patch not found`. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** 409 with `details` in the body. */
export class ConflictError extends Error {
  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** 400 for a request that parsed but makes no sense (zod covers shape errors). */
export class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidationError';
  }
}

/**
 * A live test given up on: 499 with `cancelled: true` and whether a free try was used. It is an outcome
 * the client reports, which is why it is not folded into HttpError.
 */
export class ChatCancelledError extends Error {
  constructor(
    readonly charged: boolean,
    message = 'cancelled: the live test was cancelled',
  ) {
    super(message);
    this.name = 'ChatCancelledError';
  }
}

/** The 401 every operator-only route answers without a valid session. */
export function operatorLoginRequired(): HttpError {
  return new HttpError(401, 'operator login required');
}

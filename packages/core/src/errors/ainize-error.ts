import { codeInfo, isMoneyCode } from './codes.js';
import { InvalidInputError } from './invalid-input.js';

/**
 * What an agent receives for a failure it can act on. `code` is a string rather than `ErrorCode` because node
 * codes newer than the catalogue pass through unrewritten; `isKnownCode` narrows it when that matters.
 */
export interface AinizeError {
  code: string;
  message: string;
  retryable: boolean;
  retry_after_ms?: number;
  details: Record<string, unknown>;
}

/** `money` forces `retryable: false` on any code, for every call made while a purchase is in flight. */
export type ErrorTier = 'money';

export interface ErrorInit {
  details?: Record<string, unknown>;
  /** Overrides the catalogue default — except that money codes and the money tier always end up false. */
  retryable?: boolean;
  retry_after_ms?: number;
  tier?: ErrorTier;
}

/**
 * Builds an AinizeError with the catalogue's defaults filled in. This is the one place the money rule is
 * enforced, so no caller can make a buying failure look retryable by passing `retryable: true`.
 */
export function ainizeError(code: string, message: string, init: ErrorInit = {}): AinizeError {
  const info = codeInfo(code);
  const retryAfter = init.retry_after_ms ?? info?.retry_after_ms;
  const error: AinizeError = {
    code,
    message,
    retryable: init.retryable ?? info?.retryable ?? false,
    details: { ...init.details },
  };
  if (retryAfter !== undefined && Number.isFinite(retryAfter)) error.retry_after_ms = Math.max(0, retryAfter);
  return init.tier === 'money' || isMoneyCode(code) ? withoutRetry(error) : error;
}

/**
 * A copy that no automatic loop will repeat: retryable false and no retry_after_ms, because a hint of when to
 * come back reads as an invitation to try again, and in the money tier the next step is reconcile_purchase.
 */
export function withoutRetry(error: AinizeError): AinizeError {
  const { retry_after_ms: _dropped, ...rest } = error;
  return { ...rest, retryable: false };
}

/**
 * The throwable form. Handlers throw it from any depth and the single renderer at the tool boundary turns it
 * back into `{ code, message, retryable, retry_after_ms?, details }` — after the scrubber has seen it.
 */
export class AinizeFailure extends Error {
  override readonly name = 'AinizeFailure';
  readonly error: AinizeError;

  constructor(error: AinizeError, options?: { cause?: unknown }) {
    super(`${error.code}: ${error.message}`, options);
    this.error = error;
  }

  get code(): string {
    return this.error.code;
  }

  /** Shorthand for `new AinizeFailure(ainizeError(code, message, init))`. */
  static of(code: string, message: string, init?: ErrorInit & { cause?: unknown }): AinizeFailure {
    return new AinizeFailure(ainizeError(code, message, init), init?.cause === undefined ? {} : { cause: init.cause });
  }
}

export function isAinizeError(value: unknown): value is AinizeError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    typeof v.retryable === 'boolean' &&
    typeof v.details === 'object' &&
    v.details !== null
  );
}

/**
 * Anything a handler threw, as an AinizeError. Known shapes keep their meaning; an unexpected exception
 * becomes `internal_error` with its message kept (the scrubber runs on it before anyone sees it), because
 * "something failed" with no text is useless to the person debugging it.
 */
export function toAinizeError(thrown: unknown, init: { tier?: ErrorTier } = {}): AinizeError {
  let error: AinizeError;
  if (thrown instanceof AinizeFailure) error = thrown.error;
  else if (isAinizeError(thrown)) error = thrown;
  else if (thrown instanceof InvalidInputError) {
    error = ainizeError('invalid_argument', thrown.message, { details: { kind: thrown.kind, reason: thrown.reason } });
  } else {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    error = ainizeError('internal_error', message || 'an unexpected error without a message');
  }
  return init.tier === 'money' || isMoneyCode(error.code) ? withoutRetry(error) : error;
}

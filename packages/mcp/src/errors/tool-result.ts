import { toAinizeError, type AinizeError, type ErrorTier, type Scrubber } from '@ainize/core';
import { nextStepFor } from './next-step.js';

/** The result shape the MCP SDK sends for `tools/call`, narrowed to what this server produces. */
export interface ToolAnswer {
  [key: string]: unknown;
  content: [{ type: 'text'; text: string }];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

// Any non-array object serialises as a JSON object, which is all structuredContent promises; the cast only
// forgets the caller's precise type at the SDK boundary.
const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

export interface ToolErrorOptions {
  /** `money` makes every failure non-retryable: after a purchase attempt the next step is reconcile_purchase. */
  tier?: ErrorTier;
  /**
   * Whether to repeat the error object as `structuredContent`. The SDK client (1.32) validates any
   * structuredContent against the tool's outputSchema even on `isError` results and throws when it does not
   * match, so for a tool with an outputSchema the error must travel in the text alone.
   */
  structured?: boolean;
}

/**
 * THE place a failure becomes an MCP tool result. Whatever was thrown — an AinizeFailure from any depth, a node
 * error, a bug — becomes `{code, message, retryable, retry_after_ms?, details}` and is scrubbed before it is
 * serialised: error messages are where an echoed credential most often hides.
 */
export function toolError(thrown: unknown, scrubber: Scrubber, options: ToolErrorOptions = {}): ToolAnswer {
  const error = scrubber.scrub(
    errorEnvelope(toAinizeError(thrown, options.tier === undefined ? {} : { tier: options.tier })),
  );
  const answer: ToolAnswer = { isError: true, content: [{ type: 'text', text: JSON.stringify(error) }] };
  if (options.structured ?? true) answer.structuredContent = asRecord(error);
  return answer;
}

/** A successful answer: the same scrubbed object as structuredContent and, for clients that read only text, as JSON. */
export function toolResult(value: object, scrubber: Scrubber): ToolAnswer {
  const scrubbed = scrubber.scrub(value);
  return { content: [{ type: 'text', text: JSON.stringify(scrubbed) }], structuredContent: asRecord(scrubbed) };
}

/** What every refusal of this server carries, as a tool result's text or as a JSON-RPC error's `data`. */
export type ErrorEnvelope = AinizeError & { next: string };

/**
 * Fixed key order and only the public fields — the five of the error envelope plus the next step — so nothing
 * riding on the object (a cause, a stack) leaks. Not scrubbed: each way out scrubs it on its own path.
 */
export function errorEnvelope(error: AinizeError): ErrorEnvelope {
  // A step named in the details is said once, as `next`.
  const { next: _named, ...details } = error.details;
  return {
    code: error.code,
    message: error.message,
    retryable: error.retryable,
    ...(error.retry_after_ms === undefined ? {} : { retry_after_ms: error.retry_after_ms }),
    details,
    next: nextStepFor(error),
  };
}

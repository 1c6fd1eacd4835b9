import { AinizeFailure } from '@ainize/core';

/**
 * A teach refusal: a code from core's catalogue (which decides the status, e.g. quota_key → 429, checks_failed →
 * 409) and one sentence; `details` are spread into the body beside `error`, as the node API shows them.
 */
export function teachRefusal(code: string, sentence: string, details: Record<string, unknown> = {}): AinizeFailure {
  return AinizeFailure.of(code, sentence, { details });
}

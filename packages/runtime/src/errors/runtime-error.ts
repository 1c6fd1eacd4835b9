/**
 * Every refusal the runtime makes. A caller (the embedded node, the bench) maps these to its own envelope
 * without matching on message text.
 */
export type RuntimeErrorCode =
  /** A fact's prompt, answer or alt_prompt is empty, too long, multi-line or has no usable token. */
  | 'invalid_fact'
  /** A patch is malformed: lengths disagree, an addr is out of range or repeated, a value is not finite. */
  | 'invalid_patch'
  /** A patch was made for another model id or another row width. */
  | 'model_mismatch'
  /** A delta's `before` rows differ from the live rows it is meant to sit on. */
  | 'base_mismatch'
  /** The patch is already on the applied stack. */
  | 'already_applied'
  /** The patch (or id) is not on the applied stack. */
  | 'not_applied'
  /** A question is empty or too long. */
  | 'invalid_question'
  /** Options passed to createModel/teach are out of range. */
  | 'invalid_options'
  /** The lexicon region has no free row for a new answer word; build a bigger table. */
  | 'lexicon_full'
  /** A model file on disk is truncated, of another version, or inconsistent. */
  | 'invalid_model_file';

export class RuntimeError extends Error {
  override readonly name = 'RuntimeError';
  constructor(
    readonly code: RuntimeErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${code}: ${message}`);
  }
}

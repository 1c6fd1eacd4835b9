import { RuntimeError } from '../errors/runtime-error.js';

export interface ModelOptions {
  /** Table rows S (default 2^20). A sixteenth of them spell the answer vocabulary. */
  rows?: number;
  /** Row width D (default 64). */
  dims?: number;
  /** Hash heads: rows read and written per (pair, step) (default 2). */
  heads?: number;
  /** Fixes every hash and code: same seed and options, same model, bit for bit (default 1). */
  seed?: number;
  /** Identity a patch must carry to be applied (default derived from the shape and seed). */
  modelId?: string;
  /** Train the shipped open-data corpus into the table (default true). */
  base?: boolean;
  /** Abstain below this read strength (default 0.5). */
  minConfidence?: number;
  /** Abstain when the best word leads the runner-up by less than this (default 0.1). */
  minMargin?: number;
  /** A paraphrase reading (a word left out, added or swapped) must score at least this (default 0.75). */
  minParaphraseConfidence?: number;
}

export type ResolvedOptions = Required<ModelOptions>;

export const DEFAULT_ROWS = 1 << 20;
export const DEFAULT_DIMS = 64;
/**
 * On the bench, readings under a change that were right scored ≥ 0.9 almost always, and the wrong ones (a
 * stranger's partial match) under 0.7: a paraphrase must read clearly, not just pass the plain threshold.
 */
export const DEFAULT_PARAPHRASE_CONFIDENCE = 0.75;

export function resolveOptions(o: ModelOptions = {}): ResolvedOptions {
  const rows = o.rows ?? DEFAULT_ROWS;
  const dims = o.dims ?? DEFAULT_DIMS;
  const heads = o.heads ?? 2;
  const seed = o.seed ?? 1;
  const base = o.base ?? true;
  const bad = (reason: string): never => {
    throw new RuntimeError('invalid_options', reason);
  };
  // 2^26 rows × 64 dims is 16 GiB: past that the table does not fit a laptop (and addresses stay below 2^32).
  if (!Number.isInteger(rows) || rows < 4096 || rows > 1 << 26) bad('rows must be an integer in 4096..2^26');
  // Codes are scanned 8 dims per byte of sign bits (lexicon/vocab-view.ts), so D is a multiple of 8.
  if (!Number.isInteger(dims) || dims < 8 || dims > 1024 || dims % 8 !== 0)
    bad('dims must be a multiple of 8 in 8..1024');
  if (!Number.isInteger(heads) || heads < 1 || heads > 8) bad('heads must be an integer in 1..8');
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) bad('seed must be a uint32');
  const minConfidence = o.minConfidence ?? 0.5;
  const minMargin = o.minMargin ?? 0.1;
  const minParaphraseConfidence = o.minParaphraseConfidence ?? DEFAULT_PARAPHRASE_CONFIDENCE;
  if (!(minConfidence > 0 && minConfidence < 1)) bad('minConfidence must be in (0, 1)');
  if (!(minMargin >= 0 && minMargin < 1)) bad('minMargin must be in [0, 1)');
  if (!(minParaphraseConfidence >= minConfidence && minParaphraseConfidence < 1))
    bad('minParaphraseConfidence must be in [minConfidence, 1)');
  // v2: questions are keyed by WordNet lemmas and read under paraphrase changes; a v1 patch would not match.
  // v3: irregular forms are keyed by their lemma too ("spoken" → speak), so a v2 patch would be misread.
  // v4: "when" / "where" and "how" + an attribute are keyed as nouns (date, place, depth), so v3 keys differ.
  const modelId = o.modelId ?? `ainize-memory-v4-${rows}x${dims}-h${heads}-s${seed}${base ? '' : '-bare'}`;
  if (typeof modelId !== 'string' || modelId.length === 0) bad('modelId must be a non-empty string');
  return { rows, dims, heads, seed, modelId, base, minConfidence, minMargin, minParaphraseConfidence };
}

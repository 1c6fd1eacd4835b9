import type { Change } from '../features/paraphrase.js';
import type { QuestionKey } from '../features/question-key.js';
import { EOS } from '../lexicon/spelling.js';
import type { VocabView } from '../lexicon/vocab-view.js';
import type { RowSource } from '../table/memory-table.js';
import { joinAnswer } from '../tokenize/answer.js';
import { answerStep, readAddresses, readInto } from './read.js';

/** What the model says when it does not know. Fixed, so callers can recognise it. */
export const ABSTAIN_TEXT = 'I do not know.';

export interface DecodeParams {
  /** A step's best code must score at least this (≈ cosine between the question and a taught key). */
  readonly minConfidence: number;
  /** ...and beat the runner-up by this much. */
  readonly minMargin: number;
  /** A reading of the question under a paraphrase change (features/paraphrase.ts) must score at least this. */
  readonly minParaphraseConfidence: number;
  /** Longest answer in words (+1 for the end). */
  readonly maxSteps: number;
}

export interface Answer {
  /** The answer, or ABSTAIN_TEXT. */
  text: string;
  abstained: boolean;
  /** Lowest best-score over the decoded steps (the weakest link); 0 when nothing was read. */
  confidence: number;
  /** Lowest best-minus-second over the decoded steps. */
  margin: number;
  /** Output tokens decoded before stopping (without the end marker). */
  tokens: string[];
  /** Why it abstained, when it did. */
  reason?: 'low_confidence' | 'low_margin' | 'too_long';
  /** Set when the question matched a taught one only up to this change (a word left out, added or swapped). */
  paraphrase?: Change;
}

/**
 * Greedy decoding: each step reads the question's pairs keyed by (step, previous word), picks the nearest word
 * code, and stops at the end marker. Abstains as soon as a step is not confident, so a half-known answer is
 * never said.
 */
export function decodeAnswer(key: QuestionKey, src: RowSource, vocab: VocabView, params: DecodeParams): Answer {
  const table = src.table;
  const acc = new Float32Array(table.dim);
  const tokens: string[] = [];
  let confidence = Infinity;
  let margin = Infinity;
  let prev = '';
  for (let t = 0; t < params.maxSteps; t++) {
    const addrs = readAddresses(table, key, answerStep(t, prev, table.seed));
    readInto(src, addrs, key.weights, acc);
    let norm = 0;
    for (let i = 0; i < acc.length; i++) norm += acc[i]! * acc[i]!;
    // Codes have unit length, so no score can exceed the read's norm: skip the vocabulary scan.
    if (Math.sqrt(norm) < params.minConfidence) {
      return abstain(tokens, Math.min(confidence, Math.sqrt(norm)), margin, 'low_confidence');
    }
    const top = vocab.top2(acc);
    const gap = top.second === -Infinity ? top.best : top.best - top.second;
    confidence = Math.min(confidence, top.best);
    margin = Math.min(margin, gap);
    if (top.best < params.minConfidence) return abstain(tokens, confidence, margin, 'low_confidence');
    if (gap < params.minMargin) return abstain(tokens, confidence, margin, 'low_margin');
    const word = vocab.lexicon.word(top.index);
    if (word === EOS) {
      if (tokens.length === 0) return abstain(tokens, confidence, margin, 'low_confidence');
      return { text: joinAnswer(tokens), abstained: false, confidence, margin, tokens };
    }
    tokens.push(word);
    prev = word;
  }
  return abstain(tokens, confidence, margin, 'too_long');
}

function abstain(tokens: string[], confidence: number, margin: number, reason: Answer['reason']): Answer {
  return {
    text: ABSTAIN_TEXT,
    abstained: true,
    confidence: Number.isFinite(confidence) ? confidence : 0,
    margin: Number.isFinite(margin) ? margin : 0,
    tokens,
    ...(reason ? { reason } : {}),
  };
}

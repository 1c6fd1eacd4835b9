import type { WordIndex } from '../wordnet/word-index.js';
import { questionTerms, type Term } from './terms.js';

/**
 * How much a token says about which fact is meant, in (0, 1]: an IDF over a background corpus of questions,
 * scaled so a token the background never saw weighs 1 and a stop word weighs STOP_WEIGHT. A model keeps the
 * background it was built with: rows were written under these weights, so they must never change under it.
 */
export const STOP_WEIGHT = 0.05;
/**
 * Least weight of a content word. A narrow corpus makes its relation words look common ("capital" is in a
 * quarter of the base questions) and IDF alone would then let the entity's own pair outweigh the relation,
 * so another relation of a known entity would read the taught answer. A broad corpus would rank "capital"
 * well above a function word; this floor stands in for that.
 */
export const CONTENT_FLOOR = 0.4;

export interface Background {
  /** Weight of every token the background saw; unseen tokens weigh 1. */
  readonly weights: ReadonlyMap<string, number>;
}

export function termWeight(bg: Background, term: Term): number {
  if (term.stop) return STOP_WEIGHT;
  return bg.weights.get(term.t) ?? 1;
}

/** Builds the background from a list of questions (each counted once per distinct content term). */
export function buildBackground(questions: readonly string[], words: WordIndex): Background {
  const df = new Map<string, number>();
  for (const q of questions) {
    const content = questionTerms(q, words).filter((x) => !x.stop);
    for (const t of new Set(content.map((x) => x.t))) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = questions.length;
  const scale = Math.log(n + 1);
  const weights = new Map<string, number>();
  // Sorted so the map (and a saved model) does not depend on corpus order.
  for (const [t, d] of [...df.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const idf = Math.log((n + 1) / (d + 0.5)) / scale;
    weights.set(t, Math.min(1, Math.max(CONTENT_FLOOR, idf)));
  }
  return { weights };
}

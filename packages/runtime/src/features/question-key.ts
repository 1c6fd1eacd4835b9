import { combine, hashString } from '../hash/hash.js';
import { questionTokens } from '../tokenize/question.js';
import { STOP_WEIGHT, tokenWeight, type Background } from './background.js';

/**
 * A question as the memory sees it: unordered pairs of its most informative tokens, each with a weight, the
 * weights scaled to unit length. Pairs rather than single tokens, because a single entity token is shared by
 * every relation about that entity (its capital, its currency...); pairs rather than ordered n-grams, so word
 * order does not matter to a rephrasing.
 *
 * Because weights have unit length and teach stores each fact along its own key's weights, the read strength
 * of a question against a taught key is the cosine of their weight vectors: that is what abstention tests.
 */
export interface QuestionKey {
  /** Pair hashes, heaviest first. */
  readonly features: Uint32Array;
  /** Unit-length weights, same order. */
  readonly weights: Float32Array;
  readonly tokens: readonly string[];
}

/** Tokens kept per question: bounds a 400-character prompt to 45 pairs. */
export const MAX_KEY_TOKENS = 10;
/**
 * Share of a key's squared weight given to one feature for its whole set of content words. Pairs alone are
 * linear in their parts: a sibling entity ("capital of Stoushuqia" against a taught "capital of Upper
 * Stoushuqia") or another relation of the same entity shares most pairs and would read most of the fact.
 * The set feature only matches a question with the same content words (any order, any function words), so
 * a partial match reads at most the remaining share.
 */
export const SET_SHARE = 0.5;
const SET_TAG = 0x5e7f00d5;
/** Pairs lighter than this share of the key's norm are not part of the key. */
const MIN_SHARE = 0.03;
/** Partner of a lone token, so a one-word question still has a key. */
const LONE = 0x6c6f6e65;

export function questionKey(text: string, bg: Background, seed: number): QuestionKey {
  const seen = new Set<string>();
  const toks: { t: string; u: number; h: number; order: number }[] = [];
  for (const t of questionTokens(text)) {
    if (seen.has(t)) continue;
    seen.add(t);
    toks.push({ t, u: tokenWeight(bg, t), h: hashString(t, seed), order: toks.length });
  }
  toks.sort((a, b) => b.u - a.u || a.order - b.order);
  const top = toks.slice(0, MAX_KEY_TOKENS);
  const pairs: { h: number; w: number }[] = [];
  if (top.length === 1) {
    const only = top[0]!;
    pairs.push({ h: combine(only.h, LONE), w: only.u });
  }
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      const a = top[i]!;
      const b = top[j]!;
      const lo = Math.min(a.h, b.h);
      const hi = Math.max(a.h, b.h);
      pairs.push({ h: combine(lo, hi), w: a.u * b.u });
    }
  }
  const content = top.filter((x) => x.u > STOP_WEIGHT);
  if (content.length >= 2) {
    let pairNorm2 = 0;
    for (const p of pairs) pairNorm2 += p.w * p.w;
    const hashes = content.map((x) => x.h).sort((a, b) => a - b);
    const h = hashes.reduce((acc, x) => combine(acc, x), SET_TAG);
    pairs.push({ h, w: Math.sqrt((pairNorm2 * SET_SHARE) / (1 - SET_SHARE)) });
  }
  pairs.sort((a, b) => b.w - a.w || a.h - b.h);
  let norm = 0;
  for (const p of pairs) norm += p.w * p.w;
  // Pairs of two function words weigh ~1/100 of a content pair; dropping everything under MIN_SHARE of the
  // norm loses < 1 % of the cosine and cuts the rows read per step from up to 90 to about a dozen.
  const floor = MIN_SHARE * Math.sqrt(norm);
  while (pairs.length > 1 && pairs[pairs.length - 1]!.w < floor) {
    const dropped = pairs.pop()!;
    norm -= dropped.w * dropped.w;
  }
  norm = Math.sqrt(norm);
  const features = new Uint32Array(pairs.length);
  const weights = new Float32Array(pairs.length);
  pairs.forEach((p, i) => {
    features[i] = p.h;
    weights[i] = norm > 0 ? p.w / norm : 0;
  });
  return { features, weights, tokens: top.map((x) => x.t) };
}

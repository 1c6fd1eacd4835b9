import { combine, hashString } from '../hash/hash.js';
import { STOP_WEIGHT, termWeight, type Background } from './background.js';
import { uniqueTerms, type Term } from './terms.js';

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

/**
 * A taught phrasing with one of its words left out, as one feature: the set of its content terms, in a key
 * space of its own. It matches a question with exactly those terms and nothing else (a partial match reads
 * nothing) and costs one row per head and answer step rather than a key's dozen. A question addresses it as
 * asked, or under one replaced wording (features/paraphrase.ts, leftOutPartners), never with a word of its own
 * dropped: a word dropped on each side would read one verb for another.
 */
export function shortenedKey(terms: readonly Term[], seed: number): QuestionKey {
  const content = uniqueTerms(terms).filter((x) => !x.stop);
  const hashes = content.map((x) => hashString(x.t, seed)).sort((a, b) => a - b);
  const h = hashes.reduce((acc, x) => combine(acc, x), SHORTENED_TAG);
  const features = new Uint32Array(SHORTENED_ROWS);
  for (let k = 0; k < SHORTENED_ROWS; k++) features[k] = combine(h, k);
  const weights = new Float32Array(SHORTENED_ROWS).fill(1 / Math.sqrt(SHORTENED_ROWS));
  return { features, weights, tokens: content.map((x) => x.t) };
}
const SHORTENED_TAG = 0x5407e2ed;
/**
 * Rows a shortened copy is spread over (per head and step). One row would carry a whole answer code, and a
 * later lesson colliding with it would take the whole of it; three keep each row's share to a key's usual.
 */
const SHORTENED_ROWS = 3;

export function termKey(terms: readonly Term[], bg: Background, seed: number): QuestionKey {
  const toks = uniqueTerms(terms).map((x, order) => ({
    t: x.t,
    u: termWeight(bg, x),
    h: hashString(x.t, seed),
    order,
  }));
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

import type { WordIndex } from '../wordnet/word-index.js';
import type { Background } from './background.js';
import { shortenedKey, termKey, type QuestionKey } from './question-key.js';
import { questionTerms, uniqueTerms, type Term } from './terms.js';

/**
 * When a question is the same question as one taught. Inflection, word order and function words never
 * matter (terms and unordered pairs see to that). Beyond that a question may differ from a taught phrasing by
 * ONE change, and only of these kinds:
 *
 * - it leaves out one word of the phrasing that is not part of a name ("What ticker does X use?" for
 *   "What is the ticker code of X?"): teach also stores each phrasing with one such word left out;
 * - it adds one verb ("Which ticker code does X trade under?") or one noun in a phrase of its own ("spoken by
 *   people in X"): the question is also read without it (features/terms.ts says which words may be extra);
 * - it says one word by another that WordNet links to it ("money" for "currency", "author" for "writer",
 *   "calling" for "dialing"), the strongest links first; the weaker the link, the closer the reading must
 *   come to a taught key (`strength`).
 *
 * Names are never left out, added or swapped, so a sibling ("Upper Velmora" for "Velmora") or a stranger
 * sharing a word stays a different question. Each of these readings is an ordinary read of the memory and
 * must be confident on its own; calibrated abstention stays the rule.
 */
export type Change =
  { kind: 'left_out' } | { kind: 'extra_word'; word: string } | { kind: 'synonym'; word: string; as: string };

export interface Probe {
  key: QuestionKey;
  /** null: the question as asked. */
  change: Change | null;
  /** Strength of the change's link in (0, 1]: 1 except for a synonym, whose WordNet link may be looser. */
  strength: number;
}

/** Shortened copies stored per taught phrasing at most (bounds the rows a fact costs). */
export const MAX_SHORTENED = 3;
/**
 * Synonym readings tried per question at most (bounds the work of a question no one taught): two words'
 * worth of alternatives, strongest links first.
 */
export const MAX_SYNONYM_PROBES = 48;

interface KeyContext {
  words: WordIndex;
  background: Background;
  seed: number;
}

/**
 * The keys a taught phrasing is stored under: the phrasing itself, then — when it has at least three content
 * words, two of them not names — a copy without each such word, lightest (most generic) first.
 */
export function taughtKeys(text: string, ctx: KeyContext): QuestionKey[] {
  const terms = questionTerms(text, ctx.words);
  const keys = [termKey(terms, ctx.background, ctx.seed)];
  const content = uniqueTerms(terms).filter((x) => !x.stop);
  const droppable = content.filter((x) => !x.named);
  if (content.length < 3 || droppable.length < 2) return keys;
  const weight = (x: Term): number => ctx.background.weights.get(x.t) ?? 1;
  const lightest = [...droppable].sort((a, b) => weight(a) - weight(b)).slice(0, MAX_SHORTENED);
  for (const d of lightest) {
    keys.push(shortenedKey(without(terms, d.t), ctx.seed));
  }
  return keys;
}

/** The readings of a question, strictest first: as asked, then each single change. */
export function* questionProbes(text: string, ctx: KeyContext): Generator<Probe> {
  const terms = questionTerms(text, ctx.words);
  const key = (ts: readonly Term[]): QuestionKey => termKey(ts, ctx.background, ctx.seed);
  yield { key: key(terms), change: null, strength: 1 };
  const content = uniqueTerms(terms).filter((x) => !x.stop);
  if (content.length < 2) return;
  yield { key: shortenedKey(terms, ctx.seed), change: { kind: 'left_out' }, strength: 1 };
  // Read without an extra word only if a word that is not a name is left: names alone ask nothing.
  const unnamed = content.filter((x) => !x.named).length;
  if (content.length >= 3) {
    for (const x of content) {
      if (x.extra && unnamed >= 2) {
        yield { key: key(without(terms, x.t)), change: { kind: 'extra_word', word: x.t }, strength: 1 };
      }
    }
  }
  const present = new Set(content.map((x) => x.t));
  const swaps: { word: string; as: string; score: number }[] = [];
  for (const x of content) {
    if (!x.known || x.named) continue;
    for (const alt of ctx.words.links(x.t)) {
      if (!present.has(alt.lemma)) swaps.push({ word: x.t, as: alt.lemma, score: alt.score });
    }
  }
  // Strongest links first, across the question's words (a stable sort keeps the words' order on ties).
  swaps.sort((a, b) => b.score - a.score);
  for (const { word, as, score } of swaps.slice(0, MAX_SYNONYM_PROBES)) {
    const swapped = terms.map((y) => (y.t === word ? { ...y, t: as } : y));
    yield { key: key(swapped), change: { kind: 'synonym', word, as }, strength: score };
  }
}

/**
 * The confidence a reading under a change must reach: `minParaphraseConfidence` for a change of full
 * strength, closer to 1 for a weaker link (a link of strength s leaves s of the usual slack below 1).
 */
export function neededConfidence(minParaphraseConfidence: number, strength: number): number {
  return 1 - (1 - minParaphraseConfidence) * strength;
}

function without(terms: readonly Term[], t: string): Term[] {
  return terms.filter((x) => x.t !== t);
}

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
 * - it adds one verb ("Which ticker code does X trade under?"): the question is also read without it;
 * - it says one word by another that WordNet gives for it ("money" for "currency", "author" for "writer").
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
}

/** Shortened copies stored per taught phrasing at most (bounds the rows a fact costs). */
export const MAX_SHORTENED = 3;
/** Synonym readings tried per question at most (bounds the work of a question no one taught). */
export const MAX_SYNONYM_PROBES = 32;

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
  yield { key: key(terms), change: null };
  const content = uniqueTerms(terms).filter((x) => !x.stop);
  if (content.length < 2) return;
  yield { key: shortenedKey(terms, ctx.seed), change: { kind: 'left_out' } };
  // Read without an extra word only if a word that is not a name is left: names alone ask nothing.
  const unnamed = content.filter((x) => !x.named).length;
  if (content.length >= 3) {
    for (const x of content) {
      if (x.extra && unnamed >= 2) yield { key: key(without(terms, x.t)), change: { kind: 'extra_word', word: x.t } };
    }
  }
  const present = new Set(content.map((x) => x.t));
  let tried = 0;
  for (const x of content) {
    if (!x.known || x.named) continue;
    for (const as of ctx.words.alternatives(x.t)) {
      if (present.has(as)) continue;
      if (tried++ >= MAX_SYNONYM_PROBES) return;
      const swapped = terms.map((y) => (y.t === x.t ? { ...y, t: as } : y));
      yield { key: key(swapped), change: { kind: 'synonym', word: x.t, as } };
    }
  }
}

function without(terms: readonly Term[], t: string): Term[] {
  return terms.filter((x) => x.t !== t);
}

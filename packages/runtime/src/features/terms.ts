import { questionWords } from '../tokenize/question.js';
import { STOPWORDS } from '../tokenize/stopwords.js';
import type { WordIndex } from '../wordnet/word-index.js';

/**
 * A question as a list of terms: its tokens with English inflection taken off (WordNet's lemmas), each with
 * what the paraphrase rules need to know about it. The memory is keyed by terms, so "ports" and "port",
 * "traded" and "trades" are one word to it.
 */
export interface Term {
  /** The lemma; the token itself for anything WordNet does not list (names, numbers, Korean, codes). */
  t: string;
  /** A function word or question verb (weighs 0.05 in a key). */
  stop: boolean;
  /**
   * Part of a name as far as the question shows: written with a capital letter, or not an English word at
   * all. A name is never left out, added or swapped: that is what keeps "Upper Velmora" apart from "Velmora".
   * Numbers are not names here ("ISO 4217 code"): a taught phrasing may be asked without one.
   */
  named: boolean;
  /** A lemma WordNet lists (only these are swapped for synonyms or taken as an extra verb). */
  known: boolean;
  /**
   * May be an extra word a question adds without changing what it asks: a verb here, judged by WordNet — a
   * word used mostly as a verb, a verb form in -ed/-ing, or a verb after do/does/did ("Which ticker code does
   * X trade under?", "Which home port does Y sail from?", "Where is X based?"). Adjectives and nouns never
   * are: "former capital" and "currency symbol" ask something else. A verb can change the question too
   * ("Which city borders the capital of X?"); the bench counts how often.
   */
  extra: boolean;
}

const DO_AUXILIARY = new Set(['do', 'does', 'did']);
const DIGITS = /^\p{N}+$/u;

export function questionTerms(text: string, words: WordIndex): Term[] {
  const out: Term[] = [];
  let afterDo = false;
  for (const { token, cased } of questionWords(text)) {
    if (STOPWORDS.has(token)) {
      if (DO_AUXILIARY.has(token)) afterDo = true;
      out.push({ t: token, stop: true, named: false, known: false, extra: false });
      continue;
    }
    const t = words.lemma(token);
    const known = words.isLemma(t);
    const named = cased || (!known && !DIGITS.test(t));
    const verbForm = t !== token && (token.endsWith('ed') || token.endsWith('ing'));
    const extra = !named && words.isLemma(t, 'verb') && (afterDo || verbForm || words.mainlyVerb(t));
    out.push({ t, stop: false, named, known, extra });
  }
  return out;
}

/** The terms as the key sees them: each once, in order of first use. */
export function uniqueTerms(terms: readonly Term[]): Term[] {
  const seen = new Set<string>();
  return terms.filter((x) => (seen.has(x.t) ? false : (seen.add(x.t), true)));
}

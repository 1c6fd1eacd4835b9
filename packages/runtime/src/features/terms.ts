import { questionWords } from '../tokenize/question.js';
import { DETERMINERS, PREPOSITIONS, STOPWORDS } from '../tokenize/stopwords.js';
import { isVerbForm } from '../wordnet/morphology.js';
import type { WordIndex } from '../wordnet/word-index.js';

/**
 * A question as a list of terms: its tokens with English inflection taken off (WordNet's lemmas), each with
 * what the paraphrase rules need to know about it. The memory is keyed by terms, so "ports" and "port",
 * "traded" and "trades", "spoken" and "speak" are one word to it.
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
  /** A lemma WordNet lists (only these are swapped for synonyms or taken as an extra word). */
  known: boolean;
  /**
   * May be an extra word a question adds without changing what it asks (features/paraphrase.ts reads the
   * question without it):
   * - a verb, judged by WordNet — a word used mostly as a verb, a verb form (-ed, -ing or irregular), or a
   *   verb after do/does/did ("Which ticker code does X trade under?", "Which home port does Y sail from?",
   *   "Which city was chosen as the capital of X?") — unless it acts on a relation rather than on the entity:
   *   its object is a noun ("Which city surrounds the capital of X?") or its subject a relation phrase ("Who did
   *   the founder of X marry?", "Where was the founder of X born?", "What is the national dish of X made of?"),
   *   or it is itself followed by "of" ("the founder of X");
   * - a noun alone in a phrase that opens with a preposition and ends with one (not "of") or with the question
   *   ("What language is spoken by people in X?"): it names no entity and no relation.
   * Adjectives never are, nor nouns anywhere else: "former capital" and "currency symbol" ask something else.
   */
  extra: boolean;
}

const DO_AUXILIARY = new Set(['do', 'does', 'did']);
/** Auxiliaries a verb's subject follows in a question ("did the founder of X marry", "was the founder of X born"). */
const AUXILIARY = new Set([...DO_AUXILIARY, 'is', 'are', 'was', 'were', 'has', 'have', 'had']);
const DIGITS = /^\p{N}+$/u;

interface Word extends Omit<Term, 'extra'> {
  token: string;
}

export function questionTerms(text: string, words: WordIndex): Term[] {
  const ws: Word[] = questionWords(text).map(({ token, cased }) => {
    if (STOPWORDS.has(token)) return { token, t: token, stop: true, named: false, known: false };
    const t = words.lemma(token);
    const known = words.isLemma(t);
    return { token, t, stop: false, named: cased || (!known && !DIGITS.test(t)), known };
  });
  let afterDo = false;
  let auxAt = -1;
  return ws.map((w, i): Term => {
    if (DO_AUXILIARY.has(w.token)) afterDo = true;
    if (AUXILIARY.has(w.token)) auxAt = i;
    const { token: _token, ...term } = w;
    return { ...term, extra: extraVerb(ws, i, afterDo, auxAt, words) || extraNoun(ws, i, words) };
  });
}

/** An unnamed English word (a relation or type word, never an entity's name). */
function plain(w: Word | undefined): w is Word {
  return w !== undefined && !w.stop && !w.named && w.known;
}

function extraVerb(ws: readonly Word[], i: number, afterDo: boolean, auxAt: number, words: WordIndex): boolean {
  const w = ws[i]!;
  if (!plain(w) || !words.isLemma(w.t, 'verb')) return false;
  if (!(afterDo || isVerbForm(w.token, w.t, words) || words.mainlyVerb(w.t))) return false;
  if (ws[i + 1]?.token === 'of') return false;
  // Its object: the noun after it, past any determiner.
  let j = i + 1;
  while (ws[j] !== undefined && DETERMINERS.has(ws[j]!.token)) j++;
  const object = ws[j];
  if (plain(object) && words.mainlyNoun(object.t)) return false;
  // Its subject: what stands between the auxiliary and it.
  for (let k = auxAt + 1; auxAt >= 0 && k < i; k++) {
    if (plain(ws[k]) && ws[k + 1]?.token === 'of') return false;
  }
  return true;
}

function extraNoun(ws: readonly Word[], i: number, words: WordIndex): boolean {
  const w = ws[i]!;
  if (!plain(w) || !words.isLemma(w.t, 'noun')) return false;
  let j = i - 1;
  while (j >= 0 && DETERMINERS.has(ws[j]!.token)) j--;
  const before = ws[j];
  const after = ws[i + 1];
  return (
    before !== undefined && PREPOSITIONS.has(before.token) && (after === undefined || PREPOSITIONS.has(after.token))
  );
}

/** The terms as the key sees them: each once, in order of first use. */
export function uniqueTerms(terms: readonly Term[]): Term[] {
  const seen = new Set<string>();
  return terms.filter((x) => (seen.has(x.t) ? false : (seen.add(x.t), true)));
}

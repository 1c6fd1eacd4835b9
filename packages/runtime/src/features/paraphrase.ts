import { DETERMINERS } from '../tokenize/stopwords.js';
import type { WordIndex } from '../wordnet/word-index.js';
import type { Background } from './background.js';
import type { Probe } from './change.js';
import {
  applyEdits,
  baseFormReading,
  initialismReadings,
  pairedEdits,
  probeOf,
  structuralEdits,
  synonymEdits,
  type Edit,
} from './edits.js';
import { koreanJoined, koreanProbes } from './korean.js';
import { PARTICLES } from './question-forms.js';
import { shortenedKey, termKey, type QuestionKey } from './question-key.js';
import { questionTerms, uniqueTerms, type Term } from './terms.js';

/**
 * When a question is the same question as one taught. Inflection, word order and function words never
 * matter (terms and unordered pairs see to that), nor a question-word form of a noun ("How deep is X?", "the
 * depth of X": terms.ts keys both alike). Beyond that a question may differ from a taught phrasing by one
 * change, or by two of the kinds that read the question with words left out or replaced:
 *
 * - it leaves out one word of the phrasing that is not part of a name ("What ticker does X use?" for
 *   "What is the ticker code of X?"): teach also stores each phrasing with one such word left out;
 * - it adds one verb ("Which ticker code does X trade under?"), one noun in a phrase of its own ("spoken by
 *   people in X") or the kind of place before a name ("the town of X"): the question is also read without it
 *   (features/terms.ts says which words may be extra);
 * - it adds an adverb or a listed adjective that narrows nothing ("the exact depth", "Who actually wrote X?", "How old
 *   is X today?"), or a closing phrase that restates the frame ("at its deepest point", "in kilometres"): read
 *   without them;
 * - it says a verb for the noun of its doer or event, or the reverse ("Who wrote X?", "the author of X"; "When
 *   did X die?", "the date of death of X"; "How many people live in X?", "the population of X"; "the founding
 *   year", "In what year was X founded?"), from
 *   question-forms.ts's hand list, or "which town" for "where" and back;
 * - it writes a compound open, closed or with "of" ("home town", "hometown"; "place of birth", "birthplace"),
 *   where WordNet lists the closed word, or where WordNet lacks it and the closed word is written in lower case
 *   ("homeport");
 * - it says a phrase for a word or a word for a phrase that share a WordNet synset ("zip code" or "postcode"
 *   for "postal code", "pass away" for "die", "put off" for "postpone"; wordnet/phrases.ts);
 * - it says one word by another that WordNet links to it ("money" for "currency", "author" for "writer",
 *   "calling" for "dialing"), the strongest links first; the weaker the link, the closer the reading must
 *   come to a taught key (`strength`);
 * - it replaces one wording by one of the above (not a synonym looser than MIN_LEFT_OUT_PARTNER) while the
 *   taught phrasing has one word more ("Who was the piano teacher of X?" for "Who taught X to play the
 *   piano?"): the reading is matched against the taught phrasing's shortened copies (leftOutPartners).
 *
 * Names are never left out, added or swapped, so a sibling ("Upper Velmora" for "Velmora") or a stranger
 * sharing a word stays a different question; nor is a modifier that changes what is asked ("former",
 * "average", "second"; question-forms.ts), a comparison ("largest", "nearest") or a present participle before
 * a noun ("the founding chief executive", "the leading shareholder"). Each of these readings is an ordinary read of the memory and must be
 * confident on its own; calibrated abstention stays the rule.
 */
export type { Change, Probe, SingleChange } from './change.js';
export { MAX_PAIRED_PROBES, MAX_SYNONYM_PROBES } from './edits.js';

/** Shortened copies stored per taught phrasing at most (bounds the rows a fact costs). */
export const MAX_SHORTENED = 3;

interface KeyContext {
  words: WordIndex;
  background: Background;
  seed: number;
}

/**
 * The keys a taught phrasing is stored under: the phrasing itself, with words written out after a determiner as the
 * initialism they spell ("the CTO of X" for "the chief technology officer of X"), with a Korean phrasing's nouns
 * joined (koreanJoined), with a past form keyed as written read as its verb ("led" as lead), then — when it has at
 * least three content words, two of them not names — a copy without each such word, lightest (most generic) first,
 * but never without what a verb acts on (objectHeads).
 */
export function taughtKeys(text: string, ctx: KeyContext): QuestionKey[] {
  const terms = questionTerms(text, ctx.words);
  const keys = [termKey(terms, ctx.background, ctx.seed)];
  for (const reading of initialismReadings(terms, ctx.words)) keys.push(termKey(reading, ctx.background, ctx.seed));
  const joined = koreanJoined(terms);
  if (joined !== null) keys.push(termKey(joined.terms, ctx.background, ctx.seed));
  const based = baseFormReading(terms);
  if (based !== null) keys.push(termKey(based, ctx.background, ctx.seed));
  const content = uniqueTerms(terms).filter((x) => !x.stop);
  // Never a particle: "flow out of" without "out" is "flow into" as much as itself. Right before a name it is a
  // preposition saying where ("the footpath around Lake X", also asked as "the Lake X footpath").
  const preposition = new Set(terms.filter((x, i) => PARTICLES.has(x.t) && terms[i + 1]?.named).map((x) => x.t));
  const particle = (x: Term) => PARTICLES.has(x.t) && !preposition.has(x.t);
  const droppable = content.filter((x) => !x.named && !x.asked && x.howAttribute !== true && !particle(x));
  if (content.length < 3 || droppable.length < 2) return keys;
  const weight = (x: Term): number => ctx.background.weights.get(x.t) ?? 1;
  const objects = objectHeads(terms);
  const lightest = droppable
    .filter((x) => !objects.has(x.t))
    .sort((a, b) => weight(a) - weight(b))
    .slice(0, MAX_SHORTENED);
  for (const d of lightest) {
    keys.push(shortenedKey(without(terms, d.t), ctx.seed));
  }
  return keys;
}

/**
 * The last word of each noun phrase that follows a content word and a determiner: what a verb acts on ("designed
 * the gardens of X Hall", "draws its drinking water from Lake X"). A taught phrasing is never stored without it:
 * "Who designed the gardens of X Hall?" without "gardens" asks who designed X Hall itself.
 */
function objectHeads(terms: readonly Term[]): Set<string> {
  const word = (x: Term | undefined): x is Term => x !== undefined && !x.stop && !x.named;
  const heads = new Set<string>();
  for (let i = 2; i < terms.length; i++) {
    if (!word(terms[i - 2]) || !DETERMINERS.has(terms[i - 1]!.t) || !word(terms[i])) continue;
    let j = i;
    while (word(terms[j + 1])) j++;
    heads.add(terms[j]!.t);
  }
  return heads;
}

/** The readings of a question, strictest first: as asked, each single change, then pairs of changes. */
export function* questionProbes(text: string, ctx: KeyContext): Generator<Probe> {
  const terms = questionTerms(text, ctx.words);
  const key = (ts: readonly Term[]): QuestionKey => termKey(ts, ctx.background, ctx.seed);
  yield { key: key(terms), change: null, strength: 1 };
  const content = uniqueTerms(terms).filter((x) => !x.stop);
  if (content.length >= 2) {
    yield { key: shortenedKey(terms, ctx.seed), change: { kind: 'left_out' }, strength: 1 };
    const structural = structuralEdits(terms, content, ctx.words);
    const synonyms = synonymEdits(content, ctx.words);
    for (const e of [...structural, ...synonyms]) yield { key: key(applyEdits(terms, [e])), ...probeOf([e]) };
    for (const pair of pairedEdits(structural, synonyms)) {
      yield { key: key(applyEdits(terms, pair)), ...probeOf(pair) };
    }
    for (const e of leftOutPartners(structural, synonyms)) {
      yield {
        key: shortenedKey(applyEdits(terms, [e]), ctx.seed),
        change: { kind: 'two_changes', changes: [e.changes[0]!, { kind: 'left_out' }] },
        strength: e.strength,
      };
    }
  }
  yield* koreanProbes(terms, key);
}

/** Weakest link a replaced word may have and still be read against a taught phrasing with a word left out. */
export const MIN_LEFT_OUT_PARTNER = 0.85;

/**
 * Changes read against a taught phrasing with one word left out ("Who was the piano teacher of X?" for a taught
 * "Who taught X to play the piano?": teacher as teach, and the taught "play" left out): only a wording
 * replaced, never one dropped. A word dropped from the question and another from the taught phrasing would
 * read one verb for another ("Who sold the film rights to X?" as "Who bought…"); a replacement must say what
 * the word it replaces says, by a hand-listed form, a compound, a phrase, or a close WordNet link. Words that only
 * say the asker wants to know ("I'd like to know what the ISO code of X is" for a taught "What is the ISO 4217
 * code of X?") are dropped as if replaced: they ask nothing.
 */
function leftOutPartners(structural: readonly Edit[], synonyms: readonly Edit[]): Edit[] {
  return [...structural, ...synonyms].filter(
    (e) => e.changes.length === 1 && (e.add.length > 0 || e.asksNothing === true) && e.strength >= MIN_LEFT_OUT_PARTNER,
  );
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

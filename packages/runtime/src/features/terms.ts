import { questionWords } from '../tokenize/question.js';
import { DETERMINERS, PREPOSITIONS, STOPWORDS } from '../tokenize/stopwords.js';
import { isVerbForm } from '../wordnet/morphology.js';
import type { WordIndex } from '../wordnet/word-index.js';
import {
  AFTERWORDS,
  AMOUNT_VERBS,
  NOUN_OF,
  PLEASE_SPELLED_SHORT,
  READ_AS,
  REMARKS,
  GREETINGS,
  GREETING_SENTENCES,
  APPROXIMATORS,
  ASKER_WORDS,
  PURPOSES,
  THANKS,
  WHERE_OPENERS,
  ASKED_NOUN,
  ASKING,
  CHANGING_MODIFIERS,
  CHANGING_PREPOSITIONS,
  CLOSING_RECURRING,
  CLOSING_WHOLE,
  OPENING_ASKING,
  OPENING_NOW,
  HOW_ATTRIBUTE,
  HOW_ATTRIBUTE_TAIL,
  DEGREE_PREFIXES,
  LIGHT_VERBS,
  LOCATING,
  NAMED_KINDS,
  PLACE_EDGES,
  ASKING_OPENERS,
  OFFICES,
  NARROWS_NOTHING,
  COUNT_NARROWS_NOTHING,
  PARTICLES,
  PRESENT_TIME,
  PRECISION_UNITS,
  QUESTION_NOUN,
  TIME_NOUNS,
  WHO_OPENERS,
} from './question-forms.js';
import { isEvaluative } from './evaluative.js';

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
  /**
   * Written with a capital letter where that marks a name (not as a question's first word). A word WordNet
   * does not list and written in lower case ("homeport") may be a closed compound WordNet lacks; a
   * capitalised one never is read as one.
   */
  capital: boolean;
  /** A lemma WordNet lists (only these are swapped for synonyms or taken as an extra word). */
  known: boolean;
  /** The word as written, lower-cased, when its lemma differs ("parking" for park): phrases are listed as written. */
  written?: string;
  /** The particle or copula ending the tokenizer took off a Hangul word (tokenize/question.ts). */
  ending?: string;
  /** Joined to the next term by a hyphen ("wind-ruffled"): a word written in parts, left out whole or not at all. */
  hyphen?: true;
  /**
   * Written in capitals ("CFO"): a name, but also read as the phrase WordNet gives for it when the phrase's
   * initials spell it (features/edits.ts).
   */
  initialism?: true;
  /**
   * Written as a word of its own that is also a form of this other word: the past of a verb ("won": win, "found":
   * find), or a plural or third person in -s ("costs": cost, "lots": lot). The question is also read with that
   * word (features/edits.ts). Never set on any other form ("founding").
   */
  formOf?: string;
  /**
   * Says what kind of answer is asked for: the noun a question word stands for ("when" → date, "where" → place,
   * "what year" → date; question-forms.ts). Like a name it is never left out, added or swapped on its own, so
   * "Who founded X?" never reads a taught "When was X founded?".
   */
  asked: boolean;
  /**
   * The noun "how" + an adjective was keyed as ("how much" → amount). It may be swapped or read against the same
   * noun written out, but a taught phrasing is never stored without it: "Who insures X?" is not "How much is X
   * insured for?" (features/paraphrase.ts, taughtKeys).
   */
  howAttribute?: true;
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
  /**
   * An adjective or adverb that may narrow nothing ("the exact depth", "Who actually wrote X?"): the question is
   * also read without it. An adjective only when question-forms.ts's NARROWS_NOTHING lists it or it is a word of
   * praise (features/evaluative.ts: "the precious manuscript"), a past participle only right before a noun ("the
   * acclaimed author"); never one of CHANGING_MODIFIERS ("former",
   * "originally"), a comparative or superlative ("largest", "nearest") or a present participle ("founding").
   */
  modifier: boolean;
  /**
   * Part of the phrase that closes the question after the entity and restates its frame or unit ("at its deepest
   * point", "in kilometres", "in total"): a preposition other than "of" and up to three plain words. The question
   * is also read without the whole phrase. A phrase holding a changing modifier ("on average") is not one.
   */
  frame: boolean;
  /**
   * One of question-forms.ts's CHANGING_MODIFIERS, as written or as its lemma ("divorced", "former"): never left
   * out, and never swapped for a word WordNet links to it (divorcing entails a marriage; it does not ask one).
   */
  changing: boolean;
}

const DO_AUXILIARY = new Set(['do', 'does', 'did']);
/** Auxiliaries a verb's subject follows in a question ("did the founder of X marry", "was the founder of X born"). */
const AUXILIARY = new Set([...DO_AUXILIARY, 'is', 'are', 'was', 'were', 'has', 'have', 'had']);
const DIGITS = /^\p{N}+$/u;

interface Word extends Omit<Term, 'extra' | 'modifier' | 'frame' | 'changing'> {
  token: string;
}

/**
 * Prepositions that are not function words yet may open a frame phrase, the reference a measure is taken from
 * ("above sea level"). A preposition that moves the time or the set asked about ("before the eruption", "per
 * capita", "excluding suburbs") opens none: it is not in either list, so the phrase is never left out.
 */
const FRAME_PREPOSITIONS: ReadonlySet<string> = new Set(['above', 'below', 'along', 'across', 'throughout']);
/** Frame prepositions that give the reference a measure is taken from, and the measures they may follow. */
const REFERENCE_PREPOSITIONS: ReadonlySet<string> = new Set(['above', 'below']);
const MEASURES: ReadonlySet<string> = new Set([
  ...[...HOW_ATTRIBUTE.values()].filter((n) => !['number', 'amount', 'frequency'].includes(n)),
  'altitude',
  'elevation',
]);
/** The indefinite articles: a phrase opened by one sets a condition; a noun after one is counted (edits.ts). */
export const INDEFINITE: ReadonlySet<string> = new Set(['a', 'an']);

/**
 * Words after a verb in the passive that take something out of or away from the entity ("raised from Lake X",
 * "taken out of the collection"): the verb then says which of the things asked about are counted. In the active
 * the verb may be the entity's own ("Which port does X sail from?").
 */
const REMOVAL: ReadonlySet<string> = new Set(['from', 'out', 'off']);
const PASSIVE: ReadonlySet<string> = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were']);
/**
 * Auxiliaries of the past and the perfect. A count whose verb stands after one counts what was done, not what there
 * is: "How many branches has X closed?", "How many did X sell?", "How many grandchildren has X lost?" each ask
 * another number than "How many branches does X have?", so the verb is never read past there. In the passive it
 * may be ("How many weirs have been built across X?" counts the weirs there).
 */
const DONE_AUXILIARY: ReadonlySet<string> = new Set(['did', 'has', 'have', 'had']);

/** Possessive determiners, after which "own" is said. */
const POSSESSIVES: ReadonlySet<string> = new Set(['its', 'their', 'his', 'her', 'our', 'my', 'your']);
/** Ordinals "for the … time" may close a question with. */
const ORDINAL_TIMES: ReadonlySet<string> = new Set(['first', 'last']);

/** Prepositions that tie a relation noun to its entity as "of" does ("the sequel to X"). */
const RELATION_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'for']);
/** Words after a relation noun that make it, with its entity, a verb's subject ("was the ban on X lifted"). */
const SUBJECT_TIES: ReadonlySet<string> = new Set(['of', 'on']);
/** Auxiliaries of the past: a closing "at the …" then names an occasion ("Who was the crier at the coronation?"). */
const PAST_AUXILIARY: ReadonlySet<string> = new Set(['was', 'were', 'did', 'had']);

/**
 * Whether the preposition at `k` changes what is measured or counted (CHANGING_PREPOSITIONS), or is "from" before
 * anything but the entity's own ("from the shore" says where it was done; "from its creator" restates).
 */
function changingPreposition(ws: readonly Word[], k: number): boolean {
  const p = ws[k]?.token ?? '';
  return CHANGING_PREPOSITIONS.has(p) || (p === 'from' && !POSSESSIVES.has(ws[k + 1]?.token ?? ''));
}

/** Whether the preposition at `k` opens a closing phrase that names an occasion: "at …" in a past question. */
function occasion(ws: readonly Word[], k: number): boolean {
  return ws[k]?.token === 'at' && ws.some((x) => PAST_AUXILIARY.has(x.token));
}

/** The noun "when" and "what year" are keyed as, and the one "how many" is (question-forms.ts). */
const DATE = 'date';
const PLACE = QUESTION_NOUN.get('where');
const HOW_MANY_NOUN = HOW_ATTRIBUTE.get('many');
/** Whether the question asks a count ("how many", "the number of"). */
const counts = (ws: readonly Word[]): boolean => ws.some((x) => x.t === HOW_MANY_NOUN && !x.named);
/** Whether the word at `i` opens what is counted: right after "how many" or "the number of". */
const countedAt = (ws: readonly Word[], i: number): boolean =>
  (ws[i - 1]?.t === HOW_MANY_NOUN && ws[i - 1]?.named !== true) ||
  (ws[i - 1]?.token === 'of' && ws[i - 2]?.t === HOW_MANY_NOUN && ws[i - 2]?.named !== true);
/** Words that say "counted once each" after "how many". */
const DISTINCT: ReadonlySet<string> = new Set(['different', 'separate', 'distinct', 'individual']);

/** Where "from" stands before the "to" at `to`, past one or two plain words ("from cover to cover"); or null. */
function fromBefore(ws: readonly Word[], to: number, words: WordIndex): number | null {
  let k = to - 1;
  let plainWords = 0;
  while (k >= 0 && ws[k]!.token !== 'from') {
    const w = ws[k]!;
    if (!DETERMINERS.has(w.token)) {
      if (!plain(w) || CHANGING_MODIFIERS.has(w.t) || !words.isLemma(w.t) || ++plainWords > 2) return null;
    }
    k--;
  }
  return k >= 0 && plainWords > 0 ? k : null;
}

function asksDate(ws: readonly Word[]): boolean {
  return ws.some((w) => w.asked && w.t === DATE);
}

/** Where a relative clause opens after a named word ("X Fountain that was replaced…"), or -1. */
function relativeClause(ws: readonly Word[]): number {
  return ws.findIndex((w, i) => RELATIVE.has(w.token) && i > 0 && ws[i - 1]!.named);
}
const RELATIVE: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whose', 'where', 'when']);

/** What the tokenizer leaves of a possessive ("the composer's" → composer, s). */
const POSSESSIVE = 's';

const LATE = 'late';

/** Longest closing phrase read as a frame: the preposition and three words ("at its deepest point"). */
const MAX_FRAME_WORDS = 3;

export function questionTerms(text: string, words: WordIndex): Term[] {
  const question = withoutAfterword(withoutPreamble(pleaseSpelledOut(text)));
  const ws = questionForms(
    questionWords(question).map(({ token: written, cased, ending, hyphen, initialism }, i, all): Word => {
      // "the identity of X's landlord" asks what "the name of X's landlord" asks, "the address of X's police station"
      // what "the location of" asks (never "the web address of").
      const nounOf = DETERMINERS.has(all[i - 1]?.token ?? '') && all[i + 1]?.token === 'of';
      const token = nounOf && NOUN_OF.has(written) ? NOUN_OF.get(written)! : (READ_AS.get(written) ?? written);
      if (STOPWORDS.has(token)) {
        const joined = hyphen ? { hyphen } : {};
        return { token, t: token, stop: true, named: false, capital: false, known: false, asked: false, ...joined };
      }
      const t = words.lemma(token);
      const known = words.isLemma(t);
      // A question's first word is written with a capital whatever it is ("Roughly how deep…"): there the capital
      // marks a name only when the next word has one too ("Upper Velmora's capital?").
      const capital = cased && (i > 0 || all[1]?.cased === true);
      const named = capital || (!known && !DIGITS.test(t));
      const base = t === token ? (words.irregular(token, 'verb') ?? words.singular(token)) : null;
      const parts = {
        ...(t !== token ? { written: token } : {}),
        ...(base !== null && base !== t ? { formOf: base } : {}),
        ...(ending ? { ending } : {}),
        ...(hyphen ? { hyphen } : {}),
        ...(initialism ? { initialism } : {}),
      };
      return { token, t, stop: false, named, capital, known, asked: false, ...parts };
    }),
  );
  const frame = frameStart(ws, words);
  const opening = openingLength(ws);
  const office = officeHeld(ws);
  const happened = tookPlace(ws);
  const called = calledName(ws, words);
  const whole = countedWhole(ws);
  const clause = relativeClause(ws);
  const { epithet, hyphenated } = hyphenEpithets(ws, clause, words);
  let afterDo = false;
  let auxAt = -1;
  return ws.map((w, i): Term => {
    if (DO_AUXILIARY.has(w.token)) afterDo = true;
    if (AUXILIARY.has(w.token)) auxAt = i;
    const { token: _token, ...term } = w;
    // Nothing in a clause that says which entity is meant is read past ("the fountain that was replaced").
    const open = clause < 0 || i < clause;
    // A hyphenated word is read past whole, as an epithet of the entity, or not at all ("newly-restored").
    const alone = open && !hyphenated.has(i);
    const modifier = epithet.has(i) || (alone && narrowsNothing(ws, i, words));
    return {
      ...term,
      extra: alone && (extraVerb(ws, i, afterDo, auxAt, words) || extraNoun(ws, i, words)),
      modifier,
      frame:
        ((open && frame >= 0 && i >= frame) ||
          i < opening ||
          office.has(i) ||
          happened.has(i) ||
          called.has(i) ||
          whole.has(i)) &&
        !w.stop,
      // A listed word read as narrowing nothing where it stands ("how many different") is not changing there.
      changing: !modifier && listedAsChanging(w),
    };
  });
}

/**
 * The question with "pls" or "plz" opening or closing it written out as "please" ("location of X's recycling
 * centre pls"). Only a whole word there, never one after a dot: ".pls" is a file extension.
 */
function pleaseSpelledOut(text: string): string {
  return text.replace(PLEASE_OPENING, 'please').replace(PLEASE_CLOSING, '$1please');
}
const PLEASE_SHORT = PLEASE_SPELLED_SHORT.join('|');
const PLEASE_OPENING = new RegExp(`^\\s*(?:${PLEASE_SHORT})(?=[\\s,])`, 'iu');
const PLEASE_CLOSING = new RegExp(`(\\s)(?:${PLEASE_SHORT})(?=[\\s.!?]*$)`, 'iu');

/**
 * The question without a sentence before it that says only who asks or why (GREETING_SENTENCES, ASKER_WORDS): the
 * sentence ends at ".", "!", ":", ";" or a spaced dash, and the question after it opens with a question word or a
 * request. A sentence that could narrow the question is kept: one with a figure or a listed changing word ("Before
 * the merger -", "Not the current one.", "Collecting old maps."), one opening with a preposition or a word of time
 * or condition ("In the women's league:", "If it reopens -"), and one that says nothing of the asker, which may name
 * a part or a kind ("Women's team: who coaches X?").
 */
function withoutPreamble(text: string): string {
  for (const m of text.matchAll(SENTENCE_BREAK)) {
    const at = m.index + m[0].length;
    const rest = text.slice(at);
    if (!QUESTION_START.test(rest)) continue;
    const words =
      text
        .slice(0, m.index)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [];
    const said = words.join(' ');
    if (GREETING_SENTENCES.has(said)) return rest;
    const first = words[0] ?? '';
    const narrows =
      words.length > MAX_PREAMBLE ||
      words.some((w) => FIGURE_IN.test(w) || CHANGING_MODIFIERS.has(w)) ||
      PREPOSITIONS.has(first) ||
      OPENING_CONDITIONS.has(first);
    const aboutAsker = words.some((w) => ASKER_WORDS.has(w)) || (first.length > 4 && first.endsWith('ing'));
    return narrows || !aboutAsker ? text : rest;
  }
  return text;
}
const SENTENCE_BREAK = /[.!:;](?=\s)|\s[-–—](?=\s)/gu;
/** What the question after a preamble opens with: a question word, a request or a question verb. */
const QUESTION_START =
  /^\s*(?:who|whom|whose|what|when|where|which|why|how|could|can|would|will|do|does|did|is|are|was|were|give|tell|any|i)\b/iu;
const MAX_PREAMBLE = 20;
const FIGURE_IN = /\p{N}/u;
/** Words of time or condition that open a sentence narrowing the question, beside CHANGING_MODIFIERS ("before"). */
const OPENING_CONDITIONS: ReadonlySet<string> = new Set(
  'between within as when while if unless excluding including'.split(' '),
);

/**
 * The question without a sentence after it that AFTERWORDS or REMARKS list or that only thanks ("When was X built?
 * Year is fine.", "… Just the year's fine, thanks.", "… Just curious.", "… Thanks!").
 */
function withoutAfterword(text: string): string {
  const end = text.indexOf('?');
  if (end < 0) return text;
  const after = text
    .slice(end + 1)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  const thanks = THANKS.find((t) => after === t || after.endsWith(` ${t}`));
  const said = thanks === undefined ? after : after.slice(0, after.length - thanks.length).trim();
  return after !== '' && (said === '' || AFTERWORDS.has(said) || REMARKS.has(said)) ? text.slice(0, end + 1) : text;
}

/**
 * "how" + an attribute adjective becomes the attribute's noun, and "when" / "where" the noun of what they ask
 * (question-forms.ts): the same on the taught and the asked side, so "How deep is X?" and "What is the depth of
 * X?" key alike, and "When was X born?" and "Where was X born?" do not.
 */
function questionForms(ws: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const next = ws[i + 1];
    // "How many tonnes is X's footprint?" asks what "What is X's footprint in tonnes?" asks: the unit stays.
    if (w.token === 'how' && next?.token === 'many' && inUnitIs(ws, i + 2)) {
      i++;
      continue;
    }
    const attribute = w.token === 'how' && next !== undefined ? HOW_ATTRIBUTE.get(next.token) : undefined;
    if (attribute !== undefined) {
      out.push(attributeWord(attribute));
      i += HOW_ATTRIBUTE_TAIL.get(next!.token) === ws[i + 2]?.token ? 2 : 1;
      continue;
    }
    // "What did X spend on advertising?" asks what "How much did X spend on advertising?" asks.
    if (w.token === 'what' && asksAmount(ws, i)) {
      out.push(attributeWord(AMOUNT));
      continue;
    }
    // "What time of year is X held?" and "At what point in history was X surveyed?" ask when.
    const ofYear = timeOfYear(ws, i) || pointInTime(ws, i);
    if (ofYear > 0) {
      out.push({ token: DATE, t: DATE, stop: false, named: false, capital: false, known: true, asked: true });
      i += ofYear - 1;
      continue;
    }
    // "X's footprint per year" asks what "X's annual footprint" asks.
    const yearly = perYear(ws, i);
    if (yearly > 0) {
      out.push({ token: ANNUAL, t: ANNUAL, stop: false, named: false, capital: false, known: true, asked: false });
      i += yearly - 1;
      continue;
    }
    const noun = QUESTION_NOUN.get(w.token) ?? (ASKING.has(w.token) ? ASKED_NOUN.get(next?.token ?? '') : undefined);
    if (noun === undefined) {
      out.push(w);
      continue;
    }
    out.push({ token: noun, t: noun, stop: false, named: false, capital: false, known: true, asked: true });
    if (!QUESTION_NOUN.has(w.token)) i++;
  }
  return out;
}

/** The word "how" + an attribute adjective is keyed as: the attribute's noun. */
function attributeWord(noun: string): Word {
  return {
    token: noun,
    t: noun,
    stop: false,
    named: false,
    capital: false,
    known: true,
    asked: false,
    howAttribute: true,
  };
}
const AMOUNT = HOW_ATTRIBUTE.get('much')!;

/**
 * Whether "what" at `i` asks an amount of money: "do", "does" or "did" follows it, and one of AMOUNT_VERBS stands
 * before the first preposition, not after a determiner or a possessive, where it would be a noun ("What did X Mills
 * spend on …", "What does the X ferry charge for …"; never "What does the charge cover?").
 */
function asksAmount(ws: readonly Word[], i: number): boolean {
  if (!DO_AUXILIARY.has(ws[i + 1]?.token ?? '')) return false;
  for (let k = i + 2; k < ws.length && !PREPOSITIONS.has(ws[k]!.token); k++) {
    const before = ws[k - 1]!.token;
    if (AMOUNT_VERBS.has(ws[k]!.t) && !DETERMINERS.has(before) && before !== POSSESSIVE) return true;
  }
  return false;
}

/**
 * Whether a unit stands at `i` with "is", "are", "was" or "were" after it ("how many tonnes is …"). Not a unit of
 * time: "how many weeks was X on the list" counts the weeks.
 */
function inUnitIs(ws: readonly Word[], i: number): boolean {
  const unit = ws[i];
  if (unit === undefined || unit.stop || !PRECISION_UNITS.has(unit.t) || TIME_UNITS.has(unit.t)) return false;
  return BE.has(ws[i + 1]?.token ?? '');
}
const BE: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were']);

/**
 * How many words "per year", "per annum" or "a year" takes from `i`, read as "annual"; 0 when it is not there. Not
 * "a year" after a preposition ("in a year" says when) nor before another word ("a year ago", "a year later").
 */
function perYear(ws: readonly Word[], i: number): number {
  const w = ws[i]!.token;
  const year = ws[i + 1]?.token;
  const per = w === 'per' && (year === 'year' || year === 'annum');
  const a = w === 'a' && year === 'year' && !PREPOSITIONS.has(ws[i - 1]?.token ?? '');
  const after = ws[i + 2];
  return (per || a) && (after === undefined || after.stop) ? 2 : 0;
}
const ANNUAL = 'annual';

/** How many words "what time of (the) year" takes from `i` ("which time of year" too); 0 when it is not there. */
function timeOfYear(ws: readonly Word[], i: number): number {
  if (!ASKING.has(ws[i]!.token) || ws[i + 1]?.token !== 'time' || ws[i + 2]?.token !== 'of') return 0;
  const the = ws[i + 3]?.token === 'the' ? 1 : 0;
  return ws[i + 3 + the]?.token === 'year' ? 4 + the : 0;
}

/** How many words "at what point in time" or "… in history" takes from `i` ("which" too); 0 when it is not there. */
function pointInTime(ws: readonly Word[], i: number): number {
  const at = (k: number) => ws[i + k]?.token;
  const asks = at(0) === 'at' && ASKING.has(at(1) ?? '') && at(2) === 'point' && at(3) === 'in';
  return asks && POINT_IN.has(at(4) ?? '') ? 5 : 0;
}
const POINT_IN: ReadonlySet<string> = new Set(['time', 'history']);

/** A question word, or the noun "when" or "where" was keyed as. */
function askingWord(w: Word | undefined): boolean {
  return w !== undefined && (w.asked || QUESTION_WORDS.has(w.token));
}
const QUESTION_WORDS: ReadonlySet<string> = new Set(['who', 'what', 'which', 'why', 'how']);

/** A past or present participle's ending. */
const PARTICIPLE = /(?:ed|en|ing)$/;
const PAST_PARTICIPLE = /ed$/;
const PRESENT_PARTICIPLE = /ing$/;

/** An unnamed adjective or adverb that may narrow nothing: see Term.modifier. */
function narrowsNothing(ws: readonly Word[], i: number, words: WordIndex): boolean {
  const w = ws[i]!;
  // "How many different species…", "how many separate chapters" count what "how many species" counts.
  if (DISTINCT.has(w.token) && ws[i - 1]?.t === HOW_MANY_NOUN) return true;
  // Right before what is counted, a word picks which ones are ("how many official launch points"), unless it says
  // only how sure or how whole the count is.
  if (countedAt(ws, i)) return COUNT_NARROWS_NOTHING.has(w.token);
  // "the late X" only says that the person named has died; "the late period" asks another.
  if (w.token === LATE && ws[i - 1]?.token === 'the' && ws[i + 1]?.capital === true)
    return saidOfName(ws, i + 1, words);
  if (!plain(w) || listedAsChanging(w)) return false;
  // "their own house", "a house of their own": after a possessive, "own" only stresses whose it is.
  if (w.token === 'own' && POSSESSIVES.has(ws[i - 1]?.token ?? '')) return true;
  // "for the first time" says what "first" says alone ("When did X first win?"); "first" stays in the question.
  if (w.token === 'time' && ORDINAL_TIMES.has(ws[i - 1]?.token ?? '') && ws[i - 2]?.token === 'the') {
    return ws[i - 3]?.token === 'for' && ws[i + 1] === undefined;
  }
  // "change its name back" is not "change its name": a particle makes another verb.
  if (PARTICLES.has(w.token)) return false;
  if (PRESENT_TIME.has(w.token) || PRESENT_TIME.has(`${ws[i - 1]?.token ?? ''} ${w.token}`)) return true;
  // "Where on earth was X written?", "Where in the world is X?": after a question word they only stress it.
  if (w.token === 'earth' && ws[i - 1]?.token === 'on' && askingWord(ws[i - 2])) return true;
  // "Where on the map does X …": after "where" it only stresses it.
  const where = ws[i - 3];
  if (w.token === 'map' && ws[i - 1]?.token === 'the' && ws[i - 2]?.token === 'on' && askingWord(where)) {
    return where?.t === PLACE;
  }
  if (w.token === 'world' && ws[i - 1]?.token === 'the' && ws[i - 2]?.token === 'in' && askingWord(ws[i - 3])) {
    return true;
  }
  const next = ws[i + 1];
  // "larger", "highest", "nearest": a comparison picks another member of the set.
  if ((w.token !== w.t && !PARTICIPLE.test(w.token)) || comparison(w.token, words)) return false;
  // A past participle right before a noun narrows nothing when NARROWS_NOTHING lists it ("the acclaimed
  // author") or it is a word of praise ("the celebrated Lake X"): "abridged audiobook" and "printed pages" ask
  // a kind of it, and "the restored X Mill" a version of the entity. After a noun it is the verb of the question
  // ("Which artist painted X?"). A present participle before a noun picks another member ("the leading
  // shareholder", "the founding chief executive") unless the noun is the entity's name ("the winding X River").
  if (w.token !== w.t) {
    // A listed one narrows nothing before any noun ("X's stunning wedding dress").
    if (PRESENT_PARTICIPLE.test(w.token)) {
      const noun = plain(next) && (words.mainlyNoun(next.t) || words.isLemma(next.token, 'noun'));
      // A listed one, or a word of praise WordNet lists as an adjective ("the charming bandstand").
      const praise = isEvaluative(w.token) && words.isLemma(w.token, 'adj');
      if ((NARROWS_NOTHING.has(w.token) || praise) && noun) return true;
      return next?.capital === true && saidOfName(ws, i + 1, words);
    }
    const adjective = words.isLemma(w.token, 'adj') || (PAST_PARTICIPLE.test(w.token) && words.isLemma(w.t, 'verb'));
    // Before a noun, or before the entity's name ("the acclaimed The X", a title that opens with "The").
    const placed = (plain(next) && words.mainlyNoun(next.t)) || saidOfName(ws, i + 1, words);
    if (!adjective || !placed) return false;
    return NARROWS_NOTHING.has(w.token) || isEvaluative(w.token);
  }
  const as = w.token;
  // "across the whole of X", "in the whole of X": the whole of a place is the place.
  if (as === 'whole' && ws[i - 1]?.token === 'the' && next?.token === 'of') return ws[i + 2]?.capital === true;
  if (next?.token === 'of') return false;
  // An adverb ("actually", "roughly"), an adjective NARROWS_NOTHING lists ("the exact depth") or a word of praise
  // ("the precious manuscript"). In a question that counts, an adverb of manner picks what is counted ("How many
  // languages does X speak fluently?"): there only one whose adjective narrows nothing is read past ("exactly").
  if (words.mainlyAdverb(as)) return !mannerChanges(ws, i, words);
  // Closing the question only as an adverb ("sold worldwide"), not as what the question asks of the entity.
  if (NARROWS_NOTHING.has(as)) return next !== undefined || words.isAdverb(as);
  if (isEvaluative(as) && words.isLemma(as, 'adj')) return next !== undefined;
  // Said of the entity only when it describes the entity as it is ("the ancient Velm Crater"), not a state it
  // was brought to ("the unfinished Requiem", "the restored mill"): that names a version of it. An adjective in
  // -ed that is no verb's past, nor "un" before one, says what it is like ("the rugged X River", "the moated X").
  const past = (x: string) => words.pastOfVerb(x) || (x.startsWith('un') && words.pastOfVerb(x.slice(2)));
  const version = PAST_PARTICIPLE.test(as) && past(as);
  return words.isLemma(as, 'adj') && !version && saidOfName(ws, i + 1, words);
}

/**
 * The words of each hyphenated word before the entity's name that describes the entity as it is ("wind-ruffled
 * Lake X", "the crystal-clear X River", "the long-established X Ltd", "picture-postcard X"), before any relative
 * clause (`clause`): every part a plain word or a function word other than a preposition or a determiner, none
 * listed as changing or a comparison. One closing with a past participle is a version of the entity ("the
 * newly-restored X", "the half-finished X") unless what comes first is a noun or says how much (EPITHET_DEGREES:
 * "long-", "much-", "well-"), not when. Also a hyphenated word each of whose parts is read past alone.
 */
function hyphenEpithets(
  ws: readonly Word[],
  clause: number,
  words: WordIndex,
): { epithet: Set<number>; hyphenated: Set<number> } {
  const epithet = new Set<number>();
  const hyphenated = new Set<number>();
  for (let i = 0; i < ws.length; i++) {
    if (ws[i]!.hyphen !== true) continue;
    let j = i;
    while (ws[j]?.hyphen === true) j++;
    for (let k = i; k <= j; k++) hyphenated.add(k);
    const parts = ws.slice(i, j + 1);
    // A function word may be a part ("well-known"), but not a preposition or a determiner ("out-of-print").
    const part = (w: Word) => (w.stop ? !PREPOSITIONS.has(w.token) && !DETERMINERS.has(w.token) : plain(w));
    // "super" changes a noun ("super-league") but before an adjective only says how much ("super-fit").
    const changes = (w: Word, k: number) =>
      listedAsChanging(w) && !(DEGREE_PREFIXES.has(w.token) && adjectiveOnly(parts[k + 1], words));
    const describes =
      parts.some(plain) &&
      parts.every((w, k) => part(w) && !changes(w, k) && !comparison(w.token, words) && !PRESENT_TIME.has(w.token));
    const last = ws[j]!;
    const pastParticiple = last.token !== last.t && !PRESENT_PARTICIPLE.test(last.token);
    const first = ws[i]!;
    const degree = EPITHET_DEGREES.has(first.token) || words.mainlyNoun(first.t);
    // It stands where an adjective would: after a determiner, a preposition or an auxiliary ("Who proof-read The
    // X?" holds the question's verb).
    const before = ws[i - 1]?.token ?? '';
    const placed = DETERMINERS.has(before) || PREPOSITIONS.has(before) || before === 'of' || AUXILIARY.has(before);
    const beforeClause = clause < 0 || j < clause;
    if (describes && placed && beforeClause && (!pastParticiple || degree) && saidOfName(ws, j + 1, words)) {
      for (let k = i; k <= j; k++) epithet.add(k);
    } else if (parts.every((w, k) => w.stop || narrowsNothing(ws, i + k, words)) && parts.some((w) => !w.stop)) {
      // A hyphenated word each of whose parts narrows nothing where it stands ("the well-known composer of X").
      for (let k = i; k <= j; k++) epithet.add(k);
    }
    i = j;
  }
  return { epithet, hyphenated };
}
/** A plain word WordNet lists as an adjective and that is not mainly a noun ("fit", "rich"; never "league"). */
const adjectiveOnly = (w: Word | undefined, words: WordIndex): boolean =>
  plain(w) && words.isLemma(w.t, 'adj') && !words.mainlyNoun(w.t);
/** Words that, opening a hyphenated participle, say how much or how long, not when ("long-established"). */
const EPITHET_DEGREES: ReadonlySet<string> = new Set(['long', 'much', 'well', 'highly', 'widely', 'little', 'oft']);

/**
 * Whether the words from `k` on are the entity's name, so an adjective before them is said of the entity, not
 * of what is asked ("the ancient Velm Crater", "the remote Lake Velm", "the ancient town of Velm", "the famous
 * novel The Garden"): past any further adjectives, a name written with a capital, or a kind of place or a type
 * noun given before one.
 */
function saidOfName(ws: readonly Word[], k: number, words: WordIndex): boolean {
  while (plain(ws[k]) && words.isLemma(ws[k]!.t, 'adj') && !words.mainlyNoun(ws[k]!.t)) k++;
  // A title that opens with "The" ("the controversial The Raefo Harbour"): a second "the" starts the name.
  if (ws[k]?.token === 'the' && k > 0 && ws[k + 1]?.capital === true) k++;
  const w = ws[k];
  if (w === undefined) return false;
  // An initialism before a noun is part of what is asked ("the secondary SIC code of X"), not the entity's name.
  if (w.initialism === true && plain(ws[k + 1]) && words.mainlyNoun(ws[k + 1]!.t)) return false;
  // One capital letter joined to a word is no name ("the first digital X-ray", "a T-shirt").
  if (w.named) return w.capital && !(w.token.length === 1 && w.hyphen === true && ws[k + 1]?.capital === false);
  if (!plain(w) || !words.mainlyNoun(w.t)) return false;
  if (NAMED_KINDS.has(w.t) && ws[k + 1]?.token === 'of') return ws[k + 2]?.capital === true;
  // "the famous novel The Garden": a type noun before a title that opens with "The".
  return ws[k + 1]?.capital === true || (ws[k + 1]?.token === 'the' && ws[k + 2]?.capital === true);
}

/**
 * Where the closing frame phrase starts (its preposition), or -1: after a named word, a preposition other than
 * "of", then one to three plain words up to the end, none of them a changing modifier, and a comparison only of
 * the attribute the question asks.
 */
function frameStart(ws: readonly Word[], words: WordIndex): number {
  const whole = closingWhole(ws);
  if (whole >= 0) return whole;
  // A phrase closing a question about a date moves the event ("first broadcast in colour", "opened in London"):
  // it restates nothing.
  if (asksDate(ws)) return -1;
  let k = ws.length - 1;
  let plainWords = 0;
  while (k >= 0 && !PREPOSITIONS.has(ws[k]!.token) && !FRAME_PREPOSITIONS.has(ws[k]!.token)) {
    const w = ws[k]!;
    // "in the composer's catalogue": a possessive ending stands where a determiner would.
    if (DETERMINERS.has(w.token) || w.token === POSSESSIVE) {
      k--;
      continue;
    }
    if (!plain(w) || CHANGING_MODIFIERS.has(w.t) || !words.isLemma(w.t)) return -1;
    // A comparison restates the frame only when it is of the attribute asked: "the depth … at its deepest
    // point", never "the width … at its narrowest point" (the least width is another question).
    const attribute = HOW_ATTRIBUTE.get(w.t) ?? HOW_ATTRIBUTE.get(comparedBase(w.token));
    // A superlative WordNet lists whole ("nearest", "longest") is one too: "to the nearest lock" names another place.
    const compares = (w.token !== w.t && words.isLemma(w.t, 'adj')) || comparison(w.token, words);
    if (compares && !(attribute && ws.some((x) => x.t === attribute))) return -1;
    plainWords++;
    k--;
  }
  if (k < 1 || plainWords === 0 || plainWords > MAX_FRAME_WORDS) return -1;
  if (changingPreposition(ws, k) || occasion(ws, k)) return -1;
  // "at low tide", "in dry weather": an adjective the frame does not restate sets a condition.
  if (ws.slice(k + 1).some((w, n) => conditionAdjective(w, words, ws[k + 2 + n]))) return -1;
  // "in a dry summer", "in an emergency": an indefinite phrase sets a condition, it restates no frame; so does "at"
  // before a bare noun ("at spring tides", "at night"), unlike "at its deepest point".
  if (INDEFINITE.has(ws[k + 1]?.token ?? '')) return -1;
  if (ws[k]!.token === 'at' && !DETERMINERS.has(ws[k + 1]?.token ?? '')) return -1;
  // "above sea level" is the reference of a measure; in a count, "above the gorge" says which ones are counted.
  if (REFERENCE_PREPOSITIONS.has(ws[k]!.token) && !ws.some((w) => MEASURES.has(w.t))) return -1;
  // "from beginning to end", "from cover to cover": the phrase opens at "from".
  if (ws[k]!.token === 'to') k = fromBefore(ws, k, words) ?? k;
  return ws.slice(0, k).some((w) => w.named) ? k : -1;
}

/** A comparison's adjective as written before its ending ("longest" → long, "biggest" → big); else the word. */
function comparedBase(token: string): string {
  const m = COMPARED.exec(token);
  if (m === null) return token;
  const stem = m[1]!;
  return /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

/**
 * A plain adjective in a closing phrase ("low" in "at low tide"): not listed as narrowing nothing, no comparison,
 * and none of the adjectives that name a unit ("in cubic kilometres").
 */
function conditionAdjective(w: Word, words: WordIndex, next?: Word): boolean {
  if (!plain(w) || NARROWS_NOTHING.has(w.t) || UNIT_ADJECTIVES.has(w.t)) return false;
  // "in the reduced chamber version", "in the revised edition": a participle before a noun names a version.
  if (w.token !== w.t) return PAST_PARTICIPLE.test(w.token) && words.isLemma(w.t, 'verb') && plain(next);
  return words.isLemma(w.t, 'adj') && !words.mainlyNoun(w.t);
}
const UNIT_ADJECTIVES: ReadonlySet<string> = new Set(['cubic', 'square', 'nautical', 'metric', 'imperial', 'linear']);

/** Where a CLOSING_WHOLE phrase closing the question starts, after a named word; or -1. */
function closingWhole(ws: readonly Word[]): number {
  const at = closingPhrase(ws);
  return at > 0 && ws.slice(0, at).some((w) => w.named) ? at : -1;
}

/**
 * Where a reason for asking (purposeAt), a CLOSING_WHOLE phrase, one of CLOSING_RECURRING in a question asking
 * when or where, or one of precision (precisionStart) closes the question; or -1.
 */
function closingPhrase(ws: readonly Word[]): number {
  const purpose = purposeAt(ws, ws.length - 1);
  if (purpose > 0) return purpose;
  const at = closingFrameAt(ws, asksWhenOrWhere(ws));
  return at > 0 ? at : -1;
}

/** Whether the question asks when or where (the nouns those are keyed as). */
function asksWhenOrWhere(ws: readonly Word[]): boolean {
  return ws.some((w) => w.asked && (w.t === DATE || w.t === PLACE));
}

/**
 * Where a CLOSING_WHOLE phrase (with CLOSING_RECURRING when the question asks when or where) or one of precision
 * (precisionStart) ends `ws`; or -1.
 */
function closingFrameAt(ws: readonly Word[], whenOrWhere: boolean): number {
  for (const phrase of whenOrWhere ? CLOSING_WHEN_TOKENS : CLOSING_WHOLE_TOKENS) {
    const at = ws.length - phrase.length;
    if (at >= 0 && phrase.every((t, k) => ws[at + k]!.token === t)) return at;
  }
  return precisionStart(ws);
}

/**
 * Where "for" stands in a reason for asking that ends at `end` ("for my family history research", "for a
 * report": PURPOSES); or -1.
 */
function purposeAt(ws: readonly Word[], end: number): number {
  if (!plain(ws[end]) || !PURPOSES.has(ws[end]!.t)) return -1;
  for (let k = end - 1; k >= end - 1 - MAX_PURPOSE_WORDS && k >= 1; k--) {
    const w = ws[k]!;
    if (PURPOSE_DETERMINERS.has(w.token)) return ws[k - 1]!.token === 'for' ? k - 1 : -1;
    if (!plain(w)) return -1;
  }
  return -1;
}
const MAX_PURPOSE_WORDS = 3;
const PURPOSE_DETERMINERS: ReadonlySet<string> = new Set(['my', 'our', 'a', 'an']);

/**
 * Where a closing phrase starts that only says how precise the answer should be, in a unit (PRECISION_UNITS, a
 * time noun or an attribute noun): "to the nearest year", "date-wise", "in terms of distance", "in terms of the
 * year". Or -1.
 */
function precisionStart(ws: readonly Word[]): number {
  const n = ws.length;
  const unit = (w: Word | undefined) =>
    w !== undefined && !w.named && (isIn(PRECISION_UNITS, w) || isIn(TIME_NOUNS, w) || ATTRIBUTE_NOUNS.has(w.t));
  if (n >= 3 && ws[n - 1]!.token === WISE && ws[n - 2]!.hyphen === true && unit(ws[n - 2])) return n - 2;
  const inAt = inUnits(ws);
  if (inAt >= 0) return inAt;
  if (!unit(ws[n - 1])) return -1;
  let k = n - 2;
  if (ws[k] !== undefined && DETERMINERS.has(ws[k]!.token)) k--;
  const before = (phrase: readonly string[]) => phrase.every((t, j) => ws[k - phrase.length + 1 + j]?.token === t);
  if (before(IN_TERMS_OF)) return k - IN_TERMS_OF.length + 1;
  if (ws[k]?.token === 'nearest' && before(TO_THE_NEAREST)) return k - TO_THE_NEAREST.length + 1;
  return -1;
}
/**
 * Where "in" and a unit closes the question, with what may qualify a unit there: "per", an adjective of units and a
 * name ("in cubic metres per second", "in degrees Celsius", "in Elo points"); or -1. Never a name alone ("in
 * London" says where), nor a name with a time ("in Christmas week" says when).
 */
function inUnits(ws: readonly Word[]): number {
  let k = ws.length - 1;
  let units = 0;
  let times = false;
  let names = false;
  for (; k >= 0; k--) {
    const w = ws[k]!;
    if (!w.stop && isIn(PRECISION_UNITS, w)) {
      units++;
      times ||= isIn(TIME_UNITS, w);
    } else if (w.capital && !w.stop) names = true;
    else if (!(w.token === PER || UNIT_ADJECTIVES.has(w.t))) break;
  }
  // A name before a time is an occasion ("in Christmas week"), not a unit.
  return units > 0 && !(names && times) && ws[k]?.token === 'in' ? k : -1;
}
/** Whether `set` lists the word, or the word it is a form of when WordNet lists the form whole ("years"). */
function isIn(set: ReadonlySet<string>, w: Word): boolean {
  return set.has(w.t) || (w.formOf !== undefined && set.has(w.formOf));
}
const PER = 'per';
const TIME_UNITS: ReadonlySet<string> = new Set(['hour', 'minute', 'second', 'week', ...TIME_NOUNS]);
const WISE = 'wise';
const IN_TERMS_OF = ['in', 'terms', 'of'];
const TO_THE_NEAREST = ['to', 'the', 'nearest'];
const ATTRIBUTE_NOUNS: ReadonlySet<string> = new Set(HOW_ATTRIBUTE.values());
const CLOSING_WHOLE_TOKENS = CLOSING_WHOLE.map((p) => p.split(' '));
const CLOSING_WHEN_TOKENS = [...CLOSING_WHOLE_TOKENS, ...CLOSING_RECURRING.map((p) => p.split(' '))];

/**
 * How many words at the start of the question only say that the asker wants to know (0 when none): an OPENING_NOW
 * or OPENING_ASKING phrase, or the words before the first question word (askingOpener).
 */
function openingLength(ws: readonly Word[]): number {
  const phrase = OPENING_TOKENS.find((p) => p.every((t, k) => ws[k]?.token === t));
  if (phrase !== undefined) return phrase.length;
  // "For my family history research: when was X born?"
  const reason = ws[0]?.token === 'for' ? ws.findIndex((_, end) => purposeAt(ws, end) === 0) + 1 : 0;
  return askingOpener(ws, reason > 0 ? reason : openingFrame(ws));
}

/**
 * How many words open the question with a phrase that, closing it, would be read as a frame (closingFrameAt), right
 * before the question word: "All told, how many …", "In years, what reading age …". 0 when none.
 */
function openingFrame(ws: readonly Word[]): number {
  const question = ws.findIndex((w) => askingWord(w) || w.howAttribute === true);
  if (question <= 0) return 0;
  return closingFrameAt(ws.slice(0, question), asksWhenOrWhere(ws)) === 0 ? question : 0;
}
const OPENING_TOKENS = [...OPENING_NOW, ...OPENING_ASKING].map((p) => p.split(' '));

/**
 * Where the question proper starts when the words from `from` up to it only say that the asker wants to know,
 * greet or thank; otherwise `from`. The question proper opens at its first question word ("Can someone tell me
 * when…", "hey, who wrote…"), or, in a request with none, at its first determiner or name ("I need the number of
 * speed cameras in X", "I'm trying to find X's service number").
 */
function askingOpener(ws: readonly Word[], from: number): number {
  const question = ws.findIndex((w, i) => i >= from && (askingWord(w) || w.howAttribute === true));
  const end = question >= 0 ? question : ws.findIndex((w, i) => i > from && (DETERMINERS.has(w.token) || w.capital));
  const opener = ws.slice(from, Math.max(end, from));
  // "Do you know the person who…", "Tell me the name of whoever…": only before "who"; "the place where…".
  const asked = ws[end];
  const nouns = asked?.token === 'who' ? WHO_OPENERS : asked?.asked && asked.t === PLACE ? WHERE_OPENERS : NO_WORDS;
  // "I'm after the date X …": "after" right after "I'm" or "we're" says what one looks for.
  const after = (k: number) => opener[k]!.token === AFTER && SEEKING.has(opener[k - 1]?.token ?? '');
  const asks = (w: Word, k: number) =>
    w.stop ||
    ASKING_OPENERS.has(w.t) ||
    GREETINGS.has(w.token) ||
    APPROXIMATORS.has(w.token) ||
    nouns.has(w.t) ||
    after(k);
  const said = (w: Word, k: number) => after(k) || (!w.stop && (question >= 0 || ASKING_OPENERS.has(w.t)));
  return end > from && opener.every(asks) && (from > 0 || opener.some(said)) ? end : from;
}
const AFTER = 'after';
/** The tails the tokenizer leaves of "I'm" and "we're", and "am" and "are" written out, before AFTER. */
const SEEKING: ReadonlySet<string> = new Set(['m', 're', 'am', 'are']);
const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * A CLOSING_WHOLE phrase right after what "how many" counts ("How many boats in all are moored at X?", "How many
 * bird species all told nest at X?"): it says the whole is counted, as it does closing the question; read past like
 * a frame phrase. Empty when the question has none.
 */
function countedWhole(ws: readonly Word[]): Set<number> {
  const count = ws.findIndex((w) => w.howAttribute === true && w.t === HOW_MANY_NOUN);
  let k = count + 1;
  while (count >= 0 && plain(ws[k]) && !ws[k]!.named) k++;
  if (count < 0 || k === count + 1) return new Set();
  const phrase = CLOSING_WHOLE_TOKENS.find((p) => p.every((t, n) => ws[k + n]?.token === t));
  if (phrase === undefined || k + phrase.length >= ws.length) return new Set();
  return new Set(phrase.map((_, n) => k + n));
}

/**
 * "take place" after an event ("When did the unveiling of X take place?", "Where did the launch of X take place?"):
 * it says only that the event happened, as "When was X unveiled?" does; read past like a frame phrase. Empty when
 * the question has none.
 */
function tookPlace(ws: readonly Word[]): Set<number> {
  const at = ws.findIndex((w, i) => w.t === 'take' && ws[i + 1]?.token === 'place' && !ws[i + 1]!.asked);
  return new Set(at < 0 ? [] : [at, at + 1]);
}

/**
 * A kind of thing and "called", "named" or "titled" before a name ("the book called X", "a village named X"): they
 * only say which the name is ("the book called The X" too), so both are read past like a frame phrase. Empty when the question has none.
 */
function calledName(ws: readonly Word[], words: WordIndex): Set<number> {
  const at = ws.findIndex(
    (w, i) =>
      CALLED.has(w.token) &&
      ws[ws[i + 1]?.token === 'the' ? i + 2 : i + 1]?.capital === true &&
      plain(ws[i - 1]) &&
      words.mainlyNoun(ws[i - 1]!.t) &&
      DETERMINERS.has(ws[i - 2]?.token ?? ''),
  );
  return new Set(at < 0 ? [] : [at - 1, at]);
}
const CALLED: ReadonlySet<string> = new Set(['called', 'named', 'titled', 'entitled']);

/** The verb and the office noun of "holds the post of …" (OFFICES), before the office itself; empty when none. */
function officeHeld(ws: readonly Word[]): Set<number> {
  const at = ws.findIndex(
    (w, i) =>
      w.t === 'hold' &&
      DETERMINERS.has(ws[i + 1]?.token ?? '') &&
      OFFICES.has(ws[i + 2]?.t ?? '') &&
      ws[i + 3]?.token === 'of' &&
      plain(ws[i + 4]),
  );
  return new Set(at < 0 ? [] : [at, at + 2]);
}

/**
 * A comparative or superlative WordNet lists as a word of its own ("nearest", "farthest", "uppermost") or
 * formed from an adjective it lists ("larger", "biggest", "happiest"). Words that merely end so ("honest",
 * "interest", "water") are none: what is left is not an adjective.
 */
function comparison(token: string, words: WordIndex): boolean {
  const m = COMPARED.exec(token);
  if (m === null) return false;
  const stem = m[1]!;
  const stems = [stem, `${stem}e`, stem.replace(/i$/, 'y'), stem.replace(/(.)\1$/, '$1')];
  return stems.some((x) => x !== token && words.isLemma(x, 'adj') && !words.mainlyNoun(x));
}

/** A word ending as a comparative or a superlative does, with the stem before the ending. */
const COMPARED = /^(.{2,}?)(?:er|est)$/;

/** Whether question-forms.ts lists the word, as written or as its lemma, among CHANGING_MODIFIERS. */
function listedAsChanging(w: Word): boolean {
  return CHANGING_MODIFIERS.has(w.t) || CHANGING_MODIFIERS.has(w.token);
}

/** An unnamed English word (a relation or type word, never an entity's name). */
function plain(w: Word | undefined): w is Word {
  return w !== undefined && !w.stop && !w.named && !w.asked && w.known;
}

function extraVerb(ws: readonly Word[], i: number, afterDo: boolean, auxAt: number, words: WordIndex): boolean {
  const w = ws[i]!;
  if (!plain(w) || !words.isLemma(w.t, 'verb') || listedAsChanging(w) || PARTICLES.has(w.token)) {
    return false;
  }
  // After a determiner or a preposition it is a noun ("When did the harbour at X…", "hold for concerts"); after
  // "to" it may be a verb still ("use to reach X").
  // Past any adjectives: "their first work phone" holds a noun, not the verb "work".
  let b = i - 1;
  while (b > 0 && plain(ws[b]) && words.isLemma(ws[b]!.t, 'adj') && !words.isLemma(ws[b]!.t, 'verb')) b--;
  const before = ws[b]?.token;
  if (before !== undefined && (DETERMINERS.has(before) || (PREPOSITIONS.has(before) && before !== 'to'))) return false;
  if (!(afterDo || isVerbForm(w.token, w.t, words) || words.mainlyVerb(w.t))) return false;
  if (ws[i + 1]?.token === 'of') return false;
  // A present participle before a word qualifies it ("the founding chief executive"): not the question's verb.
  if (PRESENT_PARTICIPLE.test(w.token) && plain(ws[i + 1])) return false;
  // "When did X apply for naturalisation?": a verb whose preposition takes the noun closing the question acts on
  // it. Not a noun before another ("registered for .book files": there a name may stand as a word).
  let k = i + 1;
  if (DONE_AUXILIARY.has(ws[auxAt]?.token ?? '') && !PASSIVE.has(ws[i - 1]?.token ?? '') && counts(ws)) return false;
  // "How many shipwrecks have been raised from Lake X?" counts fewer than the shipwrecks in it.
  if (REMOVAL.has(ws[k]?.token ?? '') && PASSIVE.has(ws[i - 1]?.token ?? '') && !LIGHT_VERBS.has(w.t)) return false;
  if (PREPOSITIONS.has(ws[k]?.token ?? '') && !LIGHT_VERBS.has(w.t)) {
    k++;
    while (ws[k] !== undefined && DETERMINERS.has(ws[k]!.token)) k++;
    if (plain(ws[k]) && words.mainlyNoun(ws[k]!.t) && k === ws.length - 1) return false;
  }
  // Its object: the noun after it, past any determiner.
  let j = i + 1;
  while (ws[j] !== undefined && DETERMINERS.has(ws[j]!.token)) j++;
  const object = ws[j];
  if (plain(object) && words.mainlyNoun(object.t)) return false;
  // Past a name or a figure, a noun with "of" after it is still a relation it acts on ("Who designed the ISO 4217
  // code of X?"); a name alone is the entity ("What code identifies the Swiss franc?").
  while (ws[j] !== undefined && (ws[j]!.named || DIGITS.test(ws[j]!.token))) j++;
  if (j > i + 1 && plain(ws[j]) && words.mainlyNoun(ws[j]!.t) && ws[j + 1]?.token === 'of') return false;
  // Its subject: what stands between the auxiliary and it ("the founder of X", "the ban on X"); a verb that only
  // says where in a question asking where may follow one.
  const where = LOCATING.has(w.t) && ws.some((x) => x.asked && x.t === PLACE);
  for (let k = auxAt + 1; auxAt >= 0 && !where && k < i; k++) {
    if (plain(ws[k]) && SUBJECT_TIES.has(ws[k + 1]?.token ?? '')) return false;
  }
  return true;
}

function extraNoun(ws: readonly Word[], i: number, words: WordIndex): boolean {
  const w = ws[i]!;
  // "on average" restates nothing: it asks another statistic.
  if (!plain(w) || !words.isLemma(w.t, 'noun') || CHANGING_MODIFIERS.has(w.t)) return false;
  let j = i - 1;
  while (j >= 0 && DETERMINERS.has(ws[j]!.token)) j--;
  const before = ws[j];
  const after = ws[i + 1];
  // Type words between a determiner and the name they stand before ("Who directed the film X?", "the novel The
  // Garden", "the engineering group X", "the high-street bank X"; "the painting X": there a word ending in -ing
  // is the noun, not the verb's form), none of them a changing modifier.
  if (typeWordBeforeName(ws, i, words)) return true;
  // A kind of place given before its name with "of", past any adjectives or nouns that say which kind ("the
  // small town of X", "the market town of X"); those words too.
  const kind = NAMED_KINDS.has(w.t) ? i : namedKindAfter(ws, i, words);
  if (kind >= 0 && ws[kind + 1]?.token === 'of' && ws[kind + 2]?.named === true) {
    let k = kind - 1;
    while (describesKind(ws[k], words)) k--;
    if (ws[k] !== undefined && DETERMINERS.has(ws[k]!.token)) return true;
  }
  // "on the banks of the X River": the edges of a place say where, as the place does.
  const name = ws[i + 2]?.token === 'the' ? i + 3 : i + 2;
  if (PLACE_EDGES.has(w.token) && after?.token === 'of' && ws[name]?.capital === true) {
    // In a phrase of place ("on the banks of"), not as what is asked ("How long are the shores of Lake X?").
    return DETERMINERS.has(ws[i - 1]?.token ?? '') && PREPOSITIONS.has(ws[i - 2]?.token ?? '');
  }
  if (before === undefined || !PREPOSITIONS.has(before.token)) return false;
  // Closing the question, only after a preposition that restates ("in", "at"), not one that changes ("by road"),
  // and never in a question about a date, where it moves the event ("first broadcast in colour"), nor after "at"
  // in the past, where it names an occasion.
  // Before "to" or "for" a noun is a relation of what follows ("the sequel to X", "the heir to X").
  if (after === undefined) return !changingPreposition(ws, j) && !asksDate(ws) && !occasion(ws, j);
  return PREPOSITIONS.has(after.token) && !RELATION_PREPOSITIONS.has(after.token);
}

/** A word before a kind of place that says which kind: an adjective or a noun, never a changing modifier. */
function describesKind(w: Word | undefined, words: WordIndex): boolean {
  return plain(w) && !listedAsChanging(w) && (words.isLemma(w.t, 'adj') || words.isLemma(w.t, 'noun'));
}

/** Where the kind of place stands that the words from `i` on describe ("market" in "market town of X"), or -1. */
function namedKindAfter(ws: readonly Word[], i: number, words: WordIndex): number {
  let k = i;
  while (describesKind(ws[k], words) && !NAMED_KINDS.has(ws[k]!.t)) k++;
  return k > i && NAMED_KINDS.has(ws[k]?.t ?? '') ? k : -1;
}

/**
 * Whether the adverb at `i` is one of manner (an adjective's -ly form, the adjective not listed) in a "how many"
 * question, or right before a past participle: "When was X last successfully besieged?" asks of fewer sieges.
 */
function mannerChanges(ws: readonly Word[], i: number, words: WordIndex): boolean {
  const adverb = ws[i]!.token;
  const next = ws[i + 1];
  // The participle the question's verb, closing it or before a preposition; not one said of a name or a noun
  // ("the eagerly awaited X").
  const after = ws[i + 2];
  const verb = after === undefined || PREPOSITIONS.has(after.token);
  const beforeParticiple = verb && next !== undefined && next.token !== next.t && PAST_PARTICIPLE.test(next.token);
  if (!beforeParticiple && !counts(ws)) return false;
  const m = /^(.{3,}?)(?:ally|ily|ly)$/.exec(adverb);
  if (m === null) return false;
  const stem = m[1]!;
  const bases = adverb.endsWith('ily')
    ? [`${stem}y`]
    : adverb.endsWith('ally')
      ? [`${stem}al`, stem]
      : [stem, `${stem}e`];
  const base = bases.find((b) => words.isLemma(b, 'adj'));
  // Before a participle even a word of praise says how it went ("successfully"): only a listed one narrows nothing.
  return base !== undefined && !NARROWS_NOTHING.has(base) && (beforeParticiple || !isEvaluative(base));
}

/** Whether the word at `i` is one of a run of nouns (and words of a compound) between a determiner and a name. */
function typeWordBeforeName(ws: readonly Word[], i: number, words: WordIndex): boolean {
  const typeWord = (w: Word | undefined): w is Word => plain(w) && !listedAsChanging(w) && words.isLemma(w.t, 'noun');
  if (!typeWord(ws[i])) return false;
  let k = i - 1;
  while (typeWord(ws[k])) k--;
  if (ws[k] === undefined || !DETERMINERS.has(ws[k]!.token)) return false;
  let n = i + 1;
  while (typeWord(ws[n])) n++;
  const last = ws[n - 1]!;
  while (ws[n] !== undefined && DETERMINERS.has(ws[n]!.token)) n++;
  // The run's head names a kind of thing ("bank", "painting"), not an act; and what follows is a name, not a
  // relation written in capitals ("the e-book ISBN of X").
  const head = words.isLemma(last.token, 'noun') ? last.token : last.t;
  // A name written with a capital: a lower-case word WordNet lacks is a word ("the replica watermill").
  if (ws[n]?.capital !== true || !words.mainlyNoun(head)) return false;
  while (ws[n]?.named === true) n++;
  return ws[n]?.token !== 'of';
}

/**
 * The terms as the key sees them: each once, in order of first use; a word read past in one place and asked in
 * another counts where it is asked ("사원증을 잃어버렸는데 … 사원증 재발급 비용" asks of the card the clause names).
 */
export function uniqueTerms(terms: readonly Term[]): Term[] {
  const kept = new Map<string, Term>();
  for (const x of terms) {
    const had = kept.get(x.t);
    if (had === undefined || (had.stop && !x.stop)) kept.set(x.t, x);
  }
  return terms.filter((x) => kept.get(x.t) === x);
}

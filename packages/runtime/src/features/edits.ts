import { DETERMINERS, STOPWORDS } from '../tokenize/stopwords.js';
import type { WordIndex } from '../wordnet/word-index.js';
import type { Probe, SingleChange } from './change.js';
import {
  ASKING,
  HOW_ATTRIBUTE,
  PLACE_KINDS,
  QUESTION_NOUN,
  SAME_QUESTION,
  SETTLEMENTS,
  WHO_KINDS,
} from './question-forms.js';
import { INDEFINITE, uniqueTerms, type Term } from './terms.js';

/**
 * The readings features/paraphrase.ts tries, as edits of a question's terms: words left out (an extra word, a
 * modifier, a frame phrase) or replaced (a question form, a compound, a phrase, a synonym), one at a time or two
 * together. Each builder says which words it may touch; none touches a name or the noun a question word asks.
 */

/**
 * Synonym readings tried per question at most (bounds the work of a question no one taught): two words'
 * worth of alternatives, strongest links first.
 */
export const MAX_SYNONYM_PROBES = 48;

/**
 * Pairs of changes read per question at most, strongest first: with the single changes and synonyms this
 * bounds the work of a question no one taught.
 */
export const MAX_PAIRED_PROBES = 80;
/** Synonyms one structural change may be paired with: the strongest links of the words it leaves alone. */
export const PAIRED_SYNONYMS = 12;

/** One change to a question's terms: these terms out, those in (in the place of the first one taken out). */
export interface Edit {
  /** One change, or two made in one reading (a phrase read as a word, then that word's question form). */
  changes: SingleChange[];
  remove: ReadonlySet<string>;
  add: readonly string[];
  strength: number;
  /**
   * Takes each word out once, where the wording it replaces stands: "Which ship yard built the ship X?" joins
   * the first "ship", not the one before the name.
   */
  once?: boolean;
  /**
   * Takes out only words that say the asker wants to know ("I'd like to know", "at last count"): such a reading
   * may also meet a phrasing taught with a word more, as a replaced wording may (features/paraphrase.ts).
   */
  asksNothing?: true;
}

export function probeOf(edits: readonly Edit[]): Omit<Probe, 'key'> {
  const strength = edits.reduce((s, e) => s * e.strength, 1);
  const changes = edits.flatMap((e) => e.changes);
  if (changes.length === 1) return { change: changes[0]!, strength };
  return { change: { kind: 'two_changes', changes: [changes[0]!, changes[1]!] }, strength };
}

export function applyEdits(terms: readonly Term[], edits: readonly Edit[]): Term[] {
  const out: Term[] = [];
  const placed = new Set<Edit>();
  const taken = new Map<Edit, Set<string>>();
  for (const x of terms) {
    // A word left out is never the noun the question word asks ("place" in "Where did X take place?").
    const edit = edits.find(
      (e) =>
        e.remove.has(x.t) && !(e.add.length === 0 && x.asked) && !(e.once === true && taken.get(e)?.has(x.t) === true),
    );
    if (edit?.once === true) taken.set(edit, (taken.get(edit) ?? new Set<string>()).add(x.t));
    if (edit === undefined) out.push(x);
    else if (!placed.has(edit)) {
      placed.add(edit);
      for (const t of edit.add) {
        const stop = STOPWORDS.has(t);
        out.push({
          ...x,
          ending: undefined,
          t,
          named: false,
          capital: false,
          known: !stop,
          stop,
          extra: false,
          modifier: false,
          frame: false,
          changing: false,
          asked: false,
        });
      }
    }
  }
  return out;
}

const drop = (change: SingleChange, words: readonly string[]): Edit => ({
  changes: [change],
  remove: new Set(words),
  add: [],
  strength: 1,
});
const swap = (change: SingleChange, words: readonly string[], as: readonly string[], strength = 1): Edit => ({
  changes: [change],
  remove: new Set(words),
  add: as,
  strength,
});
/** A compound or a phrase read the other way: its words taken out once each, where they stand together. */
const respell = (change: SingleChange, words: readonly string[], as: readonly string[]): Edit => ({
  ...swap(change, words, as),
  once: true,
});

/** Words left out (an extra word, a modifier, a frame phrase) and wordings replaced (question forms, compounds). */
export function structuralEdits(terms: readonly Term[], content: readonly Term[], words: WordIndex): Edit[] {
  const edits: Edit[] = [];
  // A reading must keep a word that is not a name (names alone ask nothing) and two content words in all. A
  // lower-case word WordNet lacks ("runtime", "timezone") is not written as a name: it counts as a word here.
  const unnamed = content.filter((x) => !x.named || (!x.capital && /^[a-z]+$/.test(x.t))).length;
  const leaves = (out: number) => content.length - out >= 2 && unnamed - out >= 1;
  if (content.length >= 3 && unnamed >= 2) {
    for (const x of content) if (x.extra) edits.push(drop({ kind: 'extra_word', word: x.t }, [x.t]));
  }
  for (const run of modifiers(terms)) {
    const left = run.filter((t) => !STOPWORDS.has(t)).length;
    if (leaves(left)) edits.push(drop({ kind: 'modifier', word: run.join('-') }, run));
  }
  const frame = uniqueTerms(terms.filter((x) => x.frame)).map((x) => x.t);
  // A phrase opening the question ("I'd like to know", "at last count") is also read past alone: what closes the
  // question may be part of what it asks ("… to their partner").
  const first = terms.findIndex((x) => x.named || x.asked);
  const opening = uniqueTerms(terms.slice(0, Math.max(first, 0)).filter((x) => x.frame)).map((x) => x.t);
  const opener = (words: string[]): Edit => ({ ...drop({ kind: 'frame_phrase', words }, words), asksNothing: true });
  if (frame.length > 0 && leaves(frame.length)) {
    edits.push(opening.length === frame.length ? opener(frame) : drop({ kind: 'frame_phrase', words: frame }, frame));
  }
  if (opening.length > 0 && opening.length < frame.length && leaves(opening.length)) edits.push(opener(opening));
  const phrases = phraseEdits(terms, words);
  edits.push(...questionFormEdits(content), ...countEdits(terms), ...kindEdits(terms), ...compoundEdits(terms, words));
  edits.push(...verbFormEdits(terms));
  edits.push(...phrases, ...phrases.flatMap(asked));
  return edits;
}

/** Each modifier once, as the words left out together: one word, or a hyphenated word's parts ("wind-ruffled"). */
function modifiers(terms: readonly Term[]): string[][] {
  const runs = new Map<string, string[]>();
  for (let i = 0; i < terms.length; i++) {
    if (!terms[i]!.modifier || terms[i]!.extra || terms[i]!.stop) continue;
    const run = [terms[i]!.t];
    while (terms[i]!.hyphen === true && terms[i + 1]?.modifier === true) run.push(terms[++i]!.t);
    runs.set(run.join('-'), run);
  }
  return [...runs.values()];
}

/**
 * "which town" read as "where", and "where" as each PLACE_KINDS noun after "which" ("Where was X born?" for a
 * taught "In which town was X born?"): the noun stays the kind of answer asked for, a place either way. And
 * "which artist" read as "who": without the noun, as "who" is a function word.
 */
function kindEdits(terms: readonly Term[]): Edit[] {
  const edits: Edit[] = [];
  terms.forEach((x, i) => {
    // The kind noun, past any modifier before it ("which famous artist").
    let k = i + 1;
    while (terms[k]?.modifier === true) k++;
    const kind = terms[k];
    if (!ASKING.has(x.t) || kind === undefined || kind.named || kind.stop) return;
    if (kind.t !== WHERE && PLACE_KINDS.has(kind.t)) {
      edits.push(swap({ kind: 'question_form', words: [x.t, kind.t], as: ['where'] }, [kind.t], [WHERE]));
    }
    const settlement = SETTLEMENTS.get(kind.t);
    if (settlement !== undefined) {
      edits.push(swap({ kind: 'question_form', words: [x.t, kind.t], as: [x.t, settlement] }, [kind.t], [settlement]));
    }
    if (WHO_KINDS.has(kind.t))
      edits.push(swap({ kind: 'question_form', words: [x.t, kind.t], as: ['who'] }, [kind.t], []));
    // "In which part of Lake X is the deepest point?" asks where in it; not "What part did X play?" (a role).
    if (kind.t === PART && terms[k + 1]?.t === 'of') {
      edits.push(swap({ kind: 'question_form', words: [x.t, kind.t], as: ['where'] }, [kind.t], [WHERE]));
    }
  });
  if (!terms.some((x) => x.asked && x.t === WHERE) || terms.some((x) => !x.asked && PLACE_KINDS.has(x.t))) return edits;
  for (const kind of PLACE_KINDS) {
    if (kind !== WHERE) edits.push(swap({ kind: 'question_form', words: ['where'], as: [kind] }, [WHERE], [kind]));
  }
  return edits;
}

/** A part of a place, asked with "which": where in it. */
const PART = 'part';

/** The noun "where" is keyed as. */
const WHERE = QUESTION_NOUN.get('where')!;

/**
 * A phrase read as a word that has a question form, read on in that form: "When did X pass away?" → die → the
 * date of death of X. Two changes, made in one reading.
 */
function asked(phrase: Edit): Edit[] {
  return BOTH_WAYS.filter(
    ([from]) => from.length === phrase.add.length && from.every((t, i) => phrase.add[i] === t),
  ).map(([from, to]) => {
    const form: SingleChange = { kind: 'question_form', words: [...from], as: [...to] };
    return { ...phrase, add: to, changes: [...phrase.changes, form] };
  });
}

/** Each SAME_QUESTION pair as (from, to), in both directions: built once, read for every question. */
const BOTH_WAYS: readonly (readonly [readonly string[], readonly string[]])[] = SAME_QUESTION.flatMap(([a, b]) => [
  [a, b] as const,
  [b, a] as const,
]);

/** Each side of a SAME_QUESTION pair the question holds, replaced by the other side. */
function questionFormEdits(content: readonly Term[]): Edit[] {
  const present = new Set(content.filter((x) => !x.named).map((x) => x.t));
  // Never the asked noun alone ("when" as "year"): "what year" is keyed as the date already.
  const asked = new Set(content.filter((x) => x.asked).map((x) => x.t));
  return BOTH_WAYS.filter(
    ([from, to]) =>
      from.every((t) => present.has(t)) &&
      !from.every((t) => asked.has(t)) &&
      // A word on both sides is kept ("first time" → "first"); one only on the other side must not be there yet.
      !to.some((t) => present.has(t) && !from.includes(t)),
  ).map(([from, to]) => swap({ kind: 'question_form', words: [...from], as: [...to] }, from, to));
}

/**
 * "How many times has X run a marathon?" counts what "How many marathons has X run?" does: "times" left out where
 * a noun with "a" or "an" follows. And "How big is the market capitalisation of X?" asks what "What is the market
 * capitalisation of X?" asks: "how big" of a noun that is not the entity asks that noun, so the size is left out.
 */
function countEdits(terms: readonly Term[]): Edit[] {
  const edits: Edit[] = [];
  const first = terms.findIndex((x) => x.howAttribute === true);
  const asked = terms[first];
  if (asked === undefined) return edits;
  if (asked.t === COUNT) {
    if (terms[first + 1]?.t === TIMES) {
      const counted = terms.some(
        (x, i) => i > first + 1 && INDEFINITE.has(terms[i - 1]?.t ?? '') && x.known && !x.stop,
      );
      if (counted) edits.push(drop({ kind: 'question_form', words: [COUNT, TIMES], as: [COUNT] }, [TIMES]));
    }
    // "How many bridges does the X River have?" counts what "How many bridges are there across the X River?"
    // does: a count read with the preposition of a line (across, along) for "have" or "there", or without it.
    const line = terms.find((x) => LINE_PREPOSITIONS.includes(x.t));
    const holds = terms.find((x) => x.stop && HOLDS.has(x.t));
    if (line !== undefined) edits.push(drop({ kind: 'question_form', words: [line.t], as: [] }, [line.t]));
    else if (holds !== undefined) {
      for (const as of LINE_PREPOSITIONS) {
        edits.push(swap({ kind: 'question_form', words: [holds.t], as: [as] }, [holds.t], [as]));
      }
    }
  }
  // Past "is the" and any name before it ("How big is the X Ltd market capitalisation?"): the noun asked about,
  // if there is one ("How big is Lake X?" asks the lake's size).
  let k = first + 1;
  while (terms[k]?.stop === true || terms[k]?.named === true) k++;
  const noun = terms[k];
  if (asked.t === SIZE && noun !== undefined && noun.known && !noun.named && !noun.asked) {
    edits.push(drop({ kind: 'question_form', words: [SIZE, noun.t], as: [noun.t] }, [SIZE]));
  }
  return edits;
}
const TIMES = 'times';
const LINE_PREPOSITIONS: readonly string[] = ['across', 'along'];
const HOLDS: ReadonlySet<string> = new Set(['have', 'has', 'there']);
const SIZE = HOW_ATTRIBUTE.get('big')!;

/**
 * A past form keyed as written, because it is a word of its own ("won": win, "found": find) or too short to be
 * taken for an inflection ("got": get, "ran": run), read as its verb too: "How many prizes has X won?" for a
 * taught "How many prizes did X win?"; so is a form in -s that is a word of its own ("costs": cost). After "has"
 * or "have", "got" says what "have" alone does ("How many grandchildren has X got?" = "does X have"), so it is
 * also read as "have".
 */
function verbFormEdits(terms: readonly Term[]): Edit[] {
  const present = new Set(terms.filter((x) => !x.stop).map((x) => x.t));
  const edits: Edit[] = [];
  terms.forEach((x, i) => {
    const base = x.formOf;
    if (base === undefined || x.capital || x.asked || present.has(base)) return;
    edits.push(swap({ kind: 'synonym', word: x.t, as: base }, [x.t], [base]));
    // Read as "have" itself, a function word, so the reading may also meet a phrasing taught with a word more.
    if (base === GET && terms.slice(0, i).some((y) => y.stop && HAVE.has(y.t))) {
      edits.push(swap({ kind: 'question_form', words: ['have', x.t], as: ['have'] }, [x.t], [HAVE_AS]));
    }
  });
  return edits;
}
const GET = 'get';
const HAVE: ReadonlySet<string> = new Set(['has', 'have']);

/**
 * A taught phrasing with each past form keyed as written read as its verb ("Who led the campaign to save X?" as
 * "lead"), or null when it has none: teach stores this reading too (features/paraphrase.ts), so a question that
 * comes to the verb by another road meets it ("Who was the leader of the campaign …", read with lead for leader).
 */
export function baseFormReading(terms: readonly Term[]): Term[] | null {
  const based = (x: Term) => x.formOf !== undefined && !x.capital && !x.asked;
  return terms.some(based) ? terms.map((x) => (based(x) ? { ...x, t: x.formOf! } : x)) : null;
}
const HAVE_AS = 'have';

/** Shortest part of a closed compound read as a word of its own ("home" + "town"). */
const MIN_COMPOUND_PART = 3;

/**
 * A compound the other way: two words written as one ("home town" → hometown, "home port" → homeport, "nick
 * name" → nickname), or
 * "B of A" as the one word WordNet lists ("place of birth" → birthplace); and one word split where both parts
 * are words and the second a noun ("hometown" → home town), for a word WordNet lists as a noun or one it does
 * not list at all and written in lower case ("homeport"). A joined word WordNet does not list is read only
 * where the second word is used mostly as a noun: the compound means its head ("run time" → runtime).
 */
function compoundEdits(terms: readonly Term[], words: WordIndex): Edit[] {
  const plain = (x: Term | undefined): x is Term => x !== undefined && !x.stop && !x.named && !x.asked && x.known;
  const edits: Edit[] = [];
  const join = (first: Term, second: Term, as: string, listedOnly: boolean) => {
    // A hyphenated word may be written closed as any word WordNet lists ("proof-read" → proofread).
    const listed = words.isLemma(as, 'noun') || (first.hyphen === true && words.isLemma(as));
    const unlisted = !listedOnly && !words.isLemma(as) && words.mainlyNoun(second.t);
    if (first.t !== second.t && (listed || unlisted) && !terms.some((x) => x.t === as)) {
      edits.push(respell({ kind: 'compound', words: [first.t, second.t], as: [as] }, [first.t, second.t], [as]));
    }
  };
  // A function word may be one part of a compound WordNet lists ("nick name" → nickname), a short one only joined
  // by a hyphen ("on-line" → online, "by-law" → bylaw).
  const part = (x: Term): boolean => (x.stop ? x.t.length >= MIN_COMPOUND_PART || x.hyphen === true : plain(x));
  terms.forEach((x, i) => {
    const next = terms[i + 1];
    // Joined as written, in the singular where WordNet lists the plural on its own ("play grounds" → playground).
    if (plain(x) && plain(next))
      join(x, next, words.isLemma(x.t + next.t) ? x.t + next.t : words.lemma(x.t + next.t), false);
    else if (next !== undefined && part(x) && part(next) && (plain(x) || plain(next)))
      join(x, next, x.t + next.t, true);
    const after = terms[i + 2];
    if (plain(x) && next?.t === 'of' && plain(after)) join(x, after, after.t + x.t, true);
    const listed = plain(x) && words.isLemma(x.t, 'noun');
    const unlisted = !x.stop && !x.known && !x.capital && !x.asked && /^[a-z]+$/.test(x.t);
    if (!listed && !unlisted) return;
    for (let cut = MIN_COMPOUND_PART; cut <= x.t.length - MIN_COMPOUND_PART; cut++) {
      const head = x.t.slice(0, cut);
      const tail = words.lemma(x.t.slice(cut));
      if (words.isLemma(head) && words.isLemma(tail, 'noun')) {
        edits.push(respell({ kind: 'compound', words: [x.t], as: [head, tail] }, [x.t], [head, tail]));
      }
    }
  });
  return edits;
}

/** The noun "how many" is keyed as. */
const COUNT = HOW_ATTRIBUTE.get('many')!;

/** Phrase readings tried per question at most. */
const MAX_PHRASE_EDITS = 16;
/** Words an initialism is read from, at least and at most. */
const MIN_SPELLED_OUT = 3;
const MAX_SPELLED_OUT = 5;

/**
 * A word that may be one of an initialism's words written out: a content word, not asked, in letters only, not
 * joined to the next by a hyphen.
 */
function spelledOutWord(x: Term): boolean {
  return (
    !x.stop &&
    !x.asked &&
    x.howAttribute !== true &&
    !x.initialism &&
    x.hyphen !== true &&
    /^[a-z]+$/.test(x.written ?? x.t)
  );
}

/**
 * Words from `i` written out as the initialism their initials spell, longest run first, with the word the
 * initialism is keyed as: "standard industrial classification code" as "SIC code", "Data Universal Numbering System
 * number" as "DUNS number". Three words or more, none a function word: two initials spell too many words by chance.
 */
function spelledOutAt(terms: readonly Term[], i: number, words: WordIndex): { run: Term[]; as: string }[] {
  const out: { run: Term[]; as: string }[] = [];
  for (let n = MAX_SPELLED_OUT; n >= MIN_SPELLED_OUT; n--) {
    const run = terms.slice(i, i + n);
    const initialism = run.map((x) => (x.written ?? x.t)[0]).join('');
    const as = words.lemma(initialism);
    // Never a function word: "wheelchair accessible section" is no "was".
    const word = !STOPWORDS.has(initialism) && !STOPWORDS.has(as);
    if (run.length === n && run.every(spelledOutWord) && word) out.push({ run, as });
  }
  return out;
}

/**
 * A taught phrasing with a noun phrase after a determiner written out as the initialism its initials spell ("Who is
 * the chief technology officer of X?"), read with the initialism in its place ("Who is the CTO of X?"): teach stores
 * this reading too (features/paraphrase.ts), since a question with the initialism alone cannot say what it stands
 * for. Only nouns and adjectives as written (a participle in -ing only where WordNet lists it as an adjective: "chief
 * operating officer"), ending in a noun, none part of a name: "the trams stop running" and "the ship Kestrel
 * Dawn" spell nothing, or two questions would share a key.
 */
export function initialismReadings(terms: readonly Term[], words: WordIndex): Term[][] {
  const readings: Term[][] = [];
  // Before the last word, a participle in -ing WordNet lists as an adjective of its own ("operating") stands as
  // written; never a comparison ("worst recorded flood" spells no title).
  const asWritten = (x: Term, last: boolean) =>
    x.written === undefined || last
      ? nounOrAdjective(x, words)
      : x.written.endsWith('ing') && words.isLemma(x.written, 'adj');
  const nounPhrase = (run: readonly Term[]) =>
    run.every((x, k) => !x.named && asWritten(x, k === run.length - 1)) && words.mainlyNoun(run[run.length - 1]!.t);
  for (let i = 1; i < terms.length; i++) {
    if (!DETERMINERS.has(terms[i - 1]!.t)) continue;
    for (const { run, as } of spelledOutAt(terms, i, words)) {
      if (!nounPhrase(run)) continue;
      const from = run.map((x) => x.t);
      readings.push(applyEdits(terms, [respell({ kind: 'phrase', words: from, as: [as] }, from, [as])]));
    }
  }
  return readings;
}

const nounOrAdjective = (x: Term, words: WordIndex): boolean => words.isLemma(x.t, 'noun') || words.isLemma(x.t, 'adj');

/**
 * Two or three words that make a WordNet phrase read as each word or phrase it shares a synset with ("zip code"
 * → postal code, postcode), and a single word read as each phrase it shares one with ("zip" → zip code).
 */
function phraseEdits(terms: readonly Term[], words: WordIndex): Edit[] {
  const open = (x: Term) => !x.named && !x.asked && (x.stop || x.known);
  const edits: Edit[] = [];
  const add = (from: readonly Term[], as: string[]) => {
    const out = from.filter((x) => !x.stop).map((x) => x.t);
    if (out.length > 0 && edits.length < MAX_PHRASE_EDITS) {
      edits.push(respell({ kind: 'phrase', words: from.map((x) => x.t), as }, out, as));
    }
  };
  for (let i = 0; i < terms.length; i++) {
    for (const n of [3, 2]) {
      const run = terms.slice(i, i + n);
      // A phrase may end with a particle ("set up", "come out") but never start with a function word.
      if (run.length < n || !run.every(open) || run[0]!.stop) continue;
      const lemmas = (as: readonly string[]) => as.map((w) => words.lemma(w));
      const keyed = run.map((x) => x.t).join(' ');
      for (const as of words.phrases.links(keyed)) add(run, lemmas(as));
      // As written, in the singular: WordNet lists "parking lot", which is keyed as "park lots" ("parking" is a
      // form of park, "lots" a word of its own). A plural asks for the other phrase in the plural too.
      const last = run[n - 1]!;
      const singular = last.stop ? null : words.singular(last.written ?? last.t);
      const written = [...run.slice(0, -1).map((x) => x.written ?? x.t), singular ?? last.written ?? last.t].join(' ');
      if (written === keyed) continue;
      for (const as of words.phrases.links(written)) {
        add(run, lemmas(singular === null ? as : [...as.slice(0, -1), words.plural(as[as.length - 1]!)]));
      }
    }
    for (const { run, as } of spelledOutAt(terms, i, words)) add(run, [as]);
    const x = terms[i]!;
    // An initialism as the phrase it stands for, when the phrase's initials spell it: "CFO" → chief financial
    // officer, never "CEO" → chief operating officer, which WordNet lists in the same synset.
    if (x.initialism === true && words.isLemma(x.t)) {
      for (const as of words.phrases.links(x.t)) {
        if (as.map((w) => w[0]).join('') === x.t)
          add(
            [x],
            as.map((w) => words.lemma(w)),
          );
      }
    }
    if (!x.stop && open(x)) {
      // A phrase of two content words: "live on" for "go" is "live" to the key, a word WordNet never linked.
      for (const as of words.phrases.links(x.t)) {
        if (as.filter((w) => !STOPWORDS.has(w)).length > 1)
          add(
            [x],
            as.map((w) => words.lemma(w)),
          );
      }
    }
  }
  return edits;
}

/** Whether `head` ends `compound` after a word of its own ("grand" + child; not "a" + cross). */
function headOf(compound: string, head: string, words: WordIndex): boolean {
  const first = compound.slice(0, compound.length - head.length);
  return compound.endsWith(head) && first.length >= MIN_COMPOUND_PART && words.isLemma(first);
}

/** Each word swapped for a WordNet alternative, strongest links first across the question's words. */
export function synonymEdits(content: readonly Term[], words: WordIndex): Edit[] {
  const present = new Set(content.map((x) => x.t));
  const swaps: Edit[] = [];
  // What "how many" counts is swapped only for a word of the same sense: "How many singers…" counts fewer than
  // "How many musicians…", though a singer is a kind of musician.
  const counted = content.findIndex(
    (x, i) => i > 0 && content[i - 1]!.howAttribute === true && content[i - 1]!.t === COUNT,
  );
  content.forEach((x, i) => {
    if (!x.known || x.named || x.asked || x.changing) return;
    for (const alt of words.links(x.t)) {
      if (i === counted && alt.score < 1) continue;
      // A closed compound and its head are never one word: a grandchild is no child, a stepmother no mother.
      if (!present.has(alt.lemma) && !headOf(x.t, alt.lemma, words) && !headOf(alt.lemma, x.t, words)) {
        swaps.push(swap({ kind: 'synonym', word: x.t, as: alt.lemma }, [x.t], [alt.lemma], alt.score));
      }
    }
  });
  // A stable sort keeps the words' order on ties.
  swaps.sort((a, b) => b.strength - a.strength);
  return swaps.slice(0, MAX_SYNONYM_PROBES);
}

/** Two changes that touch different words: structural ones with each other and with the strongest synonyms. */
export function pairedEdits(structural: readonly Edit[], synonyms: readonly Edit[]): Edit[][] {
  const apart = (a: Edit, b: Edit) =>
    ![...a.remove].some((t) => b.remove.has(t) || b.add.includes(t)) && !b.add.some((t) => a.add.includes(t));
  const pairs: Edit[][] = [];
  const single = structural.filter((e) => e.changes.length === 1);
  single.forEach((a, i) => {
    for (const b of single.slice(i + 1)) if (apart(a, b) && apart(b, a)) pairs.push([a, b]);
    // The strongest synonyms of the words this change leaves alone.
    let paired = 0;
    for (const b of synonyms) {
      if (paired === PAIRED_SYNONYMS) break;
      if (apart(a, b) && apart(b, a)) (pairs.push([a, b]), paired++);
    }
  });
  pairs.sort((p, q) => q[0]!.strength * q[1]!.strength - p[0]!.strength * p[1]!.strength);
  return pairs.slice(0, MAX_PAIRED_PROBES);
}

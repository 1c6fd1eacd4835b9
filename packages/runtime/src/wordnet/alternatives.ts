import { STOPWORDS } from '../tokenize/stopwords.js';
import { PARTS, partOf, type WordNetFiles } from './wordnet-files.js';

/**
 * The other words a question may mean by a word, each with the strength of its WordNet link. A question that
 * abstains as asked is read again with one word swapped for one of these (features/paraphrase.ts); the
 * weaker the link, the closer that reading must come to a taught key, so a loose link can only ever answer a
 * question that matches a taught one almost exactly.
 *
 * The link always goes to a word in its MAIN sense — the most tagged sense of its most tagged part of speech
 * — because that is the sense a taught phrasing most likely used it in; the question's word may be in any of
 * its senses (a person chose it for what they meant), its main sense counting a little more.
 */

/**
 * Strength of each kind of link, before the sense it starts from is weighed. Kinds of a word (hyponyms) are
 * not links: "creator" has 272 kinds and kinds of kinds ("founder" among them, 45th by strength and use),
 * "food" 240, far more than a question can try, and ranking them picks rare words before the one meant.
 */
export const LINK = {
  /** Shares the sense: author ~ writer, establish ~ found. */
  synonym: 1,
  /** The more general word a noun sense is a kind of: money → currency, tongue → language. */
  hypernym: 0.9,
  /** A verb that the sense entails, or that entails it (WordNet's `*`): call (telephone) ↔ dial. */
  entailment: 0.85,
  /** The same concept in another part of speech, word to word (WordNet's `+`): founder ↔ found. */
  derivation: 0.85,
  /** An adjective of similar meaning (WordNet's `&`). */
  similar: 0.85,
  /**
   * A word whose main sense is defined with this one (the most used first): lake → pond ("a small lake"). A noun
   * is defined with its genus only, the first noun of its definition (glossLinks).
   */
  definedBy: 0.8,
  /** A word this one's main sense is defined with: tall → high. */
  defining: 0.75,
} as const;

/** Weight of a link that starts from a sense other than the word's main one. */
export const OTHER_SENSE = 0.9;
/**
 * Alternatives kept per lemma: a question tries each, so this bounds the work of one word. 16 cut "dial"
 * from "call" (18th) and "high" from "tall" (22nd) once entailment, derivation and similar adjectives
 * joined the links.
 */
export const MAX_ALTERNATIVES = 24;
/** Words whose main sense is defined with a lemma, kept per lemma (the most used first). */
const MAX_DEFINED_BY = 4;

export interface LemmaFacts {
  readonly lemmas: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  /** Main sense (synset id) of each lemma. */
  readonly mainSense: readonly number[];
  /** Tagged uses of each lemma, all senses. */
  readonly uses: Float64Array;
  /** The lemma a word of a definition stands for (morphology over these lemmas). */
  lemmaOf(token: string): string;
}

export interface Alternatives {
  altStart: Uint32Array;
  alts: Uint32Array;
  /** Strength of each link, in (0, 1]. */
  scores: Float64Array;
}

export function deriveAlternatives(wn: WordNetFiles, facts: LemmaFacts): Alternatives {
  const { lemmas, index, mainSense, uses } = facts;

  /** Lemmas whose main sense is this synset. */
  const mainSenseOf = new Map<number, number[]>();
  lemmas.forEach((_, i) => push(mainSenseOf, mainSense[i]!, i));

  /** Verb synsets that entail this one. */
  const entailedBy = new Map<number, number[]>();
  for (const [id, s] of wn.synsets) {
    for (const p of s.pointers) if (p.symbol === '*') push(entailedBy, p.target, id);
  }

  const { defining, definedBy } = glossLinks(wn, facts);
  const opposites = antonyms(wn, index);
  // A stop word is a term only through an inflection outside the list: a verb whose -ing form is not a stop
  // word ("calling" → call), unlike "using" or "being".
  const verbs = wn.senses.get('verb')!;
  const ing = (w: string): string => (w.endsWith('e') && w.length > 2 ? w.slice(0, -1) : w) + 'ing';
  const reachable = lemmas.map((w) => !STOPWORDS.has(w) || (verbs.has(w) && !STOPWORDS.has(ing(w))));

  const altStart = new Uint32Array(lemmas.length + 1);
  const alts: number[] = [];
  const scores: number[] = [];
  lemmas.forEach((w, i) => {
    altStart[i] = alts.length;
    const found = new Map<number, number>();
    const opposite = opposites.get(i);
    const take = (m: number, score: number): void => {
      if (m === i || !reachable[m] || opposite?.has(m) === true || prefixed(lemmas[i]!, lemmas[m]!)) return;
      if (score > (found.get(m) ?? 0)) found.set(m, score);
    };
    /** Every lemma whose main sense is `target`. */
    const inMainSense = (target: number, score: number): void => {
      for (const m of mainSenseOf.get(target) ?? []) take(m, score);
    };
    /** One word of `target`, when that synset is its main sense. */
    /**
     * One word of `target`, when that synset is its main sense; a derivation also to another of its senses, a
     * little weaker ("burial" → bury, whose main sense is "cover from sight"), as the link the other way is.
     */
    const word = (target: number, k: number, score: number, anySense: boolean): void => {
      const m = index.get(wn.synsets.get(target)?.words[k - 1] ?? '');
      if (m === undefined) return;
      if (mainSense[m] === target) take(m, score);
      else if (anySense) take(m, score * OTHER_SENSE);
    };

    // Its main part of speech first, whose first sense is its main sense.
    const main = partOf(mainSense[i]!);
    for (const p of [main, ...PARTS.filter((x) => x !== main)]) {
      for (const id of wn.senses.get(p)!.get(w) ?? []) {
        const from = id === mainSense[i] ? 1 : OTHER_SENSE;
        const synset = wn.synsets.get(id)!;
        const self = synset.words.indexOf(w) + 1;
        inMainSense(id, LINK.synonym * from);
        for (const ptr of synset.pointers) {
          // A lexical pointer links two words, not two senses: only this word's own counts.
          if (ptr.sourceWord !== 0 && ptr.sourceWord !== self) continue;
          const link = LINK_OF[ptr.symbol];
          if (link === undefined || (link === 'hypernym' && p !== 'noun')) continue;
          if (ptr.targetWord !== 0) word(ptr.target, ptr.targetWord, LINK[link] * from, link === 'derivation');
          else inMainSense(ptr.target, LINK[link] * from);
        }
        if (p === 'verb') for (const by of entailedBy.get(id) ?? []) inMainSense(by, LINK.entailment * from);
      }
    }
    for (const m of mostUsed(definedBy.get(i) ?? [], uses, MAX_DEFINED_BY)) take(m, LINK.definedBy);
    for (const m of defining[i]!) take(m, LINK.defining);

    // Strongest first; ties keep the order found (main sense first, then the other senses in WordNet's order).
    const ranked = [...found].map(([m, score], order) => ({ m, score, order }));
    ranked.sort((a, b) => b.score - a.score || a.order - b.order);
    for (const r of ranked.slice(0, MAX_ALTERNATIVES)) {
      alts.push(r.m);
      scores.push(r.score);
    }
  });
  altStart[lemmas.length] = alts.length;
  return { altStart, alts: Uint32Array.from(alts), scores: Float64Array.from(scores) };
}

/**
 * Each lemma's opposites (WordNet's `!`), both ways: never a link, however else the two are tied ("private" is
 * defined as "not public", yet asks the other thing).
 */
function antonyms(wn: WordNetFiles, index: ReadonlyMap<string, number>): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const add = (a: number | undefined, b: number | undefined): void => {
    if (a === undefined || b === undefined) return;
    for (const [x, y] of [[a, b] as const, [b, a] as const]) {
      const set = out.get(x) ?? new Set<number>();
      out.set(x, set.add(y));
    }
  };
  for (const s of wn.synsets.values()) {
    for (const p of s.pointers) {
      if (p.symbol !== '!') continue;
      const target = wn.synsets.get(p.target);
      if (target === undefined) continue;
      const from = p.sourceWord === 0 ? s.words : [s.words[p.sourceWord - 1] ?? ''];
      const to = p.targetWord === 0 ? target.words : [target.words[p.targetWord - 1] ?? ''];
      for (const a of from) for (const b of to) add(index.get(a), index.get(b));
    }
  }
  return out;
}

/** Prefixes that make another word of one ("reopen", "co-found", "predate", "unpaid"): again, with, before, not. */
const CHANGING_PREFIXES = ['re', 'co', 'ex', 'pre', 'post', 'sub', 'non', 'un', 'mis', 'dis', 'over', 'under'];

/** One of the two is the other with a CHANGING_PREFIXES prefix: never a link ("reopen" is not "open"). */
function prefixed(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return CHANGING_PREFIXES.some((p) => long === p + short || long === `${p}-${short}`);
}

/** Pointer symbols that make a link, and which. */
const LINK_OF: Readonly<Record<string, keyof typeof LINK>> = {
  '@': 'hypernym',
  '@i': 'hypernym',
  '*': 'entailment',
  '+': 'derivation',
  '&': 'similar',
};

/** The lemmas each lemma's main sense is defined with, and the reverse. */
function glossLinks(wn: WordNetFiles, facts: LemmaFacts): { defining: number[][]; definedBy: Map<number, number[]> } {
  const { lemmas, index, mainSense, lemmaOf } = facts;
  const termOf = new Map<string, number>();
  const defining: number[][] = [];
  const definedBy = new Map<number, number[]>();
  lemmas.forEach((_, i) => {
    const text = wn.synsets.get(mainSense[i]!)?.definition ?? '';
    const terms = new Set<number>();
    // A noun's definition names what it is first (its genus: "price: the amount of money needed to purchase
    // something"); the nouns after that say how it differs, and are other things ("profit: the excess of
    // revenues over outlays", "town: an urban area … smaller than a city"). Only the first noun links.
    const noun = partOf(mainSense[i]!) === 'noun';
    let genus = false;
    for (const token of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      let t = termOf.get(token);
      if (t === undefined) {
        const lemma = STOPWORDS.has(token) ? '' : lemmaOf(token);
        t = STOPWORDS.has(lemma) ? -1 : (index.get(lemma) ?? -1);
        termOf.set(token, t);
      }
      if (t < 0) continue;
      const isNoun = partOf(mainSense[t]!) === 'noun';
      if (noun && isNoun && genus) continue;
      if (isNoun) genus = true;
      if (t !== i) terms.add(t);
    }
    defining.push([...terms]);
    for (const t of terms) push(definedBy, t, i);
  });
  return { defining, definedBy };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** The k most used of some lemmas (ties: the earlier lemma), without sorting all of them. */
function mostUsed(ids: readonly number[], uses: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (const id of ids) {
    let at = top.length;
    while (at > 0 && (uses[top[at - 1]!]! < uses[id]! || (uses[top[at - 1]!] === uses[id] && top[at - 1]! > id))) at--;
    if (at < k) {
      top.splice(at, 0, id);
      if (top.length > k) top.pop();
    }
  }
  return top;
}

/**
 * Inflection as WordNet's morphy does it: its exception lists for irregular forms ("spoken" → speak,
 * "children" → child), then its detachment rules, checked against the lemmas the word index holds, so
 * "trades", "traded" and "trading" all become "trade" and "ports" becomes "port". Only a base form WordNet
 * knows is accepted, which keeps "news" from turning into "new".
 */

export type Pos = 'noun' | 'verb' | 'adj';

/**
 * WordNet's morph.c suffix rules, plus "ied" → "y" for verbs (married → marry), which it leaves to its lists, and
 * "sses" → "ss" for nouns before "s" (crosses → cross, passes → pass: WordNet also lists "crosse" and "passe").
 */
const RULES: Record<Pos, readonly (readonly [string, string])[]> = {
  noun: [
    ['sses', 'ss'],
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['ied', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
};

/** Words shorter than this are left alone: "gas" is not the plural of "ga". */
const MIN_INFLECTED = 4;

/** What morphology needs to know of the lexicon: its lemmas, and WordNet's irregular forms. */
export interface LemmaLookup {
  isLemma(word: string, pos?: Pos): boolean;
  /** The base of an irregular form of this part of speech ("chosen" → choose), or null. */
  irregular(word: string, pos: Pos): string | null;
}

/** Base forms of `word` under one part of speech's rules, most specific rule first. */
function bases(word: string, pos: Pos, words: LemmaLookup): string | null {
  for (const [suffix, ending] of RULES[pos]) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const stem = word.slice(0, -suffix.length);
    const base = stem + ending;
    if (words.isLemma(base, pos)) return base;
    // A doubled final consonant before -ed/-ing/-er/-est: stopped → stop, biggest → big.
    if (ending === '' && /([b-df-hj-np-tv-z])\1$/.test(stem) && words.isLemma(stem.slice(0, -1), pos)) {
      return stem.slice(0, -1);
    }
  }
  return null;
}

/**
 * The lemma a word stands for. A verb form — irregular ("spoken", "chosen", "taught") or in -ed/-ing
 * ("sailing" → "sail", "founded" → "found") — becomes its verb unless the word is itself a verb ("found",
 * "saw" stay); any other word WordNet lists as it is stays as it is ("falls", "glasses"); otherwise an
 * irregular noun or adjective form's base ("children" → child), else the first noun, verb or adjective base
 * that WordNet knows. Unknown words (names, invented words) come back unchanged.
 */
export function lemmatize(word: string, words: LemmaLookup): string {
  if (word.length < MIN_INFLECTED || !/^[a-z]+$/.test(word)) return word;
  if (!words.isLemma(word, 'verb')) {
    const irregular = words.irregular(word, 'verb');
    if (irregular !== null) return irregular;
    if (word.endsWith('ing') || word.endsWith('ed')) {
      const v = bases(word, 'verb', words);
      if (v !== null) return v;
    }
  }
  if (words.isLemma(word)) return word;
  const irregular = words.irregular(word, 'noun') ?? words.irregular(word, 'adj');
  if (irregular !== null) return irregular;
  for (const pos of ['noun', 'verb', 'adj'] as const) {
    const b = bases(word, pos, words);
    if (b !== null) return b;
  }
  return word;
}

/** The verb a word in -ed is the past form of ("restored" → restore, "isolated" → isolate), or null ("rugged"). */
export function verbOfPast(word: string, words: LemmaLookup): string | null {
  if (!word.endsWith('ed')) return null;
  return words.irregular(word, 'verb') ?? bases(word, 'verb', words);
}

/** Whether a word is a form of a verb other than itself: irregular, or a regular -ed/-ing form. */
export function isVerbForm(word: string, lemma: string, words: LemmaLookup): boolean {
  if (word === lemma || !words.isLemma(lemma, 'verb')) return false;
  return words.irregular(word, 'verb') === lemma || word.endsWith('ed') || word.endsWith('ing');
}

/**
 * The singular of a plural noun, even one WordNet also lists as a word of its own ("lots" → lot, "parks" → park,
 * "children" → child), or null when the word is no plural of a noun WordNet knows. Phrases are looked up this way:
 * WordNet lists "parking lot", never "parking lots".
 */
export function singularNoun(word: string, words: LemmaLookup): string | null {
  if (word.length < MIN_INFLECTED || !/^[a-z]+$/.test(word)) return null;
  return words.irregular(word, 'noun') ?? bases(word, 'noun', words);
}

/** A noun's regular plural ("park" → parks, "ferry" → ferries, "bus" → buses), for a phrase asked in the plural. */
export function pluralNoun(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

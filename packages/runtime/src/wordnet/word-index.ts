import { lemmatize, pluralNoun, singularNoun, verbOfPast, type LemmaLookup, type Pos } from './morphology.js';
import { Phrases } from './phrases.js';

/**
 * What the model knows about English words, derived from WordNet once, when the model is built, and kept in
 * the model file: rows were written under the terms it produced, so it must never change under them (a newer
 * WordNet would re-key every question). Per single-word lemma: the parts of speech it has, the one its senses
 * are most often tagged with in WordNet's sense-tagged corpus, and a few other lemmas a question may mean by
 * it, each with the strength of the link (wordnet/alternatives.ts). Beside them, WordNet's irregular forms.
 */

/** Has a sense of this part of speech. */
const HAS: Record<Pos | 'adv', number> = { noun: 1, verb: 2, adj: 4, adv: 8 };
/** Bit of the part of speech most of its tagged senses have (ties: the one with more senses). */
const MAIN_SHIFT = 4;
/** Link strengths are kept in hundredths. */
const SCORE_SCALE = 100;

export interface Alternative {
  lemma: string;
  /** Strength of the link in (0, 1]: 1 for a word sharing its main sense, less for looser links. */
  score: number;
}

/** Irregular forms: the form, the lemma it stands for, and the part of speech whose list gave it. */
export interface IrregularForms {
  /** Sorted. */
  readonly forms: readonly string[];
  /** Lemma index of each form's base. */
  readonly bases: Uint32Array;
  /** HAS bit of the part of speech of each form. */
  readonly parts: Uint8Array;
}

export class WordIndex implements LemmaLookup {
  private readonly at = new Map<string, number>();
  private readonly irregularAt = new Map<string, number[]>();

  constructor(
    /** Single-word lemmas (a–z only), sorted. */
    readonly lemmas: readonly string[],
    /** Per lemma: HAS bits, and HAS bits << MAIN_SHIFT for its main part of speech. */
    readonly flags: Uint8Array,
    /** Alternatives of lemma i are alts[altStart[i] .. altStart[i + 1]), lemma indexes, best first. */
    readonly altStart: Uint32Array,
    readonly alts: Uint32Array,
    /** Link strength of each alternative, in hundredths. */
    readonly altScores: Uint8Array,
    readonly irregulars: IrregularForms,
    /** Words of several words and their links (wordnet/phrases.ts). */
    readonly phrases: Phrases = Phrases.empty(),
  ) {
    lemmas.forEach((w, i) => this.at.set(w, i));
    irregulars.forms.forEach((f, k) => {
      const list = this.irregularAt.get(f);
      if (list === undefined) this.irregularAt.set(f, [k]);
      else list.push(k);
    });
  }

  get size(): number {
    return this.lemmas.length;
  }

  isLemma(word: string, pos?: Pos): boolean {
    const i = this.at.get(word);
    if (i === undefined) return false;
    return pos === undefined || (this.flags[i]! & HAS[pos]) !== 0;
  }

  irregular(word: string, pos: Pos): string | null {
    for (const k of this.irregularAt.get(word) ?? []) {
      if (this.irregulars.parts[k] === HAS[pos]) return this.lemmas[this.irregulars.bases[k]!]!;
    }
    return null;
  }

  /** The lemma a question word stands for (unknown words unchanged). */
  lemma(word: string): string {
    return lemmatize(word, this);
  }

  /** The singular of a plural noun, also one listed as a word of its own ("lots" → lot); null if none. */
  singular(word: string): string | null {
    return singularNoun(word, this);
  }

  /** Whether a word in -ed is a verb's past form ("restored"), not an adjective of its own ("rugged", "moated"). */
  pastOfVerb(word: string): boolean {
    return verbOfPast(word, this) !== null;
  }

  /** A noun's regular plural. */
  plural(noun: string): string {
    return pluralNoun(noun);
  }

  /** Has an adverb sense ("worldwide", "overall"). */
  isAdverb(lemma: string): boolean {
    const i = this.at.get(lemma);
    return i !== undefined && (this.flags[i]! & HAS.adv) !== 0;
  }

  /** Used mostly as a verb (most of its tagged senses are verb senses). */
  mainlyVerb(lemma: string): boolean {
    return this.mainly(lemma, 'verb');
  }

  /** Used mostly as a noun. */
  mainlyNoun(lemma: string): boolean {
    return this.mainly(lemma, 'noun');
  }

  /** Used mostly as an adverb ("actually", "roughly"). */
  mainlyAdverb(lemma: string): boolean {
    return this.mainly(lemma, 'adv');
  }

  private mainly(lemma: string, pos: Pos | 'adv'): boolean {
    const i = this.at.get(lemma);
    return i !== undefined && ((this.flags[i]! >>> MAIN_SHIFT) & HAS[pos]) !== 0;
  }

  /** Other lemmas a question may mean by this one, strongest link first. */
  alternatives(lemma: string): string[] {
    return this.links(lemma).map((a) => a.lemma);
  }

  /** Other lemmas a question may mean by this one, with the strength of each link, strongest first. */
  links(lemma: string): Alternative[] {
    const i = this.at.get(lemma);
    if (i === undefined) return [];
    const out: Alternative[] = [];
    for (let k = this.altStart[i]!; k < this.altStart[i + 1]!; k++) {
      out.push({ lemma: this.lemmas[this.alts[k]!]!, score: this.altScores[k]! / SCORE_SCALE });
    }
    return out;
  }

  /**
   * u32 counts (lemmas, bytes of lemma text, alternatives, irregular forms, bytes of their text), then the
   * '\n'-joined lemmas, flags, altStart, alts, their scores, the '\n'-joined forms, their bases and parts;
   * each section padded to 4 bytes. The phrases follow (Phrases.encode).
   */
  encode(): Uint8Array {
    const words = this.encodeWords();
    const phrases = this.phrases.encode();
    const out = new Uint8Array(words.length + phrases.length);
    out.set(words, 0);
    out.set(phrases, words.length);
    return out;
  }

  private encodeWords(): Uint8Array {
    const enc = new TextEncoder();
    const text = enc.encode(this.lemmas.join('\n'));
    const formText = enc.encode(this.irregulars.forms.join('\n'));
    const n = this.lemmas.length;
    const m = this.alts.length;
    const f = this.irregulars.forms.length;
    const size =
      20 +
      padded(text.length) +
      padded(n) +
      4 * (n + 1) +
      4 * m +
      padded(m) +
      padded(formText.length) +
      4 * f +
      padded(f);
    const out = new Uint8Array(size);
    const dv = new DataView(out.buffer);
    [n, text.length, m, f, formText.length].forEach((v, k) => dv.setUint32(4 * k, v, true));
    let at = 20;
    const bytes = (b: Uint8Array): void => {
      out.set(b, at);
      at += padded(b.length);
    };
    const u32s = (a: Uint32Array): void => {
      for (const v of a) {
        dv.setUint32(at, v, true);
        at += 4;
      }
    };
    bytes(text);
    bytes(this.flags);
    u32s(this.altStart);
    u32s(this.alts);
    bytes(this.altScores);
    bytes(formText);
    u32s(this.irregulars.bases);
    bytes(this.irregulars.parts);
    return out;
  }

  static decode(input: Uint8Array): WordIndex {
    const dv = new DataView(input.buffer, input.byteOffset, input.byteLength);
    if (input.length < 20) throw new RangeError('word index: truncated');
    const [n, textLength, m, f, formLength] = [0, 1, 2, 3, 4].map((k) => dv.getUint32(4 * k, true)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    let at = 20;
    const bytes = (count: number): Uint8Array => {
      if (at + count > input.length) throw new RangeError('word index: truncated');
      const out = input.slice(at, at + count);
      at += padded(count);
      return out;
    };
    const u32s = (count: number): Uint32Array => {
      if (at + 4 * count > input.length) throw new RangeError('word index: truncated');
      const out = new Uint32Array(count);
      for (let i = 0; i < count; i++, at += 4) out[i] = dv.getUint32(at, true);
      return out;
    };
    const dec = new TextDecoder();
    const text = dec.decode(bytes(textLength));
    const flags = bytes(n);
    const altStart = u32s(n + 1);
    const alts = u32s(m);
    const altScores = bytes(m);
    const formText = dec.decode(bytes(formLength));
    const bases = u32s(f);
    const parts = bytes(f);
    const phrases = Phrases.decode(input.subarray(at));
    const lemmas = n === 0 ? [] : text.split('\n');
    const forms = f === 0 ? [] : formText.split('\n');
    if (lemmas.length !== n || forms.length !== f) throw new RangeError('word index: count mismatch');
    if (alts.some((a) => a >= n) || bases.some((b) => b >= n)) throw new RangeError('word index: bad lemma index');
    return new WordIndex(lemmas, flags, altStart, alts, altScores, { forms, bases, parts }, phrases);
  }
}

function padded(x: number): number {
  return x + ((4 - (x % 4)) % 4);
}

export const WORD_FLAGS = { HAS, MAIN_SHIFT, SCORE_SCALE } as const;

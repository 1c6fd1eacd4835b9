import { lemmatize, type LemmaLookup, type Pos } from './morphology.js';

/**
 * What the model knows about English words, derived from WordNet 3.1 once, when the model is built, and kept
 * in the model file: rows were written under the terms it produced, so it must never change under them (a
 * newer WordNet would re-key every question). Per single-word lemma: the parts of speech it has, the one its
 * senses are most often tagged with in WordNet's sense-tagged corpus, and a few other lemmas a question may
 * mean by it (synonyms in their main sense, and the more general word a sense is a kind of).
 */

/** Has a sense of this part of speech. */
const HAS: Record<Pos | 'adv', number> = { noun: 1, verb: 2, adj: 4, adv: 8 };
/** Bit of the part of speech most of its tagged senses have (ties: the one with more senses). */
const MAIN_SHIFT = 4;

export class WordIndex implements LemmaLookup {
  private readonly at = new Map<string, number>();

  constructor(
    /** Single-word lemmas (a–z only), sorted. */
    readonly lemmas: readonly string[],
    /** Per lemma: HAS bits, and HAS bits << MAIN_SHIFT for its main part of speech. */
    readonly flags: Uint8Array,
    /** Alternatives of lemma i are alts[altStart[i] .. altStart[i + 1]), lemma indexes, best first. */
    readonly altStart: Uint32Array,
    readonly alts: Uint32Array,
  ) {
    lemmas.forEach((w, i) => this.at.set(w, i));
  }

  get size(): number {
    return this.lemmas.length;
  }

  isLemma(word: string, pos?: Pos): boolean {
    const i = this.at.get(word);
    if (i === undefined) return false;
    return pos === undefined || (this.flags[i]! & HAS[pos]) !== 0;
  }

  /** The lemma a question word stands for (unknown words unchanged). */
  lemma(word: string): string {
    return lemmatize(word, this);
  }

  /** Used mostly as a verb (most of its tagged senses are verb senses). */
  mainlyVerb(lemma: string): boolean {
    const i = this.at.get(lemma);
    return i !== undefined && ((this.flags[i]! >>> MAIN_SHIFT) & HAS.verb) !== 0;
  }

  /** Other lemmas a question may mean by this one, best first. */
  alternatives(lemma: string): string[] {
    const i = this.at.get(lemma);
    if (i === undefined) return [];
    const out: string[] = [];
    for (let k = this.altStart[i]!; k < this.altStart[i + 1]!; k++) out.push(this.lemmas[this.alts[k]!]!);
    return out;
  }

  /** u32 counts (lemmas, bytes of text, alternatives), the '\n'-joined lemmas, flags, altStart, alts. */
  encode(): Uint8Array {
    const text = new TextEncoder().encode(this.lemmas.join('\n'));
    const n = this.lemmas.length;
    const pad = (x: number): number => (4 - (x % 4)) % 4;
    const size = 12 + text.length + pad(text.length) + n + pad(n) + 4 * (n + 1) + 4 * this.alts.length;
    const out = new Uint8Array(size);
    const dv = new DataView(out.buffer);
    dv.setUint32(0, n, true);
    dv.setUint32(4, text.length, true);
    dv.setUint32(8, this.alts.length, true);
    let at = 12;
    out.set(text, at);
    at += text.length + pad(text.length);
    out.set(this.flags, at);
    at += n + pad(n);
    for (const v of this.altStart) {
      dv.setUint32(at, v, true);
      at += 4;
    }
    for (const v of this.alts) {
      dv.setUint32(at, v, true);
      at += 4;
    }
    return out;
  }

  static decode(bytes: Uint8Array): WordIndex {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const n = dv.getUint32(0, true);
    const textLength = dv.getUint32(4, true);
    const altCount = dv.getUint32(8, true);
    const pad = (x: number): number => (4 - (x % 4)) % 4;
    let at = 12;
    const text = new TextDecoder().decode(bytes.subarray(at, at + textLength));
    at += textLength + pad(textLength);
    const flags = bytes.slice(at, at + n);
    at += n + pad(n);
    const altStart = new Uint32Array(n + 1);
    for (let i = 0; i <= n; i++, at += 4) altStart[i] = dv.getUint32(at, true);
    const alts = new Uint32Array(altCount);
    for (let i = 0; i < altCount; i++, at += 4) alts[i] = dv.getUint32(at, true);
    if (at !== bytes.length) throw new RangeError('word index: trailing bytes');
    const lemmas = n === 0 ? [] : text.split('\n');
    if (lemmas.length !== n) throw new RangeError('word index: lemma count mismatch');
    return new WordIndex(lemmas, flags, altStart, alts);
  }
}

export const WORD_FLAGS = { HAS, MAIN_SHIFT } as const;

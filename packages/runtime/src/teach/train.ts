import { answerStep, readAddresses } from '../decode/read.js';
import { RuntimeError } from '../errors/runtime-error.js';
import { taughtKeys } from '../features/paraphrase.js';
import type { QuestionKey } from '../features/question-key.js';
import { EOS, lexiconHome, maxSpellingBytes, readSpelling, spell } from '../lexicon/spelling.js';
import type { ModelParts } from '../model/parts.js';
import { RowOverlay, type RowSource } from '../table/memory-table.js';
import { answerTokens } from '../tokenize/answer.js';
import { runPasses, type PassItem } from './passes.js';

/**
 * Sparse memory fine-tuning. Each (key phrasing, answer step) is one training item whose target is the code
 * of the next answer word. Only the rows of the key's most specific pairs are written — pairs ranked by their
 * IDF weight, kept until they cover `coverage` of the key's squared weight, at most `maxPairsPerKey` — and
 * every write is the least-norm change (normalised LMS) that makes that item read its target exactly.
 * Writing along the key's own weights is what makes a later question's read strength equal its cosine with
 * the key, the quantity abstention tests. Passes repeat over the whole lesson until every item reads within
 * `tolerance` of its target: one pass per fact interferes once facts share rows; a few passes settle it.
 */
export interface TrainOptions {
  /** Pairs used by more facts of the lesson than this are read but never written (default 8). */
  maxSharedBy: number;
  maxPasses: number;
  maxPairsPerKey: number;
  coverage: number;
  tolerance: number;
  /** Also store each phrasing with one word left out (features/paraphrase.ts); the base build does not. */
  shortened: boolean;
}

/** A fact as training sees it: every phrasing that becomes a key, and the answer. */
export interface KeyedFact {
  keys: readonly string[];
  answer: string;
}

export interface Trained {
  /** The working copy: every row the lesson changed, over `source`. */
  shadow: RowOverlay;
  /** Spelling rows the patch must carry even where unchanged (the words it relies on). */
  owned: Set<number>;
  passes: number;
  unsettled: number;
}

export function train(parts: ModelParts, source: RowSource, facts: readonly KeyedFact[], opts: TrainOptions): Trained {
  const { table, lexicon } = parts;
  const shadow = new RowOverlay(source);
  const owned = new Set<number>();
  const maxBytes = maxSpellingBytes(table.dim);
  const answers = facts.map((f, i) => {
    const toks = answerTokens(f.answer, maxBytes);
    if (toks.length + 1 > parts.decode.maxSteps) {
      throw new RuntimeError('invalid_fact', `fact ${i}: answer has more than ${parts.decode.maxSteps - 1} words`, {
        index: i,
      });
    }
    return toks;
  });
  placeSpellings(parts, shadow, owned, answers);

  const ctx = { words: parts.words, background: parts.background, seed: table.seed };
  const keysOf = (p: string): QuestionKey[] => (opts.shortened ? taughtKeys(p, ctx) : taughtKeys(p, ctx).slice(0, 1));
  const keys = facts.map((f) => distinctKeys(f.keys.flatMap(keysOf)));
  // How many facts of the lesson use each pair: a pair many facts share cannot carry any one of them.
  const factsUsing = new Map<number, number>();
  for (const ks of keys) {
    for (const f of new Set(ks.flatMap((k) => [...k.features]))) factsUsing.set(f, (factsUsing.get(f) ?? 0) + 1);
  }
  const items: PassItem[] = [];
  facts.forEach((_, i) => {
    const toks = answers[i]!;
    for (const full of keys[i]!) {
      const key = specificFirst(full, factsUsing, opts.maxSharedBy);
      let selected = 0;
      let covered = 0;
      const goal = opts.coverage * key.specificNorm2;
      while (selected < key.specific && selected < opts.maxPairsPerKey && covered < goal) {
        covered += key.weights[selected]! ** 2;
        selected++;
      }
      let prev = '';
      for (let t = 0; t <= toks.length; t++) {
        const word = t < toks.length ? toks[t]! : EOS;
        items.push({
          addrs: readAddresses(table, key, answerStep(t, prev, table.seed)),
          weights: key.weights,
          selected,
          selectedNorm2: covered,
          target: lexicon.intern(word),
        });
        prev = word;
      }
    }
  });

  const { passes, unsettled } = runPasses(shadow, source, items, lexicon.codeData, {
    maxPasses: opts.maxPasses,
    tol2: opts.tolerance * opts.tolerance,
  });
  return { shadow, owned, passes, unsettled };
}

/** Phrasings of one fact often share a shortened copy ("capital of X" from two phrasings): train it once. */
function distinctKeys(keys: QuestionKey[]): QuestionKey[] {
  const seen = new Set<string>();
  return keys.filter((k) => {
    const id = `${k.features.join(',')}/${k.weights.join(',')}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The key reordered so pairs specific to this fact (used by at most `maxSharedBy` facts of the lesson) come
 * first, heaviest first; generic pairs follow and are never written. If a key has no specific pair at all,
 * every pair counts as specific, so the fact can still be learned.
 */
function specificFirst(
  key: QuestionKey,
  factsUsing: ReadonlyMap<number, number>,
  maxSharedBy: number,
): QuestionKey & { specific: number; specificNorm2: number } {
  const order = [...key.features.keys()];
  const isSpecific = (i: number): boolean => (factsUsing.get(key.features[i]!) ?? 0) <= maxSharedBy;
  let specific = order.filter(isSpecific).length;
  if (specific > 0) order.sort((a, b) => Number(isSpecific(b)) - Number(isSpecific(a)) || a - b);
  else specific = order.length;
  const features = Uint32Array.from(order, (i) => key.features[i]!);
  const weights = Float32Array.from(order, (i) => key.weights[i]!);
  let specificNorm2 = 0;
  for (let i = 0; i < specific; i++) specificNorm2 += weights[i]! ** 2;
  return { features, weights, tokens: key.tokens, specific, specificNorm2 };
}

/**
 * Gives every answer word a spelling row. A word the base spells needs nothing; a word spelled only by an
 * applied patch is carried too (so this patch does not silently depend on that one); a new word takes the
 * first free row from its home position.
 */
function placeSpellings(parts: ModelParts, shadow: RowOverlay, owned: Set<number>, answers: string[][]): void {
  const { table, lexicon } = parts;
  const placed = new Set<string>();
  for (const toks of answers) {
    for (const w of toks) {
      if (placed.has(w)) continue;
      placed.add(w);
      const i = lexicon.find(w);
      let liveAddr = -1;
      if (i >= 0) {
        for (const a of lexicon.slotsOf(i)) {
          if (parts.baseSpellings.has(a)) {
            liveAddr = -2;
            break;
          }
          if (liveAddr === -1 && shadow.row(a)[0] !== 0) liveAddr = a;
        }
      }
      if (liveAddr === -2) continue;
      if (liveAddr >= 0) {
        owned.add(liveAddr);
        continue;
      }
      const home = lexiconHome(w, table.seed, table.lexiconRows);
      let addr = -1;
      for (let probe = 0; probe < table.lexiconRows; probe++) {
        const a = table.memoryRows + ((home + probe) % table.lexiconRows);
        const row = shadow.row(a);
        // An overlay underneath may already spell it here: own that row rather than spell it twice.
        if (row[0] === 0 || readSpelling(row) === w) {
          addr = a;
          break;
        }
      }
      if (addr < 0) throw new RuntimeError('lexicon_full', 'no free spelling row is left for a new answer word');
      shadow.set(addr, spell(w, table.dim));
      owned.add(addr);
    }
  }
}

import { buildBackground } from '../features/background.js';
import { baseCorpus } from '../corpus/base-corpus.js';
import { Lexicon } from '../lexicon/lexicon.js';
import { LiveRows, MemoryTable } from '../table/memory-table.js';
import { TEACH_DEFAULTS } from '../teach/teach.js';
import { train } from '../teach/train.js';
import { buildWordIndex } from '../wordnet/build-word-index.js';
import { Model } from './model.js';
import { resolveOptions, type ModelOptions } from './options.js';

/**
 * Passes over the base corpus. A handful of its keys conflict for good (long names whose pairs are shared
 * with other facts), so it never settles completely; 8 passes answer all but about ten of its ~3,600 keys,
 * and more passes mostly spend time on those few.
 */
const BASE_PASSES = 8;

/** Answers are at most 200 characters, so at most 100 words; one more step says "end". */
export const MAX_STEPS = 101;

/**
 * Builds a model. With `base` (the default) the shipped open-data corpus is trained straight into the table,
 * so the bare model knows capitals, currencies, continents, language codes and element symbols. Pure and
 * deterministic: the same options give the same table bytes. Use `openModel` to cache it on disk.
 */
export function createModel(options: ModelOptions = {}): Model {
  const o = resolveOptions(options);
  const corpus = o.base ? baseCorpus() : [];
  const words = buildWordIndex();
  const background = buildBackground(
    corpus.flatMap((f) => f.keys),
    words,
  );
  const table = new MemoryTable({ rows: o.rows, dim: o.dims, heads: o.heads, seed: o.seed });
  const lexicon = new Lexicon(o.dims, o.seed);
  const baseSpellings = new Set<number>();
  const parts = {
    modelId: o.modelId,
    table,
    lexicon,
    background,
    words,
    decode: {
      minConfidence: o.minConfidence,
      minMargin: o.minMargin,
      minParaphraseConfidence: o.minParaphraseConfidence,
      maxSteps: MAX_STEPS,
    },
    baseSpellings,
  };
  if (corpus.length > 0) {
    const trained = train(parts, new LiveRows(table), corpus, {
      ...TEACH_DEFAULTS,
      maxPasses: BASE_PASSES,
      // The base is what the bare model knows as asked; keeping it to one key per phrasing leaves the table
      // room (a small table filled with shortened copies starts to read noise for questions it never saw).
      shortened: false,
    });
    for (const [addr, row] of trained.shadow.own) {
      table.view(addr).set(row);
      if (table.isLexiconRow(addr)) {
        lexicon.rowChanged(addr, row);
        baseSpellings.add(addr);
      }
    }
  }
  return new Model(parts);
}

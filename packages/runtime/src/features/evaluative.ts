import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Words of praise: what a speaker thinks of a thing ("the beloved author", "the magnificent viaduct", "a precious
 * manuscript"), not which of its kind it is, so a question with one added asks the same thing. Taken from the
 * VADER sentiment lexicon (the `vader-sentiment` package, Apache-2.0): about 7,500 words, each rated by ten
 * people from -4 to +4; a word whose mean rating is at least EVALUATIVE_MIN counts. features/terms.ts reads one
 * past only where WordNet also lists it as an adjective, and never one that CHANGING_MODIFIERS lists: praise
 * words that pick a member or a kind ("favourite", "ideal", "improved", "effective") are listed there.
 *
 * Only praise: words of blame are as often a state that picks another thing ("the stolen painting", "a failed
 * bid", "the dead language").
 */
export const EVALUATIVE_MIN = 2;

let loaded: ReadonlySet<string> | null = null;

/** Whether `word` (lower case) is a word of praise; the lexicon is read once, on first use. */
export function isEvaluative(word: string): boolean {
  loaded ??= readEvaluative();
  return loaded.has(word);
}

function readEvaluative(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const text = readFileSync(require.resolve('vader-sentiment/vader_lexicon.txt'), 'utf8');
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    // word \t mean rating \t standard deviation \t the ten ratings
    const [word, mean] = line.split('\t');
    if (word !== undefined && /^[a-z]+$/.test(word) && Number(mean) >= EVALUATIVE_MIN) words.add(word);
  }
  return words;
}

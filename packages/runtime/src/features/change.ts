import type { QuestionKey } from './question-key.js';

/** What a reading of a question changed from the question as asked (features/paraphrase.ts lists the kinds). */
export type SingleChange =
  | { kind: 'left_out' }
  | { kind: 'extra_word'; word: string }
  | { kind: 'modifier'; word: string }
  | { kind: 'frame_phrase'; words: string[] }
  | { kind: 'question_form'; words: string[]; as: string[] }
  | { kind: 'compound'; words: string[]; as: string[] }
  | { kind: 'phrase'; words: string[]; as: string[] }
  | { kind: 'synonym'; word: string; as: string };

export type Change = SingleChange | { kind: 'two_changes'; changes: [SingleChange, SingleChange] };

export interface Probe {
  key: QuestionKey;
  /** null: the question as asked. */
  change: Change | null;
  /** Strength of the change's link in (0, 1]: 1 except for a synonym, whose WordNet link may be looser. */
  strength: number;
}

import type { ReachRelation } from './reach-phrasings.js';

/**
 * A third held-out reach set, written on 2026-12-04 once the second held-out set had been measured and before
 * the misses of the first two held-out sets were read (those two are development sets from then on). Other
 * relations again, asked as a person would ask whether or not a lever is known to read the wording. Its misses
 * are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_3: readonly ReachRelation[] = [
  {
    name: 'river source',
    kind: 'river',
    taught: 'Where is the source of the {e} River?',
    answer: 'place',
    asks: [
      { template: 'Where does the {e} River begin?', lever: 'question_form' },
      { template: 'In which country is the source of the {e} River?', lever: 'question_form' },
      { template: 'Where is the actual source of the {e} River?', lever: 'modifier' },
      { template: 'In which region exactly is the source of the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the mouth of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Where is the second source of the {e} River?', kind: 'changing_modifier' },
      { template: 'Where is the source of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'age',
    kind: 'person',
    taught: 'How old is {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the age of {e}?', lever: 'question_form' },
      { template: 'How old is {e} today?', lever: 'modifier' },
      { template: 'How old is {e} in years?', lever: 'frame_phrase' },
      { template: 'What is the current age of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How old was {e} at the time of the wedding?', kind: 'changing_modifier' },
      { template: 'How tall is {e}?', kind: 'neighbouring_relation' },
      { template: 'How old is {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'ship captain',
    kind: 'place',
    taught: 'Who is the captain of the {e}?',
    answer: 'person',
    asks: [
      { template: 'Who captains the {e}?', lever: 'question_form' },
      { template: 'Who is the current captain of the {e}?', lever: 'modifier' },
      { template: 'Who currently captains the {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the first mate of the {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the previous captain of the {e}?', kind: 'changing_modifier' },
      { template: 'Who is the captain of the {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'illustrator',
    kind: 'book',
    taught: 'Who is the illustrator of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who illustrated {e}?', lever: 'question_form' },
      { template: 'Who is the talented illustrator of {e}?', lever: 'modifier' },
      { template: 'Who illustrated the book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who wrote {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the cover illustrator of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the illustrator of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake elevation',
    kind: 'lake',
    taught: 'What is the elevation of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the elevation of Lake {e} above sea level?', lever: 'frame_phrase' },
      { template: 'What is the elevation of Lake {e} in metres?', lever: 'frame_phrase' },
      { template: 'What is the exact elevation of Lake {e}?', lever: 'modifier' },
      { template: 'What is the approximate elevation of Lake {e} above sea level?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the depth of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the elevation of Lake {e} in 1800?', kind: 'changing_modifier' },
      { template: 'What is the elevation of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chief executive',
    kind: 'company',
    taught: 'Who is the chief executive of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the chief executive officer of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the CEO of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the present chief executive of {e}?', lever: 'modifier' },
    ],
    negatives: [
      { template: 'Who is the chief financial officer of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the founding chief executive of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the chief executive of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'town founding',
    kind: 'town',
    taught: 'In what year was {e} founded?',
    answer: 'date',
    asks: [
      { template: 'When was {e} founded?', lever: 'question_form' },
      { template: 'What is the founding year of {e}?', lever: 'question_form' },
      { template: 'When exactly was {e} founded?', lever: 'modifier' },
      { template: 'When was the small town of {e} founded?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} abandoned?', kind: 'neighbouring_relation' },
      { template: 'When was {f} founded?', kind: 'other_entity' },
    ],
  },
  {
    name: 'place of death',
    kind: 'person',
    taught: 'Where did {e} die?',
    answer: 'place',
    asks: [
      { template: 'What is the place of death of {e}?', lever: 'question_form' },
      { template: 'In which city did {e} die?', lever: 'question_form' },
      { template: 'Where did {e} pass away?', lever: 'phrase_for_word' },
      { template: 'Where exactly did {e} die?', lever: 'modifier' },
      { template: 'In what town did {e} pass away?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} die?', kind: 'neighbouring_relation' },
      { template: 'Where was {e} buried?', kind: 'neighbouring_relation' },
      { template: 'Where did the wife of {e} die?', kind: 'changing_modifier' },
      { template: 'Where did {f} die?', kind: 'other_entity' },
    ],
  },
  {
    name: 'composer',
    kind: 'work',
    taught: 'Who composed {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the composer of {e}?', lever: 'question_form' },
      { template: 'Who really composed {e}?', lever: 'modifier' },
      { template: 'Who is the actual composer of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who performed {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the lyricist of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the co-composer of {e}?', kind: 'changing_modifier' },
      { template: 'Who composed {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'ticker symbol',
    kind: 'company',
    taught: 'What is the ticker symbol of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the stock ticker symbol of {e}?', lever: 'modifier' },
      { template: 'What is the current ticker symbol of {e}?', lever: 'modifier' },
      { template: 'What is the current stock ticker symbol of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the old ticker symbol of {e}?', kind: 'changing_modifier' },
      { template: 'What is the ISIN of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the ticker symbol of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'seaport',
    kind: 'town',
    taught: 'What is the seaport of {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the sea port of {e}?', lever: 'compound' },
      { template: 'What is the nearby seaport of {e}?', lever: 'modifier' },
      { template: 'What is the nearby sea port of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the nearest seaport to {e}?', kind: 'changing_modifier' },
      { template: 'What is the airport of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the sea port of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'trademark',
    kind: 'company',
    taught: 'What is the trade mark of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the trademark of {e}?', lever: 'compound' },
      { template: 'What is the registered trademark of {e}?', lever: 'two_changes' },
      { template: 'What is the well-known trade mark of {e}?', lever: 'modifier' },
    ],
    negatives: [
      { template: 'What is the slogan of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the former trade mark of {e}?', kind: 'changing_modifier' },
      { template: 'What is the trademark of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'head count',
    kind: 'company',
    taught: 'What is the head count of {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the headcount of {e}?', lever: 'compound' },
      { template: 'What is the total headcount of {e}?', lever: 'two_changes' },
      { template: 'What is the present head count of {e}?', lever: 'modifier' },
    ],
    negatives: [
      { template: 'What was the head count of {e} in 1980?', kind: 'changing_modifier' },
      { template: 'What is the turnover of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the headcount of {f}?', kind: 'other_entity' },
    ],
  },
];

import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twelfth held-out reach set (the fourteenth reach set), written on 2026-12-06 by a hand that saw neither the
 * rules that read paraphrases nor the misses of any earlier set, before this set was first measured. Every relation in
 * it is new to the reach sets: who owns the boathouse on a lake, how many villages lie on a lake's shores, when the
 * watermill on a river was built, up to which town a river is navigable, the word count of a book, when a book went
 * out of print, where someone went on honeymoon, how many languages someone speaks, when a town's bypass opened, a
 * town's grid reference, a company's bank account number, when a company paid its first dividend, how many acts a
 * work has, and who the groundskeeper of a park is. The asks are typed the way people type questions, with no regard
 * for which wordings a lever is known to read. The negatives that must still be refused turn the question with
 * modifiers no earlier set used (the far shore, fishing villages, a replica, seagoing ships, the first draft, the
 * paperback, the grandparents, fluently, the second carriageway, the market square, a savings account, a special
 * dividend, the concert version, a volunteer). Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_12: readonly ReachRelation[] = [
  {
    name: 'boathouse owner',
    kind: 'lake',
    taught: 'Who owns the boathouse on Lake {e}?',
    answer: 'person',
    asks: [
      { template: 'Who owns the boat house on Lake {e}?', lever: 'compound' },
      { template: 'Who owns the boat-house on Lake {e}?', lever: 'compound' },
      { template: 'Who is the owner of the boathouse on Lake {e}?', lever: 'question_form' },
      { template: 'Who does the boathouse on Lake {e} belong to?', lever: 'phrase_for_word' },
      { template: 'Who owns the boathouse on beautiful Lake {e}?', lever: 'modifier' },
      { template: 'Who owns the boathouse on Lake {e} at present?', lever: 'frame_phrase' },
      { template: 'Who is the owner of the boat house on Lake {e}?', lever: 'two_changes' },
      { template: 'Who does the boat-house on Lake {e} belong to these days?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who owns the boathouse on the far shore of Lake {e}?', kind: 'changing_modifier' },
      { template: 'Who rents out boats on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Who owns the boathouse on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'shore villages',
    kind: 'lake',
    taught: 'How many villages lie on the shores of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of villages on the shores of Lake {e}?', lever: 'question_form' },
      { template: 'How many villages are there on the shores of Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many villages lie on the Lake {e} shore?', lever: 'compound' },
      { template: 'How many villages actually lie on the shores of Lake {e}?', lever: 'modifier' },
      { template: 'How many villages lie on the shores of Lake {e} all the way round?', lever: 'frame_phrase' },
      { template: 'What is the number of villages on the Lake {e} shore?', lever: 'two_changes' },
      {
        template: 'How many villages are there on the shores of Lake {e} all the way round?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many fishing villages lie on the shores of Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many hotels stand on the shores of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many villages lie on the shores of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'watermill',
    kind: 'river',
    taught: 'When was the watermill on the {e} River built?',
    answer: 'date',
    asks: [
      { template: 'When was the water mill on the {e} River built?', lever: 'compound' },
      { template: 'When was the water-mill on the {e} River built?', lever: 'compound' },
      { template: 'What is the date of construction of the watermill on the {e} River?', lever: 'question_form' },
      { template: 'When was the watermill on the {e} River put up?', lever: 'phrase_for_word' },
      { template: 'When was the picturesque watermill on the {e} River built?', lever: 'modifier' },
      { template: 'When was the picturesque water mill on the {e} River built?', lever: 'two_changes' },
      { template: 'What is the date of construction of the water-mill on the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the replica watermill on the {e} River built?', kind: 'changing_modifier' },
      { template: 'When did the watermill on the {e} River stop working?', kind: 'neighbouring_relation' },
      { template: 'When was the watermill on the {f} River built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'head of navigation',
    kind: 'river',
    taught: 'Up to which town is the {e} River navigable?',
    answer: 'place',
    asks: [
      { template: 'As far as which town is the {e} River navigable?', lever: 'phrase_for_word' },
      { template: 'Up to which town can the {e} River be navigated?', lever: 'phrase_for_word' },
      { template: 'Which town is the limit of navigation on the {e} River?', lever: 'question_form' },
      { template: 'Up to which town is the winding {e} River navigable?', lever: 'modifier' },
      { template: 'Up to which town is the {e} River navigable by boat?', lever: 'frame_phrase' },
      { template: 'As far as which town is the winding {e} River navigable?', lever: 'two_changes' },
      { template: 'Which town is the limit of navigation for boats on the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Up to which town is the {e} River navigable by seagoing ships?', kind: 'changing_modifier' },
      { template: 'At which town does the {e} River stop being tidal?', kind: 'neighbouring_relation' },
      { template: 'Up to which town is the {f} River navigable?', kind: 'other_entity' },
    ],
  },
  {
    name: 'word count',
    kind: 'book',
    taught: 'What is the word count of {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the wordcount of {e}?', lever: 'compound' },
      { template: 'What is the word-count of {e}?', lever: 'compound' },
      { template: 'How many words does {e} have?', lever: 'question_form' },
      { template: 'What is the number of words in {e}?', lever: 'phrase_for_word' },
      { template: 'What is the total word count of {e}?', lever: 'modifier' },
      { template: 'What is the word count of {e} from cover to cover?', lever: 'frame_phrase' },
      { template: 'How many words does {e} have from cover to cover?', lever: 'two_changes' },
      { template: 'What is the total wordcount of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the word count of the first draft of {e}?', kind: 'changing_modifier' },
      { template: 'How many sentences are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the word count of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'out of print',
    kind: 'book',
    taught: 'When did {e} go out of print?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} go out of print?', lever: 'question_form' },
      { template: 'When did {e} stop being in print?', lever: 'phrase_for_word' },
      { template: 'When did {e} go out-of-print?', lever: 'compound' },
      { template: 'When did {e} finally go out of print?', lever: 'modifier' },
      { template: 'When did the book {e} go out of print?', lever: 'modifier' },
      { template: 'In what year did the book {e} go out of print?', lever: 'two_changes' },
      { template: 'When did {e} finally stop being in print?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the paperback of {e} go out of print?', kind: 'changing_modifier' },
      { template: 'When was {e} last reprinted?', kind: 'neighbouring_relation' },
      { template: 'When did {f} go out of print?', kind: 'other_entity' },
    ],
  },
  {
    name: 'honeymoon',
    kind: 'person',
    taught: 'Where did {e} go on honeymoon?',
    answer: 'place',
    asks: [
      { template: 'What was the honeymoon destination of {e}?', lever: 'question_form' },
      { template: "What was {e}'s honeymoon destination?", lever: 'question_form' },
      { template: 'Where did {e} spend their honeymoon?', lever: 'phrase_for_word' },
      { template: 'Where exactly did {e} go on honeymoon?', lever: 'modifier' },
      { template: 'Where did {e} go on honeymoon after the wedding?', lever: 'frame_phrase' },
      { template: 'Where exactly did {e} spend their honeymoon?', lever: 'two_changes' },
      { template: 'Where did {e} spend their honeymoon after the wedding?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where did the grandparents of {e} go on honeymoon?', kind: 'changing_modifier' },
      { template: 'Where did {e} get married?', kind: 'neighbouring_relation' },
      { template: 'Where did {f} go on honeymoon?', kind: 'other_entity' },
    ],
  },
  {
    name: 'languages spoken',
    kind: 'person',
    taught: 'How many languages does {e} speak?',
    answer: 'number',
    asks: [
      { template: 'What is the number of languages {e} speaks?', lever: 'question_form' },
      { template: 'How many languages is {e} able to speak?', lever: 'phrase_for_word' },
      { template: 'How many different languages does {e} speak?', lever: 'modifier' },
      { template: 'How many languages does {e} actually speak?', lever: 'modifier' },
      { template: 'How many languages does {e} speak in all?', lever: 'frame_phrase' },
      { template: 'How many different languages is {e} able to speak?', lever: 'two_changes' },
      { template: 'What is the number of languages {e} speaks in all?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many languages does {e} speak fluently?', kind: 'changing_modifier' },
      { template: 'How many musical instruments does {e} play?', kind: 'neighbouring_relation' },
      { template: 'How many languages does {f} speak?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bypass opening',
    kind: 'town',
    taught: 'When did the {e} bypass open?',
    answer: 'date',
    asks: [
      { template: 'When did the {e} by-pass open?', lever: 'compound' },
      { template: 'When did the bypass round {e} open?', lever: 'compound' },
      { template: 'What was the opening date of the {e} bypass?', lever: 'question_form' },
      { template: 'When did the {e} bypass come into use?', lever: 'phrase_for_word' },
      { template: 'When did the {e} bypass open to traffic?', lever: 'frame_phrase' },
      { template: 'When did the long-awaited {e} bypass open?', lever: 'modifier' },
      { template: 'When did the long-awaited {e} by-pass open?', lever: 'two_changes' },
      { template: 'What was the opening date of the bypass round {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the second carriageway of the {e} bypass open?', kind: 'changing_modifier' },
      { template: 'When did work start on the {e} bypass?', kind: 'neighbouring_relation' },
      { template: 'When did the {f} bypass open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'grid reference',
    kind: 'town',
    taught: 'What is the grid reference of {e}?',
    answer: 'code',
    asks: [
      { template: 'What grid reference does {e} have?', lever: 'question_form' },
      { template: 'What is the position of {e} given as a grid reference?', lever: 'phrase_for_word' },
      { template: 'What is the grid reference of the town of {e}?', lever: 'modifier' },
      { template: 'What is the grid reference of {e} on the map?', lever: 'frame_phrase' },
      { template: 'What grid reference does the town of {e} have?', lever: 'two_changes' },
      { template: 'What grid reference does {e} have on the map?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the grid reference of the market square in {e}?', kind: 'changing_modifier' },
      { template: 'What is the postcode of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the grid reference of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bank account number',
    kind: 'company',
    taught: 'What is the bank account number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What bank account number does {e} have?', lever: 'question_form' },
      { template: 'What is the number of the bank account of {e}?', lever: 'compound' },
      { template: 'What is the bank account number belonging to {e}?', lever: 'phrase_for_word' },
      { template: 'What is the correct bank account number of {e}?', lever: 'modifier' },
      { template: 'What is the bank account number of {e} at its bank?', lever: 'frame_phrase' },
      { template: 'What bank account number does the firm {e} have?', lever: 'two_changes' },
      { template: 'What is the correct number of the bank account of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the savings account number of {e}?', kind: 'changing_modifier' },
      { template: 'What is the sort code of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the bank account number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first dividend',
    kind: 'company',
    taught: 'When did {e} pay its first dividend?',
    answer: 'date',
    asks: [
      { template: 'What was the date of the first dividend paid by {e}?', lever: 'question_form' },
      { template: 'In what year did {e} pay its first dividend?', lever: 'question_form' },
      { template: 'When did {e} first pay out a dividend?', lever: 'phrase_for_word' },
      { template: 'When did {e} pay its first dividend to shareholders?', lever: 'frame_phrase' },
      { template: 'When did {e} pay its very first dividend?', lever: 'modifier' },
      { template: 'When did {e} first pay out a dividend to shareholders?', lever: 'two_changes' },
      { template: 'In what year did {e} pay its very first dividend?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} pay its first special dividend?', kind: 'changing_modifier' },
      { template: 'When did {e} first make a profit?', kind: 'neighbouring_relation' },
      { template: 'When did {f} pay its first dividend?', kind: 'other_entity' },
    ],
  },
  {
    name: 'number of acts',
    kind: 'work',
    taught: 'How many acts does {e} have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of acts in {e}?', lever: 'question_form' },
      { template: 'How many acts is {e} divided into?', lever: 'phrase_for_word' },
      { template: 'How many acts does {e} actually have?', lever: 'modifier' },
      { template: 'How many acts does {e} have from beginning to end?', lever: 'frame_phrase' },
      { template: 'How many acts is {e} actually divided into?', lever: 'two_changes' },
      { template: 'What is the total number of acts in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many acts does the concert version of {e} have?', kind: 'changing_modifier' },
      { template: 'How many scenes does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many acts does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'groundskeeper',
    kind: 'place',
    taught: 'Who is the groundskeeper at {e} Park?',
    answer: 'person',
    asks: [
      { template: 'Who is the grounds keeper at {e} Park?', lever: 'compound' },
      { template: 'Who is the grounds-keeper at {e} Park?', lever: 'compound' },
      { template: 'Who keeps the grounds at {e} Park?', lever: 'question_form' },
      { template: 'Who looks after the grounds at {e} Park?', lever: 'phrase_for_word' },
      { template: 'Who is the current groundskeeper at {e} Park?', lever: 'modifier' },
      { template: 'Who is the groundskeeper at {e} Park nowadays?', lever: 'frame_phrase' },
      { template: 'Who is the current grounds keeper at {e} Park?', lever: 'two_changes' },
      { template: 'Who looks after the grounds at {e} Park nowadays?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the volunteer groundskeeper at {e} Park?', kind: 'changing_modifier' },
      { template: 'Who designed {e} Park?', kind: 'neighbouring_relation' },
      { template: 'Who is the groundskeeper at {f} Park?', kind: 'other_entity' },
    ],
  },
];

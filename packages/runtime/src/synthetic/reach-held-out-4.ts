import type { ReachRelation } from './reach-phrasings.js';

/**
 * A fourth held-out reach set (the sixth reach set), written on 2026-12-06 by a hand that saw neither the rules
 * that read paraphrases nor the misses of set 5 (REACH_HELD_OUT_3), while those misses were being read and the
 * levers after them made, and before this set was first measured. Other relations again, asked as a person would ask whether or not a lever is known to read the
 * wording, beside negatives whose modifier changes the question, some of them words or prefixes a list may not
 * name (co-, re-, ex-, landscape, underground, usable, upper, uncut, uncredited, summer). Its misses are reported,
 * never read to change a lever.
 */
export const REACH_HELD_OUT_4: readonly ReachRelation[] = [
  {
    name: 'founder',
    kind: 'company',
    taught: 'Who founded {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the founder of {e}?', lever: 'question_form' },
      { template: 'Who set up {e}?', lever: 'phrase_for_word' },
      { template: 'Who originally founded {e}?', lever: 'modifier' },
      { template: 'Who was the real founder of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who co-founded {e}?', kind: 'changing_modifier' },
      { template: 'Who owns {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the founder of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chairman',
    kind: 'company',
    taught: 'Who is the chairman of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who chairs {e}?', lever: 'question_form' },
      { template: 'Who is the chair of the board of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the chairman of the board of {e}?', lever: 'frame_phrase' },
      { template: 'Who is the current chairman of {e}?', lever: 'modifier' },
      { template: 'Who currently chairs the board of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the honorary chairman of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the founding chairman of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the company secretary of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who chairs {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'stock market listing',
    kind: 'company',
    taught: 'When did {e} go public?',
    answer: 'date',
    asks: [
      { template: 'What is the IPO date of {e}?', lever: 'question_form' },
      { template: 'On what date did {e} go public?', lever: 'question_form' },
      { template: 'When did {e} list on the stock exchange?', lever: 'phrase_for_word' },
      { template: 'When did {e} go public on the stock market?', lever: 'frame_phrase' },
      { template: 'When exactly did {e} go public?', lever: 'modifier' },
      { template: 'What was the exact IPO date of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the planned IPO date of {e}?', kind: 'changing_modifier' },
      { template: 'When did {e} go private?', kind: 'neighbouring_relation' },
      { template: 'When did {f} go public?', kind: 'other_entity' },
    ],
  },
  {
    name: 'museum opening',
    kind: 'place',
    taught: 'When did the {e} Museum open?',
    answer: 'date',
    asks: [
      { template: 'What is the opening date of the {e} Museum?', lever: 'question_form' },
      { template: 'When was the {e} Museum opened?', lever: 'question_form' },
      { template: 'When did the {e} Museum open its doors?', lever: 'phrase_for_word' },
      { template: 'When did the {e} Museum open to the public?', lever: 'frame_phrase' },
      { template: 'When did the popular {e} Museum open?', lever: 'modifier' },
      { template: 'When was the {e} Museum opened to the public?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the {e} Museum reopen?', kind: 'changing_modifier' },
      { template: 'When is the {e} Museum open?', kind: 'neighbouring_relation' },
      { template: 'Who founded the {e} Museum?', kind: 'neighbouring_relation' },
      { template: 'When did the {f} Museum open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'architect',
    kind: 'place',
    taught: 'Who is the architect of the {e} Opera House?',
    answer: 'person',
    asks: [
      { template: 'Who designed the {e} Opera House?', lever: 'question_form' },
      { template: 'Which architect designed the {e} Opera House?', lever: 'question_form' },
      { template: 'Who is the renowned architect of the {e} Opera House?', lever: 'modifier' },
      { template: 'Who actually designed the {e} Opera House?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the landscape architect of the {e} Opera House?', kind: 'changing_modifier' },
      { template: 'Who is the artistic director of the {e} Opera House?', kind: 'neighbouring_relation' },
      { template: 'Who designed the {f} Opera House?', kind: 'other_entity' },
    ],
  },
  {
    name: 'floors',
    kind: 'place',
    taught: 'How many floors does the {e} Tower have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of floors of the {e} Tower?', lever: 'question_form' },
      { template: 'What is the floor count of the {e} Tower?', lever: 'question_form' },
      { template: 'How many floors does the {e} Tower have in total?', lever: 'frame_phrase' },
      { template: 'How many floors does the iconic {e} Tower have?', lever: 'modifier' },
      { template: 'What is the total number of floors of the {e} Tower?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many underground floors does the {e} Tower have?', kind: 'changing_modifier' },
      { template: 'How many office floors does the {e} Tower have?', kind: 'changing_modifier' },
      { template: 'How tall is the {e} Tower?', kind: 'neighbouring_relation' },
      { template: 'How many floors does the {f} Tower have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake volume',
    kind: 'lake',
    taught: 'What is the volume of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How much water does Lake {e} hold?', lever: 'question_form' },
      { template: 'What is the volume of Lake {e} in cubic kilometres?', lever: 'frame_phrase' },
      { template: 'What is the total volume of Lake {e}?', lever: 'modifier' },
      { template: 'What is the water volume of Lake {e}?', lever: 'modifier' },
      { template: 'Roughly how much water does Lake {e} hold?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the usable volume of Lake {e}?', kind: 'changing_modifier' },
      { template: 'What is the minimum volume of Lake {e}?', kind: 'changing_modifier' },
      { template: 'What is the catchment area of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How much water does Lake {f} hold?', kind: 'other_entity' },
    ],
  },
  {
    name: 'drainage basin',
    kind: 'river',
    taught: 'How large is the drainage basin of the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the area of the drainage basin of the {e} River?', lever: 'question_form' },
      { template: 'How large is the watershed of the {e} River?', lever: 'phrase_for_word' },
      { template: 'How large is the catchment of the {e} River?', lever: 'phrase_for_word' },
      { template: 'How large is the drainage basin of the {e} River in square kilometres?', lever: 'frame_phrase' },
      { template: 'How large is the entire drainage basin of the {e} River?', lever: 'modifier' },
      { template: 'Roughly how large is the watershed of the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How large is the upper drainage basin of the {e} River?', kind: 'changing_modifier' },
      { template: 'How large is the delta of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How large is the drainage basin of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'isbn',
    kind: 'book',
    taught: 'What is the ISBN of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the International Standard Book Number of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the ISBN number of {e}?', lever: 'modifier' },
      { template: 'What is the ISBN number of the book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the e-book ISBN of {e}?', kind: 'changing_modifier' },
      { template: 'What is the ISBN of the second edition of {e}?', kind: 'changing_modifier' },
      { template: 'What is the Dewey decimal number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the ISBN of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'runtime',
    kind: 'work',
    taught: 'What is the runtime of {e}?',
    answer: 'number',
    asks: [
      { template: 'How long is {e}?', lever: 'question_form' },
      { template: 'What is the run time of {e}?', lever: 'compound' },
      { template: 'What is the running time of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the runtime of {e} in minutes?', lever: 'frame_phrase' },
      { template: 'What is the total runtime of {e}?', lever: 'modifier' },
      { template: 'How long is {e} in minutes?', lever: 'two_changes' },
      { template: 'What is the full run time of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the uncut runtime of {e}?', kind: 'changing_modifier' },
      { template: 'What is the budget of {e}?', kind: 'neighbouring_relation' },
      { template: 'How long is {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'screenwriter',
    kind: 'work',
    taught: 'Who is the screenwriter of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who wrote the screenplay of {e}?', lever: 'question_form' },
      { template: 'Who is the screen writer of {e}?', lever: 'compound' },
      { template: 'Who is the actual screenwriter of {e}?', lever: 'modifier' },
      { template: 'Who wrote the screen play for {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the uncredited screenwriter of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the cinematographer of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the screenplay of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'time zone',
    kind: 'town',
    taught: 'What is the time zone of {e}?',
    answer: 'code',
    asks: [
      { template: 'What time zone is {e} in?', lever: 'question_form' },
      { template: 'In which time zone does {e} lie?', lever: 'question_form' },
      { template: 'What is the timezone of {e}?', lever: 'compound' },
      { template: 'What is the local time zone of {e}?', lever: 'modifier' },
      { template: 'What is the official time zone of {e}?', lever: 'modifier' },
      { template: 'Which timezone is {e} located in?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the summer time zone of {e}?', kind: 'changing_modifier' },
      { template: 'What is the dialling code of {e}?', kind: 'neighbouring_relation' },
      { template: 'What time zone is {f} in?', kind: 'other_entity' },
    ],
  },
  {
    name: 'occupation',
    kind: 'person',
    taught: 'What is the occupation of {e}?',
    answer: 'place',
    asks: [
      { template: 'What does {e} do for a living?', lever: 'question_form' },
      { template: "What is {e}'s line of work?", lever: 'phrase_for_word' },
      { template: 'What exactly is the occupation of {e}?', lever: 'modifier' },
      { template: 'What does {e} currently do for a living?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the previous occupation of {e}?', kind: 'changing_modifier' },
      { template: 'Where does {e} work?', kind: 'neighbouring_relation' },
      { template: 'What does {f} do for a living?', kind: 'other_entity' },
    ],
  },
  {
    name: 'girlfriend',
    kind: 'person',
    taught: 'Who is the girlfriend of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is {e} dating?', lever: 'question_form' },
      { template: 'Who is the girl friend of {e}?', lever: 'compound' },
      { template: 'Who is the current girlfriend of {e}?', lever: 'modifier' },
      { template: 'Who is {e} currently dating?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the ex-girlfriend of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the best friend of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is {f} dating?', kind: 'other_entity' },
    ],
  },
];

import type { ReachRelation } from './reach-phrasings.js';

/**
 * A second held-out reach set, written on 2026-12-04 after the first held-out set had been measured and before
 * any lever built after that measurement: other relations, and questions asked the way a person would ask them,
 * whether or not a lever is known to read them. Its misses are reported, never read to change a lever; a lever
 * built later gets a fresh set of its own.
 */
export const REACH_HELD_OUT_2: readonly ReachRelation[] = [
  {
    name: 'mountain height',
    kind: 'place',
    taught: 'What is the height of Mount {e}?',
    answer: 'number',
    asks: [
      { template: 'How tall is Mount {e}?', lever: 'question_form' },
      { template: 'How high is Mount {e}?', lever: 'question_form' },
      { template: 'What is the height of Mount {e} above sea level?', lever: 'frame_phrase' },
      { template: 'What is the official height of Mount {e}?', lever: 'modifier' },
      { template: 'How high exactly is Mount {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the height of Mount {e} before the eruption?', kind: 'changing_modifier' },
      { template: 'What is the prominence of Mount {e}?', kind: 'neighbouring_relation' },
      { template: 'How tall is Mount {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'population',
    kind: 'town',
    taught: 'What is the population of {e}?',
    answer: 'number',
    asks: [
      { template: 'How many people live in {e}?', lever: 'question_form' },
      { template: 'How many inhabitants does {e} have?', lever: 'question_form' },
      { template: 'What is the current population of {e}?', lever: 'modifier' },
      { template: 'What is the population of {e} in total?', lever: 'frame_phrase' },
      { template: 'Roughly how many people live in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the population density of {e}?', kind: 'changing_modifier' },
      { template: 'What was the population of {e} in 1900?', kind: 'changing_modifier' },
      { template: 'What is the area of {e}?', kind: 'neighbouring_relation' },
      { template: 'How many people live in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'spouse',
    kind: 'person',
    taught: 'Who is the spouse of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who did {e} marry?', lever: 'question_form' },
      { template: 'Who is {e} married to?', lever: 'question_form' },
      { template: 'Who is the lawful spouse of {e}?', lever: 'modifier' },
      { template: 'Who did {e} actually marry?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the former spouse of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the mother of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who did {f} marry?', kind: 'other_entity' },
    ],
  },
  {
    name: 'headquarters',
    kind: 'company',
    taught: 'Where is the headquarters of {e}?',
    answer: 'place',
    asks: [
      { template: 'Where is {e} headquartered?', lever: 'question_form' },
      { template: 'Where is the main office of {e}?', lever: 'phrase_for_word' },
      { template: 'Where is the global headquarters of {e}?', lever: 'modifier' },
      { template: 'In which city is {e} headquartered?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the regional headquarters of {e}?', kind: 'changing_modifier' },
      { template: 'Who founded {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is {f} headquartered?', kind: 'other_entity' },
    ],
  },
  {
    name: 'founding',
    kind: 'company',
    taught: 'When was {e} founded?',
    answer: 'date',
    asks: [
      { template: 'What year was {e} founded?', lever: 'question_form' },
      { template: 'What is the founding date of {e}?', lever: 'question_form' },
      { template: 'When exactly was {e} founded?', lever: 'modifier' },
      { template: 'When was {e} set up?', lever: 'phrase_for_word' },
      { template: 'In what year was {e} established?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} dissolved?', kind: 'neighbouring_relation' },
      { template: 'Where was {e} founded?', kind: 'neighbouring_relation' },
      { template: 'When was {f} founded?', kind: 'other_entity' },
    ],
  },
  {
    name: 'place of birth',
    kind: 'person',
    taught: 'What is the place of birth of {e}?',
    answer: 'place',
    asks: [
      { template: 'Where was {e} born?', lever: 'question_form' },
      { template: 'In which town was {e} born?', lever: 'question_form' },
      { template: 'What is the birthplace of {e}?', lever: 'compound' },
      { template: 'What is the birth place of {e}?', lever: 'compound' },
      { template: 'Where exactly was {e} born?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where did {e} die?', kind: 'neighbouring_relation' },
      { template: 'When was {e} born?', kind: 'neighbouring_relation' },
      { template: 'Where was the father of {e} born?', kind: 'changing_modifier' },
      { template: 'Where was {f} born?', kind: 'other_entity' },
    ],
  },
  {
    name: 'publication',
    kind: 'book',
    taught: 'When was {e} published?',
    answer: 'date',
    asks: [
      { template: 'What is the publication date of {e}?', lever: 'question_form' },
      { template: 'When was the novel {e} published?', lever: 'modifier' },
      { template: 'When exactly was {e} published?', lever: 'modifier' },
      { template: 'When did {e} come out?', lever: 'phrase_for_word' },
      { template: 'What is the exact publication date of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} translated?', kind: 'neighbouring_relation' },
      { template: 'Who published {e}?', kind: 'neighbouring_relation' },
      { template: 'When was {f} published?', kind: 'other_entity' },
    ],
  },
  {
    name: 'painter',
    kind: 'work',
    taught: 'Who painted {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the painter of {e}?', lever: 'question_form' },
      { template: 'Which artist painted {e}?', lever: 'question_form' },
      { template: 'Who actually painted {e}?', lever: 'modifier' },
      { template: 'Who is the real painter of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who restored {e}?', kind: 'neighbouring_relation' },
      { template: 'Who owns {e}?', kind: 'neighbouring_relation' },
      { template: 'Who painted {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'pages',
    kind: 'book',
    taught: 'How many pages does {e} have?',
    answer: 'number',
    asks: [
      { template: 'What is the page count of {e}?', lever: 'question_form' },
      { template: 'How many pages does {e} have in total?', lever: 'frame_phrase' },
      { template: 'How many printed pages does {e} have?', lever: 'modifier' },
    ],
    negatives: [
      { template: 'How many pages does the hardcover edition of {e} have?', kind: 'changing_modifier' },
      { template: 'How many chapters does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many pages does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'mayor',
    kind: 'town',
    taught: 'Who is the mayor of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the current mayor of {e}?', lever: 'modifier' },
      { template: 'Who is currently the mayor of {e}?', lever: 'modifier' },
      { template: 'Who is the mayor of {e} at present?', lever: 'frame_phrase' },
      { template: 'Who currently serves as the mayor of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the deputy mayor of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the first mayor of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the police chief of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the mayor of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'film director',
    kind: 'work',
    taught: 'Who is the director of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who directed {e}?', lever: 'question_form' },
      { template: 'Who is the credited director of {e}?', lever: 'modifier' },
      { template: 'Who directed the film {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who produced {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the assistant director of {e}?', kind: 'changing_modifier' },
      { template: 'Who directed {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'surface area',
    kind: 'lake',
    taught: 'What is the surface area of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the approximate surface area of Lake {e}?', lever: 'modifier' },
      { template: 'What is the surface area of Lake {e} in square kilometres?', lever: 'frame_phrase' },
      { template: 'What is the total surface area of Lake {e} in square kilometres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the surface area of Lake {e} in 1950?', kind: 'changing_modifier' },
      { template: 'What is the depth of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the surface area of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'website',
    kind: 'company',
    taught: 'What is the website of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the web site of {e}?', lever: 'compound' },
      { template: 'What is the official website of {e}?', lever: 'modifier' },
      { template: 'What is the web address of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the official web site of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the email address of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the old website of {e}?', kind: 'changing_modifier' },
      { template: 'What is the website of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'workforce',
    kind: 'company',
    taught: 'What is the workforce of {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the work force of {e}?', lever: 'compound' },
      { template: 'How many employees does {e} have?', lever: 'question_form' },
      { template: 'What is the entire workforce of {e}?', lever: 'modifier' },
      { template: 'What is the total work force of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the revenue of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the workforce of {e} in 1990?', kind: 'changing_modifier' },
      { template: 'What is the workforce of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'shoreline',
    kind: 'lake',
    taught: 'How long is the shoreline of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the shoreline of Lake {e}?', lever: 'question_form' },
      { template: 'How long is the shore line of Lake {e}?', lever: 'compound' },
      { template: 'How long is the entire shoreline of Lake {e}?', lever: 'modifier' },
      { template: 'How long is the shoreline of Lake {e} in kilometres?', lever: 'frame_phrase' },
      { template: 'What is the length of the shore line of Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How deep is Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How long is the shoreline of Lake {f}?', kind: 'other_entity' },
    ],
  },
];

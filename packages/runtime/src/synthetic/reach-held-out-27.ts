import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-seventh held-out reach set (the twenty-ninth reach set), written on 2026-12-06 by a hand that saw
 * neither the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured.
 * Every relation in it is new to the reach sets: how many hotels stand on the shores of a lake, when the first
 * steamboat was launched on a lake, when the lifeboat station on a river opened, who holds the record for swimming
 * the length of a river, who posed for the cover of a book, how many library loans a book has had, when a person
 * first flew on a plane, who a person's best friend at school was, when a town's bandstand was built, how tall the
 * tallest building in a town is, when a work was first X-rayed, how much a company's chief executive is paid, who
 * the first woman on a company's board was, and who the ghost of a castle is said to be. The asks are typed the way
 * people type them, casual or formal, as questions, statements or requests, with no thought for which wordings a
 * lever can read. Each relation has two negatives whose modifier turns the question into a different one, none of
 * them taken from the twenty-fifth set, some placed before the noun and some added as a clause of time, part, kind,
 * rank or condition (five-star hotels, hotels that stay open through the winter; a cargo steamboat, a steamboat
 * launched after the railway reached the shore; a new lifeboat station, the station opening to visitors; the
 * women's record, a record swum without a wetsuit; the paperback cover, the cover of the reissue for the film;
 * e-book loans, loans since the book won a prize; a private plane, a flight without the parents; a best friend at
 * secondary school, a best friend after the family moved to the coast; the first bandstand, the bandstand rebuilt
 * after a gale; the tallest residential building, the tallest building before the tower blocks went up; a digital
 * X-ray, an X-ray taken after flood damage; an interim chief executive, pay if the profit targets are met; a
 * supervisory board, the board after the company was floated; a headless ghost, the ghost that walks the
 * battlements), beside a neighbouring relation of the same entity and the same question about another entity. Its
 * misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_27: readonly ReachRelation[] = [
  {
    name: 'lakeside hotel count',
    kind: 'lake',
    taught: 'How many hotels are there on the shores of Lake {e}?',
    answer: 'number',
    asks: [
      { template: "What's the number of hotels on the shores of Lake {e}?", lever: 'question_form' },
      { template: 'Do you know how many hotels there are on the shores of Lake {e}?', lever: 'question_form' },
      { template: 'How many lakeside hotels are there at Lake {e}?', lever: 'phrase_for_word' },
      { template: "How many hotels are there on Lake {e}'s shores?", lever: 'compound' },
      { template: 'How many hotels are there on the shores of lovely Lake {e}?', lever: 'modifier' },
      { template: 'How many hotels are there on the shores of Lake {e} altogether?', lever: 'frame_phrase' },
      { template: "What's the number of hotels on Lake {e}'s shores?", lever: 'two_changes' },
      { template: 'How many lakeside hotels are there at lovely Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many five-star hotels are there on the shores of Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How many hotels on the shores of Lake {e} stay open through the winter?',
        kind: 'changing_modifier',
      },
      { template: 'How many campsites are there on the shores of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many hotels are there on the shores of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first steamboat',
    kind: 'lake',
    taught: 'When was the first steamboat launched on Lake {e}?',
    answer: 'date',
    asks: [
      { template: 'In which year was the first steamboat launched on Lake {e}?', lever: 'question_form' },
      { template: 'Tell me when the first steamboat was launched on Lake {e}.', lever: 'question_form' },
      { template: 'When was the first steamboat set afloat on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'When was the first Lake {e} steamboat launched?', lever: 'compound' },
      { template: 'When was the first steamboat launched on tranquil Lake {e}?', lever: 'modifier' },
      {
        template: "When, in the lake's history, was the first steamboat launched on Lake {e}?",
        lever: 'frame_phrase',
      },
      { template: 'In which year was the first Lake {e} steamboat launched?', lever: 'two_changes' },
      { template: 'When was the first steamboat set afloat on tranquil Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the first cargo steamboat launched on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'When was the first steamboat launched on Lake {e} after the railway reached the shore?',
        kind: 'changing_modifier',
      },
      { template: 'When was the first steamboat on Lake {e} scrapped?', kind: 'neighbouring_relation' },
      { template: 'When was the first steamboat launched on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river lifeboat station',
    kind: 'river',
    taught: 'When did the lifeboat station on the {e} River open?',
    answer: 'date',
    asks: [
      { template: 'In what year did the lifeboat station on the {e} River open?', lever: 'question_form' },
      { template: "What's the opening date of the lifeboat station on the {e} River?", lever: 'question_form' },
      { template: 'When did the lifeboat station on the {e} River open its doors?', lever: 'phrase_for_word' },
      { template: 'When did the {e} River lifeboat station open?', lever: 'compound' },
      { template: 'When did the lifeboat station on the treacherous {e} River open?', lever: 'modifier' },
      { template: 'When did the lifeboat station on the banks of the {e} River open?', lever: 'frame_phrase' },
      { template: 'What year did the {e} River lifeboat station open?', lever: 'two_changes' },
      {
        template: 'When did the lifeboat station on the treacherous {e} River open its doors?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did the new lifeboat station on the {e} River open?', kind: 'changing_modifier' },
      { template: 'When did the lifeboat station on the {e} River open to visitors?', kind: 'changing_modifier' },
      { template: 'When did the lifeboat station on the {e} River close?', kind: 'neighbouring_relation' },
      { template: 'When did the lifeboat station on the {f} River open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river length swim record',
    kind: 'river',
    taught: 'Who holds the record for swimming the length of the {e} River?',
    answer: 'person',
    asks: [
      {
        template: 'Who is the record holder for swimming the length of the {e} River?',
        lever: 'question_form',
      },
      {
        template: 'Do you know who holds the record for swimming the length of the {e} River?',
        lever: 'question_form',
      },
      {
        template: 'Who has the fastest time for swimming the length of the {e} River?',
        lever: 'phrase_for_word',
      },
      { template: "Who holds the record for swimming the {e} River's length?", lever: 'compound' },
      {
        template: 'Who holds the record for swimming the length of the mighty {e} River?',
        lever: 'modifier',
      },
      {
        template: 'Who holds the record for swimming the length of the {e} River right now?',
        lever: 'frame_phrase',
      },
      { template: "Who is the record holder for swimming the {e} River's length?", lever: 'two_changes' },
      {
        template: 'Who has the fastest time for swimming the length of the mighty {e} River?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      {
        template: "Who holds the women's record for swimming the length of the {e} River?",
        kind: 'changing_modifier',
      },
      {
        template: 'Who holds the record for swimming the length of the {e} River without a wetsuit?',
        kind: 'changing_modifier',
      },
      {
        template: 'Who holds the record for rowing the length of the {e} River?',
        kind: 'neighbouring_relation',
      },
      { template: 'Who holds the record for swimming the length of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'cover model',
    kind: 'book',
    taught: 'Who posed for the cover of {e}?',
    answer: 'person',
    asks: [
      { template: 'Do you know who posed for the cover of {e}?', lever: 'question_form' },
      { template: "I'm trying to find out who posed for the cover of {e}.", lever: 'question_form' },
      { template: 'Who modelled for the cover of {e}?', lever: 'phrase_for_word' },
      { template: "Who posed for {e}'s cover?", lever: 'compound' },
      { template: 'Who posed for the cover of the acclaimed {e}?', lever: 'modifier' },
      { template: 'Who posed for the cover of the book {e}?', lever: 'frame_phrase' },
      { template: 'Who modelled for the {e} cover?', lever: 'two_changes' },
      { template: 'Do you know who posed for the cover of the acclaimed {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who posed for the paperback cover of {e}?', kind: 'changing_modifier' },
      { template: 'Who posed for the cover of {e} when it was reissued for the film?', kind: 'changing_modifier' },
      { template: 'Who took the photograph for the cover of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who posed for the cover of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'library loan count',
    kind: 'book',
    taught: 'How many library loans has {e} had?',
    answer: 'number',
    asks: [
      { template: "What's the number of library loans {e} has had?", lever: 'question_form' },
      { template: 'Tell me how many library loans {e} has had.', lever: 'question_form' },
      { template: 'How many times has {e} been borrowed from a library?', lever: 'phrase_for_word' },
      { template: 'How many loans from libraries has {e} had?', lever: 'compound' },
      { template: 'How many library loans has the much-loved {e} had?', lever: 'modifier' },
      { template: 'How many library loans has {e} had so far?', lever: 'frame_phrase' },
      { template: 'Tell me how many library loans {e} has had so far.', lever: 'two_changes' },
      { template: 'How many times has the much-loved {e} been borrowed from a library?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many e-book library loans has {e} had?', kind: 'changing_modifier' },
      { template: 'How many library loans has {e} had since it won the prize?', kind: 'changing_modifier' },
      { template: 'How many libraries hold a copy of {e}?', kind: 'neighbouring_relation' },
      { template: 'How many library loans has {f} had?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first flight',
    kind: 'person',
    taught: 'When did {e} first fly on a plane?',
    answer: 'date',
    asks: [
      { template: 'In which year did {e} first fly on a plane?', lever: 'question_form' },
      { template: "I'd like to know when {e} first flew on a plane.", lever: 'question_form' },
      { template: 'When did {e} fly on a plane for the first time?', lever: 'phrase_for_word' },
      { template: "When was {e}'s first plane flight?", lever: 'compound' },
      { template: 'When did the globetrotting {e} first fly on a plane?', lever: 'modifier' },
      { template: 'When did {e} first fly on a plane in their life?', lever: 'frame_phrase' },
      { template: "What year was {e}'s first plane flight?", lever: 'two_changes' },
      { template: 'When did the globetrotting {e} fly on a plane for the first time?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} first fly on a private plane?', kind: 'changing_modifier' },
      { template: 'When did {e} first fly on a plane without their parents?', kind: 'changing_modifier' },
      { template: 'When did {e} first go abroad?', kind: 'neighbouring_relation' },
      { template: 'When did {f} first fly on a plane?', kind: 'other_entity' },
    ],
  },
  {
    name: 'school best friend',
    kind: 'person',
    taught: "Who was {e}'s best friend at school?",
    answer: 'person',
    asks: [
      { template: "Do you know who {e}'s best friend at school was?", lever: 'question_form' },
      { template: "Tell me the name of {e}'s best friend at school.", lever: 'question_form' },
      { template: "Who was {e}'s bestie at school?", lever: 'phrase_for_word' },
      { template: 'Who was the best friend of {e} at school?', lever: 'compound' },
      { template: "Who was the notoriously shy {e}'s best friend at school?", lever: 'modifier' },
      { template: "Who was {e}'s best friend at school, growing up?", lever: 'frame_phrase' },
      { template: 'Who was the best friend of the notoriously shy {e} at school?', lever: 'two_changes' },
      { template: "Do you know who {e}'s bestie at school was?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who was {e}'s best friend at secondary school?", kind: 'changing_modifier' },
      {
        template: "Who was {e}'s best friend at school after the family moved to the coast?",
        kind: 'changing_modifier',
      },
      { template: "Who was {e}'s childhood sweetheart?", kind: 'neighbouring_relation' },
      { template: "Who was {f}'s best friend at school?", kind: 'other_entity' },
    ],
  },
  {
    name: 'bandstand construction',
    kind: 'town',
    taught: 'When was the bandstand in {e} built?',
    answer: 'date',
    asks: [
      { template: 'In what year was the bandstand in {e} built?', lever: 'question_form' },
      { template: 'Can someone tell me when the bandstand in {e} was built?', lever: 'question_form' },
      { template: 'When was the bandstand in {e} put up?', lever: 'phrase_for_word' },
      { template: 'When was the {e} bandstand built?', lever: 'compound' },
      { template: 'When was the charming bandstand in {e} built?', lever: 'modifier' },
      { template: 'When was the bandstand in the town of {e} built?', lever: 'frame_phrase' },
      { template: 'What year was the {e} bandstand built?', lever: 'two_changes' },
      { template: 'When was the charming bandstand in {e} put up?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the first bandstand in {e} built?', kind: 'changing_modifier' },
      { template: 'When was the bandstand in {e} rebuilt after the gale?', kind: 'changing_modifier' },
      { template: 'When was the bandstand in {e} listed as a heritage building?', kind: 'neighbouring_relation' },
      { template: 'When was the bandstand in {f} built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tallest building height',
    kind: 'town',
    taught: 'How tall is the tallest building in {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the height of the tallest building in {e}?', lever: 'question_form' },
      { template: 'Do you know how tall the tallest building in {e} is?', lever: 'question_form' },
      { template: 'How high up does the tallest building in {e} go?', lever: 'phrase_for_word' },
      { template: "How tall is {e}'s tallest building?", lever: 'compound' },
      { template: 'How tall is the tallest building in sleepy {e}?', lever: 'modifier' },
      { template: 'How tall is the tallest building anywhere in {e}?', lever: 'frame_phrase' },
      { template: "What's the height of {e}'s tallest building?", lever: 'two_changes' },
      { template: 'How tall is the tallest building anywhere in sleepy {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How tall is the tallest residential building in {e}?', kind: 'changing_modifier' },
      {
        template: 'How tall was the tallest building in {e} before the tower blocks went up in the sixties?',
        kind: 'changing_modifier',
      },
      { template: 'How many floors does the tallest building in {e} have?', kind: 'neighbouring_relation' },
      { template: 'How tall is the tallest building in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first x-ray',
    kind: 'work',
    taught: 'When was the first X-ray of {e} taken?',
    answer: 'date',
    asks: [
      { template: 'What year was the first X-ray of {e} taken?', lever: 'question_form' },
      { template: 'Do you know the date the first X-ray of {e} was taken?', lever: 'question_form' },
      { template: 'When was the first X-ray of {e} carried out?', lever: 'phrase_for_word' },
      { template: "When was {e}'s first X-ray taken?", lever: 'compound' },
      { template: 'When was the first X-ray of the priceless {e} taken?', lever: 'modifier' },
      { template: 'When was the first X-ray of the artwork {e} taken?', lever: 'frame_phrase' },
      { template: "What year was {e}'s first X-ray taken?", lever: 'two_changes' },
      { template: 'When was the first X-ray of the priceless {e} carried out?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the first digital X-ray of {e} taken?', kind: 'changing_modifier' },
      {
        template: 'When was the first X-ray of {e} taken after it was damaged in the flood?',
        kind: 'changing_modifier',
      },
      { template: 'When was the first photograph of {e} taken?', kind: 'neighbouring_relation' },
      { template: 'When was the first X-ray of {f} taken?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chief executive pay',
    kind: 'company',
    taught: 'How much is the chief executive of {e} paid?',
    answer: 'number',
    asks: [
      { template: 'What is the pay of the chief executive of {e}?', lever: 'question_form' },
      { template: "I'd like to know how much the chief executive of {e} is paid.", lever: 'question_form' },
      { template: 'How much is the CEO of {e} paid?', lever: 'phrase_for_word' },
      { template: "How much is {e}'s chief executive paid?", lever: 'compound' },
      { template: 'How much is the chief executive of the struggling {e} paid?', lever: 'modifier' },
      { template: 'How much is the chief executive of {e} paid in total?', lever: 'frame_phrase' },
      { template: "How much is {e}'s CEO paid?", lever: 'two_changes' },
      { template: 'What is the pay of the chief executive of the struggling {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much is the interim chief executive of {e} paid?', kind: 'changing_modifier' },
      {
        template: 'How much is the chief executive of {e} paid if the profit targets are met?',
        kind: 'changing_modifier',
      },
      { template: 'How much is the chairman of {e} paid?', kind: 'neighbouring_relation' },
      { template: 'How much is the chief executive of {f} paid?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first woman on the board',
    kind: 'company',
    taught: 'Who was the first woman on the board of {e}?',
    answer: 'person',
    asks: [
      { template: 'Do you know who the first woman on the board of {e} was?', lever: 'question_form' },
      { template: 'What was the name of the first woman on the board of {e}?', lever: 'question_form' },
      { template: 'Who was the first woman on the board of directors of {e}?', lever: 'phrase_for_word' },
      { template: "Who was the first woman on {e}'s board?", lever: 'compound' },
      { template: 'Who was the first woman on the board of the venerable {e}?', lever: 'modifier' },
      { template: 'Who was the first woman on the board of {e} in its history?', lever: 'frame_phrase' },
      { template: 'Who was the first woman on the {e} board of directors?', lever: 'two_changes' },
      {
        template: 'What was the name of the first woman on the board of the venerable {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who was the first woman on the supervisory board of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who was the first woman on the board of {e} after it was floated on the stock market?',
        kind: 'changing_modifier',
      },
      { template: 'Who was the first woman to run {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the first woman on the board of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'castle ghost',
    kind: 'place',
    taught: 'Who is the ghost of {e} Castle said to be?',
    answer: 'person',
    asks: [
      { template: 'Do you know who the ghost of {e} Castle is said to be?', lever: 'question_form' },
      { template: 'Tell me who the ghost of {e} Castle is said to be.', lever: 'question_form' },
      { template: 'Who is the spirit that haunts {e} Castle said to be?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} Castle ghost said to be?', lever: 'compound' },
      { template: 'Who is the ghost of gloomy {e} Castle said to be?', lever: 'modifier' },
      { template: 'Who is the ghost of {e} Castle said to be, according to legend?', lever: 'frame_phrase' },
      { template: 'Who is the {e} Castle ghost said to be, according to legend?', lever: 'two_changes' },
      {
        template: 'Do you know who the spirit that haunts {e} Castle is said to be?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who is the headless ghost of {e} Castle said to be?', kind: 'changing_modifier' },
      {
        template: 'Who is the ghost that walks the battlements of {e} Castle said to be?',
        kind: 'changing_modifier',
      },
      { template: 'Who was the last prisoner held in {e} Castle?', kind: 'neighbouring_relation' },
      { template: 'Who is the ghost of {f} Castle said to be?', kind: 'other_entity' },
    ],
  },
];

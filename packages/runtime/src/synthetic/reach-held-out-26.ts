import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-sixth held-out reach set (the twenty-eighth reach set), written on 2026-12-06 by a hand that saw neither
 * the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. Every
 * relation in it is new to the reach sets: when a lake was first stocked with trout, how many lifeguards work at a
 * lake, when a river was given bathing water status, what reference number the gauging station on a river carries,
 * who wrote the first review of a book, when the film of a book was released, how many dogs a person owns, where a
 * person proposed to their partner, how many bus routes serve a town, when a town's swimming pool opened, who donated
 * a work to the museum, when a company first made a profit, who designed a company's staff uniforms, and what a
 * ticket to a zoo costs. The asks are worded as people type them, casual or formal, as questions, statements ending
 * in a question word or requests, with no thought for which wordings a lever can read. Each relation has two
 * negatives whose modifier turns the question into another one, none of them used by an earlier set, some placed
 * before the noun and some added as a clause of time, part, place, rank or condition (rainbow trout, a stocking
 * after the 1976 drought; volunteer lifeguards, lifeguards in the winter months; the lower river, the status given
 * back after it was stripped away; an upstream gauging station, the number before the station was rebuilt; a
 * negative review, the first review after the English translation; an animated film, the release in Japan; rescue
 * dogs, the dogs owned as a child; a former partner, a second proposal; night bus routes, the routes before the cuts
 * of 2010; an outdoor pool, the opening after a rebuild following a fire; the preparatory sketches, the museum that
 * held the work before the war; a billion-dollar profit, a first profit in Europe; the original uniforms, the
 * uniforms for the 2012 Olympics; a family ticket, the price when the zoo first opened), beside a neighbouring
 * relation of the same entity and the same question about another entity. Its misses are reported, never read to
 * change a lever.
 */
export const REACH_HELD_OUT_26: readonly ReachRelation[] = [
  {
    name: 'trout stocking',
    kind: 'lake',
    taught: 'When was Lake {e} first stocked with trout?',
    answer: 'date',
    asks: [
      { template: 'In which year was Lake {e} first stocked with trout?', lever: 'question_form' },
      { template: 'Do you happen to know when Lake {e} was first stocked with trout?', lever: 'question_form' },
      { template: 'When was Lake {e} stocked with trout for the first time?', lever: 'phrase_for_word' },
      { template: 'When did the first Lake {e} trout stocking take place?', lever: 'compound' },
      { template: 'When was tranquil Lake {e} first stocked with trout?', lever: 'modifier' },
      { template: 'When was Lake {e} first stocked with trout, historically speaking?', lever: 'frame_phrase' },
      { template: 'What year was tranquil Lake {e} first stocked with trout?', lever: 'two_changes' },
      { template: 'Do you know when Lake {e} was stocked with trout for the first time?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was Lake {e} first stocked with rainbow trout?', kind: 'changing_modifier' },
      {
        template: 'When was Lake {e} first stocked with trout after the drought of 1976 emptied it?',
        kind: 'changing_modifier',
      },
      { template: 'How many trout are released into Lake {e} each year?', kind: 'neighbouring_relation' },
      { template: 'When was Lake {f} first stocked with trout?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lifeguard count',
    kind: 'lake',
    taught: 'How many lifeguards work at Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of lifeguards working at Lake {e}?', lever: 'question_form' },
      { template: 'Tell me how many lifeguards work at Lake {e}.', lever: 'question_form' },
      { template: 'How many lifeguards are employed at Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many Lake {e} lifeguards are there?', lever: 'compound' },
      { template: 'How many lifeguards work at busy Lake {e}?', lever: 'modifier' },
      { template: 'How many lifeguards work at Lake {e} altogether?', lever: 'frame_phrase' },
      { template: 'How many Lake {e} lifeguards are there altogether?', lever: 'two_changes' },
      { template: "What's the number of lifeguards employed at Lake {e}?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many volunteer lifeguards work at Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many lifeguards work at Lake {e} during the winter months?', kind: 'changing_modifier' },
      { template: 'How many people have drowned in Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many lifeguards work at Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bathing water status',
    kind: 'river',
    taught: 'When was the River {e} given bathing water status?',
    answer: 'date',
    asks: [
      { template: 'In what year was the River {e} given bathing water status?', lever: 'question_form' },
      { template: "I'd like to know when the River {e} was given bathing water status.", lever: 'question_form' },
      { template: 'When did the River {e} get bathing water status?', lever: 'phrase_for_word' },
      { template: 'When was the River {e} given bathing-water status?', lever: 'compound' },
      { template: 'When was the River {e} finally given bathing water status?', lever: 'modifier' },
      { template: 'When was the River {e} given bathing water status for swimming?', lever: 'frame_phrase' },
      { template: 'What year was the River {e} finally given bathing water status?', lever: 'two_changes' },
      { template: 'When did the River {e} get bathing-water status?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the lower River {e} given bathing water status?', kind: 'changing_modifier' },
      {
        template: 'When was the River {e} given bathing water status again after it had been stripped of it?',
        kind: 'changing_modifier',
      },
      { template: 'Who campaigned for the River {e} to get bathing water status?', kind: 'neighbouring_relation' },
      { template: 'When was the River {f} given bathing water status?', kind: 'other_entity' },
    ],
  },
  {
    name: 'gauging station reference',
    kind: 'river',
    taught: 'What is the reference number of the gauging station on the River {e}?',
    answer: 'code',
    asks: [
      { template: 'The gauging station on the River {e} has what reference number?', lever: 'question_form' },
      { template: 'Tell me the reference number of the gauging station on the River {e}.', lever: 'question_form' },
      { template: 'What is the ID of the gauging station on the River {e}?', lever: 'phrase_for_word' },
      { template: 'What is the reference number of the River {e} gauging station?', lever: 'compound' },
      {
        template: 'What exactly is the reference number of the gauging station on the River {e}?',
        lever: 'modifier',
      },
      {
        template: 'What is the reference number of the gauging station on the River {e} that measures its flow?',
        lever: 'frame_phrase',
      },
      { template: 'What is the ID of the River {e} gauging station?', lever: 'two_changes' },
      { template: 'Do you know the reference number of the River {e} gauging station?', lever: 'two_changes' },
    ],
    negatives: [
      {
        template: 'What is the reference number of the upstream gauging station on the River {e}?',
        kind: 'changing_modifier',
      },
      {
        template: 'What was the reference number of the gauging station on the River {e} before it was rebuilt?',
        kind: 'changing_modifier',
      },
      { template: 'Who operates the gauging station on the River {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the reference number of the gauging station on the River {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first reviewer',
    kind: 'book',
    taught: 'Who wrote the first review of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the author of the first review of {e}?', lever: 'question_form' },
      { template: 'The first review of {e} was written by whom?', lever: 'question_form' },
      { template: 'Who was the first to review {e}?', lever: 'phrase_for_word' },
      { template: 'Who wrote the first {e} review?', lever: 'compound' },
      { template: 'Who wrote the first review of the acclaimed {e}?', lever: 'modifier' },
      { template: 'Who wrote the first review of the book {e}?', lever: 'frame_phrase' },
      { template: 'Who was the author of the first {e} review?', lever: 'two_changes' },
      { template: 'Who wrote the first review of the acclaimed book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who wrote the first negative review of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who wrote the first review of {e} after it was translated into English?',
        kind: 'changing_modifier',
      },
      { template: 'Who wrote the blurb on the back cover of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the first review of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'film adaptation release',
    kind: 'book',
    taught: 'When was the film of {e} released?',
    answer: 'date',
    asks: [
      { template: 'What was the release date of the film of {e}?', lever: 'question_form' },
      { template: 'In which year was the film of {e} released?', lever: 'question_form' },
      { template: 'When did the film of {e} come out?', lever: 'phrase_for_word' },
      { template: 'When was the {e} film released?', lever: 'compound' },
      { template: 'When was the much-hyped film of {e} released?', lever: 'modifier' },
      { template: 'When was the film adaptation of {e} released?', lever: 'frame_phrase' },
      { template: 'When did the {e} film come out?', lever: 'two_changes' },
      { template: 'What was the release date of the much-hyped film of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the animated film of {e} released?', kind: 'changing_modifier' },
      { template: 'When was the film of {e} released in Japan?', kind: 'changing_modifier' },
      { template: 'Who starred in the film of {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the film of {f} released?', kind: 'other_entity' },
    ],
  },
  {
    name: 'dog count',
    kind: 'person',
    taught: 'How many dogs does {e} own?',
    answer: 'number',
    asks: [
      { template: 'What is the number of dogs {e} owns?', lever: 'question_form' },
      { template: 'Do you know how many dogs {e} owns?', lever: 'question_form' },
      { template: 'How many dogs has {e} got?', lever: 'phrase_for_word' },
      { template: 'How many {e} dogs are there?', lever: 'compound' },
      { template: 'How many dogs does the animal-loving {e} own?', lever: 'modifier' },
      { template: 'How many dogs does {e} own, all in all?', lever: 'frame_phrase' },
      { template: 'How many dogs has the animal-loving {e} got?', lever: 'two_changes' },
      { template: 'Do you know how many dogs {e} owns, all in all?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many rescue dogs does {e} own?', kind: 'changing_modifier' },
      { template: 'How many dogs did {e} own as a child?', kind: 'changing_modifier' },
      { template: 'How many cats does {e} own?', kind: 'neighbouring_relation' },
      { template: 'How many dogs does {f} own?', kind: 'other_entity' },
    ],
  },
  {
    name: 'proposal place',
    kind: 'person',
    taught: 'Where did {e} propose to their partner?',
    answer: 'place',
    asks: [
      { template: 'What was the location where {e} proposed to their partner?', lever: 'question_form' },
      { template: "I'd like to know where {e} proposed to their partner.", lever: 'question_form' },
      { template: 'Where did {e} pop the question to their partner?', lever: 'phrase_for_word' },
      { template: "Where did {e}'s proposal to their partner take place?", lever: 'compound' },
      { template: 'Where did the romantic {e} propose to their partner?', lever: 'modifier' },
      { template: 'Where in the world did {e} propose to their partner?', lever: 'frame_phrase' },
      { template: 'Where in the world did {e} pop the question to their partner?', lever: 'two_changes' },
      { template: 'Tell me where the romantic {e} proposed to their partner.', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where did {e} propose to their former partner?', kind: 'changing_modifier' },
      { template: 'Where did {e} propose to their partner for the second time?', kind: 'changing_modifier' },
      { template: 'Where did {e} get married?', kind: 'neighbouring_relation' },
      { template: 'Where did {f} propose to their partner?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bus route count',
    kind: 'town',
    taught: 'How many bus routes serve {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of bus routes serving {e}?', lever: 'question_form' },
      { template: '{e} is served by how many bus routes?', lever: 'question_form' },
      { template: 'How many bus routes call at {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} bus routes are there?', lever: 'compound' },
      { template: 'How many bus routes serve sleepy {e}?', lever: 'modifier' },
      { template: 'How many bus routes serve {e} at present?', lever: 'frame_phrase' },
      { template: 'How many {e} bus routes are there at present?', lever: 'two_changes' },
      { template: 'What is the number of bus routes serving sleepy {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many night bus routes serve {e}?', kind: 'changing_modifier' },
      { template: 'How many bus routes served {e} before the cuts of 2010?', kind: 'changing_modifier' },
      { template: 'How many bus stops are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many bus routes serve {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'swimming pool opening',
    kind: 'town',
    taught: 'When did the swimming pool in {e} open?',
    answer: 'date',
    asks: [
      { template: 'In what year did the swimming pool in {e} open?', lever: 'question_form' },
      { template: 'What was the opening date of the swimming pool in {e}?', lever: 'question_form' },
      { template: 'When did the swimming pool in {e} open its doors?', lever: 'phrase_for_word' },
      { template: 'When did the {e} swimming pool open?', lever: 'compound' },
      { template: 'When did the popular swimming pool in {e} open?', lever: 'modifier' },
      { template: 'When did the swimming pool in {e} open to the public?', lever: 'frame_phrase' },
      { template: 'What year did the {e} swimming pool open?', lever: 'two_changes' },
      { template: 'When did the popular swimming pool in {e} open its doors?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the outdoor swimming pool in {e} open?', kind: 'changing_modifier' },
      {
        template: 'When did the swimming pool in {e} open after it was rebuilt following the fire?',
        kind: 'changing_modifier',
      },
      { template: 'Who designed the swimming pool in {e}?', kind: 'neighbouring_relation' },
      { template: 'When did the swimming pool in {f} open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'museum donor',
    kind: 'work',
    taught: 'Who donated {e} to the museum?',
    answer: 'person',
    asks: [
      { template: '{e} was donated to the museum by whom?', lever: 'question_form' },
      { template: 'Who was the donor who gave {e} to the museum?', lever: 'question_form' },
      { template: 'Who gave {e} to the museum as a gift?', lever: 'phrase_for_word' },
      { template: 'Who made the {e} donation to the museum?', lever: 'compound' },
      { template: 'Who donated the priceless {e} to the museum?', lever: 'modifier' },
      { template: 'Who donated the artwork {e} to the museum?', lever: 'frame_phrase' },
      { template: 'Who gave the priceless {e} to the museum as a gift?', lever: 'two_changes' },
      { template: 'The artwork {e} was donated to the museum by whom?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who donated the preparatory sketches for {e} to the museum?', kind: 'changing_modifier' },
      { template: 'Who donated {e} to the museum that held it before the war?', kind: 'changing_modifier' },
      { template: 'Who painted {e}?', kind: 'neighbouring_relation' },
      { template: 'Who donated {f} to the museum?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first profit',
    kind: 'company',
    taught: 'When did {e} first make a profit?',
    answer: 'date',
    asks: [
      { template: 'In which year did {e} first make a profit?', lever: 'question_form' },
      { template: 'Do you know when {e} first made a profit?', lever: 'question_form' },
      { template: 'When did {e} first go into the black?', lever: 'phrase_for_word' },
      { template: "When was {e}'s first profit made?", lever: 'compound' },
      { template: 'When did the fledgling {e} first make a profit?', lever: 'modifier' },
      { template: 'When did {e} first make a profit as a business?', lever: 'frame_phrase' },
      { template: 'In which year did the fledgling {e} first make a profit?', lever: 'two_changes' },
      { template: 'Do you know when {e} first went into the black?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} first make a billion-dollar profit?', kind: 'changing_modifier' },
      { template: 'When did {e} first make a profit from its business in Europe?', kind: 'changing_modifier' },
      { template: 'When did {e} first make a loss?', kind: 'neighbouring_relation' },
      { template: 'When did {f} first make a profit?', kind: 'other_entity' },
    ],
  },
  {
    name: 'uniform designer',
    kind: 'company',
    taught: 'Who designed the staff uniforms of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the designer of the staff uniforms of {e}?', lever: 'question_form' },
      { template: 'The staff uniforms of {e} were designed by whom?', lever: 'question_form' },
      { template: 'Who came up with the design of the staff uniforms of {e}?', lever: 'phrase_for_word' },
      { template: 'Who designed the {e} staff uniforms?', lever: 'compound' },
      { template: 'Who designed the stylish staff uniforms of {e}?', lever: 'modifier' },
      { template: 'Who designed the staff uniforms of the company {e}?', lever: 'frame_phrase' },
      { template: 'Who was the designer of the {e} staff uniforms?', lever: 'two_changes' },
      { template: 'Who came up with the design of the stylish staff uniforms of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who designed the original staff uniforms of {e}?', kind: 'changing_modifier' },
      { template: 'Who designed the staff uniforms of {e} for the 2012 Olympics?', kind: 'changing_modifier' },
      { template: 'Who manufactures the staff uniforms of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who designed the staff uniforms of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'zoo ticket price',
    kind: 'place',
    taught: 'How much does a ticket to {e} Zoo cost?',
    answer: 'number',
    asks: [
      { template: 'What is the price of a ticket to {e} Zoo?', lever: 'question_form' },
      { template: "I'd like to know how much a ticket to {e} Zoo costs.", lever: 'question_form' },
      { template: 'How much does it cost to get into {e} Zoo?', lever: 'phrase_for_word' },
      { template: 'How much does a {e} Zoo ticket cost?', lever: 'compound' },
      { template: 'How much does a ticket to the famous {e} Zoo cost?', lever: 'modifier' },
      { template: 'How much does a ticket to {e} Zoo cost nowadays?', lever: 'frame_phrase' },
      { template: "What's the price of a {e} Zoo ticket?", lever: 'two_changes' },
      { template: 'How much does it cost to get into the famous {e} Zoo?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much does a family ticket to {e} Zoo cost?', kind: 'changing_modifier' },
      { template: 'How much did a ticket to {e} Zoo cost when it first opened?', kind: 'changing_modifier' },
      { template: 'How many animals live at {e} Zoo?', kind: 'neighbouring_relation' },
      { template: 'How much does a ticket to {f} Zoo cost?', kind: 'other_entity' },
    ],
  },
];

import type { ReachRelation } from './reach-phrasings.js';

/**
 * The fourteenth held-out reach set (the sixteenth reach set), written on 2026-12-06 by a hand that saw neither the
 * rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. Every relation
 * is new to the reach sets: where the deepest point of a lake lies, how many locks a river has, who bought the film
 * rights to a book, a person's shoe size, who taught a person to play the piano, where a person served their
 * apprenticeship, a town's market day, a town's station code, the opus number of a work, when a work was first
 * exhibited, how many patents a company holds, who speaks for a company, how many seats a theatre has, and who curates a
 * museum. The asks are typed the way people ask, with no eye on which wordings a lever is known to read. Each relation
 * has two negatives that turn the question with a modifier no earlier set used, several of them set right before the
 * asked noun or the entity's name (the eastern arm, before it silted up; staircase locks, before the railways came;
 * animated film rights, after they lapsed; a ski boot size, as a toddler; jazz piano, by ear; an engineering
 * apprenticeship, a nephew; the cattle market, Christmas week; North before the name, a heritage railway; a piano
 * reduction, the orchestrated work; abroad, the unfinished work; European patents, a software arm; a Brussels
 * spokesperson, striking workers; balcony seats, Edwardian times; a guest curator, a textiles collection), beside a
 * neighbouring relation and another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_14: readonly ReachRelation[] = [
  {
    name: 'deepest point',
    kind: 'lake',
    taught: 'Where is the deepest point of Lake {e}?',
    answer: 'place',
    asks: [
      { template: 'Where is Lake {e} deepest?', lever: 'question_form' },
      { template: 'Where is the point of greatest depth in Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Where exactly is the deepest point of Lake {e}?', lever: 'modifier' },
      { template: 'In which part of Lake {e} is the deepest point?', lever: 'frame_phrase' },
      { template: 'Where exactly is Lake {e} deepest?', lever: 'two_changes' },
      { template: 'Where exactly is the point of greatest depth in Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the deepest point of the eastern arm of Lake {e}?', kind: 'changing_modifier' },
      { template: 'Where was the deepest point of Lake {e} before it silted up?', kind: 'changing_modifier' },
      { template: 'Where is the largest island in Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the deepest point of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lock count',
    kind: 'river',
    taught: 'How many locks are there on the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the number of locks on the {e} River?', lever: 'question_form' },
      { template: 'How many locks does the {e} River have?', lever: 'phrase_for_word' },
      { template: 'How many locks are there on the entire {e} River?', lever: 'modifier' },
      { template: 'How many locks are there along the length of the {e} River?', lever: 'frame_phrase' },
      { template: 'How many {e} River locks are there?', lever: 'compound' },
      { template: 'What is the total number of locks on the {e} River?', lever: 'two_changes' },
      { template: 'How many locks does the entire {e} River have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many staircase locks are there on the {e} River?', kind: 'changing_modifier' },
      { template: 'How many locks were there on the {e} River before the railways came?', kind: 'changing_modifier' },
      { template: 'How many weirs are there on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many locks are there on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'film rights buyer',
    kind: 'book',
    taught: 'Who bought the film rights to {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the buyer of the film rights to {e}?', lever: 'question_form' },
      { template: 'Who bought the rights to make a film of {e}?', lever: 'phrase_for_word' },
      { template: 'Who snapped up the film rights to {e}?', lever: 'phrase_for_word' },
      { template: 'Who bought the {e} film rights?', lever: 'compound' },
      { template: 'Who actually bought the film rights to {e}?', lever: 'modifier' },
      { template: 'Who bought the film rights to the book {e}?', lever: 'frame_phrase' },
      { template: 'Who was the buyer of the {e} film rights?', lever: 'two_changes' },
      { template: 'Who actually snapped up the film rights to {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who bought the animated film rights to {e}?', kind: 'changing_modifier' },
      { template: 'Who bought the film rights to {e} after they lapsed?', kind: 'changing_modifier' },
      { template: 'Who bought the stage rights to {e}?', kind: 'neighbouring_relation' },
      { template: 'Who bought the film rights to {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'shoe size',
    kind: 'person',
    taught: 'What is the shoe size of {e}?',
    answer: 'number',
    asks: [
      { template: 'What size shoes does {e} wear?', lever: 'question_form' },
      { template: 'What is the shoe-size of {e}?', lever: 'compound' },
      { template: 'What is the usual shoe size of {e}?', lever: 'modifier' },
      { template: 'What size is {e} in shoes?', lever: 'phrase_for_word' },
      { template: 'What size shoes does {e} usually wear?', lever: 'two_changes' },
      { template: 'What is the usual shoe-size of {e}?', lever: 'two_changes' },
      { template: 'What size of shoe does {e} take?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the ski boot size of {e}?', kind: 'changing_modifier' },
      { template: 'What was the shoe size of {e} as a toddler?', kind: 'changing_modifier' },
      { template: 'What is the collar size of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the shoe size of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'piano teacher',
    kind: 'person',
    taught: 'Who taught {e} to play the piano?',
    answer: 'person',
    asks: [
      { template: 'Who was the piano teacher of {e}?', lever: 'question_form' },
      { template: 'Who was {e} taught to play the piano by?', lever: 'question_form' },
      { template: 'Who gave {e} piano lessons?', lever: 'phrase_for_word' },
      { template: 'Who taught {e} how to play the piano?', lever: 'phrase_for_word' },
      { template: 'Who patiently taught {e} to play the piano?', lever: 'modifier' },
      { template: 'Who was the piano-teacher of {e}?', lever: 'two_changes' },
      { template: 'Who patiently gave {e} piano lessons?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who taught {e} to play jazz piano?', kind: 'changing_modifier' },
      { template: 'Who taught {e} to play the piano by ear?', kind: 'changing_modifier' },
      { template: 'Who taught {e} to sing?', kind: 'neighbouring_relation' },
      { template: 'Who taught {f} to play the piano?', kind: 'other_entity' },
    ],
  },
  {
    name: 'apprenticeship',
    kind: 'person',
    taught: 'Where did {e} serve their apprenticeship?',
    answer: 'place',
    asks: [
      { template: "What was the place of {e}'s apprenticeship?", lever: 'question_form' },
      { template: 'Where was {e} apprenticed?', lever: 'phrase_for_word' },
      { template: 'Where did {e} train as an apprentice?', lever: 'phrase_for_word' },
      { template: 'Where exactly did {e} serve their apprenticeship?', lever: 'modifier' },
      { template: 'Where exactly was {e} apprenticed?', lever: 'two_changes' },
      { template: 'Where exactly did {e} train as an apprentice?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where did {e} serve their engineering apprenticeship?', kind: 'changing_modifier' },
      { template: 'Where did the nephew of {e} serve their apprenticeship?', kind: 'changing_modifier' },
      { template: 'When did {e} finish their apprenticeship?', kind: 'neighbouring_relation' },
      { template: 'Where did {f} serve their apprenticeship?', kind: 'other_entity' },
    ],
  },
  {
    name: 'market day',
    kind: 'town',
    taught: 'What is the market day in {e}?',
    answer: 'date',
    asks: [
      { template: 'When is market day in {e}?', lever: 'question_form' },
      { template: 'What is the market-day in {e}?', lever: 'compound' },
      { template: 'What is the day of the market in {e}?', lever: 'compound' },
      { template: 'What day is the market held in {e}?', lever: 'phrase_for_word' },
      { template: 'What is the weekly market day in {e}?', lever: 'modifier' },
      { template: 'What is the market day in {e} each week?', lever: 'frame_phrase' },
      { template: 'When is the weekly market day in {e}?', lever: 'two_changes' },
      { template: 'What day of the week is the market held in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the cattle market day in {e}?', kind: 'changing_modifier' },
      { template: 'What is the market day in {e} in Christmas week?', kind: 'changing_modifier' },
      { template: 'What is the early closing day in {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the market day in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'station code',
    kind: 'town',
    taught: 'What is the station code for {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the official station code for {e}?', lever: 'modifier' },
      { template: 'What is the {e} station code?', lever: 'compound' },
      { template: 'What is the code of the station at {e}?', lever: 'compound' },
      { template: 'What is the station code for {e} on the rail network?', lever: 'frame_phrase' },
      { template: 'What is the official {e} station code?', lever: 'two_changes' },
      { template: 'What is the official code of the station at {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the station code for North {e}?', kind: 'changing_modifier' },
      { template: 'What is the station code for the heritage railway at {e}?', kind: 'changing_modifier' },
      { template: 'What is the airport code for {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the station code for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'opus number',
    kind: 'work',
    taught: 'What is the opus number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What opus number is {e}?', lever: 'question_form' },
      { template: 'What is the {e} opus number?', lever: 'compound' },
      { template: 'Which opus is {e}?', lever: 'phrase_for_word' },
      { template: 'What is the official opus number of {e}?', lever: 'modifier' },
      { template: "What is the opus number of {e} in the composer's catalogue?", lever: 'frame_phrase' },
      { template: 'What is the official {e} opus number?', lever: 'two_changes' },
      { template: "Which opus is {e} in the composer's catalogue?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the opus number of the piano reduction of {e}?', kind: 'changing_modifier' },
      { template: 'What is the opus number of the orchestrated {e}?', kind: 'changing_modifier' },
      { template: 'What is the tempo marking of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the opus number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first exhibition',
    kind: 'work',
    taught: 'When was {e} first exhibited?',
    answer: 'date',
    asks: [
      { template: 'What is the date of the first exhibition of {e}?', lever: 'question_form' },
      { template: 'In what year was {e} first exhibited?', lever: 'question_form' },
      { template: 'When was {e} exhibited for the first time?', lever: 'phrase_for_word' },
      { template: 'When was {e} first put on show?', lever: 'phrase_for_word' },
      { template: 'When exactly was {e} first exhibited?', lever: 'modifier' },
      { template: 'When was {e} first exhibited to the public?', lever: 'frame_phrase' },
      { template: 'In what year was {e} first put on show?', lever: 'two_changes' },
      { template: 'When exactly was {e} exhibited for the first time?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} first exhibited abroad?', kind: 'changing_modifier' },
      { template: 'When was the unfinished {e} first exhibited?', kind: 'changing_modifier' },
      { template: 'When was {e} first sold?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first exhibited?', kind: 'other_entity' },
    ],
  },
  {
    name: 'patent count',
    kind: 'company',
    taught: 'How many patents does {e} hold?',
    answer: 'number',
    asks: [
      { template: 'What is the number of patents held by {e}?', lever: 'question_form' },
      { template: 'How many patents does {e} have to its name?', lever: 'phrase_for_word' },
      { template: 'How many different patents does {e} hold?', lever: 'modifier' },
      { template: 'How many patents does {e} hold in its portfolio?', lever: 'frame_phrase' },
      { template: 'What is the total number of patents held by {e}?', lever: 'two_changes' },
      { template: 'What is the patent count of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many European patents does {e} hold?', kind: 'changing_modifier' },
      { template: 'How many patents does the software arm of {e} hold?', kind: 'changing_modifier' },
      { template: 'How many trademarks has {e} registered?', kind: 'neighbouring_relation' },
      { template: 'How many patents does {f} hold?', kind: 'other_entity' },
    ],
  },
  {
    name: 'spokesperson',
    kind: 'company',
    taught: 'Who is the spokesperson for {e}?',
    answer: 'person',
    asks: [
      { template: 'Who speaks on behalf of {e}?', lever: 'question_form' },
      { template: 'Who is the {e} spokesperson?', lever: 'compound' },
      { template: 'Who is the person who speaks on behalf of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the official spokesperson for {e}?', lever: 'modifier' },
      { template: 'Who is the spokesperson for the company {e}?', lever: 'frame_phrase' },
      { template: 'Who is the official {e} spokesperson?', lever: 'two_changes' },
      { template: 'Who officially speaks on behalf of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the Brussels spokesperson for {e}?', kind: 'changing_modifier' },
      { template: 'Who is the spokesperson for the striking workers at {e}?', kind: 'changing_modifier' },
      { template: 'Who is the chief economist of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the spokesperson for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'theatre seats',
    kind: 'place',
    taught: 'How many seats does the {e} Theatre have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of seats in the {e} Theatre?', lever: 'question_form' },
      { template: 'How many seats are there in the {e} Theatre?', lever: 'phrase_for_word' },
      { template: 'How many people can sit in the {e} Theatre?', lever: 'phrase_for_word' },
      { template: 'How many seats does the lovely {e} Theatre have?', lever: 'modifier' },
      { template: 'How many seats does the {e} Theatre have for the audience?', lever: 'frame_phrase' },
      { template: 'What is the seat count of the {e} Theatre?', lever: 'two_changes' },
      { template: 'How many seats are there in the lovely {e} Theatre?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many balcony seats does the {e} Theatre have?', kind: 'changing_modifier' },
      { template: 'How many seats did the {e} Theatre have in Edwardian times?', kind: 'changing_modifier' },
      { template: 'How big is the stage of the {e} Theatre?', kind: 'neighbouring_relation' },
      { template: 'How many seats does the {f} Theatre have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'museum curator',
    kind: 'place',
    taught: 'Who is the curator of the {e} Museum?',
    answer: 'person',
    asks: [
      { template: 'Who curates the {e} Museum?', lever: 'question_form' },
      { template: 'Who is the {e} Museum curator?', lever: 'compound' },
      { template: 'Who is the current curator of the {e} Museum?', lever: 'modifier' },
      { template: 'Who is the curator of the {e} Museum at present?', lever: 'frame_phrase' },
      { template: 'Who is the current {e} Museum curator?', lever: 'two_changes' },
      { template: 'Who currently curates the {e} Museum?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the guest curator of the {e} Museum?', kind: 'changing_modifier' },
      { template: 'Who is the curator of the textiles collection at the {e} Museum?', kind: 'changing_modifier' },
      { template: 'Who is the chief conservator at the {e} Museum?', kind: 'neighbouring_relation' },
      { template: 'Who is the curator of the {f} Museum?', kind: 'other_entity' },
    ],
  },
];

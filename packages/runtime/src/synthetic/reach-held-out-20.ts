import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twentieth held-out reach set (the twenty-second reach set), written on 2026-12-06 by a hand that saw neither the
 * rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. No relation in
 * it appears in an earlier reach set: how salty a lake is, how many beaches a lake has, how high a river rose in its
 * worst recorded flood, when a river was last dredged, how much the advance for a book was, when a book entered the
 * public domain, who a person's doctoral supervisor was, when a person's marriage ended in divorce, how many churches a
 * town has, who a town's fire chief is, who restored a work, who a company's chief financial officer is, what a
 * company's annual revenue is, and how many steps a lighthouse has. The asks are typed the way people ask, with no eye
 * on which wordings a lever is known to read. Each relation has two negatives that turn the question with a modifier no
 * earlier set used, some set right before the asked noun or the entity's name and some as a clause of time, place or
 * condition (surface salinity, the drought of 2003; nudist beaches, the Swiss side of a lake; a flash flood, the years
 * since the embankments were built; the upper river, the years before the harbour closed; a foreign advance, an
 * advance had the first publisher not pulled out; a book's illustrations, the public domain in the United States; a
 * postdoctoral supervisor, a supervisor had the person stayed at Oxford; a third marriage, a divorce under Scottish
 * law; Catholic churches, the years before the Reformation; a deputy fire chief, the night the mill burned down; the
 * frame of a work, a restoration after the flood of 1966; a founding chief financial officer, the operations in Asia;
 * online revenue, the year of the pandemic; the original lighthouse, the steps up to the gallery), beside a
 * neighbouring relation and another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_20: readonly ReachRelation[] = [
  {
    name: 'salinity',
    kind: 'lake',
    taught: 'What is the salinity of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How salty is Lake {e}?', lever: 'question_form' },
      { template: 'How saline is Lake {e}?', lever: 'question_form' },
      { template: 'What is the concentration of salt in Lake {e}?', lever: 'phrase_for_word' },
      { template: "What's the Lake {e} salinity?", lever: 'compound' },
      { template: 'What is the salinity of shimmering Lake {e}?', lever: 'modifier' },
      { template: 'What is the salinity of Lake {e} in grams per litre?', lever: 'frame_phrase' },
      { template: 'How salty is shimmering Lake {e}?', lever: 'two_changes' },
      { template: 'What is the concentration of salt in Lake {e}, in grams per litre?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the surface salinity of Lake {e}?', kind: 'changing_modifier' },
      { template: 'What was the salinity of Lake {e} during the drought of 2003?', kind: 'changing_modifier' },
      { template: 'What is the pH of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the salinity of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'beach count',
    kind: 'lake',
    taught: 'How many beaches are there on Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How many beaches does Lake {e} have?', lever: 'question_form' },
      { template: 'What is the number of beaches on Lake {e}?', lever: 'question_form' },
      { template: 'How many beaches can you find on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many Lake {e} beaches are there?', lever: 'compound' },
      { template: 'How many beaches are there on beautiful Lake {e}?', lever: 'modifier' },
      { template: 'How many beaches are there on Lake {e} in total?', lever: 'frame_phrase' },
      { template: 'How many beaches does beautiful Lake {e} have?', lever: 'two_changes' },
      { template: 'What is the number of Lake {e} beaches?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many nudist beaches are there on Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many beaches are there on Lake {e} on the Swiss side?', kind: 'changing_modifier' },
      { template: 'How many harbours are there on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many beaches are there on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'record flood level',
    kind: 'river',
    taught: 'How high did the {e} River rise in its worst recorded flood?',
    answer: 'number',
    asks: [
      { template: 'What was the height of the {e} River in its worst recorded flood?', lever: 'question_form' },
      { template: 'To what height did the {e} River rise in its worst recorded flood?', lever: 'question_form' },
      { template: 'How high did the {e} River rise in its worst flood on record?', lever: 'phrase_for_word' },
      { template: 'How high did the water rise in the worst recorded {e} River flood?', lever: 'compound' },
      { template: 'How high did the mighty {e} River rise in its worst recorded flood?', lever: 'modifier' },
      { template: 'How high did the {e} River rise in its worst recorded flood, in metres?', lever: 'frame_phrase' },
      { template: 'What was the height of the mighty {e} River in its worst recorded flood?', lever: 'two_changes' },
      { template: 'How high did the water rise in the worst {e} River flood on record?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How high did the {e} River rise in its worst recorded flash flood?', kind: 'changing_modifier' },
      {
        template: 'How high did the {e} River rise in its worst recorded flood since the embankments were built?',
        kind: 'changing_modifier',
      },
      { template: 'How low did the {e} River fall in its worst recorded drought?', kind: 'neighbouring_relation' },
      { template: 'How high did the {f} River rise in its worst recorded flood?', kind: 'other_entity' },
    ],
  },
  {
    name: 'last dredging',
    kind: 'river',
    taught: 'When was the {e} River last dredged?',
    answer: 'date',
    asks: [
      { template: 'What was the date of the last dredging of the {e} River?', lever: 'question_form' },
      { template: 'In what year was the {e} River last dredged?', lever: 'question_form' },
      { template: 'When was the {e} River last cleared of silt?', lever: 'phrase_for_word' },
      { template: 'When was the {e} River channel last dredged?', lever: 'compound' },
      { template: 'When was the sluggish {e} River last dredged?', lever: 'modifier' },
      { template: 'When was the {e} River last dredged in its history?', lever: 'frame_phrase' },
      { template: 'In what year was the sluggish {e} River last dredged?', lever: 'two_changes' },
      { template: 'When was the {e} River channel last cleared of silt?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the upper {e} River last dredged?', kind: 'changing_modifier' },
      { template: 'When was the {e} River last dredged before the harbour closed?', kind: 'changing_modifier' },
      { template: 'When was the {e} River last widened?', kind: 'neighbouring_relation' },
      { template: 'When was the {f} River last dredged?', kind: 'other_entity' },
    ],
  },
  {
    name: 'book advance',
    kind: 'book',
    taught: 'How much was the advance for {e}?',
    answer: 'number',
    asks: [
      { template: 'What was the amount of the advance for {e}?', lever: 'question_form' },
      { template: 'How big was the advance for {e}?', lever: 'question_form' },
      { template: 'How much was the advance on royalties for {e}?', lever: 'phrase_for_word' },
      { template: 'How much was the {e} advance?', lever: 'compound' },
      { template: 'How much was the advance for the eagerly awaited {e}?', lever: 'modifier' },
      { template: 'How much was the advance for {e} in dollars?', lever: 'frame_phrase' },
      { template: 'What was the amount of the {e} advance?', lever: 'two_changes' },
      { template: 'How much was the advance for the eagerly awaited {e} in dollars?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much was the foreign advance for {e}?', kind: 'changing_modifier' },
      {
        template: 'How much would the advance for {e} have been if the first publisher had not pulled out?',
        kind: 'changing_modifier',
      },
      { template: 'How much was the cover price of {e}?', kind: 'neighbouring_relation' },
      { template: 'How much was the advance for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'public domain',
    kind: 'book',
    taught: 'When did {e} enter the public domain?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} enter the public domain?', lever: 'question_form' },
      { template: 'What was the date {e} entered the public domain?', lever: 'question_form' },
      { template: 'When did {e} go out of copyright?', lever: 'phrase_for_word' },
      { template: 'When did the {e} text enter the public domain?', lever: 'compound' },
      { template: 'When did the much-loved {e} enter the public domain?', lever: 'modifier' },
      { template: 'When did the novel {e} enter the public domain?', lever: 'frame_phrase' },
      { template: 'In what year did the much-loved {e} enter the public domain?', lever: 'two_changes' },
      { template: 'When did the novel {e} go out of copyright?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the illustrations of {e} enter the public domain?', kind: 'changing_modifier' },
      { template: 'When did {e} enter the public domain in the United States?', kind: 'changing_modifier' },
      { template: 'When did {e} enter the school curriculum?', kind: 'neighbouring_relation' },
      { template: 'When did {f} enter the public domain?', kind: 'other_entity' },
    ],
  },
  {
    name: 'doctoral supervisor',
    kind: 'person',
    taught: 'Who was the doctoral supervisor of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who supervised the doctorate of {e}?', lever: 'question_form' },
      { template: 'Who did {e} have as doctoral supervisor?', lever: 'question_form' },
      { template: 'Who was the supervisor of the doctoral thesis of {e}?', lever: 'phrase_for_word' },
      { template: 'Who was the doctoral supervisor on the {e} thesis?', lever: 'compound' },
      { template: 'Who was the doctoral supervisor of the brilliant {e}?', lever: 'modifier' },
      { template: 'Who was the doctoral supervisor of {e} at university?', lever: 'frame_phrase' },
      { template: 'Who supervised the doctorate of the brilliant {e}?', lever: 'two_changes' },
      { template: 'Who did {e} have as doctoral supervisor at university?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who was the postdoctoral supervisor of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who would have been the doctoral supervisor of {e} if they had stayed at Oxford?',
        kind: 'changing_modifier',
      },
      { template: 'Who was the doctoral examiner of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the doctoral supervisor of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'divorce',
    kind: 'person',
    taught: 'When did the marriage of {e} end in divorce?',
    answer: 'date',
    asks: [
      { template: 'On what date did the marriage of {e} end in divorce?', lever: 'question_form' },
      { template: 'In what year did the marriage of {e} end in divorce?', lever: 'question_form' },
      { template: 'When was the marriage of {e} dissolved?', lever: 'phrase_for_word' },
      { template: 'When did the {e} marriage end in divorce?', lever: 'compound' },
      { template: 'When did the marriage of the famously private {e} end in divorce?', lever: 'modifier' },
      { template: 'When did the marriage of {e} end in divorce in the courts?', lever: 'frame_phrase' },
      { template: 'In what year did the {e} marriage end in divorce?', lever: 'two_changes' },
      { template: 'When was the marriage of the famously private {e} dissolved?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the third marriage of {e} end in divorce?', kind: 'changing_modifier' },
      { template: 'When did the marriage of {e} end in divorce under Scottish law?', kind: 'changing_modifier' },
      { template: 'When did the marriage of {e} take place?', kind: 'neighbouring_relation' },
      { template: 'When did the marriage of {f} end in divorce?', kind: 'other_entity' },
    ],
  },
  {
    name: 'church count',
    kind: 'town',
    taught: 'How many churches are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'How many churches does {e} have?', lever: 'question_form' },
      { template: 'What is the number of churches in {e}?', lever: 'question_form' },
      { template: 'How many churches are to be found in {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} churches are there?', lever: 'compound' },
      { template: 'How many churches are there in sleepy {e}?', lever: 'modifier' },
      { template: 'How many churches are there in {e} altogether?', lever: 'frame_phrase' },
      { template: 'How many churches does sleepy {e} have?', lever: 'two_changes' },
      { template: 'What is the number of {e} churches?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many Catholic churches are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many churches were there in {e} before the Reformation?', kind: 'changing_modifier' },
      { template: 'How many schools are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many churches are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fire chief',
    kind: 'town',
    taught: 'Who is the fire chief of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who does {e} have as its fire chief?', lever: 'question_form' },
      { template: 'Which person is the fire chief of {e}?', lever: 'question_form' },
      { template: 'Who is the head of the fire brigade in {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} fire chief?', lever: 'compound' },
      { template: 'Who is the fire chief of bustling {e}?', lever: 'modifier' },
      { template: 'Who is the fire chief of {e} at present?', lever: 'frame_phrase' },
      { template: 'Who does bustling {e} have as its fire chief?', lever: 'two_changes' },
      { template: 'Who is the head of the {e} fire brigade?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the deputy fire chief of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the fire chief of {e} on the night the mill burned down?', kind: 'changing_modifier' },
      { template: 'Who is the police chief of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the fire chief of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'restorer',
    kind: 'work',
    taught: 'Who restored {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the restorer of {e}?', lever: 'question_form' },
      { template: 'By whom was {e} restored?', lever: 'question_form' },
      { template: 'Who did the restoration work on {e}?', lever: 'phrase_for_word' },
      { template: 'Who was the {e} restorer?', lever: 'compound' },
      { template: 'Who restored the priceless {e}?', lever: 'modifier' },
      { template: 'Who restored the painting {e}?', lever: 'frame_phrase' },
      { template: 'Who was the restorer of the priceless {e}?', lever: 'two_changes' },
      { template: 'Who did the restoration work on the painting {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who restored the frame of {e}?', kind: 'changing_modifier' },
      { template: 'Who restored {e} after the flood of 1966?', kind: 'changing_modifier' },
      { template: 'Who authenticated {e}?', kind: 'neighbouring_relation' },
      { template: 'Who restored {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chief financial officer',
    kind: 'company',
    taught: 'Who is the chief financial officer of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who does {e} have as its chief financial officer?', lever: 'question_form' },
      { template: 'Which executive is the chief financial officer of {e}?', lever: 'question_form' },
      { template: 'Who is the CFO of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} chief financial officer?', lever: 'compound' },
      { template: 'Who is the chief financial officer of the fast-growing {e}?', lever: 'modifier' },
      { template: 'Who is the chief financial officer of the business {e}?', lever: 'frame_phrase' },
      { template: 'Who is the {e} CFO?', lever: 'two_changes' },
      { template: 'Who does the fast-growing {e} have as its chief financial officer?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who was the founding chief financial officer of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who is the chief financial officer of {e} for its operations in Asia?',
        kind: 'changing_modifier',
      },
      { template: 'Who is the chief operating officer of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the chief financial officer of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'annual revenue',
    kind: 'company',
    taught: 'What is the annual revenue of {e}?',
    answer: 'number',
    asks: [
      { template: 'How much revenue does {e} make a year?', lever: 'question_form' },
      { template: 'How large is the annual revenue of {e}?', lever: 'question_form' },
      { template: 'What is the revenue of {e} per year?', lever: 'phrase_for_word' },
      { template: 'What is the {e} annual revenue?', lever: 'compound' },
      { template: 'What is the annual revenue of the ever-expanding {e}?', lever: 'modifier' },
      { template: 'What is the annual revenue of {e} in US dollars?', lever: 'frame_phrase' },
      { template: 'How much revenue does the ever-expanding {e} make a year?', lever: 'two_changes' },
      { template: 'What is the {e} revenue per year?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the annual online revenue of {e}?', kind: 'changing_modifier' },
      { template: 'What was the annual revenue of {e} in the year of the pandemic?', kind: 'changing_modifier' },
      { template: 'What is the annual profit of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the annual revenue of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lighthouse steps',
    kind: 'place',
    taught: 'How many steps are there in the {e} Lighthouse?',
    answer: 'number',
    asks: [
      { template: 'How many steps does the {e} Lighthouse have?', lever: 'question_form' },
      { template: 'What is the number of steps in the {e} Lighthouse?', lever: 'question_form' },
      { template: 'How many steps does it take to climb the {e} Lighthouse?', lever: 'phrase_for_word' },
      { template: 'How many {e} Lighthouse steps are there?', lever: 'compound' },
      { template: 'How many steps are there in the iconic {e} Lighthouse?', lever: 'modifier' },
      { template: 'How many steps are there in the {e} Lighthouse, all told?', lever: 'frame_phrase' },
      { template: 'How many steps does the iconic {e} Lighthouse have?', lever: 'two_changes' },
      { template: 'What is the number of {e} Lighthouse steps?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many steps are there in the original {e} Lighthouse?', kind: 'changing_modifier' },
      { template: 'How many steps are there in the {e} Lighthouse up to the gallery?', kind: 'changing_modifier' },
      { template: 'How many windows are there in the {e} Lighthouse?', kind: 'neighbouring_relation' },
      { template: 'How many steps are there in the {f} Lighthouse?', kind: 'other_entity' },
    ],
  },
];

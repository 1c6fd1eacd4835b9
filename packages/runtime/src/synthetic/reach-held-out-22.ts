import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-second held-out reach set (the twenty-fourth reach set), written on 2026-12-06 by a hand that saw neither
 * the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. No relation
 * in it appears in an earlier reach set: the speed limit for boats on a lake, how many shipwrecks lie in a lake, how
 * many fords cross a river, who first canoed the whole length of a river, how many prizes a book won, who adapted a
 * book for the stage, when a person bought their first house, how many marathons a person has run, when a town's
 * public library opened, who designed a town's war memorial, how much a work weighs, a company's market
 * capitalisation, where a company holds its annual general meeting, and how many rooms a castle has. The asks are
 * typed the way people ask, with no eye on which wordings a lever is known to read. Each relation has two negatives
 * that turn the question with a modifier no earlier set used, some set right before the asked noun or the entity's
 * name and some as a clause of time, place or condition (a night-time speed limit, the stretch within a hundred metres
 * of the shore; Viking-era wrecks, wrecks below fifty metres; Roman fords, fords usable in winter; a blind canoeist,
 * the years after the dams were built; foreign prizes, the year a book came out; the musical stage, a West End
 * revival; a holiday house, a house bought after moving abroad; ultra-marathons, the years since turning sixty; a new
 * library, a library after its move; a naval war memorial, the memorial that stood before the present one; a marble
 * plinth, a work before its arm broke off; a peak market capitalisation, the day a company floated; a first annual
 * general meeting, the meetings held during the pandemic; state rooms, a castle before its east wing burned down),
 * beside a neighbouring relation and another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_22: readonly ReachRelation[] = [
  {
    name: 'boat speed limit',
    kind: 'lake',
    taught: 'What is the speed limit for boats on Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How fast are boats allowed to go on Lake {e}?', lever: 'question_form' },
      { template: 'What speed are boats limited to on Lake {e}?', lever: 'question_form' },
      { template: 'What is the maximum speed boats are allowed to travel at on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'What is the Lake {e} boat speed limit?', lever: 'compound' },
      { template: 'What is the speed limit for boats on picturesque Lake {e}?', lever: 'modifier' },
      { template: 'What is the speed limit for boats on Lake {e} in knots?', lever: 'frame_phrase' },
      { template: 'How fast are boats allowed to go on picturesque Lake {e}?', lever: 'two_changes' },
      { template: "What's the Lake {e} boat speed limit in knots?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the night-time speed limit for boats on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'What is the speed limit for boats on Lake {e} within a hundred metres of the shore?',
        kind: 'changing_modifier',
      },
      { template: 'What is the horsepower limit for boats on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the speed limit for boats on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'shipwreck count',
    kind: 'lake',
    taught: 'How many shipwrecks are there in Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of shipwrecks in Lake {e}?', lever: 'question_form' },
      { template: 'How many shipwrecks does Lake {e} have?', lever: 'question_form' },
      { template: 'How many wrecked ships are there in Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many Lake {e} shipwrecks are there?', lever: 'compound' },
      { template: 'Roughly how many shipwrecks are there in Lake {e}?', lever: 'modifier' },
      { template: 'How many shipwrecks are there in Lake {e} altogether?', lever: 'frame_phrase' },
      { template: 'Roughly how many wrecked ships are there in Lake {e}?', lever: 'two_changes' },
      { template: 'How many shipwrecks does Lake {e} have altogether?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many Viking-era shipwrecks are there in Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How many shipwrecks are there in Lake {e} below a depth of fifty metres?',
        kind: 'changing_modifier',
      },
      { template: 'How many shipwrecks have been raised from Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many shipwrecks are there in Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'ford count',
    kind: 'river',
    taught: 'How many fords are there across the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the number of fords across the {e} River?', lever: 'question_form' },
      { template: 'How many fords does the {e} River have?', lever: 'question_form' },
      { template: 'How many shallow crossing places are there on the {e} River?', lever: 'phrase_for_word' },
      { template: 'How many {e} River fords are there?', lever: 'compound' },
      { template: 'How many fords are there across the slow-moving {e} River?', lever: 'modifier' },
      { template: 'How many fords are there across the {e} River along its whole length?', lever: 'frame_phrase' },
      { template: 'How many fords does the slow-moving {e} River have?', lever: 'two_changes' },
      { template: 'What is the number of shallow crossing places on the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many Roman fords are there across the {e} River?', kind: 'changing_modifier' },
      {
        template: 'How many fords are there across the {e} River that can still be used in winter?',
        kind: 'changing_modifier',
      },
      { template: 'How many bridges are there across the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many fords are there across the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first canoe descent',
    kind: 'river',
    taught: 'Who was the first person to canoe the whole length of the {e} River?',
    answer: 'person',
    asks: [
      { template: 'Who first canoed the whole length of the {e} River?', lever: 'question_form' },
      { template: 'Who made the first canoe journey along the whole length of the {e} River?', lever: 'question_form' },
      {
        template: 'Who was the first person to paddle a canoe the whole length of the {e} River?',
        lever: 'phrase_for_word',
      },
      { template: 'Who made the first full-length canoe journey on the {e} River?', lever: 'compound' },
      {
        template: 'Who was actually the first person to canoe the whole length of the {e} River?',
        lever: 'modifier',
      },
      {
        template: 'Who was the first person to canoe the whole length of the {e} River, from source to mouth?',
        lever: 'frame_phrase',
      },
      { template: 'Who actually first canoed the whole length of the {e} River?', lever: 'two_changes' },
      {
        template: 'Who first paddled a canoe the whole length of the {e} River, from source to mouth?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      {
        template: 'Who was the first blind person to canoe the whole length of the {e} River?',
        kind: 'changing_modifier',
      },
      {
        template: 'Who was the first person to canoe the whole length of the {e} River after the dams were built?',
        kind: 'changing_modifier',
      },
      {
        template: 'Who was the first person to swim the whole length of the {e} River?',
        kind: 'neighbouring_relation',
      },
      { template: 'Who was the first person to canoe the whole length of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'prize count',
    kind: 'book',
    taught: 'How many prizes did {e} win?',
    answer: 'number',
    asks: [
      { template: 'What is the number of prizes {e} won?', lever: 'question_form' },
      { template: 'How many prizes were awarded to {e}?', lever: 'question_form' },
      { template: 'How many prizes did {e} walk away with?', lever: 'phrase_for_word' },
      { template: 'How many prize wins did {e} have?', lever: 'compound' },
      { template: 'How many prizes did the acclaimed {e} win?', lever: 'modifier' },
      { template: 'How many prizes did {e} win in total?', lever: 'frame_phrase' },
      { template: 'How many prizes did the acclaimed {e} walk away with?', lever: 'two_changes' },
      { template: 'How many prizes were awarded to {e} in total?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many foreign prizes did {e} win?', kind: 'changing_modifier' },
      { template: 'How many prizes did {e} win in the year it came out?', kind: 'changing_modifier' },
      { template: 'How many prizes was {e} shortlisted for?', kind: 'neighbouring_relation' },
      { template: 'How many prizes did {f} win?', kind: 'other_entity' },
    ],
  },
  {
    name: 'stage adapter',
    kind: 'book',
    taught: 'Who adapted {e} for the stage?',
    answer: 'person',
    asks: [
      { template: 'By whom was {e} adapted for the stage?', lever: 'question_form' },
      { template: 'Who did the stage adaptation of {e}?', lever: 'question_form' },
      { template: 'Who turned {e} into a play?', lever: 'phrase_for_word' },
      { template: 'Who adapted {e} for the theatre stage?', lever: 'compound' },
      { template: 'Who adapted the much-loved {e} for the stage?', lever: 'modifier' },
      { template: 'Who adapted the book {e} for the stage?', lever: 'frame_phrase' },
      { template: 'Who turned the much-loved {e} into a play?', lever: 'two_changes' },
      { template: 'By whom was the book {e} adapted for the stage?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who adapted {e} for the musical stage?', kind: 'changing_modifier' },
      { template: 'Who adapted {e} for the stage when it was revived in the West End?', kind: 'changing_modifier' },
      { template: 'Who adapted {e} for the screen?', kind: 'neighbouring_relation' },
      { template: 'Who adapted {f} for the stage?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first house',
    kind: 'person',
    taught: 'When did {e} buy their first house?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} buy their first house?', lever: 'question_form' },
      { template: 'When was it that {e} bought their first house?', lever: 'question_form' },
      { template: 'When did {e} buy a house for the first time?', lever: 'phrase_for_word' },
      { template: 'When did {e} make their first house purchase?', lever: 'compound' },
      { template: 'When did the famously thrifty {e} buy their first house?', lever: 'modifier' },
      { template: 'When did {e} buy their first house of their own?', lever: 'frame_phrase' },
      { template: 'In what year did the famously thrifty {e} buy their first house?', lever: 'two_changes' },
      { template: 'When did {e} buy a house of their own for the first time?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} buy their first holiday house?', kind: 'changing_modifier' },
      { template: 'When did {e} buy their first house after moving to Canada?', kind: 'changing_modifier' },
      { template: 'When did {e} sell their first house?', kind: 'neighbouring_relation' },
      { template: 'When did {f} buy their first house?', kind: 'other_entity' },
    ],
  },
  {
    name: 'marathons run',
    kind: 'person',
    taught: 'How many marathons has {e} run?',
    answer: 'number',
    asks: [
      { template: 'What is the number of marathons {e} has run?', lever: 'question_form' },
      { template: 'How many times has {e} run a marathon?', lever: 'question_form' },
      { template: 'How many 26.2-mile races has {e} run?', lever: 'phrase_for_word' },
      { template: 'How many marathon races has {e} run?', lever: 'compound' },
      { template: 'How many marathons has the tireless {e} run?', lever: 'modifier' },
      { template: 'How many marathons has {e} run in all?', lever: 'frame_phrase' },
      { template: 'How many times has the tireless {e} run a marathon?', lever: 'two_changes' },
      { template: 'How many marathon races has {e} run in all?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many ultra-marathons has {e} run?', kind: 'changing_modifier' },
      { template: 'How many marathons has {e} run since turning sixty?', kind: 'changing_modifier' },
      { template: "What is {e}'s best marathon time?", kind: 'neighbouring_relation' },
      { template: 'How many marathons has {f} run?', kind: 'other_entity' },
    ],
  },
  {
    name: 'public library opening',
    kind: 'town',
    taught: 'When did the public library in {e} open?',
    answer: 'date',
    asks: [
      { template: 'In what year did the public library in {e} open?', lever: 'question_form' },
      { template: 'What is the opening date of the public library in {e}?', lever: 'question_form' },
      { template: 'When did the public library in {e} first open its doors?', lever: 'phrase_for_word' },
      { template: 'When did the {e} public library open?', lever: 'compound' },
      { template: 'When did the public library in sleepy {e} open?', lever: 'modifier' },
      { template: 'When did the public library in the town of {e} open?', lever: 'frame_phrase' },
      { template: 'In what year did the {e} public library open?', lever: 'two_changes' },
      { template: 'When did the public library in sleepy {e} first open its doors?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the new public library in {e} open?', kind: 'changing_modifier' },
      {
        template: 'When did the public library in {e} open after its move to the old corn exchange?',
        kind: 'changing_modifier',
      },
      { template: 'When did the public library in {e} close?', kind: 'neighbouring_relation' },
      { template: 'When did the public library in {f} open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'war memorial designer',
    kind: 'town',
    taught: 'Who designed the war memorial in {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the designer of the war memorial in {e}?', lever: 'question_form' },
      { template: 'Whose design is the war memorial in {e}?', lever: 'question_form' },
      { template: 'Who drew up the design for the war memorial in {e}?', lever: 'phrase_for_word' },
      { template: 'Who designed the {e} war memorial?', lever: 'compound' },
      { template: 'Who designed the striking war memorial in {e}?', lever: 'modifier' },
      { template: 'Who designed the war memorial in the town of {e}?', lever: 'frame_phrase' },
      { template: 'Who was the designer of the {e} war memorial?', lever: 'two_changes' },
      { template: 'Who drew up the design for the striking war memorial in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who designed the naval war memorial in {e}?', kind: 'changing_modifier' },
      {
        template: 'Who designed the war memorial that stood in {e} before the present one?',
        kind: 'changing_modifier',
      },
      { template: 'Who unveiled the war memorial in {e}?', kind: 'neighbouring_relation' },
      { template: 'Who designed the war memorial in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'work weight',
    kind: 'work',
    taught: 'How much does {e} weigh?',
    answer: 'number',
    asks: [
      { template: 'What is the weight of {e}?', lever: 'question_form' },
      { template: 'How heavy is {e}?', lever: 'question_form' },
      { template: 'How much does {e} tip the scales at?', lever: 'phrase_for_word' },
      { template: 'How much does the {e} sculpture weigh?', lever: 'compound' },
      { template: 'How much does the celebrated {e} weigh?', lever: 'modifier' },
      { template: 'How much does {e} weigh in kilograms?', lever: 'frame_phrase' },
      { template: 'How heavy is the celebrated {e}?', lever: 'two_changes' },
      { template: 'What is the weight of {e} in kilograms?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much does the marble plinth of {e} weigh?', kind: 'changing_modifier' },
      { template: 'How much did {e} weigh before its arm broke off?', kind: 'changing_modifier' },
      { template: 'How much is {e} worth?', kind: 'neighbouring_relation' },
      { template: 'How much does {f} weigh?', kind: 'other_entity' },
    ],
  },
  {
    name: 'market capitalisation',
    kind: 'company',
    taught: 'What is the market capitalisation of {e}?',
    answer: 'number',
    asks: [
      { template: 'What market capitalisation does {e} have?', lever: 'question_form' },
      { template: 'How big is the market capitalisation of {e}?', lever: 'question_form' },
      { template: 'What is the combined value of all the shares of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the {e} market capitalisation?', lever: 'compound' },
      { template: 'What is the market capitalisation of the fast-growing {e}?', lever: 'modifier' },
      { template: 'What is the market capitalisation of {e} in dollars?', lever: 'frame_phrase' },
      { template: 'What market capitalisation does the fast-growing {e} have?', lever: 'two_changes' },
      { template: 'How big is the {e} market capitalisation?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the peak market capitalisation of {e}?', kind: 'changing_modifier' },
      { template: 'What was the market capitalisation of {e} on the day it floated?', kind: 'changing_modifier' },
      { template: 'What is the share price of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the market capitalisation of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'agm venue',
    kind: 'company',
    taught: 'Where does {e} hold its annual general meeting?',
    answer: 'place',
    asks: [
      { template: 'In which city does {e} hold its annual general meeting?', lever: 'question_form' },
      { template: 'What is the venue of the annual general meeting of {e}?', lever: 'question_form' },
      { template: 'Where does {e} hold its AGM?', lever: 'phrase_for_word' },
      { template: 'Where is the {e} annual general meeting held?', lever: 'compound' },
      { template: 'Where does the family-run {e} hold its annual general meeting?', lever: 'modifier' },
      { template: 'Where does {e} hold its annual general meeting of shareholders?', lever: 'frame_phrase' },
      { template: 'Where is the {e} AGM held?', lever: 'two_changes' },
      {
        template: 'In which city does the family-run {e} hold its annual general meeting?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Where did {e} hold its first annual general meeting?', kind: 'changing_modifier' },
      {
        template: 'Where did {e} hold its annual general meeting during the pandemic?',
        kind: 'changing_modifier',
      },
      { template: 'When does {e} hold its annual general meeting?', kind: 'neighbouring_relation' },
      { template: 'Where does {f} hold its annual general meeting?', kind: 'other_entity' },
    ],
  },
  {
    name: 'castle rooms',
    kind: 'place',
    taught: 'How many rooms are there in {e} Castle?',
    answer: 'number',
    asks: [
      { template: 'How many rooms does {e} Castle have?', lever: 'question_form' },
      { template: 'What is the number of rooms in {e} Castle?', lever: 'question_form' },
      { template: 'How many rooms is {e} Castle divided into?', lever: 'phrase_for_word' },
      { template: 'How many {e} Castle rooms are there?', lever: 'compound' },
      { template: 'How many rooms are there in the famous {e} Castle?', lever: 'modifier' },
      { template: 'How many rooms are there in {e} Castle in total?', lever: 'frame_phrase' },
      { template: 'How many rooms does the famous {e} Castle have?', lever: 'two_changes' },
      { template: 'How many rooms does {e} Castle have in total?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many state rooms are there in {e} Castle?', kind: 'changing_modifier' },
      {
        template: 'How many rooms were there in {e} Castle before the east wing burned down?',
        kind: 'changing_modifier',
      },
      { template: 'How many towers does {e} Castle have?', kind: 'neighbouring_relation' },
      { template: 'How many rooms are there in {f} Castle?', kind: 'other_entity' },
    ],
  },
];

import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-fourth held-out reach set (the twenty-sixth reach set), written on 2026-12-06 by a hand that saw neither
 * the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. Every
 * relation in it is new to the reach sets: when a lake was declared a nature reserve, what a fishing permit for a lake
 * costs, who made the first map of a river, where a river stops being tidal, when a book first came out in paperback,
 * how many publishers turned a book down, a person's email address, who designed a person's wedding dress, when a
 * town's market square was pedestrianised, how many roundabouts a town has, how many people a work depicts, a company's
 * SIC code, when a company opened its first office overseas, and when a castle was opened to the public. The asks are
 * written the way people type their questions, casual or formal, British or American, with no thought for which
 * wordings a lever is known to read. Every relation keeps two negatives whose modifier, used by no earlier set, turns
 * the question into another one, placed before the noun or added as a clause of time, place or condition (a national
 * nature reserve, a designation under European law; a junior permit, fishing from a boat; a printed map, the river
 * after it changed course; the tide at springs, the tide before the weir went in; an abridged edition, a paperback in
 * America; American publishers, the rejections before the author found an agent; a work address, the address while at
 * university; a second wedding dress, the dress for the evening reception; an old market square, a square
 * pedestrianised on market days only; mini-roundabouts, the roundabouts before the one-way system; kneeling figures, a
 * canvas before it was cut down; a secondary SIC code, the code before the move into software; a sales office, the
 * first office in Asia; opening all year round, opening after a wartime closure), beside a neighbouring relation and
 * another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_24: readonly ReachRelation[] = [
  {
    name: 'nature reserve designation',
    kind: 'lake',
    taught: 'When was Lake {e} declared a nature reserve?',
    answer: 'date',
    asks: [
      { template: 'Which year was Lake {e} declared a nature reserve?', lever: 'question_form' },
      { template: 'Lake {e} was declared a nature reserve in what year?', lever: 'question_form' },
      { template: 'When was Lake {e} given nature reserve status?', lever: 'phrase_for_word' },
      { template: 'When was the Lake {e} nature reserve declared?', lever: 'compound' },
      { template: 'When was tranquil Lake {e} declared a nature reserve?', lever: 'modifier' },
      { template: 'When was Lake {e} declared a nature reserve by the authorities?', lever: 'frame_phrase' },
      { template: 'What year was Lake {e} given nature reserve status?', lever: 'two_changes' },
      { template: 'When was the Lake {e} nature reserve declared by the authorities?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was Lake {e} declared a national nature reserve?', kind: 'changing_modifier' },
      { template: 'When was Lake {e} declared a nature reserve under European law?', kind: 'changing_modifier' },
      { template: 'How large is the nature reserve around Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was Lake {f} declared a nature reserve?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fishing permit price',
    kind: 'lake',
    taught: 'How much does a fishing permit for Lake {e} cost?',
    answer: 'number',
    asks: [
      { template: 'What is the price of a fishing permit for Lake {e}?', lever: 'question_form' },
      { template: 'What does a fishing permit for Lake {e} cost?', lever: 'question_form' },
      { template: 'How much do you have to pay for a fishing permit for Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How much does a Lake {e} fishing permit cost?', lever: 'compound' },
      { template: 'How much does a fishing permit for unspoilt Lake {e} cost, does anyone know?', lever: 'modifier' },
      { template: 'How much does a fishing permit for Lake {e} cost in euros?', lever: 'frame_phrase' },
      { template: 'What does a Lake {e} fishing permit cost?', lever: 'two_changes' },
      { template: 'How much have you got to pay for a fishing permit for unspoilt Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much does a junior fishing permit for Lake {e} cost?', kind: 'changing_modifier' },
      {
        template: "How much does a fishing permit for Lake {e} cost if you're fishing from a boat?",
        kind: 'changing_modifier',
      },
      { template: 'How many fishing permits are issued for Lake {e} each year?', kind: 'neighbouring_relation' },
      { template: 'How much does a fishing permit for Lake {f} cost?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first river map',
    kind: 'river',
    taught: 'Who made the first map of the {e} River?',
    answer: 'person',
    asks: [
      { template: 'Who was the first to map the {e} River?', lever: 'question_form' },
      { template: 'By whom was the first map of the {e} River made?', lever: 'question_form' },
      { template: 'Who drew up the first map of the {e} River?', lever: 'phrase_for_word' },
      { template: 'Who made the first {e} River map?', lever: 'compound' },
      { template: 'Who made the first map of the mighty {e} River?', lever: 'modifier' },
      { template: 'Who made the first map of the course of the {e} River?', lever: 'frame_phrase' },
      { template: 'Who was the first to map the mighty {e} River?', lever: 'two_changes' },
      { template: 'Who drew up the first {e} River map?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who made the first printed map of the {e} River?', kind: 'changing_modifier' },
      { template: 'Who made the first map of the {e} River after it changed course?', kind: 'changing_modifier' },
      { template: 'Who first explored the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Who made the first map of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tidal limit',
    kind: 'river',
    taught: 'Where is the tidal limit of the {e} River?',
    answer: 'place',
    asks: [
      { template: 'Up to where is the {e} River tidal?', lever: 'question_form' },
      { template: 'At what point does the {e} River stop being tidal?', lever: 'question_form' },
      {
        template: 'Where is the furthest point upstream that the tide reaches on the {e} River?',
        lever: 'phrase_for_word',
      },
      { template: 'Where is the {e} River tidal limit?', lever: 'compound' },
      { template: 'Where is the tidal limit of the muddy {e} River?', lever: 'modifier' },
      { template: 'Where is the tidal limit of the {e} River nowadays?', lever: 'frame_phrase' },
      { template: 'Up to where is the muddy {e} River tidal?', lever: 'two_changes' },
      { template: "Where's the {e} River tidal limit nowadays?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the tidal limit of the {e} River at spring tides?', kind: 'changing_modifier' },
      { template: 'Where was the tidal limit of the {e} River before the weir went in?', kind: 'changing_modifier' },
      { template: 'Where is the highest navigable point of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Where is the tidal limit of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'paperback release',
    kind: 'book',
    taught: 'When was {e} first published in paperback?',
    answer: 'date',
    asks: [
      { template: 'In which year was {e} first published in paperback?', lever: 'question_form' },
      { template: 'On what date was {e} first published in paperback?', lever: 'question_form' },
      { template: 'When did {e} first come out in paperback?', lever: 'phrase_for_word' },
      { template: 'When was the {e} paperback first published?', lever: 'compound' },
      { template: 'When was the sprawling {e} first published in paperback?', lever: 'modifier' },
      { template: 'When was {e} first published in paperback form?', lever: 'frame_phrase' },
      { template: 'When did the sprawling {e} first come out in paperback?', lever: 'two_changes' },
      { template: 'What year was the {e} paperback first published?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the abridged edition of {e} first published in paperback?', kind: 'changing_modifier' },
      { template: 'When was {e} first published in paperback in America?', kind: 'changing_modifier' },
      { template: 'When was {e} first published in hardback?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first published in paperback?', kind: 'other_entity' },
    ],
  },
  {
    name: 'publisher rejections',
    kind: 'book',
    taught: 'How many publishers rejected {e}?',
    answer: 'number',
    asks: [
      { template: 'By how many publishers was {e} rejected?', lever: 'question_form' },
      { template: '{e} was rejected by how many publishers?', lever: 'question_form' },
      { template: 'How many publishers turned {e} down?', lever: 'phrase_for_word' },
      { template: 'How many publishers rejected the {e} manuscript?', lever: 'compound' },
      { template: 'How many publishers rejected the now-classic {e}?', lever: 'modifier' },
      { template: 'How many publishers rejected {e}, all told?', lever: 'frame_phrase' },
      { template: 'How many publishers turned down the now-classic {e}?', lever: 'two_changes' },
      { template: 'By how many publishers was {e} rejected, all told?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many American publishers rejected {e}?', kind: 'changing_modifier' },
      { template: 'How many publishers rejected {e} before the author found an agent?', kind: 'changing_modifier' },
      { template: 'How many publishers bid for {e}?', kind: 'neighbouring_relation' },
      { template: 'How many publishers rejected {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'email address',
    kind: 'person',
    taught: "What is {e}'s email address?",
    answer: 'code',
    asks: [
      { template: 'Which email address does {e} use?', lever: 'question_form' },
      { template: 'At what address can {e} be emailed?', lever: 'question_form' },
      { template: "What's {e}'s email?", lever: 'phrase_for_word' },
      { template: "What is {e}'s e-mail address?", lever: 'compound' },
      { template: "What is the famously private {e}'s email address?", lever: 'modifier' },
      { template: "What is {e}'s email address these days?", lever: 'frame_phrase' },
      { template: 'Which e-mail address does {e} use?', lever: 'two_changes' },
      { template: "What's {e}'s email these days?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "What is {e}'s work email address?", kind: 'changing_modifier' },
      { template: "What was {e}'s email address while they were at university?", kind: 'changing_modifier' },
      { template: "What is {e}'s postal address?", kind: 'neighbouring_relation' },
      { template: "What is {f}'s email address?", kind: 'other_entity' },
    ],
  },
  {
    name: 'wedding dress designer',
    kind: 'person',
    taught: "Who designed {e}'s wedding dress?",
    answer: 'person',
    asks: [
      { template: "Who was the designer of {e}'s wedding dress?", lever: 'question_form' },
      { template: "Whose design was {e}'s wedding dress?", lever: 'question_form' },
      { template: 'Who designed the dress {e} got married in?', lever: 'phrase_for_word' },
      { template: "Who was {e}'s wedding dress designer?", lever: 'compound' },
      { template: "Who designed {e}'s stunning wedding dress?", lever: 'modifier' },
      { template: "Who designed {e}'s wedding dress back then?", lever: 'frame_phrase' },
      { template: 'Who was the designer of the dress {e} got married in?', lever: 'two_changes' },
      { template: "Who was {e}'s wedding dress designer back then, anyone know?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who designed {e}'s second wedding dress?", kind: 'changing_modifier' },
      { template: "Who designed {e}'s wedding dress for the evening reception?", kind: 'changing_modifier' },
      { template: "Who designed {e}'s engagement ring?", kind: 'neighbouring_relation' },
      { template: "Who designed {f}'s wedding dress?", kind: 'other_entity' },
    ],
  },
  {
    name: 'market square pedestrianisation',
    kind: 'town',
    taught: 'When was the market square in {e} pedestrianised?',
    answer: 'date',
    asks: [
      { template: 'Which year was the market square in {e} pedestrianised?', lever: 'question_form' },
      { template: 'When did the pedestrianisation of the market square in {e} take place?', lever: 'question_form' },
      { template: 'When was the market square in {e} made traffic-free?', lever: 'phrase_for_word' },
      { template: 'When was the {e} market square pedestrianised?', lever: 'compound' },
      { template: 'When was the market square in pretty little {e} pedestrianised?', lever: 'modifier' },
      { template: 'When was the market square in {e} town centre pedestrianised?', lever: 'frame_phrase' },
      { template: 'Which year was the {e} market square pedestrianized?', lever: 'two_changes' },
      { template: 'When was the market square in pretty little {e} made traffic-free?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the old market square in {e} pedestrianised?', kind: 'changing_modifier' },
      { template: 'When was the market square in {e} pedestrianised on market days only?', kind: 'changing_modifier' },
      { template: 'When was the market square in {e} last repaved?', kind: 'neighbouring_relation' },
      { template: 'When was the market square in {f} pedestrianised?', kind: 'other_entity' },
    ],
  },
  {
    name: 'roundabout count',
    kind: 'town',
    taught: 'How many roundabouts are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'How many roundabouts does {e} have?', lever: 'question_form' },
      { template: "What's the number of roundabouts in {e}?", lever: 'question_form' },
      { template: 'How many traffic circles are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} roundabouts are there?', lever: 'compound' },
      { template: 'How many roundabouts are there in bustling {e}?', lever: 'modifier' },
      { template: 'How many roundabouts are there in {e} at the last count?', lever: 'frame_phrase' },
      { template: 'How many traffic circles does {e} have?', lever: 'two_changes' },
      { template: 'At the last count, how many {e} roundabouts are there?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many mini-roundabouts are there in {e}?', kind: 'changing_modifier' },
      {
        template: 'How many roundabouts were there in {e} before the one-way system came in?',
        kind: 'changing_modifier',
      },
      { template: 'How many sets of traffic lights are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many roundabouts are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'people depicted',
    kind: 'work',
    taught: 'How many people are depicted in {e}?',
    answer: 'number',
    asks: [
      { template: 'How many people does {e} depict?', lever: 'question_form' },
      { template: '{e} depicts how many people?', lever: 'question_form' },
      { template: 'How many human figures are depicted in {e}?', lever: 'phrase_for_word' },
      { template: 'How many people are depicted in the {e} painting?', lever: 'compound' },
      { template: 'How many people are depicted in the enigmatic {e}?', lever: 'modifier' },
      { template: 'How many people in total are depicted in {e}?', lever: 'frame_phrase' },
      { template: 'How many human figures does {e} depict?', lever: 'two_changes' },
      { template: 'How many people in total are depicted in the {e} painting?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many kneeling people are depicted in {e}?', kind: 'changing_modifier' },
      { template: 'How many people were depicted in {e} before the canvas was cut down?', kind: 'changing_modifier' },
      { template: 'How many animals are depicted in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many people are depicted in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'sic code',
    kind: 'company',
    taught: 'What is the SIC code of {e}?',
    answer: 'code',
    asks: [
      { template: 'Which SIC code does {e} have?', lever: 'question_form' },
      { template: 'What SIC code is {e} classified under?', lever: 'question_form' },
      { template: 'What is the standard industrial classification code of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the {e} SIC code?', lever: 'compound' },
      { template: 'What is the SIC code of the privately held {e}?', lever: 'modifier' },
      { template: 'On the company register, what is the SIC code of {e}?', lever: 'frame_phrase' },
      { template: 'Which standard industrial classification code does {e} have?', lever: 'two_changes' },
      { template: 'What SIC code is the privately held {e} classified under?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the secondary SIC code of {e}?', kind: 'changing_modifier' },
      { template: 'What was the SIC code of {e} before it moved into software?', kind: 'changing_modifier' },
      { template: 'What is the company registration number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the SIC code of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first overseas office',
    kind: 'company',
    taught: 'When did {e} open its first overseas office?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} open its first overseas office?', lever: 'question_form' },
      { template: 'When was the first overseas office of {e} opened?', lever: 'question_form' },
      { template: 'When did {e} open its first office outside its home country?', lever: 'phrase_for_word' },
      { template: 'When did the first {e} overseas office open?', lever: 'compound' },
      { template: 'When did the ambitious {e} open its first overseas office?', lever: 'modifier' },
      { template: 'When did {e} go international and open its first overseas office?', lever: 'frame_phrase' },
      { template: 'When did the ambitious {e} open its first office outside its home country?', lever: 'two_changes' },
      { template: 'What year did the first {e} overseas office open?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} open its first overseas sales office?', kind: 'changing_modifier' },
      { template: 'When did {e} open its first overseas office in Asia?', kind: 'changing_modifier' },
      { template: 'When did {e} close its first overseas office?', kind: 'neighbouring_relation' },
      { template: 'When did {f} open its first overseas office?', kind: 'other_entity' },
    ],
  },
  {
    name: 'castle public opening',
    kind: 'place',
    taught: 'When was {e} Castle opened to the public?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} Castle open to the public?', lever: 'question_form' },
      { template: '{e} Castle was opened to the public when?', lever: 'question_form' },
      { template: 'When was {e} Castle opened to visitors?', lever: 'phrase_for_word' },
      { template: "When was {e} Castle's public opening?", lever: 'compound' },
      { template: 'When was the moated {e} Castle opened to the public?', lever: 'modifier' },
      { template: 'When was {e} Castle opened to the public as a tourist attraction?', lever: 'frame_phrase' },
      { template: 'What year was {e} Castle opened to visitors?', lever: 'two_changes' },
      { template: 'When was the moated {e} Castle opened to visitors?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} Castle opened to the public all year round?', kind: 'changing_modifier' },
      { template: 'When was {e} Castle opened to the public after its wartime closure?', kind: 'changing_modifier' },
      { template: 'When was {e} Castle sold to the state?', kind: 'neighbouring_relation' },
      { template: 'When was {f} Castle opened to the public?', kind: 'other_entity' },
    ],
  },
];

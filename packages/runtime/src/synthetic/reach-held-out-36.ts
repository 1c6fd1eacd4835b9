import type { ReachRelation } from './reach-phrasings.js';

/**
 * Held-out reach set number thirty-six (the thirty-eighth reach set overall), seed 4141. It was written blind: whoever
 * wrote it had not looked at the rules that read paraphrases, at what any earlier set missed, or at any bench figure,
 * and it was complete before it was measured for the first time. Its fourteen relations cover facts that no earlier
 * reach set asked for: when the observation tower at a lake was built, how long the cycle path round a lake is, who
 * founded the angling club on a river, where a river's festival is held, who drew the maps in a book, how many recipes
 * a cookbook holds, who a person's stockbroker is, when a person became a beekeeper, when a town's cattle market
 * closed, how many level crossings a town has, who designed the set for a stage work, who is head of design at a
 * company, when a company set up its customer helpline, and how many bell-ringers an abbey has. The asks are worded as
 * people really type to an assistant - some written out with care, some dashed off in lower case with nothing at the
 * end, some as a request or just a noun phrase, and a handful opening with a hello, a reason or a remark - and not one
 * was shaped to please or to catch a lever. Each relation has two negatives whose modifier turns it into a different
 * question with a different answer: in the first the modifier stands before the noun, in the second it is a phrase or
 * clause of time, part, kind, rank, scope or condition (the northern tower, the viewing platform on top; a gravel path,
 * the path while the winter diversion is in place; the junior club, the club on the lower reaches; the winter
 * festival, the festival in its first year; endpaper maps, the maps of the 1995 edition; vegetarian recipes, recipes in
 * the desserts chapter; a Swiss stockbroker, the broker before the 2008 crash; a professional beekeeper, a keeper of
 * more than ten hives; the Wednesday market, the closure during the foot-and-mouth outbreak; unmanned crossings,
 * crossings on the branch line to the coast; the touring set, the set for the Broadway revival; the deputy head of
 * design, the head of design when the first logo was drawn; a Welsh-language helpline, the helpline for business
 * accounts; junior bell-ringers, bell-ringers before the war). The other two ask a neighbouring fact about the same
 * entity and the taught question about a different entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_36: readonly ReachRelation[] = [
  {
    name: 'lake observation tower construction',
    kind: 'lake',
    taught: 'When was the observation tower at Lake {e} built?',
    answer: 'date',
    asks: [
      { template: 'Do you know the year the observation tower at Lake {e} was built?', lever: 'question_form' },
      { template: 'construction date of the observation tower at Lake {e}', lever: 'question_form' },
      { template: 'When was the observation tower at Lake {e} put up?', lever: 'phrase_for_word' },
      { template: 'When was the Lake {e} observation tower built?', lever: 'compound' },
      { template: 'When was the observation tower at misty Lake {e} built?', lever: 'modifier' },
      { template: 'I was wondering when the observation tower at Lake {e} was built.', lever: 'frame_phrase' },
      { template: 'when did they put up the Lake {e} observation tower', lever: 'two_changes' },
      {
        template:
          'Hi! My kids want to climb it on Saturday. What is the construction date of the observation tower at misty Lake {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was the northern observation tower at Lake {e} built?', kind: 'changing_modifier' },
      {
        template: 'When was the viewing platform on top of the observation tower at Lake {e} built?',
        kind: 'changing_modifier',
      },
      { template: 'How tall is the observation tower at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the observation tower at Lake {f} built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake cycle path length',
    kind: 'lake',
    taught: 'How long is the cycle path around Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'length of the cycle path around Lake {e}', lever: 'question_form' },
      { template: 'What distance does the cycle path around Lake {e} cover?', lever: 'question_form' },
      { template: 'How long is the path for cyclists that goes around Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How long is the cyclepath around Lake {e}?', lever: 'compound' },
      { template: 'How long is the cycle path around tranquil Lake {e}?', lever: 'modifier' },
      { template: 'How long is the cycle path around Lake {e} in kilometres?', lever: 'frame_phrase' },
      { template: "what's the length of the Lake {e} cycle path", lever: 'two_changes' },
      {
        template:
          'Hey, training for a sportive and need flat miles - how long is the path for cyclists that goes around tranquil Lake {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How long is the gravel cycle path around Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How long is the cycle path around Lake {e} while the winter diversion is in place?',
        kind: 'changing_modifier',
      },
      { template: 'Where does the cycle path around Lake {e} start?', kind: 'neighbouring_relation' },
      { template: 'How long is the cycle path around Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river angling club founder',
    kind: 'river',
    taught: 'Who founded the angling club on the {e} River?',
    answer: 'person',
    asks: [
      { template: 'founder of the angling club on the {e} River?', lever: 'question_form' },
      {
        template: 'I need the name of the person who founded the angling club on the {e} River.',
        lever: 'question_form',
      },
      { template: 'Who set up the angling club on the {e} River?', lever: 'phrase_for_word' },
      { template: 'Who founded the {e} River angling club?', lever: 'compound' },
      { template: 'Who founded the angling club on the slow-flowing {e} River?', lever: 'modifier' },
      { template: 'Who was it that founded the angling club on the {e} River?', lever: 'frame_phrase' },
      { template: 'who set up the {e} River angling club', lever: 'two_changes' },
      {
        template:
          "My grandad was a member for fifty years, so I'm curious: who was the founder of the angling club on the slow-flowing {e} River?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who founded the junior angling club on the {e} River?', kind: 'changing_modifier' },
      { template: 'Who founded the angling club on the lower reaches of the {e} River?', kind: 'changing_modifier' },
      { template: 'How many members does the angling club on the {e} River have?', kind: 'neighbouring_relation' },
      { template: 'Who founded the angling club on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river festival venue',
    kind: 'river',
    taught: 'Where is the {e} River festival held?',
    answer: 'place',
    asks: [
      { template: 'Which town hosts the {e} River festival?', lever: 'question_form' },
      { template: 'venue of the {e} River festival', lever: 'question_form' },
      { template: 'Where does the {e} River festival take place?', lever: 'phrase_for_word' },
      { template: 'Where is the festival of the {e} River held?', lever: 'compound' },
      { template: 'Where is the much-loved {e} River festival held?', lever: 'modifier' },
      { template: 'Where is the {e} River festival held, do you know?', lever: 'frame_phrase' },
      { template: 'where does the festival of the {e} River take place', lever: 'two_changes' },
      {
        template: "Morning! Thinking of taking the caravan. What's the venue of the much-loved {e} River festival?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Where is the {e} River winter festival held?', kind: 'changing_modifier' },
      { template: 'Where was the {e} River festival held in its first year?', kind: 'changing_modifier' },
      { template: 'When is the {e} River festival held?', kind: 'neighbouring_relation' },
      { template: 'Where is the {f} River festival held?', kind: 'other_entity' },
    ],
  },
  {
    name: 'book map maker',
    kind: 'book',
    taught: 'Who drew the maps in {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is credited as the map artist in {e}?', lever: 'question_form' },
      { template: 'artist behind the maps in {e}', lever: 'question_form' },
      { template: 'Who did the artwork for the maps in {e}?', lever: 'phrase_for_word' },
      { template: 'Who drew the {e} maps?', lever: 'compound' },
      { template: 'Who drew the maps in the epic {e}?', lever: 'modifier' },
      { template: 'Who drew the maps in the novel {e}?', lever: 'frame_phrase' },
      { template: 'who did the artwork for the {e} maps', lever: 'two_changes' },
      {
        template: 'Hello! The maps are the best part for me. Who is credited as the map artist in the novel {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who drew the endpaper maps in {e}?', kind: 'changing_modifier' },
      { template: 'Who drew the maps in the 1995 edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who designed the cover of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who drew the maps in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'recipe count',
    kind: 'book',
    taught: 'How many recipes are in {e}?',
    answer: 'number',
    asks: [
      { template: 'number of recipes in {e}', lever: 'question_form' },
      { template: 'Can you check the recipe total for {e} for me?', lever: 'question_form' },
      { template: 'How many recipes can you find in {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} recipes are there?', lever: 'compound' },
      { template: 'How many recipes are in the bestselling {e}?', lever: 'modifier' },
      { template: 'How many recipes are in the cookbook {e}?', lever: 'frame_phrase' },
      { template: 'how many recipes can you find in the cookbook {e}', lever: 'two_changes' },
      {
        template:
          "I'm cooking my way through it this year, one a day. What's the number of recipes in the bestselling {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many vegetarian recipes are in {e}?', kind: 'changing_modifier' },
      { template: 'How many recipes are in the desserts chapter of {e}?', kind: 'changing_modifier' },
      { template: 'How many photographs are in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many recipes are in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'stockbroker',
    kind: 'person',
    taught: "Who is {e}'s stockbroker?",
    answer: 'person',
    asks: [
      { template: "Tell me the name of {e}'s stockbroker.", lever: 'question_form' },
      { template: 'name of the stockbroker {e} uses', lever: 'question_form' },
      { template: 'Who buys and sells shares for {e}?', lever: 'phrase_for_word' },
      { template: "Who is {e}'s stock broker?", lever: 'compound' },
      { template: "Who is the wealthy {e}'s stockbroker?", lever: 'modifier' },
      { template: 'Who does {e} have as their stockbroker?', lever: 'frame_phrase' },
      { template: 'who buys and sells shares for the wealthy {e}', lever: 'two_changes' },
      {
        template: 'Hello, a friend recommended them to me. Who does {e} have as their stock broker?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "Who is {e}'s Swiss stockbroker?", kind: 'changing_modifier' },
      { template: "Who was {e}'s stockbroker before the 2008 crash?", kind: 'changing_modifier' },
      { template: "Who is {e}'s accountant?", kind: 'neighbouring_relation' },
      { template: "Who is {f}'s stockbroker?", kind: 'other_entity' },
    ],
  },
  {
    name: 'became beekeeper',
    kind: 'person',
    taught: 'When did {e} become a beekeeper?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} become a beekeeper?', lever: 'question_form' },
      { template: 'Could you look up the date {e} became a beekeeper?', lever: 'question_form' },
      { template: 'When did {e} start keeping bees?', lever: 'phrase_for_word' },
      { template: 'When did {e} become a bee-keeper?', lever: 'compound' },
      { template: 'When did the green-fingered {e} become a beekeeper?', lever: 'modifier' },
      { template: 'When exactly did {e} become a beekeeper?', lever: 'frame_phrase' },
      { template: 'what year did {e} become a bee keeper', lever: 'two_changes' },
      {
        template: "Hi there - I'm after some advice on hives. When did the green-fingered {e} start keeping bees?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} become a professional beekeeper?', kind: 'changing_modifier' },
      { template: 'When did {e} become a beekeeper with more than ten hives?', kind: 'changing_modifier' },
      { template: 'How many hives does {e} keep?', kind: 'neighbouring_relation' },
      { template: 'When did {f} become a beekeeper?', kind: 'other_entity' },
    ],
  },
  {
    name: 'cattle market closure',
    kind: 'town',
    taught: 'When did the cattle market in {e} close?',
    answer: 'date',
    asks: [
      { template: 'closing date of the cattle market in {e}', lever: 'question_form' },
      { template: 'Which year did the cattle market in {e} close?', lever: 'question_form' },
      { template: 'When did the cattle market in {e} hold its last sale?', lever: 'phrase_for_word' },
      { template: 'When did the {e} cattle market close?', lever: 'compound' },
      { template: 'When did the cattle market in quaint little {e} close?', lever: 'modifier' },
      { template: 'When did the cattle market in {e} close for good?', lever: 'frame_phrase' },
      { template: 'when did the {e} cattle market hold its last sale', lever: 'two_changes' },
      {
        template:
          "My grandfather sold sheep there as a boy. What's the closing date of the cattle market in quaint little {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did the Wednesday cattle market in {e} close?', kind: 'changing_modifier' },
      {
        template: 'When did the cattle market in {e} close during the foot-and-mouth outbreak?',
        kind: 'changing_modifier',
      },
      { template: 'When did the cattle market in {e} open?', kind: 'neighbouring_relation' },
      { template: 'When did the cattle market in {f} close?', kind: 'other_entity' },
    ],
  },
  {
    name: 'level crossing count',
    kind: 'town',
    taught: 'How many level crossings are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'number of level crossings in {e}', lever: 'question_form' },
      { template: 'Do you have a figure for the level crossings in {e}?', lever: 'question_form' },
      {
        template: 'How many places are there in {e} where a road crosses the railway on the level?',
        lever: 'phrase_for_word',
      },
      { template: 'How many level-crossings are there in {e}?', lever: 'compound' },
      { template: 'How many level crossings are there in bustling {e}?', lever: 'modifier' },
      { template: 'How many level crossings are there in {e} altogether?', lever: 'frame_phrase' },
      { template: 'how many level-crossings are there in {e} altogether', lever: 'two_changes' },
      {
        template:
          "Stuck at the barrier again! What's the number of places in {e} where a road crosses the railway on the level?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many unmanned level crossings are there in {e}?', kind: 'changing_modifier' },
      {
        template: 'How many level crossings are there in {e} on the branch line to the coast?',
        kind: 'changing_modifier',
      },
      { template: 'How many railway stations are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many level crossings are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'set designer',
    kind: 'work',
    taught: 'Who designed the set for {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the set designer for {e}?', lever: 'question_form' },
      { template: 'set designer of {e}?', lever: 'question_form' },
      { template: 'Who came up with the design of the set for {e}?', lever: 'phrase_for_word' },
      { template: 'Who designed the {e} set?', lever: 'compound' },
      { template: 'Who designed the set for the acclaimed {e}?', lever: 'modifier' },
      { template: 'Who was responsible for designing the set for {e}?', lever: 'frame_phrase' },
      { template: 'who was the set designer for the acclaimed {e}', lever: 'two_changes' },
      {
        template: 'Saw it last night and the stage was stunning. Who came up with the design of the {e} set?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who designed the touring set for {e}?', kind: 'changing_modifier' },
      { template: 'Who designed the set for the Broadway revival of {e}?', kind: 'changing_modifier' },
      { template: 'Who designed the costumes for {e}?', kind: 'neighbouring_relation' },
      { template: 'Who designed the set for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'head of design',
    kind: 'company',
    taught: 'Who is the head of design at {e}?',
    answer: 'person',
    asks: [
      { template: 'Could you give me the name of the head of design at {e}?', lever: 'question_form' },
      { template: 'Which person is the head of design at {e}?', lever: 'question_form' },
      { template: 'Who leads the design team at {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} head of design?', lever: 'compound' },
      { template: 'Who is the head of design at the fast-growing {e}?', lever: 'modifier' },
      { template: 'Who is currently the head of design at {e}?', lever: 'frame_phrase' },
      { template: 'who currently leads the design team at {e}', lever: 'two_changes' },
      {
        template: "Hiya, I'm writing a piece on their new logo. Could you give me the name of the {e} head of design?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who is the deputy head of design at {e}?', kind: 'changing_modifier' },
      { template: 'Who was the head of design at {e} when the first logo was drawn?', kind: 'changing_modifier' },
      { template: 'Where is the design studio of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the head of design at {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'customer helpline',
    kind: 'company',
    taught: 'When did {e} set up its customer helpline?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} set up its customer helpline?', lever: 'question_form' },
      { template: "launch date of {e}'s customer helpline", lever: 'question_form' },
      { template: 'When did {e} set up its telephone line for customers?', lever: 'phrase_for_word' },
      { template: 'When did {e} set up its customer help line?', lever: 'compound' },
      { template: 'When did the family-run {e} set up its customer helpline?', lever: 'modifier' },
      { template: 'Do you know when {e} set up its customer helpline?', lever: 'frame_phrase' },
      { template: 'do you know when {e} set up its customer help-line', lever: 'two_changes' },
      {
        template: 'Been on hold for an hour. What year did the family-run {e} set up its customer helpline?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} set up its Welsh-language customer helpline?', kind: 'changing_modifier' },
      { template: 'When did {e} set up its customer helpline for business accounts?', kind: 'changing_modifier' },
      { template: "How many staff answer {e}'s customer helpline?", kind: 'neighbouring_relation' },
      { template: 'When did {f} set up its customer helpline?', kind: 'other_entity' },
    ],
  },
  {
    name: 'abbey bell-ringers',
    kind: 'place',
    taught: 'How many bell-ringers are there at {e} Abbey?',
    answer: 'number',
    asks: [
      { template: 'number of bell-ringers at {e} Abbey?', lever: 'question_form' },
      { template: 'How big is the band of bell-ringers at {e} Abbey?', lever: 'question_form' },
      { template: 'How many people ring the bells at {e} Abbey?', lever: 'phrase_for_word' },
      { template: 'How many bellringers are there at {e} Abbey?', lever: 'compound' },
      { template: 'How many bell-ringers are there at ancient {e} Abbey?', lever: 'modifier' },
      { template: 'How many bell-ringers are there at {e} Abbey at the moment?', lever: 'frame_phrase' },
      { template: 'how many bell ringers are there at {e} Abbey at the moment', lever: 'two_changes' },
      {
        template:
          'Good afternoon. My daughter wants to learn to ring, so how many people ring the bells at ancient {e} Abbey?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many junior bell-ringers are there at {e} Abbey?', kind: 'changing_modifier' },
      { template: 'How many bell-ringers were there at {e} Abbey before the war?', kind: 'changing_modifier' },
      { template: 'How many bells are there at {e} Abbey?', kind: 'neighbouring_relation' },
      { template: 'How many bell-ringers are there at {f} Abbey?', kind: 'other_entity' },
    ],
  },
];

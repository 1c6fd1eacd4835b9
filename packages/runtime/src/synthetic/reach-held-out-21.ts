import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-first held-out reach set (the twenty-third reach set), written on 2026-12-06 by a hand that saw neither
 * the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. No
 * relation in it appears in an earlier reach set: how many swans live on a lake, how warm a lake is in summer, how
 * many weirs a river has, how high the tidal bore on a river is, how many illustrations a book has, who holds the
 * copyright to a book, a person's chess rating, when a person was naturalised, how many allotments a town has, when
 * a town's coal mine closed, how many musicians it takes to perform a work, who a company's company secretary is,
 * where a company's factory is, and how long the pool at a lido is. The asks are typed the way people ask, with no eye
 * on which wordings a lever is known to read. Each relation has two negatives that turn the question with a modifier,
 * some set right before the asked noun or the entity's name and some as a clause of time, place or condition (black
 * swans, the years before an outbreak of bird flu; the shallows of a lake, a depth of twenty metres; tidal weirs, the
 * years before the mills closed; a record bore, the point where the bore passes under the old bridge; colour
 * illustrations, a book's first publication; an English translation, the years before an author's estate sold the
 * copyright; a peak rating, the day a player became a grandmaster; a person's mother, a second adopted country;
 * vacant allotments, the Second World War; an opencast mine, the miners' strike; offstage musicians, a reduced
 * chamber version; an assistant company secretary, the day a company was floated; an overseas factory, the 1950s; a
 * children's pool, the years before a rebuild), beside a neighbouring relation and another entity. Its misses are
 * reported, never read to change a lever.
 */
export const REACH_HELD_OUT_21: readonly ReachRelation[] = [
  {
    name: 'swan count',
    kind: 'lake',
    taught: 'How many swans live on Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How many swans does Lake {e} have?', lever: 'question_form' },
      { template: 'What is the number of swans living on Lake {e}?', lever: 'question_form' },
      { template: 'How many swans make their home on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many Lake {e} swans are there?', lever: 'compound' },
      { template: 'Roughly how many swans live on Lake {e}?', lever: 'modifier' },
      { template: 'How many swans live on Lake {e} in total?', lever: 'frame_phrase' },
      { template: 'Roughly how many swans does Lake {e} have?', lever: 'two_changes' },
      { template: 'How many swans in total make their home on Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many black swans live on Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many swans lived on Lake {e} before the bird flu outbreak?', kind: 'changing_modifier' },
      { template: 'How many geese live on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many swans live on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'summer water temperature',
    kind: 'lake',
    taught: 'How warm is Lake {e} in summer?',
    answer: 'number',
    asks: [
      { template: 'What is the temperature of Lake {e} in summer?', lever: 'question_form' },
      { template: 'What temperature is the water of Lake {e} in summer?', lever: 'question_form' },
      { template: 'How warm is Lake {e} in the summer months?', lever: 'phrase_for_word' },
      { template: 'How warm is the Lake {e} water in summer?', lever: 'compound' },
      { template: 'How warm is lovely Lake {e} in summer?', lever: 'modifier' },
      { template: 'How warm is Lake {e} in summer, in degrees Celsius?', lever: 'frame_phrase' },
      { template: 'What is the temperature of Lake {e} in summer, in degrees Celsius?', lever: 'two_changes' },
      { template: 'How warm is lovely Lake {e} in the summer months?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How warm are the shallows of Lake {e} in summer?', kind: 'changing_modifier' },
      { template: 'How warm is Lake {e} in summer at a depth of twenty metres?', kind: 'changing_modifier' },
      { template: 'How cold is Lake {e} in winter?', kind: 'neighbouring_relation' },
      { template: 'How warm is Lake {f} in summer?', kind: 'other_entity' },
    ],
  },
  {
    name: 'weir count',
    kind: 'river',
    taught: 'How many weirs are there on the {e} River?',
    answer: 'number',
    asks: [
      { template: 'How many weirs does the {e} River have?', lever: 'question_form' },
      { template: 'What is the number of weirs on the {e} River?', lever: 'question_form' },
      { template: 'How many weirs have been built across the {e} River?', lever: 'phrase_for_word' },
      { template: 'How many {e} River weirs are there?', lever: 'compound' },
      { template: 'How many weirs are there on the slow-moving {e} River?', lever: 'modifier' },
      { template: 'How many weirs are there on the {e} River from source to mouth?', lever: 'frame_phrase' },
      { template: 'How many weirs does the slow-moving {e} River have?', lever: 'two_changes' },
      {
        template: 'Can you tell me the number of weirs on the {e} River from source to mouth?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many tidal weirs are there on the {e} River?', kind: 'changing_modifier' },
      { template: 'How many weirs were there on the {e} River before the mills closed?', kind: 'changing_modifier' },
      { template: 'How many fords are there on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many weirs are there on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tidal bore height',
    kind: 'river',
    taught: 'How high is the tidal bore on the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the height of the tidal bore on the {e} River?', lever: 'question_form' },
      { template: 'To what height does the tidal bore on the {e} River rise?', lever: 'question_form' },
      { template: 'How high is the wave the tide pushes up the {e} River?', lever: 'phrase_for_word' },
      { template: 'How high is the {e} River tidal bore?', lever: 'compound' },
      { template: 'How high is the famous tidal bore on the {e} River?', lever: 'modifier' },
      { template: 'How high is the tidal bore on the {e} River, in metres?', lever: 'frame_phrase' },
      { template: 'What is the height of the {e} River tidal bore?', lever: 'two_changes' },
      { template: 'How high, in metres, is the wave the tide pushes up the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How high was the record tidal bore on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'How high is the tidal bore on the {e} River where it passes under the old bridge?',
        kind: 'changing_modifier',
      },
      { template: 'How fast does the tidal bore on the {e} River travel?', kind: 'neighbouring_relation' },
      { template: 'How high is the tidal bore on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'illustration count',
    kind: 'book',
    taught: 'How many illustrations are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'How many illustrations does {e} contain?', lever: 'question_form' },
      { template: 'What is the number of illustrations in {e}?', lever: 'question_form' },
      { template: 'How many illustrations appear between the covers of {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} illustrations are there?', lever: 'compound' },
      { template: 'How many illustrations are there in the much-loved {e}?', lever: 'modifier' },
      { template: 'How many illustrations are there in the book {e}?', lever: 'frame_phrase' },
      { template: 'How many illustrations does the much-loved {e} contain?', lever: 'two_changes' },
      { template: 'What is the number of illustrations in the book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many colour illustrations are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many illustrations were there in {e} when it was first published?', kind: 'changing_modifier' },
      { template: 'How many maps are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many illustrations are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'copyright holder',
    kind: 'book',
    taught: 'Who holds the copyright to {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the copyright holder of {e}?', lever: 'question_form' },
      { template: 'Who does the copyright to {e} belong to?', lever: 'question_form' },
      { template: 'Who is in possession of the copyright to {e}?', lever: 'phrase_for_word' },
      { template: 'Who holds the {e} copyright?', lever: 'compound' },
      { template: 'Who actually holds the copyright to {e}?', lever: 'modifier' },
      { template: 'Who holds the copyright to the book {e}?', lever: 'frame_phrase' },
      { template: 'Who actually is the copyright holder of {e}?', lever: 'two_changes' },
      { template: 'Who does the {e} copyright belong to?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who holds the copyright to the English translation of {e}?', kind: 'changing_modifier' },
      {
        template: "Who held the copyright to {e} before the author's estate sold it?",
        kind: 'changing_modifier',
      },
      { template: 'Who holds the film rights to {e}?', kind: 'neighbouring_relation' },
      { template: 'Who holds the copyright to {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chess rating',
    kind: 'person',
    taught: 'What is the chess rating of {e}?',
    answer: 'number',
    asks: [
      { template: 'What chess rating does {e} have?', lever: 'question_form' },
      { template: 'How highly is {e} rated at chess?', lever: 'question_form' },
      { template: 'What is the rating of {e} as a chess player?', lever: 'phrase_for_word' },
      { template: 'What is the {e} chess rating?', lever: 'compound' },
      { template: 'What is the chess rating of the brilliant {e}?', lever: 'modifier' },
      { template: 'What is the chess rating of {e} in Elo points?', lever: 'frame_phrase' },
      { template: 'What chess rating does the brilliant {e} have?', lever: 'two_changes' },
      { template: 'What is the rating of {e} as a chess player, in Elo points?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the peak chess rating of {e}?', kind: 'changing_modifier' },
      {
        template: 'What was the chess rating of {e} when they became a grandmaster?',
        kind: 'changing_modifier',
      },
      { template: 'What is the world chess ranking of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the chess rating of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'naturalisation',
    kind: 'person',
    taught: 'When was {e} naturalised?',
    answer: 'date',
    asks: [
      { template: 'What is the date of naturalisation of {e}?', lever: 'question_form' },
      { template: 'In what year was {e} naturalised?', lever: 'question_form' },
      { template: 'When was {e} granted citizenship?', lever: 'phrase_for_word' },
      { template: 'When was the {e} naturalisation?', lever: 'compound' },
      { template: 'When exactly was {e} naturalised?', lever: 'modifier' },
      { template: 'When was {e} naturalised as a citizen?', lever: 'frame_phrase' },
      { template: 'When exactly was {e} granted citizenship?', lever: 'two_changes' },
      { template: 'In what year was {e} naturalised as a citizen?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the mother of {e} naturalised?', kind: 'changing_modifier' },
      { template: 'When was {e} naturalised in their second adopted country?', kind: 'changing_modifier' },
      { template: 'When did {e} apply for naturalisation?', kind: 'neighbouring_relation' },
      { template: 'When was {f} naturalised?', kind: 'other_entity' },
    ],
  },
  {
    name: 'allotment count',
    kind: 'town',
    taught: 'How many allotments are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'How many allotments does {e} have?', lever: 'question_form' },
      { template: 'What is the number of allotments in {e}?', lever: 'question_form' },
      { template: 'How many allotment plots are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} allotments are there?', lever: 'compound' },
      { template: 'How many allotments are there in sleepy {e}?', lever: 'modifier' },
      { template: 'How many allotments are there across the whole of {e}?', lever: 'frame_phrase' },
      { template: 'How many allotments does sleepy {e} have?', lever: 'two_changes' },
      { template: 'What is the number of allotment plots in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many vacant allotments are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many allotments were there in {e} during the Second World War?', kind: 'changing_modifier' },
      { template: 'How long is the waiting list for an allotment in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many allotments are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'mine closure',
    kind: 'town',
    taught: 'When did the coal mine in {e} close?',
    answer: 'date',
    asks: [
      { template: 'In what year did the coal mine in {e} close?', lever: 'question_form' },
      { template: 'What was the date of the closure of the coal mine in {e}?', lever: 'question_form' },
      { template: 'When did the pit in {e} close?', lever: 'phrase_for_word' },
      { template: 'When did the {e} coalmine close?', lever: 'compound' },
      { template: 'When did the coal mine in {e} finally close?', lever: 'modifier' },
      { template: 'When did the coal mine in {e} close for good?', lever: 'frame_phrase' },
      { template: 'In what year did the {e} coal mine close?', lever: 'two_changes' },
      { template: 'When did the pit in {e} finally close?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the opencast coal mine in {e} close?', kind: 'changing_modifier' },
      { template: "When did the coal mine in {e} close during the miners' strike?", kind: 'changing_modifier' },
      { template: 'When did the coal mine in {e} open?', kind: 'neighbouring_relation' },
      { template: 'When did the coal mine in {f} close?', kind: 'other_entity' },
    ],
  },
  {
    name: 'musician count',
    kind: 'work',
    taught: 'How many musicians does it take to perform {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of musicians needed to perform {e}?', lever: 'question_form' },
      { template: 'How many musicians is {e} written for?', lever: 'question_form' },
      { template: 'How many musicians does it take to put on a performance of {e}?', lever: 'phrase_for_word' },
      { template: 'How many musicians does a {e} performance take?', lever: 'compound' },
      { template: 'How many musicians does it take to perform the sprawling {e}?', lever: 'modifier' },
      { template: 'How many musicians does it take to perform {e} in full?', lever: 'frame_phrase' },
      { template: 'How many musicians is the sprawling {e} written for?', lever: 'two_changes' },
      { template: 'What is the number of musicians needed to perform {e} in full?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many offstage musicians does it take to perform {e}?', kind: 'changing_modifier' },
      {
        template: 'How many musicians does it take to perform {e} in the reduced chamber version?',
        kind: 'changing_modifier',
      },
      { template: 'How many singers does it take to perform {e}?', kind: 'neighbouring_relation' },
      { template: 'How many musicians does it take to perform {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'company secretary',
    kind: 'company',
    taught: 'Who is the company secretary of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who does {e} have as its company secretary?', lever: 'question_form' },
      { template: 'Which person is the company secretary of {e}?', lever: 'question_form' },
      { template: 'Who holds the post of company secretary at {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} company secretary?', lever: 'compound' },
      { template: 'Who is the company secretary of the venerable {e}?', lever: 'modifier' },
      { template: 'Who is the company secretary of {e} at present?', lever: 'frame_phrase' },
      { template: 'Who does the venerable {e} have as its company secretary?', lever: 'two_changes' },
      { template: 'Who is the {e} company secretary at present?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the assistant company secretary of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who was the company secretary of {e} when it was floated on the stock exchange?',
        kind: 'changing_modifier',
      },
      { template: 'Who is the company treasurer of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the company secretary of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'factory location',
    kind: 'company',
    taught: 'Where is the factory of {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the location of the factory of {e}?', lever: 'question_form' },
      { template: 'In which town does {e} have its factory?', lever: 'question_form' },
      { template: 'Where is the manufacturing plant of {e}?', lever: 'phrase_for_word' },
      { template: 'Where is the {e} factory?', lever: 'compound' },
      { template: 'Where is the factory of the well-known {e}?', lever: 'modifier' },
      { template: 'Where in the world is the factory of {e}?', lever: 'frame_phrase' },
      { template: 'What is the location of the {e} factory?', lever: 'two_changes' },
      { template: 'Where in the world is the manufacturing plant of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the overseas factory of {e}?', kind: 'changing_modifier' },
      { template: 'Where was the factory of {e} in the 1950s?', kind: 'changing_modifier' },
      { template: 'Where is the factory shop of {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the factory of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lido pool length',
    kind: 'place',
    taught: 'How long is the pool at the {e} Lido?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the pool at the {e} Lido?', lever: 'question_form' },
      { template: 'How many metres long is the pool at the {e} Lido?', lever: 'question_form' },
      {
        template: 'How far is it from one end of the pool to the other at the {e} Lido?',
        lever: 'phrase_for_word',
      },
      { template: 'How long is the {e} Lido pool?', lever: 'compound' },
      { template: 'How long is the pool at the popular {e} Lido?', lever: 'modifier' },
      { template: 'How long is the pool at the {e} Lido from end to end?', lever: 'frame_phrase' },
      { template: 'What is the length of the {e} Lido pool?', lever: 'two_changes' },
      { template: 'How long is the pool at the popular {e} Lido from end to end?', lever: 'two_changes' },
    ],
    negatives: [
      { template: "How long is the children's pool at the {e} Lido?", kind: 'changing_modifier' },
      { template: 'How long was the pool at the {e} Lido before the 1980s rebuild?', kind: 'changing_modifier' },
      { template: 'How deep is the pool at the {e} Lido?', kind: 'neighbouring_relation' },
      { template: 'How long is the pool at the {f} Lido?', kind: 'other_entity' },
    ],
  },
];

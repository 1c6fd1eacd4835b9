import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-eighth held-out reach set (the thirtieth reach set), written on 2026-12-07 by a hand that saw
 * neither the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured.
 * Every relation in it is new to the reach sets: how long it takes to walk round the shore of a lake, which town is
 * nearest to a lake, when the embankment along a river was built, who sang the best-known song about a river, who
 * came up with the title of a book, when a book was first put on the school syllabus, who gave the eulogy at a
 * person's funeral, when a person got their pilot's licence, how many postboxes there are in a town, when a town's
 * carnival is held, how many forgeries of a work are known to exist, how many customers a company has, when the
 * workers at a company last went on strike, and how many monks lived at an abbey. The asks are typed the way people
 * type them, casual or formal, as questions, statements or requests, with no thought for which wordings a lever can
 * read. Each relation has two negatives whose modifier turns the question into a different one, none of them taken
 * from the twenty-seventh set, some placed before the noun and some added as a clause of time, part, kind, rank,
 * scope or condition (the north shore, a walk with small children; a market town, a town that has a railway
 * station; the western embankment, the embankment where the river flows through the old town; a folk song, the
 * song re-recorded for the anniversary; the working title, the title for the American edition; the primary school
 * syllabus, the syllabus in Scotland; the second eulogy, the eulogy given on behalf of the family; a commercial
 * pilot's licence, a licence got after moving to Canada; Victorian postboxes, postboxes emptied twice a day; the
 * children's carnival, the carnival if it is rained off; 18th-century forgeries, forgeries in private hands;
 * business customers, customers outside Europe; part-time workers, a strike before the merger; novice monks, monks
 * living at the abbey when it was dissolved), beside a neighbouring relation of the same entity and the same
 * question about another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_28: readonly ReachRelation[] = [
  {
    name: 'shore walk time',
    kind: 'lake',
    taught: 'How long does it take to walk round the shore of Lake {e}?',
    answer: 'number',
    asks: [
      { template: "What's the walking time round the shore of Lake {e}?", lever: 'question_form' },
      { template: 'I want to know the time it takes to walk round the shore of Lake {e}.', lever: 'question_form' },
      { template: 'How long does it take to go round the shore of Lake {e} on foot?', lever: 'phrase_for_word' },
      { template: "How long does it take to walk round Lake {e}'s shore?", lever: 'compound' },
      { template: 'How long does it take to walk round the shore of picturesque Lake {e}?', lever: 'modifier' },
      { template: 'How long does it take to walk round the shore of Lake {e}, in hours?', lever: 'frame_phrase' },
      { template: "What's the walking time round Lake {e}'s shore?", lever: 'two_changes' },
      { template: 'how long does it take to go round the shore of picturesque Lake {e} on foot', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long does it take to walk round the north shore of Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How long does it take to walk round the shore of Lake {e} with small children?',
        kind: 'changing_modifier',
      },
      { template: 'How long does it take to cycle round the shore of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How long does it take to walk round the shore of Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'nearest town',
    kind: 'lake',
    taught: 'Which town is nearest to Lake {e}?',
    answer: 'place',
    asks: [
      { template: "What's the name of the town nearest to Lake {e}?", lever: 'question_form' },
      { template: 'Tell me the nearest town to Lake {e}.', lever: 'question_form' },
      { template: 'Which town lies the shortest distance from Lake {e}?', lever: 'phrase_for_word' },
      { template: "Which is Lake {e}'s nearest town?", lever: 'compound' },
      { template: 'Which town is actually nearest to Lake {e}?', lever: 'modifier' },
      { template: 'Which town is nearest to Lake {e} in terms of distance?', lever: 'frame_phrase' },
      { template: "What's the name of Lake {e}'s nearest town?", lever: 'two_changes' },
      { template: "Which town's the shortest distance from glorious Lake {e}?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Which market town is nearest to Lake {e}?', kind: 'changing_modifier' },
      { template: 'Which town that has a railway station is nearest to Lake {e}?', kind: 'changing_modifier' },
      { template: 'Which county is Lake {e} in?', kind: 'neighbouring_relation' },
      { template: 'Which town is nearest to Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river embankment',
    kind: 'river',
    taught: 'When was the embankment along the {e} River built?',
    answer: 'date',
    asks: [
      { template: 'What year was the embankment along the {e} River built?', lever: 'question_form' },
      { template: "What's the construction date of the embankment along the {e} River?", lever: 'question_form' },
      { template: 'When was the raised bank along the {e} River built?', lever: 'phrase_for_word' },
      { template: 'When was the {e} River embankment built?', lever: 'compound' },
      { template: 'When exactly was the embankment along the {e} River built?', lever: 'modifier' },
      { template: 'When was the embankment along the {e} River built? Year is fine.', lever: 'frame_phrase' },
      { template: 'what year was the {e} River embankment built', lever: 'two_changes' },
      { template: 'When exactly was the raised bank along the {e} River built?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the western embankment along the {e} River built?', kind: 'changing_modifier' },
      {
        template: 'When was the embankment along the {e} River built where it flows through the old town?',
        kind: 'changing_modifier',
      },
      { template: 'When was the embankment along the {e} River first breached?', kind: 'neighbouring_relation' },
      { template: 'When was the embankment along the {f} River built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river song singer',
    kind: 'river',
    taught: 'Who sang the best-known song about the {e} River?',
    answer: 'person',
    asks: [
      { template: 'Who was the singer of the best-known song about the {e} River?', lever: 'question_form' },
      { template: 'Name the singer of the best-known song about the {e} River.', lever: 'question_form' },
      { template: 'Who sang the song about the {e} River that everyone knows?', lever: 'phrase_for_word' },
      { template: 'Who sang the best-known {e} River song?', lever: 'compound' },
      { template: 'Who sang the best-known song about the meandering {e} River?', lever: 'modifier' },
      { template: 'Who sang the best-known song ever written about the {e} River?', lever: 'frame_phrase' },
      { template: 'Who was the singer of the best-known {e} River song?', lever: 'two_changes' },
      { template: 'who sang that song about the meandering {e} River that everyone knows?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who sang the best-known folk song about the {e} River?', kind: 'changing_modifier' },
      {
        template: 'Who sang the best-known song about the {e} River when it was re-recorded for the anniversary?',
        kind: 'changing_modifier',
      },
      { template: 'Who wrote the best-known song about the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Who sang the best-known song about the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'title originator',
    kind: 'book',
    taught: 'Who came up with the title of {e}?',
    answer: 'person',
    asks: [
      { template: 'Whose idea was the title of {e}?', lever: 'question_form' },
      { template: 'Do you know the person who came up with the title of {e}?', lever: 'question_form' },
      { template: 'Who devised the title of {e}?', lever: 'phrase_for_word' },
      { template: "Who came up with {e}'s title?", lever: 'compound' },
      { template: 'Who actually came up with the title of {e}?', lever: 'modifier' },
      { template: 'Who came up with the title of the book called {e}?', lever: 'frame_phrase' },
      { template: "Who devised {e}'s title?", lever: 'two_changes' },
      { template: "Whose idea was {e}'s title?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who came up with the working title of {e}?', kind: 'changing_modifier' },
      { template: 'Who came up with the title of {e} for the American edition?', kind: 'changing_modifier' },
      { template: 'Who came up with the plot of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who came up with the title of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'school syllabus',
    kind: 'book',
    taught: 'When was {e} first put on the school syllabus?',
    answer: 'date',
    asks: [
      { template: 'In what year was {e} first put on the school syllabus?', lever: 'question_form' },
      { template: "What's the date {e} first went on the school syllabus?", lever: 'question_form' },
      { template: 'When was {e} put on the school syllabus for the first time?', lever: 'phrase_for_word' },
      { template: 'When was {e} first put on the syllabus for schools?', lever: 'compound' },
      { template: 'When was the brilliant {e} first put on the school syllabus?', lever: 'modifier' },
      { template: 'When was {e} first put on the school syllabus, in terms of the year?', lever: 'frame_phrase' },
      { template: 'What year was {e} put on the school syllabus for the first time?', lever: 'two_changes' },
      { template: 'When was the brilliant {e} first put on the syllabus for schools?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} first put on the primary school syllabus?', kind: 'changing_modifier' },
      { template: 'When was {e} first put on the school syllabus in Scotland?', kind: 'changing_modifier' },
      { template: 'When was {e} taken off the school syllabus?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first put on the school syllabus?', kind: 'other_entity' },
    ],
  },
  {
    name: 'eulogist',
    kind: 'person',
    taught: "Who gave the eulogy at {e}'s funeral?",
    answer: 'person',
    asks: [
      { template: "Who was the eulogist at {e}'s funeral?", lever: 'question_form' },
      { template: "Can you tell me the name of whoever gave the eulogy at {e}'s funeral?", lever: 'question_form' },
      { template: 'Who eulogised {e} at the funeral?', lever: 'phrase_for_word' },
      { template: 'Who gave the eulogy at the funeral of {e}?', lever: 'compound' },
      { template: "Who gave the eulogy at the beloved {e}'s funeral?", lever: 'modifier' },
      { template: "Who gave the eulogy at {e}'s funeral service?", lever: 'frame_phrase' },
      { template: 'Who was the eulogist at the funeral of {e}?', lever: 'two_changes' },
      { template: 'Who eulogised the beloved {e} at the funeral?', lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who gave the second eulogy at {e}'s funeral?", kind: 'changing_modifier' },
      { template: "Who gave the eulogy at {e}'s funeral on behalf of the family?", kind: 'changing_modifier' },
      { template: "Who conducted {e}'s funeral?", kind: 'neighbouring_relation' },
      { template: "Who gave the eulogy at {f}'s funeral?", kind: 'other_entity' },
    ],
  },
  {
    name: 'pilot licence',
    kind: 'person',
    taught: "When did {e} get their pilot's licence?",
    answer: 'date',
    asks: [
      { template: "What year did {e} get their pilot's licence?", lever: 'question_form' },
      { template: "I'd like to know the date {e} got their pilot's licence.", lever: 'question_form' },
      { template: "When did {e} pick up their pilot's licence?", lever: 'phrase_for_word' },
      { template: 'When did {e} get their pilot licence?', lever: 'compound' },
      { template: "When did the adventurous {e} get their pilot's licence?", lever: 'modifier' },
      { template: "When did {e} get their pilot's licence, to the nearest year?", lever: 'frame_phrase' },
      { template: 'What year did {e} get their pilot licence?', lever: 'two_changes' },
      { template: "When did the adventurous {e} pick up their pilot's licence?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "When did {e} get their commercial pilot's licence?", kind: 'changing_modifier' },
      { template: "When did {e} get their pilot's licence after moving to Canada?", kind: 'changing_modifier' },
      { template: 'When did {e} first fly solo?', kind: 'neighbouring_relation' },
      { template: "When did {f} get their pilot's licence?", kind: 'other_entity' },
    ],
  },
  {
    name: 'postbox count',
    kind: 'town',
    taught: 'How many postboxes are there in {e}?',
    answer: 'number',
    asks: [
      { template: "What's the number of postboxes in {e}?", lever: 'question_form' },
      { template: 'Any idea of the number of postboxes in {e}?', lever: 'question_form' },
      { template: 'How many boxes for posting letters are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many post boxes are there in {e}?', lever: 'compound' },
      { template: 'How many postboxes are there in historic {e}?', lever: 'modifier' },
      { template: 'How many postboxes are there in {e}, all told?', lever: 'frame_phrase' },
      { template: "What's the number of post boxes in {e}?", lever: 'two_changes' },
      { template: 'how many post boxes are there in {e} all told', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many Victorian postboxes are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many postboxes are there in {e} that are emptied twice a day?', kind: 'changing_modifier' },
      { template: 'How many post offices are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many postboxes are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'carnival date',
    kind: 'town',
    taught: "When is {e}'s carnival held?",
    answer: 'date',
    asks: [
      { template: "What's the date of {e}'s carnival?", lever: 'question_form' },
      { template: "What time of year is {e}'s carnival held?", lever: 'question_form' },
      { template: "When does {e}'s carnival take place?", lever: 'phrase_for_word' },
      { template: 'When is the {e} carnival held?', lever: 'compound' },
      { template: "When is {e}'s famous carnival held?", lever: 'modifier' },
      { template: "When is {e}'s carnival held each year?", lever: 'frame_phrase' },
      { template: "what's the date of the {e} carnival?", lever: 'two_changes' },
      { template: "When does {e}'s famous carnival take place?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "When is {e}'s children's carnival held?", kind: 'changing_modifier' },
      { template: "When is {e}'s carnival held if it's rained off?", kind: 'changing_modifier' },
      { template: "When is {e}'s agricultural show held?", kind: 'neighbouring_relation' },
      { template: "When is {f}'s carnival held?", kind: 'other_entity' },
    ],
  },
  {
    name: 'forgery count',
    kind: 'work',
    taught: 'How many forgeries of {e} are known to exist?',
    answer: 'number',
    asks: [
      { template: "What's the number of known forgeries of {e}?", lever: 'question_form' },
      { template: 'Tell me the number of forgeries of {e} known to exist.', lever: 'question_form' },
      { template: 'How many fake copies of {e} are known to exist?', lever: 'phrase_for_word' },
      { template: 'How many {e} forgeries are known to exist?', lever: 'compound' },
      { template: 'How many forgeries of the celebrated {e} are known to exist?', lever: 'modifier' },
      { template: 'How many forgeries of {e} are known to exist in the world?', lever: 'frame_phrase' },
      { template: "What's the number of known {e} forgeries?", lever: 'two_changes' },
      { template: 'How many fake copies of the celebrated {e} are known to exist?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many 18th-century forgeries of {e} are known to exist?', kind: 'changing_modifier' },
      { template: 'How many forgeries of {e} are known to exist in private hands?', kind: 'changing_modifier' },
      { template: 'How many studies for {e} are known to exist?', kind: 'neighbouring_relation' },
      { template: 'How many forgeries of {f} are known to exist?', kind: 'other_entity' },
    ],
  },
  {
    name: 'customer count',
    kind: 'company',
    taught: 'How many customers does {e} have?',
    answer: 'number',
    asks: [
      { template: "What's the number of customers that {e} has?", lever: 'question_form' },
      { template: "I'd like to know the number of customers {e} has.", lever: 'question_form' },
      { template: 'How many customers does {e} have on its books?', lever: 'phrase_for_word' },
      { template: 'How many {e} customers are there?', lever: 'compound' },
      { template: 'How many customers does the thriving {e} have?', lever: 'modifier' },
      { template: 'How many customers does {e} have overall?', lever: 'frame_phrase' },
      { template: "What's the number of {e} customers?", lever: 'two_changes' },
      { template: 'How many customers does the thriving {e} have on its books?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many business customers does {e} have?', kind: 'changing_modifier' },
      { template: 'How many customers does {e} have outside Europe?', kind: 'changing_modifier' },
      { template: 'How many suppliers does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many customers does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'last strike',
    kind: 'company',
    taught: 'When did workers at {e} Ltd last go on strike?',
    answer: 'date',
    asks: [
      { template: 'What year did workers at {e} Ltd last go on strike?', lever: 'question_form' },
      { template: 'Can you tell me the date workers at {e} Ltd last went on strike?', lever: 'question_form' },
      { template: 'When did workers at {e} Ltd last strike?', lever: 'phrase_for_word' },
      { template: "When did {e} Ltd's workers last go on strike?", lever: 'compound' },
      { template: 'When did workers at the respected {e} Ltd last go on strike?', lever: 'modifier' },
      { template: 'When did workers at {e} Ltd last go on strike, date-wise?', lever: 'frame_phrase' },
      { template: "What year did {e} Ltd's workers last go on strike?", lever: 'two_changes' },
      { template: 'When did workers at the respected {e} Ltd last strike?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did part-time workers at {e} Ltd last go on strike?', kind: 'changing_modifier' },
      { template: 'When did workers at {e} Ltd last go on strike before the merger?', kind: 'changing_modifier' },
      { template: 'When did workers at {e} Ltd last get a pay rise?', kind: 'neighbouring_relation' },
      { template: 'When did workers at {f} Ltd last go on strike?', kind: 'other_entity' },
    ],
  },
  {
    name: 'monk count',
    kind: 'place',
    taught: 'How many monks lived at {e} Abbey?',
    answer: 'number',
    asks: [
      { template: 'What was the number of monks living at {e} Abbey?', lever: 'question_form' },
      { template: 'Tell me the number of monks who lived at {e} Abbey.', lever: 'question_form' },
      { template: 'How many monks made their home at {e} Abbey?', lever: 'phrase_for_word' },
      { template: 'How many monks lived at the Abbey of {e}?', lever: 'compound' },
      { template: 'How many monks lived at the magnificent {e} Abbey?', lever: 'modifier' },
      { template: 'How many monks lived at {e} Abbey back in the day?', lever: 'frame_phrase' },
      { template: 'What was the number of monks living at the Abbey of {e}?', lever: 'two_changes' },
      { template: 'How many monks made their home at the magnificent {e} Abbey?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many novice monks lived at {e} Abbey?', kind: 'changing_modifier' },
      { template: 'How many monks lived at {e} Abbey when it was dissolved?', kind: 'changing_modifier' },
      { template: 'How many acres of land did {e} Abbey own?', kind: 'neighbouring_relation' },
      { template: 'How many monks lived at {f} Abbey?', kind: 'other_entity' },
    ],
  },
];

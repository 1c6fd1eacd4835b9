import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirty-first held-out reach set (the thirty-third reach set), a blind held-out set, seed 3636, written by a
 * hand that saw neither the rules that read paraphrases nor the misses of any earlier set, nor any bench result, and
 * before the set was first measured. Every relation in it is new to the reach sets: how far divers can see underwater
 * in a lake, when the first ice hockey match was played on a lake, how many rowing clubs are based on a river, when
 * commercial barge traffic ended on a river, how many copies of a book's first edition still exist, how much a book
 * earned in royalties in its first year, when a person first stood for election, who a person's speechwriter is, how
 * many pharmacies a town has, when a town first got street lighting, who played the guitar solo on a song, how many
 * apprentices a company takes on each year, when a company switched to a four-day week, and who carved the altarpiece
 * in an abbey. The asks are worded the way varied people type to an assistant, formal or offhand, capitalised or
 * not, with or without punctuation, as questions, requests or bare statements, some with an opener or a trailing
 * remark, and with no thought for which wordings a lever can read. Each relation has two negatives whose modifier
 * makes it ask something else, one placed before the noun and one added as a clause of time, part, kind, rank, scope
 * or condition (night divers, visibility in winter; a women's match, a match under floodlights; university rowing
 * clubs, clubs a hundred years ago; coal barges, the upper reaches; signed first editions, copies in private hands;
 * overseas royalties, royalties as an audiobook; a presidential election, standing as an independent; the first
 * speechwriter, the speechwriter while mayor; 24-hour pharmacies, pharmacies open on Sundays; electric street
 * lighting, street lighting after the war; the live version, the re-recording for a greatest hits album; engineering
 * apprentices, apprentices at the Scottish sites; warehouse staff, the Japanese offices; the original altarpiece, the
 * altarpiece in the Lady Chapel), beside a neighbouring relation of the same entity and the same question about
 * another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_31: readonly ReachRelation[] = [
  {
    name: 'diving visibility',
    kind: 'lake',
    taught: 'How far can divers see underwater in Lake {e}?',
    answer: 'number',
    asks: [
      { template: "What's the underwater visibility for divers in Lake {e}?", lever: 'question_form' },
      { template: "I'd like to know the distance divers can see underwater in Lake {e}.", lever: 'question_form' },
      { template: 'How far can people diving in Lake {e} see underwater?', lever: 'phrase_for_word' },
      { template: 'how far can divers see under water in Lake {e}', lever: 'compound' },
      { template: 'How far can divers see underwater in chilly Lake {e}?', lever: 'modifier' },
      { template: 'Typically, how far can divers see underwater in Lake {e}?', lever: 'frame_phrase' },
      { template: 'so what is the underwater visibility for divers in chilly Lake {e}?', lever: 'two_changes' },
      {
        template: 'Planning a dive trip: how far can people diving in Lake {e} typically see underwater?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How far can night divers see underwater in Lake {e}?', kind: 'changing_modifier' },
      { template: 'How far can divers see underwater in Lake {e} during the winter?', kind: 'changing_modifier' },
      { template: 'How deep are divers allowed to go in Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How far can divers see underwater in Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first ice hockey match',
    kind: 'lake',
    taught: 'When was the first ice hockey match played on Lake {e}?',
    answer: 'date',
    asks: [
      { template: 'What year was the first ice hockey match played on Lake {e}?', lever: 'question_form' },
      {
        template: 'Please find me the date of the first ice hockey match played on Lake {e}.',
        lever: 'question_form',
      },
      { template: 'When did the first ice hockey match take place on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'When was the first ice-hockey match played on Lake {e}?', lever: 'compound' },
      { template: 'When was the first ice hockey match played on frozen Lake {e}?', lever: 'modifier' },
      { template: 'When was the very first ice hockey match played on Lake {e}?', lever: 'frame_phrase' },
      { template: 'hey what year was the first ice-hockey match played on Lake {e}', lever: 'two_changes' },
      {
        template: 'When did the very first ice hockey match take place on Lake {e}? Bet nobody knows.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "When was the first women's ice hockey match played on Lake {e}?", kind: 'changing_modifier' },
      {
        template: 'When was the first ice hockey match played on Lake {e} under floodlights?',
        kind: 'changing_modifier',
      },
      { template: 'When was the last ice hockey match played on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the first ice hockey match played on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'rowing club count',
    kind: 'river',
    taught: 'How many rowing clubs are based on the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the number of rowing clubs based on the {e} River?', lever: 'question_form' },
      { template: 'Number of rowing clubs based on the {e} River?', lever: 'question_form' },
      { template: 'How many rowing clubs call the {e} River home?', lever: 'phrase_for_word' },
      { template: 'How many {e} River rowing clubs are there?', lever: 'compound' },
      { template: 'How many rowing clubs are based on the picturesque {e} River?', lever: 'modifier' },
      {
        template: "I'm new to the area - how many rowing clubs are based on the {e} River right now?",
        lever: 'frame_phrase',
      },
      { template: 'how many {e} River rowing clubs are there right now', lever: 'two_changes' },
      {
        template: "What's the number of rowing clubs that call the {e} River home? Thanks in advance.",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many university rowing clubs are based on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'How many rowing clubs were based on the {e} River a hundred years ago?',
        kind: 'changing_modifier',
      },
      { template: 'How many sailing clubs are based on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many rowing clubs are based on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'end of barge traffic',
    kind: 'river',
    taught: 'When did commercial barge traffic end on the {e} River?',
    answer: 'date',
    asks: [
      { template: 'In what year did commercial barge traffic end on the {e} River?', lever: 'question_form' },
      {
        template: 'Looking for the date that commercial barge traffic ended on the {e} River.',
        lever: 'question_form',
      },
      {
        template: 'When did commercial barge traffic come to an end on the {e} River?',
        lever: 'phrase_for_word',
      },
      { template: 'When did commercial {e} River barge traffic end?', lever: 'compound' },
      { template: 'When did commercial barge traffic end on the once-busy {e} River?', lever: 'modifier' },
      { template: 'When did commercial barge traffic end for good on the {e} River?', lever: 'frame_phrase' },
      {
        template: 'when did commercial barge traffic come to an end for good on the {e} River',
        lever: 'two_changes',
      },
      {
        template: 'Could you tell me in what year commercial barge traffic ended on the once-busy {e} River?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did commercial coal barge traffic end on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'When did commercial barge traffic end on the upper reaches of the {e} River?',
        kind: 'changing_modifier',
      },
      { template: 'When did the last passenger ferry run on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'When did commercial barge traffic end on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'surviving first editions',
    kind: 'book',
    taught: 'How many copies of the first edition of {e} still exist?',
    answer: 'number',
    asks: [
      {
        template: 'What is the number of copies of the first edition of {e} that still exist?',
        lever: 'question_form',
      },
      {
        template: "I'd love to know the number of copies of the first edition of {e} that still exist.",
        lever: 'question_form',
      },
      { template: 'How many copies of the first edition of {e} have survived?', lever: 'phrase_for_word' },
      { template: 'How many first-edition copies of {e} still exist?', lever: 'compound' },
      { template: 'How many copies of the first edition of the much-loved {e} still exist?', lever: 'modifier' },
      {
        template: 'Collector here! How many copies of the first edition of {e} still exist today?',
        lever: 'frame_phrase',
      },
      { template: 'how many first edition copies of {e} have survived', lever: 'two_changes' },
      {
        template: 'Tell me the number of copies of the first edition of the celebrated {e} that still exist.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many signed copies of the first edition of {e} still exist?', kind: 'changing_modifier' },
      {
        template: 'How many copies of the first edition of {e} are still held in private hands?',
        kind: 'changing_modifier',
      },
      { template: 'How many copies of the first edition of {e} were printed?', kind: 'neighbouring_relation' },
      { template: 'How many copies of the first edition of {f} still exist?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first-year royalties',
    kind: 'book',
    taught: 'How much did {e} earn in royalties in its first year?',
    answer: 'number',
    asks: [
      { template: 'What did {e} earn in royalties in its first year?', lever: 'question_form' },
      { template: "I'm looking for the amount {e} earned in royalties in its first year.", lever: 'question_form' },
      { template: 'How much did {e} earn in royalties in its first twelve months?', lever: 'phrase_for_word' },
      { template: 'How much did {e} earn in first-year royalties?', lever: 'compound' },
      { template: 'How much did the hugely popular {e} earn in royalties in its first year?', lever: 'modifier' },
      { template: 'How much money did {e} earn in royalties in its first year?', lever: 'frame_phrase' },
      { template: 'what did {e} earn in first-year royalties?', lever: 'two_changes' },
      {
        template: 'How much money did the much-hyped {e} earn in royalties in its first year? Just curious.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How much did {e} earn in overseas royalties in its first year?', kind: 'changing_modifier' },
      {
        template: 'How much did {e} earn in royalties in its first year as an audiobook?',
        kind: 'changing_modifier',
      },
      { template: 'How many copies did {e} sell in its first year?', kind: 'neighbouring_relation' },
      { template: 'How much did {f} earn in royalties in its first year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first stood for election',
    kind: 'person',
    taught: 'When did {e} first stand for election?',
    answer: 'date',
    asks: [
      { template: 'In which year did {e} first stand for election?', lever: 'question_form' },
      { template: 'Could you look up the date when {e} first stood for election?', lever: 'question_form' },
      { template: 'When did {e} first run for office?', lever: 'phrase_for_word' },
      { template: "When was {e}'s first election campaign?", lever: 'compound' },
      { template: 'When did the outspoken {e} first stand for election?', lever: 'modifier' },
      { template: 'When was the first time {e} stood for election?', lever: 'frame_phrase' },
      { template: 'in which year did {e} first run for office', lever: 'two_changes' },
      { template: 'When was the first time the outspoken {e} stood for election? Thanks!', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} first stand in a presidential election?', kind: 'changing_modifier' },
      { template: 'When did {e} first stand for election as an independent?', kind: 'changing_modifier' },
      { template: 'When did {e} first win an election?', kind: 'neighbouring_relation' },
      { template: 'When did {f} first stand for election?', kind: 'other_entity' },
    ],
  },
  {
    name: 'speechwriter',
    kind: 'person',
    taught: "Who is {e}'s speechwriter?",
    answer: 'person',
    asks: [
      { template: "Name of {e}'s speechwriter?", lever: 'question_form' },
      { template: 'Which speechwriter works for {e}?', lever: 'question_form' },
      { template: "Who writes {e}'s speeches?", lever: 'phrase_for_word' },
      { template: "Who is {e}'s speech writer?", lever: 'compound' },
      { template: "who is the charismatic {e}'s speechwriter", lever: 'modifier' },
      { template: "Who works as {e}'s speechwriter?", lever: 'frame_phrase' },
      { template: 'Who writes the speeches for the charismatic {e}?', lever: 'two_changes' },
      { template: "Hey, who's the speech writer for {e}?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who was {e}'s first speechwriter?", kind: 'changing_modifier' },
      { template: "Who was {e}'s speechwriter when they were mayor?", kind: 'changing_modifier' },
      { template: "Who is {e}'s press secretary?", kind: 'neighbouring_relation' },
      { template: "Who is {f}'s speechwriter?", kind: 'other_entity' },
    ],
  },
  {
    name: 'pharmacy count',
    kind: 'town',
    taught: 'How many pharmacies are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of pharmacies in {e}?', lever: 'question_form' },
      { template: 'Count of pharmacies in {e}, please.', lever: 'question_form' },
      { template: "How many chemist's shops are there in {e}?", lever: 'phrase_for_word' },
      { template: 'How many drug stores are there in {e}?', lever: 'compound' },
      { template: 'how many pharmacies are there in sleepy {e}?', lever: 'modifier' },
      { template: 'Hello - how many pharmacies are there in {e} in total?', lever: 'frame_phrase' },
      { template: 'how many drugstores are there in sleepy {e}', lever: 'two_changes' },
      { template: "Kindly state the number of chemist's shops in {e}.", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many 24-hour pharmacies are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many pharmacies are there in {e} that open on Sundays?', kind: 'changing_modifier' },
      { template: 'How many GP surgeries are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many pharmacies are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'street lighting',
    kind: 'town',
    taught: 'When did {e} first get street lighting?',
    answer: 'date',
    asks: [
      { template: 'Which year did {e} first get street lighting?', lever: 'question_form' },
      { template: 'Looking for the date {e} first got street lighting, if you have it.', lever: 'question_form' },
      { template: 'When did {e} get street lighting for the first time?', lever: 'phrase_for_word' },
      { template: 'When did {e} first get streetlights?', lever: 'compound' },
      { template: 'When did quaint {e} first get street lighting?', lever: 'modifier' },
      { template: 'When did the town of {e} first get street lighting?', lever: 'frame_phrase' },
      { template: 'which year did the town of {e} first get street lighting', lever: 'two_changes' },
      { template: 'I was wondering when quaint {e} first got streetlights.', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} first get electric street lighting?', kind: 'changing_modifier' },
      { template: 'When did {e} first get street lighting again after the war?', kind: 'changing_modifier' },
      { template: 'When did {e} first get mains water?', kind: 'neighbouring_relation' },
      { template: 'When did {f} first get street lighting?', kind: 'other_entity' },
    ],
  },
  {
    name: 'guitar soloist',
    kind: 'work',
    taught: 'Who played the guitar solo on {e}?',
    answer: 'person',
    asks: [
      { template: 'Which musician played the guitar solo on {e}?', lever: 'question_form' },
      {
        template: 'Can you give me the name of the person who played the guitar solo on {e}?',
        lever: 'question_form',
      },
      { template: 'Who took the guitar solo on {e}?', lever: 'phrase_for_word' },
      { template: 'Who played the {e} guitar solo?', lever: 'compound' },
      { template: 'Who played the guitar solo on the legendary {e}?', lever: 'modifier' },
      { template: 'who played the guitar solo on the song {e}', lever: 'frame_phrase' },
      { template: 'which musician played the guitar solo on the song {e}?', lever: 'two_changes' },
      { template: "Who took the guitar solo on the legendary {e}? I've always wondered.", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who played the guitar solo on the live version of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who played the guitar solo on {e} when it was re-recorded for the greatest hits album?',
        kind: 'changing_modifier',
      },
      { template: 'Who played drums on {e}?', kind: 'neighbouring_relation' },
      { template: 'Who played the guitar solo on {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'apprentice intake',
    kind: 'company',
    taught: 'How many apprentices does {e} take on each year?',
    answer: 'number',
    asks: [
      { template: "What's the number of apprentices {e} takes on each year?", lever: 'question_form' },
      { template: 'The number of apprentices {e} takes on each year - do you know it?', lever: 'question_form' },
      { template: 'How many apprentices does {e} recruit each year?', lever: 'phrase_for_word' },
      { template: 'How many {e} apprentices start each year?', lever: 'compound' },
      { template: 'How many apprentices does the family-run {e} take on each year?', lever: 'modifier' },
      { template: 'How many apprentices in total does {e} take on each year?', lever: 'frame_phrase' },
      { template: 'how many apprentices does the family-run {e} recruit each year?', lever: 'two_changes' },
      { template: "What's the number of {e} apprentices starting each year?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many engineering apprentices does {e} take on each year?', kind: 'changing_modifier' },
      {
        template: 'How many apprentices does {e} take on each year at its Scottish sites?',
        kind: 'changing_modifier',
      },
      { template: 'How many graduates does {e} take on each year?', kind: 'neighbouring_relation' },
      { template: 'How many apprentices does {f} take on each year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'four-day week',
    kind: 'company',
    taught: 'When did {e} switch to a four-day week?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} switch to a four-day week?', lever: 'question_form' },
      { template: 'Do you know the date {e} switched to a four-day week?', lever: 'question_form' },
      { template: 'When did {e} adopt a four-day week?', lever: 'phrase_for_word' },
      { template: 'When did {e} switch to a four day week?', lever: 'compound' },
      { template: 'When did forward-thinking {e} switch to a four-day week?', lever: 'modifier' },
      { template: 'When was it that {e} switched to a four-day week?', lever: 'frame_phrase' },
      { template: 'when did {e} adopt a four day week', lever: 'two_changes' },
      {
        template: 'What year did forward-thinking {e} switch to a four-day week? Asking for my boss.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} switch its warehouse staff to a four-day week?', kind: 'changing_modifier' },
      { template: 'When did {e} switch to a four-day week in its Japanese offices?', kind: 'changing_modifier' },
      { template: 'When did {e} introduce remote working?', kind: 'neighbouring_relation' },
      { template: 'When did {f} switch to a four-day week?', kind: 'other_entity' },
    ],
  },
  {
    name: 'altarpiece carver',
    kind: 'place',
    taught: 'Who carved the altarpiece in {e} Abbey?',
    answer: 'person',
    asks: [
      { template: 'Which sculptor carved the altarpiece in {e} Abbey?', lever: 'question_form' },
      { template: 'Who was the carver of the altarpiece in {e} Abbey?', lever: 'question_form' },
      { template: 'Who did the carving on the altarpiece in {e} Abbey?', lever: 'phrase_for_word' },
      { template: 'Who carved the {e} Abbey altarpiece?', lever: 'compound' },
      { template: 'Who carved the altarpiece in ancient {e} Abbey?', lever: 'modifier' },
      { template: 'Who carved the altarpiece that stands in {e} Abbey?', lever: 'frame_phrase' },
      { template: 'who was the carver of the {e} Abbey altarpiece', lever: 'two_changes' },
      {
        template: 'Visiting next week! Who did the carving on the altarpiece in ancient {e} Abbey?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who carved the original altarpiece in {e} Abbey?', kind: 'changing_modifier' },
      { template: 'Who carved the altarpiece in the Lady Chapel of {e} Abbey?', kind: 'changing_modifier' },
      { template: 'Who designed the stained glass in {e} Abbey?', kind: 'neighbouring_relation' },
      { template: 'Who carved the altarpiece in {f} Abbey?', kind: 'other_entity' },
    ],
  },
];

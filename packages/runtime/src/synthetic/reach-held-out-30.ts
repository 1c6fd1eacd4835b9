import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirtieth held-out reach set (the thirty-second reach set), written on 2026-12-07 by a hand that saw neither
 * the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured.
 * Every relation in it is new to the reach sets: how long the rowing course on a lake is, when a lake was first
 * surveyed, who built the fish ladder on a river, how many miles of a river are navigable, what reading age a book is
 * aimed at, who typeset a book, when a person started university, who a person's dentist is, how many licensed taxis
 * a town has, when a town's first supermarket opened, when a painting was last cleaned, how much a company spends on
 * research each year, when a company first advertised on television, and how many bells hang in a cathedral. The
 * asks are worded the way people type to a chatbot, formal or offhand, capitalised or not, with or without
 * punctuation, as questions, requests or bare statements, some with an opener or a closing word, and with no thought
 * for which wordings a lever can read. Each relation has two negatives whose modifier makes it ask something else,
 * none of them taken from the twenty-ninth set, one placed before the noun and one added as a clause of time, part,
 * kind, rank, scope or condition (the junior rowing course, the course when the lake hosted the Olympics; an
 * underwater survey, a survey from the air; a concrete fish ladder, the ladder that replaced the wooden one; miles
 * commercially navigable, miles navigable in a dry summer; the abridged book, the reading age when it was marketed in
 * America; the large-print edition, the reissue for the fiftieth anniversary; an overseas university, starting as a
 * mature student; the childhood dentist, the dentist while living in Paris; wheelchair-accessible taxis, taxis that
 * run on electricity; the first discount supermarket, the first supermarket with a car park; the back of the
 * painting, the cleaning before a tour to Japan; medical research, research done by universities; satellite
 * television, advertising at Christmas; medieval bells, the bells before the fire), beside a neighbouring relation of
 * the same entity and the same question about another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_30: readonly ReachRelation[] = [
  {
    name: 'rowing course length',
    kind: 'lake',
    taught: 'How long is the rowing course on Lake {e}?',
    answer: 'number',
    asks: [
      { template: "What's the length of the rowing course on Lake {e}?", lever: 'question_form' },
      { template: 'I need the length of the rowing course on Lake {e} for a training plan.', lever: 'question_form' },
      { template: 'How long is the course that rowers race over on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How long is the Lake {e} rowing course?', lever: 'compound' },
      { template: 'how long is the rowing course on beautiful Lake {e}', lever: 'modifier' },
      { template: 'How long is the rowing course on Lake {e} in metres?', lever: 'frame_phrase' },
      { template: "what's the length of the Lake {e} rowing course", lever: 'two_changes' },
      { template: 'Hi! How long is the rowing course on peaceful Lake {e}, in metres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long is the junior rowing course on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How long was the rowing course on Lake {e} when it hosted the Olympics?',
        kind: 'changing_modifier',
      },
      { template: 'How many lanes does the rowing course on Lake {e} have?', kind: 'neighbouring_relation' },
      { template: 'How long is the rowing course on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first lake survey',
    kind: 'lake',
    taught: 'When was Lake {e} first surveyed?',
    answer: 'date',
    asks: [
      { template: 'What year was Lake {e} first surveyed?', lever: 'question_form' },
      { template: 'date of the first survey of Lake {e}?', lever: 'question_form' },
      { template: 'When did someone first map and measure Lake {e}?', lever: 'phrase_for_word' },
      { template: 'When was the first Lake {e} survey carried out?', lever: 'compound' },
      { template: 'When was remote Lake {e} first surveyed?', lever: 'modifier' },
      { template: 'At what point in history was Lake {e} first surveyed?', lever: 'frame_phrase' },
      { template: 'hi, what year was remote Lake {e} first surveyed', lever: 'two_changes' },
      { template: 'Can you find me the date of the first Lake {e} survey?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the first underwater survey of Lake {e} carried out?', kind: 'changing_modifier' },
      { template: 'When was Lake {e} first surveyed from the air?', kind: 'changing_modifier' },
      { template: 'Who first surveyed Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was Lake {f} first surveyed?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fish ladder builder',
    kind: 'river',
    taught: 'Who built the fish ladder on the {e} River?',
    answer: 'person',
    asks: [
      { template: 'Who was the builder of the fish ladder on the {e} River?', lever: 'question_form' },
      { template: 'I want the name of whoever built the fish ladder on the {e} River.', lever: 'question_form' },
      { template: 'Who built the steps that help fish climb upstream on the {e} River?', lever: 'phrase_for_word' },
      { template: 'Who built the fish-ladder on the {e} River?', lever: 'compound' },
      { template: 'who built the fish ladder on the winding {e} River?', lever: 'modifier' },
      { template: 'Who was it that built the fish ladder on the {e} River?', lever: 'frame_phrase' },
      { template: 'who was the builder of the fish-ladder on the {e} River', lever: 'two_changes' },
      {
        template: 'Who built the steps that help fish climb upstream on the winding {e} River? Thanks',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who built the concrete fish ladder on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'Who built the fish ladder on the {e} River that replaced the wooden one?',
        kind: 'changing_modifier',
      },
      { template: 'Who built the weir on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Who built the fish ladder on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'navigable length',
    kind: 'river',
    taught: 'How many miles of the {e} River are navigable?',
    answer: 'number',
    asks: [
      { template: "What's the navigable length of the {e} River in miles?", lever: 'question_form' },
      { template: 'Tell me the number of miles of the {e} River that are navigable.', lever: 'question_form' },
      { template: 'How many miles of the {e} River can be travelled by boat?', lever: 'phrase_for_word' },
      { template: 'How many {e} River miles are navigable?', lever: 'compound' },
      { template: 'How many miles of the majestic {e} River are navigable?', lever: 'modifier' },
      { template: 'All told, how many miles of the {e} River are navigable?', lever: 'frame_phrase' },
      { template: 'navigable length of the majestic {e} River in miles?', lever: 'two_changes' },
      { template: 'how many miles of the {e} River can be travelled by boat all told', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many miles of the {e} River are commercially navigable?', kind: 'changing_modifier' },
      { template: 'How many miles of the {e} River are navigable in a dry summer?', kind: 'changing_modifier' },
      { template: 'How many locks are there on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many miles of the {f} River are navigable?', kind: 'other_entity' },
    ],
  },
  {
    name: 'reading age',
    kind: 'book',
    taught: 'What reading age is {e} aimed at?',
    answer: 'number',
    asks: [
      { template: 'How old are the readers {e} is aimed at?', lever: 'question_form' },
      { template: "I'm after the target reading age of {e}.", lever: 'question_form' },
      { template: 'What reading age does {e} target?', lever: 'phrase_for_word' },
      { template: "What's {e}'s reading age?", lever: 'compound' },
      { template: 'What reading age is the charming {e} aimed at?', lever: 'modifier' },
      { template: 'In years, what reading age is {e} aimed at?', lever: 'frame_phrase' },
      { template: 'what reading age does the charming {e} target', lever: 'two_changes' },
      { template: 'How old, in years, are the readers {e} is aimed at?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What reading age is the abridged {e} aimed at?', kind: 'changing_modifier' },
      {
        template: 'What reading age was {e} aimed at when it was first marketed in America?',
        kind: 'changing_modifier',
      },
      { template: 'How many pages does {e} have?', kind: 'neighbouring_relation' },
      { template: 'What reading age is {f} aimed at?', kind: 'other_entity' },
    ],
  },
  {
    name: 'typesetter',
    kind: 'book',
    taught: 'Who typeset {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the typesetter of {e}?', lever: 'question_form' },
      { template: "Can you tell me the name of {e}'s typesetter?", lever: 'question_form' },
      { template: 'Who set the type for {e}?', lever: 'phrase_for_word' },
      { template: 'Who type-set {e}?', lever: 'compound' },
      { template: 'Who typeset the beautifully produced {e}?', lever: 'modifier' },
      { template: 'who typeset the text of {e}', lever: 'frame_phrase' },
      { template: "who was {e}'s type-setter", lever: 'two_changes' },
      { template: 'Out of interest, who set the type for the beautifully produced {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who typeset the large-print edition of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who typeset {e} when it was reissued for its fiftieth anniversary?',
        kind: 'changing_modifier',
      },
      { template: 'Who designed the cover of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who typeset {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'university start',
    kind: 'person',
    taught: 'When did {e} start university?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} start university?', lever: 'question_form' },
      { template: "{e}'s university start date, please.", lever: 'question_form' },
      { template: 'When did {e} go off to university?', lever: 'phrase_for_word' },
      { template: 'When did {e} start their university education?', lever: 'compound' },
      { template: 'When did the brilliant {e} start university?', lever: 'modifier' },
      { template: 'When did {e} start university? Month and year if possible.', lever: 'frame_phrase' },
      { template: 'what year did the brilliant {e} start university', lever: 'two_changes' },
      { template: 'when did {e} go off to university, month and year please', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} start at an overseas university?', kind: 'changing_modifier' },
      { template: 'When did {e} start university as a mature student?', kind: 'changing_modifier' },
      { template: 'When did {e} graduate from university?', kind: 'neighbouring_relation' },
      { template: 'When did {f} start university?', kind: 'other_entity' },
    ],
  },
  {
    name: 'dentist',
    kind: 'person',
    taught: "Who is {e}'s dentist?",
    answer: 'person',
    asks: [
      { template: 'Which dentist does {e} go to?', lever: 'question_form' },
      { template: "I'm looking for the name of {e}'s dentist.", lever: 'question_form' },
      { template: "Who looks after {e}'s teeth?", lever: 'phrase_for_word' },
      { template: 'Who is the dentist of {e}?', lever: 'compound' },
      { template: "who's dear old {e}'s dentist?", lever: 'modifier' },
      { template: "Who is {e}'s dentist these days?", lever: 'frame_phrase' },
      { template: 'which dentist does dear old {e} go to', lever: 'two_changes' },
      { template: "Do you know who looks after {e}'s teeth these days?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who was {e}'s childhood dentist?", kind: 'changing_modifier' },
      { template: "Who was {e}'s dentist while they lived in Paris?", kind: 'changing_modifier' },
      { template: "Who is {e}'s optician?", kind: 'neighbouring_relation' },
      { template: "Who is {f}'s dentist?", kind: 'other_entity' },
    ],
  },
  {
    name: 'taxi count',
    kind: 'town',
    taught: 'How many licensed taxis are there in {e}?',
    answer: 'number',
    asks: [
      { template: "What's the number of licensed taxis in {e}?", lever: 'question_form' },
      { template: 'I need a count of the licensed taxis in {e}.', lever: 'question_form' },
      { template: 'How many taxis have a licence to operate in {e}?', lever: 'phrase_for_word' },
      { template: 'How many licensed taxicabs are there in {e}?', lever: 'compound' },
      { template: 'How many licensed taxis are there in bustling {e}?', lever: 'modifier' },
      { template: 'How many licensed taxis are there in {e} at the moment?', lever: 'frame_phrase' },
      { template: 'number of licensed taxicabs in {e}?', lever: 'two_changes' },
      { template: 'how many taxis have a licence to operate in bustling {e}', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many licensed wheelchair-accessible taxis are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many licensed taxis are there in {e} that run on electricity?', kind: 'changing_modifier' },
      { template: 'How many bus stops are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many licensed taxis are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first supermarket',
    kind: 'town',
    taught: "When did {e}'s first supermarket open?",
    answer: 'date',
    asks: [
      { template: "What year did {e}'s first supermarket open?", lever: 'question_form' },
      { template: "Give me the opening date of {e}'s first supermarket.", lever: 'question_form' },
      { template: "When did {e}'s first supermarket open its doors?", lever: 'phrase_for_word' },
      { template: 'When did the first {e} supermarket open?', lever: 'compound' },
      { template: "When did historic {e}'s first supermarket open?", lever: 'modifier' },
      { template: "When did {e}'s first ever supermarket open?", lever: 'frame_phrase' },
      { template: 'what year did the first {e} supermarket open', lever: 'two_changes' },
      { template: "Just wondering, when did historic {e}'s first supermarket open its doors?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "When did {e}'s first discount supermarket open?", kind: 'changing_modifier' },
      { template: "When did {e}'s first supermarket with a car park open?", kind: 'changing_modifier' },
      { template: "When did {e}'s first supermarket close?", kind: 'neighbouring_relation' },
      { template: "When did {f}'s first supermarket open?", kind: 'other_entity' },
    ],
  },
  {
    name: 'last cleaning',
    kind: 'work',
    taught: 'When was {e} last cleaned?',
    answer: 'date',
    asks: [
      { template: 'What year was {e} last cleaned?', lever: 'question_form' },
      { template: 'I need the date {e} was last cleaned.', lever: 'question_form' },
      { template: 'When was {e} most recently cleaned?', lever: 'phrase_for_word' },
      { template: "When was {e}'s last clean-up?", lever: 'compound' },
      { template: 'When was the exquisite {e} last cleaned?', lever: 'modifier' },
      { template: 'When was the painting {e} last cleaned?', lever: 'frame_phrase' },
      { template: 'what year was the exquisite {e} last cleaned', lever: 'two_changes' },
      { template: 'When was the painting {e} most recently cleaned?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the back of {e} last cleaned?', kind: 'changing_modifier' },
      { template: 'When was {e} last cleaned before it went on tour to Japan?', kind: 'changing_modifier' },
      { template: 'When was {e} last loaned to another gallery?', kind: 'neighbouring_relation' },
      { template: 'When was {f} last cleaned?', kind: 'other_entity' },
    ],
  },
  {
    name: 'research spending',
    kind: 'company',
    taught: 'How much does {e} spend on research each year?',
    answer: 'number',
    asks: [
      { template: "What's {e}'s research spend each year?", lever: 'question_form' },
      { template: 'I need the amount {e} spends on research each year.', lever: 'question_form' },
      { template: 'How much does {e} spend on research annually?', lever: 'phrase_for_word' },
      { template: 'How much does {e} spend each year on its research programme?', lever: 'compound' },
      { template: 'How much does the ambitious {e} spend on research each year?', lever: 'modifier' },
      { template: 'How much does {e} spend on research each year, in dollars?', lever: 'frame_phrase' },
      { template: "what's the ambitious {e}'s research spend each year", lever: 'two_changes' },
      { template: 'How much does {e} spend on research annually, in dollars?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much does {e} spend on medical research each year?', kind: 'changing_modifier' },
      {
        template: 'How much does {e} spend each year on research done for it by universities?',
        kind: 'changing_modifier',
      },
      { template: 'How much does {e} spend on advertising each year?', kind: 'neighbouring_relation' },
      { template: 'How much does {f} spend on research each year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first television advert',
    kind: 'company',
    taught: 'When did {e} first advertise on television?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} first advertise on television?', lever: 'question_form' },
      { template: 'I need the date {e} first advertised on television.', lever: 'question_form' },
      { template: 'When did {e} first run an advert on television?', lever: 'phrase_for_word' },
      { template: 'When was the first {e} television advert shown?', lever: 'compound' },
      { template: 'When did the iconic {e} first advertise on television?', lever: 'modifier' },
      { template: 'When did {e} first advertise on television at all?', lever: 'frame_phrase' },
      { template: 'what year did the iconic {e} first advertise on television', lever: 'two_changes' },
      { template: 'when did {e} first run an advert on television at all', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} first advertise on satellite television?', kind: 'changing_modifier' },
      { template: 'When did {e} first advertise on television at Christmas?', kind: 'changing_modifier' },
      { template: 'When did {e} first sponsor a football team?', kind: 'neighbouring_relation' },
      { template: 'When did {f} first advertise on television?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bell count',
    kind: 'place',
    taught: 'How many bells are there in {e} Cathedral?',
    answer: 'number',
    asks: [
      { template: "What's the number of bells in {e} Cathedral?", lever: 'question_form' },
      { template: "I'd like to know the number of bells in {e} Cathedral.", lever: 'question_form' },
      { template: 'How many bells hang in {e} Cathedral?', lever: 'phrase_for_word' },
      { template: 'How many {e} Cathedral bells are there?', lever: 'compound' },
      { template: 'How many bells are there in magnificent {e} Cathedral?', lever: 'modifier' },
      { template: 'How many bells are there in {e} Cathedral in all?', lever: 'frame_phrase' },
      { template: 'how many bells hang in magnificent {e} Cathedral', lever: 'two_changes' },
      { template: "what's the number of {e} Cathedral bells", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many medieval bells are there in {e} Cathedral?', kind: 'changing_modifier' },
      { template: 'How many bells were there in {e} Cathedral before the fire?', kind: 'changing_modifier' },
      { template: 'How tall is the spire of {e} Cathedral?', kind: 'neighbouring_relation' },
      { template: 'How many bells are there in {f} Cathedral?', kind: 'other_entity' },
    ],
  },
];

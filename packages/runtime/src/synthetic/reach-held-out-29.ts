import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-ninth held-out reach set (the thirty-first reach set), written on 2026-12-07 by a hand that saw
 * neither the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured.
 * None of its relations has been asked in a reach set before: how many hectares of reed beds lie around a lake, when
 * a lake last had an algae bloom, where a river meets its largest tributary, when a river was diverted from its old
 * course, when a book first came out in braille, who fact-checked a book, what a person's golf handicap is, what a
 * person's army service number was, how many speed cameras a town has, who conducts a town's brass band, what
 * position a painting came in a poll of the nation's favourite paintings, when a company last recalled a product,
 * how big a company's annual carbon footprint is, and how long the main runway at an airport is. The asks are
 * written as people write to a chatbot, formal or offhand, capitalised or not, with or without punctuation, as
 * questions, requests or statements, some with an opener or a closing word, and with no thought for which wordings
 * a lever can read. Each relation has two negatives whose modifier makes it ask for something else, none of them
 * borrowed from the twenty-eighth set, some placed before the noun and some added as a clause of time, part, kind,
 * rank, scope or condition (protected reed beds, reed beds before the drainage scheme; a toxic algae bloom, a bloom
 * that closed the lake to swimmers; a left-bank tributary, a tributary that rises in the mountains; the upper river,
 * a diversion made for the railway; contracted braille, braille published in India; the revised edition, the
 * chapters on the war; the lowest handicap, the handicap at university; a territorial army number, the number after
 * re-enlisting; average speed cameras, cameras that actually work; the youth brass band, the band when it won its
 * first championship; landscape paintings, the vote among under-25s; a baby product, a product sold in Australia;
 * the supply-chain footprint, the footprint in the first year of trading; the grass runway, the runway once the
 * extension is finished), beside a neighbouring relation of the same entity and the same question about another
 * entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_29: readonly ReachRelation[] = [
  {
    name: 'reed bed area',
    kind: 'lake',
    taught: 'How many hectares of reed beds are there around Lake {e}?',
    answer: 'number',
    asks: [
      { template: "What's the area of the reed beds around Lake {e} in hectares?", lever: 'question_form' },
      { template: 'I need the number of hectares of reed beds around Lake {e}.', lever: 'question_form' },
      { template: 'How many hectares around Lake {e} are covered in reeds?', lever: 'phrase_for_word' },
      { template: 'How many hectares of reedbeds are there around Lake {e}?', lever: 'compound' },
      { template: 'how many hectares of reed beds are there around lovely Lake {e}', lever: 'modifier' },
      {
        template: 'Quick one: how many hectares of reed beds are there around Lake {e} in total?',
        lever: 'frame_phrase',
      },
      { template: "What's the area of the reedbeds around Lake {e}, in hectares?", lever: 'two_changes' },
      {
        template: 'Tell me how many hectares around tranquil Lake {e} are covered in reeds, please.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many hectares of protected reed beds are there around Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How many hectares of reed beds were there around Lake {e} before the drainage scheme?',
        kind: 'changing_modifier',
      },
      { template: 'How many hectares of woodland are there around Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many hectares of reed beds are there around Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'algae bloom',
    kind: 'lake',
    taught: 'When was the last algae bloom on Lake {e}?',
    answer: 'date',
    asks: [
      { template: 'What year was the last algae bloom on Lake {e}?', lever: 'question_form' },
      { template: 'Do you know the date of the last algae bloom on Lake {e}?', lever: 'question_form' },
      { template: 'When was the most recent algae bloom on Lake {e}?', lever: 'phrase_for_word' },
      { template: "When was Lake {e}'s last algae bloom?", lever: 'compound' },
      { template: 'hey, when was the last algae bloom on scenic Lake {e}?', lever: 'modifier' },
      { template: "When was the last algae bloom on Lake {e}? Just the year's fine, thanks.", lever: 'frame_phrase' },
      { template: "what year was Lake {e}'s last algae bloom", lever: 'two_changes' },
      { template: 'When was the most recent algae bloom on scenic Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the last toxic algae bloom on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'When was the last algae bloom on Lake {e} that closed it to swimmers?',
        kind: 'changing_modifier',
      },
      { template: 'When was the water in Lake {e} last tested for pollution?', kind: 'neighbouring_relation' },
      { template: 'When was the last algae bloom on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'main confluence',
    kind: 'river',
    taught: 'Where does the {e} River meet its largest tributary?',
    answer: 'place',
    asks: [
      { template: 'At which spot does the {e} River meet its largest tributary?', lever: 'question_form' },
      {
        template: "I'm looking for the place where the {e} River meets its largest tributary.",
        lever: 'question_form',
      },
      { template: 'Where does the {e} River meet the biggest river that flows into it?', lever: 'phrase_for_word' },
      { template: 'Where does the largest {e} River tributary meet the main river?', lever: 'compound' },
      { template: 'Where does the mighty {e} River meet its largest tributary?', lever: 'modifier' },
      { template: 'Where along its course does the {e} River meet its largest tributary?', lever: 'frame_phrase' },
      {
        template: 'tell me where the mighty {e} River meets the biggest river that flows into it',
        lever: 'two_changes',
      },
      {
        template: "What's the name of the place where the largest {e} River tributary joins the main river?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Where does the {e} River meet its largest left-bank tributary?', kind: 'changing_modifier' },
      {
        template: 'Where does the {e} River meet its largest tributary that rises in the mountains?',
        kind: 'changing_modifier',
      },
      { template: 'Where does the {e} River rise?', kind: 'neighbouring_relation' },
      { template: 'Where does the {f} River meet its largest tributary?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river diversion',
    kind: 'river',
    taught: 'When was the {e} River diverted from its old course?',
    answer: 'date',
    asks: [
      { template: 'What year was the {e} River diverted from its old course?', lever: 'question_form' },
      { template: 'Tell me the date the {e} River was diverted from its old course.', lever: 'question_form' },
      { template: 'When was the {e} River diverted from the bed it used to flow in?', lever: 'phrase_for_word' },
      { template: 'When was the {e} River diversion from its old course carried out?', lever: 'compound' },
      { template: 'When was the unruly {e} River diverted from its old course?', lever: 'modifier' },
      { template: 'When was it that the {e} River got diverted from its old course?', lever: 'frame_phrase' },
      { template: 'what year did the {e} River diversion from its old course happen', lever: 'two_changes' },
      {
        template: 'When was the unruly {e} River diverted from the bed it used to flow in?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was the upper {e} River diverted from its old course?', kind: 'changing_modifier' },
      {
        template: 'When was the {e} River diverted from its old course to make way for the railway?',
        kind: 'changing_modifier',
      },
      { template: 'When was the {e} River first bridged?', kind: 'neighbouring_relation' },
      { template: 'When was the {f} River diverted from its old course?', kind: 'other_entity' },
    ],
  },
  {
    name: 'braille edition',
    kind: 'book',
    taught: 'When was {e} first published in braille?',
    answer: 'date',
    asks: [
      { template: 'What year was {e} first published in braille?', lever: 'question_form' },
      { template: "I'd love to know the date {e} was first published in braille.", lever: 'question_form' },
      { template: 'When did {e} first appear in braille?', lever: 'phrase_for_word' },
      { template: "When was {e}'s first braille edition published?", lever: 'compound' },
      { template: 'When was the much-loved {e} first published in braille?', lever: 'modifier' },
      { template: "When was {e} first published in braille? Year's enough.", lever: 'frame_phrase' },
      { template: "what year did {e}'s first braille edition come out", lever: 'two_changes' },
      { template: 'When did the much-loved {e} first appear in braille?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} first published in contracted braille?', kind: 'changing_modifier' },
      { template: 'When was {e} first published in braille in India?', kind: 'changing_modifier' },
      { template: 'When was {e} first released as an audiobook?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first published in braille?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fact checker',
    kind: 'book',
    taught: 'Who fact-checked {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the fact-checker for {e}?', lever: 'question_form' },
      { template: 'Can you give me the name of the person who fact-checked {e}?', lever: 'question_form' },
      { template: 'Who checked the facts in {e}?', lever: 'phrase_for_word' },
      { template: 'Who factchecked {e}?', lever: 'compound' },
      { template: 'Who fact-checked the bestselling {e}?', lever: 'modifier' },
      { template: 'who fact-checked the book {e}', lever: 'frame_phrase' },
      { template: "I need the name of {e}'s fact checker.", lever: 'two_changes' },
      { template: 'Who checked the facts in the bestselling {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who fact-checked the revised edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who fact-checked the chapters on the war in {e}?', kind: 'changing_modifier' },
      { template: 'Who proofread {e}?', kind: 'neighbouring_relation' },
      { template: 'Who fact-checked {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'golf handicap',
    kind: 'person',
    taught: "What is {e}'s golf handicap?",
    answer: 'number',
    asks: [
      { template: "Tell me {e}'s golf handicap.", lever: 'question_form' },
      { template: "I'm curious what {e}'s golf handicap is.", lever: 'question_form' },
      { template: 'What handicap does {e} play off at golf?', lever: 'phrase_for_word' },
      { template: 'What is the golf handicap of {e}?', lever: 'compound' },
      { template: "What's the ever-cheerful {e}'s golf handicap?", lever: 'modifier' },
      { template: "What's {e}'s golf handicap as it stands?", lever: 'frame_phrase' },
      { template: 'tell me the golf handicap of {e}', lever: 'two_changes' },
      { template: 'What handicap does the ever-cheerful {e} play off at golf?', lever: 'two_changes' },
    ],
    negatives: [
      { template: "What was {e}'s lowest golf handicap?", kind: 'changing_modifier' },
      { template: "What was {e}'s golf handicap when they were at university?", kind: 'changing_modifier' },
      { template: 'Which golf club is {e} a member of?', kind: 'neighbouring_relation' },
      { template: "What is {f}'s golf handicap?", kind: 'other_entity' },
    ],
  },
  {
    name: 'service number',
    kind: 'person',
    taught: "What was {e}'s army service number?",
    answer: 'code',
    asks: [
      { template: "Do you happen to have {e}'s army service number?", lever: 'question_form' },
      { template: "I'm trying to find {e}'s army service number.", lever: 'question_form' },
      { template: 'What was the number {e} served under in the army?', lever: 'phrase_for_word' },
      { template: 'What was the army service number of {e}?', lever: 'compound' },
      { template: "What was the late {e}'s army service number?", lever: 'modifier' },
      {
        template: "For my family history research: what was {e}'s army service number?",
        lever: 'frame_phrase',
      },
      { template: 'could you find me the army service number of {e}', lever: 'two_changes' },
      { template: 'What was the number the late {e} served under in the army?', lever: 'two_changes' },
    ],
    negatives: [
      { template: "What was {e}'s Territorial Army service number?", kind: 'changing_modifier' },
      { template: "What was {e}'s army service number after they re-enlisted?", kind: 'changing_modifier' },
      { template: 'Which regiment did {e} serve in?', kind: 'neighbouring_relation' },
      { template: "What was {f}'s army service number?", kind: 'other_entity' },
    ],
  },
  {
    name: 'speed camera count',
    kind: 'town',
    taught: 'How many speed cameras are there in {e}?',
    answer: 'number',
    asks: [
      { template: "What's the total number of speed cameras in {e}?", lever: 'question_form' },
      { template: "I'd like the number of speed cameras in {e}, please.", lever: 'question_form' },
      { template: 'How many cameras for catching speeding drivers are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} speed cameras are there?', lever: 'compound' },
      { template: 'How many speed cameras are there in sleepy little {e}?', lever: 'modifier' },
      { template: 'How many speed cameras are there in {e} altogether?', lever: 'frame_phrase' },
      { template: 'whats the number of speed cameras in sleepy {e}', lever: 'two_changes' },
      {
        template: 'How many cameras for catching speeding drivers are there in {e} altogether?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many average speed cameras are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many speed cameras are there in {e} that actually work?', kind: 'changing_modifier' },
      { template: 'How many traffic wardens are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many speed cameras are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'brass band conductor',
    kind: 'town',
    taught: "Who conducts {e}'s brass band?",
    answer: 'person',
    asks: [
      { template: "Who is the conductor of {e}'s brass band?", lever: 'question_form' },
      { template: "Name the conductor of {e}'s brass band for me.", lever: 'question_form' },
      { template: "Who waves the baton for {e}'s brass band?", lever: 'phrase_for_word' },
      { template: 'Who conducts the {e} brass band?', lever: 'compound' },
      { template: "Who conducts {e}'s much-loved brass band?", lever: 'modifier' },
      { template: "Who conducts {e}'s brass band, if you know?", lever: 'frame_phrase' },
      { template: "who's the conductor of the {e} brass band", lever: 'two_changes' },
      { template: "Who waves the baton for {e}'s much-loved brass band?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who conducts {e}'s youth brass band?", kind: 'changing_modifier' },
      {
        template: "Who conducted {e}'s brass band when it won its first championship?",
        kind: 'changing_modifier',
      },
      { template: "Who founded {e}'s brass band?", kind: 'neighbouring_relation' },
      { template: "Who conducts {f}'s brass band?", kind: 'other_entity' },
    ],
  },
  {
    name: 'poll ranking',
    kind: 'work',
    taught: "What position did {e} come in the poll of the nation's favourite paintings?",
    answer: 'number',
    asks: [
      { template: "Where did {e} come in the poll of the nation's favourite paintings?", lever: 'question_form' },
      { template: "Tell me {e}'s position in the poll of the nation's favourite paintings.", lever: 'question_form' },
      {
        template: 'What position did {e} come in the vote for the paintings the country loves most?',
        lever: 'phrase_for_word',
      },
      { template: "What position did {e} come in the nation's favourite paintings poll?", lever: 'compound' },
      {
        template: "What position did the wonderful {e} come in the poll of the nation's favourite paintings?",
        lever: 'modifier',
      },
      {
        template: "Out of curiosity, what position did {e} come in the poll of the nation's favourite paintings?",
        lever: 'frame_phrase',
      },
      { template: "where did {e} come in the nation's favourite paintings poll", lever: 'two_changes' },
      {
        template: 'What position did the wonderful {e} come in the vote for the paintings the country loves most?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      {
        template: "What position did {e} come in the poll of the nation's favourite landscape paintings?",
        kind: 'changing_modifier',
      },
      {
        template: "What position did {e} come in the poll of the nation's favourite paintings among voters under 25?",
        kind: 'changing_modifier',
      },
      {
        template: "How many votes did {e} get in the poll of the nation's favourite paintings?",
        kind: 'neighbouring_relation',
      },
      { template: "What position did {f} come in the poll of the nation's favourite paintings?", kind: 'other_entity' },
    ],
  },
  {
    name: 'product recall',
    kind: 'company',
    taught: 'When did {e} last recall a product?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} last recall a product?', lever: 'question_form' },
      { template: 'Give me the date {e} last recalled a product.', lever: 'question_form' },
      { template: 'When did {e} last call back one of its products?', lever: 'phrase_for_word' },
      { template: "When was {e}'s last product recall?", lever: 'compound' },
      { template: 'When did the well-known {e} last recall a product?', lever: 'modifier' },
      { template: 'When was the last time {e} recalled a product?', lever: 'frame_phrase' },
      { template: "what year was {e}'s last product recall", lever: 'two_changes' },
      { template: 'When was the last time the well-known {e} recalled a product?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} last recall a baby product?', kind: 'changing_modifier' },
      { template: 'When did {e} last recall a product sold in Australia?', kind: 'changing_modifier' },
      { template: 'When did {e} last launch a product?', kind: 'neighbouring_relation' },
      { template: 'When did {f} last recall a product?', kind: 'other_entity' },
    ],
  },
  {
    name: 'carbon footprint',
    kind: 'company',
    taught: "What is {e}'s annual carbon footprint in tonnes?",
    answer: 'number',
    asks: [
      { template: "How many tonnes is {e}'s annual carbon footprint?", lever: 'question_form' },
      { template: "I need {e}'s annual carbon footprint in tonnes for a report.", lever: 'question_form' },
      { template: "What is {e}'s carbon footprint per year in tonnes?", lever: 'phrase_for_word' },
      { template: 'What is the annual carbon footprint of {e} in tonnes?', lever: 'compound' },
      { template: "What is the multinational {e}'s annual carbon footprint in tonnes?", lever: 'modifier' },
      { template: "In tonnes, what does {e}'s annual carbon footprint come to?", lever: 'frame_phrase' },
      { template: 'how many tonnes is the annual carbon footprint of {e}', lever: 'two_changes' },
      { template: "What's the multinational {e}'s carbon footprint per year, in tonnes?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "What is {e}'s annual supply-chain carbon footprint in tonnes?", kind: 'changing_modifier' },
      {
        template: "What was {e}'s annual carbon footprint in tonnes in its first year of trading?",
        kind: 'changing_modifier',
      },
      { template: 'How much water does {e} use each year?', kind: 'neighbouring_relation' },
      { template: "What is {f}'s annual carbon footprint in tonnes?", kind: 'other_entity' },
    ],
  },
  {
    name: 'runway length',
    kind: 'place',
    taught: 'How long is the main runway at {e} Airport?',
    answer: 'number',
    asks: [
      { template: "What's the length of the main runway at {e} Airport?", lever: 'question_form' },
      { template: 'Can you tell me the length of the main runway at {e} Airport?', lever: 'question_form' },
      { template: 'How far does the main runway at {e} Airport stretch?', lever: 'phrase_for_word' },
      { template: "How long is {e} Airport's main runway?", lever: 'compound' },
      { template: 'How long is the main runway at busy {e} Airport?', lever: 'modifier' },
      { template: 'How long is the main runway at {e} Airport from end to end?', lever: 'frame_phrase' },
      { template: "whats the length of {e} Airport's main runway", lever: 'two_changes' },
      { template: 'How far does the main runway at busy {e} Airport stretch?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long is the main grass runway at {e} Airport?', kind: 'changing_modifier' },
      {
        template: 'How long will the main runway at {e} Airport be once the extension is finished?',
        kind: 'changing_modifier',
      },
      { template: 'How many gates does {e} Airport have?', kind: 'neighbouring_relation' },
      { template: 'How long is the main runway at {f} Airport?', kind: 'other_entity' },
    ],
  },
];

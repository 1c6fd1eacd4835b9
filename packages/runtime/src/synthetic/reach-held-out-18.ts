import type { ReachRelation } from './reach-phrasings.js';

/**
 * The eighteenth held-out reach set (the twentieth reach set), written on 2026-12-06 by a hand that saw neither the
 * rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. No relation in
 * it appears in an earlier reach set: who the commodore of a lake's sailing club is, where a lake's regatta is held,
 * how wide a river's estuary is, where the hydroelectric power station on a river is, into how many languages a book
 * has been translated, who compiled a book's index, when a person was knighted, a person's NHS number, who the member
 * of parliament for a town is, when the trams stopped running in a town, how much a work is insured for, how many
 * lorries a company has, a company's legal entity identifier, and when a monument was unveiled. The asks are typed the
 * way people ask, with no eye on which wordings a lever is known to read. Each relation has two negatives that turn the
 * question with a modifier no earlier set used, some set right before the asked noun or the entity's name and some as
 * a clause of time, place or condition (a vice-commodore, the club's founding; a rowing regatta, the years before a
 * marina; low tide, the outer estuary; a decommissioned station, the original plans; Slavic languages, the first
 * decade in print; a pocket edition, a Portuguese publisher; a business partner, a foreign knighthood; a newborn
 * daughter, the numbering before 1996; a European member of parliament, the miners' strike; horse-drawn trams, a
 * general strike; a loan to the Louvre, a gilded frame; refrigerated lorries, the years before a recession; a
 * Singapore branch, a restructuring; a recast monument, a new site), beside a neighbouring relation and another
 * entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_18: readonly ReachRelation[] = [
  {
    name: 'sailing club commodore',
    kind: 'lake',
    taught: 'Who is the commodore of the sailing club on Lake {e}?',
    answer: 'person',
    asks: [
      { template: 'Who does the sailing club on Lake {e} have as its commodore?', lever: 'question_form' },
      { template: 'Who is the commodore of the yacht club on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the commodore of the Lake {e} sailing club?', lever: 'compound' },
      { template: 'Who is the commodore of the sailing club on tranquil Lake {e}?', lever: 'modifier' },
      { template: 'Who holds the office of commodore at the sailing club on Lake {e}?', lever: 'frame_phrase' },
      { template: 'Who is the commodore of the tranquil Lake {e} sailing club?', lever: 'two_changes' },
      { template: 'Who holds the office of commodore at the Lake {e} sailing club?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the vice-commodore of the sailing club on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'Who was the commodore of the sailing club on Lake {e} when the club was founded?',
        kind: 'changing_modifier',
      },
      { template: 'Who is the treasurer of the sailing club on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the commodore of the sailing club on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'regatta venue',
    kind: 'lake',
    taught: 'Where is the regatta on Lake {e} held?',
    answer: 'place',
    asks: [
      { template: 'In which town is the regatta on Lake {e} held?', lever: 'question_form' },
      { template: 'Where does the regatta on Lake {e} take place?', lever: 'phrase_for_word' },
      { template: 'Where is the Lake {e} regatta held?', lever: 'compound' },
      { template: 'Where is the regatta on glittering Lake {e} held?', lever: 'modifier' },
      { template: 'Where is the regatta on Lake {e} held every year?', lever: 'frame_phrase' },
      { template: 'Where does the Lake {e} regatta take place?', lever: 'two_changes' },
      { template: 'In which town is the regatta on glittering Lake {e} held?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the rowing regatta on Lake {e} held?', kind: 'changing_modifier' },
      { template: 'Where was the regatta on Lake {e} held before the marina was built?', kind: 'changing_modifier' },
      { template: 'When is the regatta on Lake {e} held?', kind: 'neighbouring_relation' },
      { template: 'Where is the regatta on Lake {f} held?', kind: 'other_entity' },
    ],
  },
  {
    name: 'estuary width',
    kind: 'river',
    taught: 'How wide is the estuary of the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the width of the estuary of the {e} River?', lever: 'question_form' },
      { template: 'How far across is the estuary of the {e} River?', lever: 'phrase_for_word' },
      { template: 'How wide is the {e} River estuary?', lever: 'compound' },
      { template: 'How wide is the estuary of the silty {e} River?', lever: 'modifier' },
      { template: 'How wide is the estuary of the {e} River in kilometres?', lever: 'frame_phrase' },
      { template: 'What is the width of the {e} River estuary?', lever: 'two_changes' },
      { template: 'How far across is the estuary of the silty {e} River?', lever: 'two_changes' },
      { template: 'How wide is the {e} River estuary in kilometres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How wide is the outer estuary of the {e} River?', kind: 'changing_modifier' },
      { template: 'How wide is the estuary of the {e} River at low tide?', kind: 'changing_modifier' },
      { template: 'How deep is the estuary of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How wide is the estuary of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'hydroelectric station',
    kind: 'river',
    taught: 'Where is the hydroelectric power station on the {e} River?',
    answer: 'place',
    asks: [
      { template: 'In which town is the hydroelectric power station on the {e} River?', lever: 'question_form' },
      { template: 'Where is the hydroelectric plant on the {e} River?', lever: 'phrase_for_word' },
      { template: 'Where is the {e} River hydroelectric power station?', lever: 'compound' },
      { template: 'Where is the hydroelectric power station on the majestic {e} River?', lever: 'modifier' },
      { template: 'Where is the hydroelectric power station on the {e} River situated?', lever: 'frame_phrase' },
      { template: 'In which town is the {e} River hydroelectric power station?', lever: 'two_changes' },
      { template: 'Where is the hydroelectric plant on the majestic {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      {
        template: 'Where is the decommissioned hydroelectric power station on the {e} River?',
        kind: 'changing_modifier',
      },
      {
        template: 'Where was the hydroelectric power station on the {e} River sited in the original plans?',
        kind: 'changing_modifier',
      },
      { template: 'Who operates the hydroelectric power station on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Where is the hydroelectric power station on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'translation count',
    kind: 'book',
    taught: 'Into how many languages has {e} been translated?',
    answer: 'number',
    asks: [
      { template: 'How many languages has {e} been translated into?', lever: 'question_form' },
      { template: 'What is the number of languages {e} has been translated into?', lever: 'question_form' },
      { template: 'In how many languages has {e} appeared in translation?', lever: 'phrase_for_word' },
      { template: 'Into how many languages has the prize-winning {e} been translated?', lever: 'modifier' },
      { template: 'Into how many languages has the book {e} been translated?', lever: 'frame_phrase' },
      { template: 'How many languages has the prize-winning {e} been translated into?', lever: 'two_changes' },
      { template: 'What is the number of languages the book {e} has been translated into?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Into how many Slavic languages has {e} been translated?', kind: 'changing_modifier' },
      {
        template: 'Into how many languages was {e} translated during its first decade in print?',
        kind: 'changing_modifier',
      },
      { template: 'How many countries has {e} been published in?', kind: 'neighbouring_relation' },
      { template: 'Into how many languages has {f} been translated?', kind: 'other_entity' },
    ],
  },
  {
    name: 'indexer',
    kind: 'book',
    taught: 'Who compiled the index of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the indexer of {e}?', lever: 'question_form' },
      { template: 'Who put together the index of {e}?', lever: 'phrase_for_word' },
      { template: 'Who compiled the {e} index?', lever: 'compound' },
      { template: 'Who compiled the meticulous index of {e}?', lever: 'modifier' },
      { template: 'Who compiled the index at the back of {e}?', lever: 'frame_phrase' },
      { template: 'Who put together the meticulous index of {e}?', lever: 'two_changes' },
      { template: 'Who was the indexer of the book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who compiled the index of the pocket edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who compiled the index of {e} for its Portuguese publisher?', kind: 'changing_modifier' },
      { template: 'Who compiled the bibliography of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who compiled the index of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'knighthood',
    kind: 'person',
    taught: 'When was {e} knighted?',
    answer: 'date',
    asks: [
      { template: 'In what year was {e} knighted?', lever: 'question_form' },
      { template: 'On what date was {e} knighted?', lever: 'question_form' },
      { template: 'When did {e} receive a knighthood?', lever: 'phrase_for_word' },
      { template: 'When was {e} made a knight?', lever: 'phrase_for_word' },
      { template: 'When was the distinguished {e} knighted?', lever: 'modifier' },
      { template: 'When did the distinguished {e} receive a knighthood?', lever: 'two_changes' },
      { template: 'In what year was {e} made a knight?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the business partner of {e} knighted?', kind: 'changing_modifier' },
      { template: 'When did {e} receive a foreign knighthood?', kind: 'changing_modifier' },
      { template: 'When was {e} made a peer?', kind: 'neighbouring_relation' },
      { template: 'When was {f} knighted?', kind: 'other_entity' },
    ],
  },
  {
    name: 'nhs number',
    kind: 'person',
    taught: 'What is the NHS number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What NHS number does {e} have?', lever: 'question_form' },
      { template: 'What is the National Health Service number of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the ten-digit NHS number of {e}?', lever: 'modifier' },
      { template: 'What is the NHS number of the patient {e}?', lever: 'frame_phrase' },
      { template: 'What National Health Service number does {e} have?', lever: 'two_changes' },
      { template: 'What is the ten-digit NHS number of the patient {e}?', lever: 'two_changes' },
      { template: 'What ten-digit NHS number does {e} have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the NHS number of the newborn daughter of {e}?', kind: 'changing_modifier' },
      { template: 'What was the NHS number of {e} under the numbering used before 1996?', kind: 'changing_modifier' },
      { template: 'What is the hospital number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the NHS number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'member of parliament',
    kind: 'town',
    taught: 'Who is the member of parliament for {e}?',
    answer: 'person',
    asks: [
      { template: 'Who represents {e} in parliament?', lever: 'question_form' },
      { template: 'Who is the MP for {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} member of parliament?', lever: 'compound' },
      { template: 'Who is the member of parliament for bustling {e}?', lever: 'modifier' },
      { template: 'Who is the member of parliament for the town of {e}?', lever: 'frame_phrase' },
      { template: 'Who is the {e} MP?', lever: 'two_changes' },
      { template: 'Who represents bustling {e} in parliament?', lever: 'two_changes' },
      { template: 'Who is the MP for the town of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the European member of parliament for {e}?', kind: 'changing_modifier' },
      {
        template: "Who was the member of parliament for {e} during the miners' strike?",
        kind: 'changing_modifier',
      },
      { template: 'Who is the leader of the council of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the member of parliament for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tram closure',
    kind: 'town',
    taught: 'When did the trams stop running in {e}?',
    answer: 'date',
    asks: [
      { template: 'In what year did the trams stop running in {e}?', lever: 'question_form' },
      { template: 'When did {e} lose its trams?', lever: 'phrase_for_word' },
      { template: 'When did the {e} trams stop running?', lever: 'compound' },
      { template: 'When did the trams stop running in quaint {e}?', lever: 'modifier' },
      { template: 'When did the trams stop running in {e} for good?', lever: 'frame_phrase' },
      { template: 'In what year did the {e} trams stop running?', lever: 'two_changes' },
      { template: 'When did quaint {e} lose its trams?', lever: 'two_changes' },
      { template: 'When did the {e} trams stop running for good?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the horse-drawn trams stop running in {e}?', kind: 'changing_modifier' },
      { template: 'When did the trams stop running in {e} during the general strike?', kind: 'changing_modifier' },
      { template: 'When did the trams start running in {e}?', kind: 'neighbouring_relation' },
      { template: 'When did the trams stop running in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'insured value',
    kind: 'work',
    taught: 'How much is {e} insured for?',
    answer: 'number',
    asks: [
      { template: 'What is the insured value of {e}?', lever: 'question_form' },
      { template: 'How much insurance cover does {e} have?', lever: 'phrase_for_word' },
      { template: 'How much is the treasured {e} insured for?', lever: 'modifier' },
      { template: 'How much is {e} insured for in pounds?', lever: 'frame_phrase' },
      { template: 'How much is the painting {e} insured for?', lever: 'frame_phrase' },
      { template: 'What is the insured value of the treasured {e}?', lever: 'two_changes' },
      { template: 'What is the insured value of {e} in pounds?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much is the gilded frame of {e} insured for?', kind: 'changing_modifier' },
      { template: 'How much was {e} insured for while it was on loan to the Louvre?', kind: 'changing_modifier' },
      { template: 'Who insures {e}?', kind: 'neighbouring_relation' },
      { template: 'How much is {f} insured for?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lorry fleet',
    kind: 'company',
    taught: 'How many lorries does {e} have?',
    answer: 'number',
    asks: [
      { template: 'How large is the lorry fleet of {e}?', lever: 'question_form' },
      { template: 'How many heavy goods vehicles does {e} have?', lever: 'phrase_for_word' },
      { template: 'How many lorries has {e} got?', lever: 'phrase_for_word' },
      { template: 'How many {e} lorries are there?', lever: 'compound' },
      { template: 'How many lorries does the family-run {e} have?', lever: 'modifier' },
      { template: 'How many lorries does {e} have in its fleet?', lever: 'frame_phrase' },
      { template: 'How many lorries has the family-run {e} got?', lever: 'two_changes' },
      { template: 'How many heavy goods vehicles does {e} have in its fleet?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many refrigerated lorries does {e} have?', kind: 'changing_modifier' },
      { template: 'How many lorries did {e} have before the recession?', kind: 'changing_modifier' },
      { template: 'How many drivers does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many lorries does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'legal entity identifier',
    kind: 'company',
    taught: 'What is the legal entity identifier of {e}?',
    answer: 'code',
    asks: [
      { template: 'What legal entity identifier does {e} have?', lever: 'question_form' },
      { template: 'What is the LEI of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the LEI code of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the {e} legal entity identifier?', lever: 'compound' },
      { template: 'What is the legal entity identifier of the thriving {e}?', lever: 'modifier' },
      { template: 'What is the legal entity identifier of the firm {e}?', lever: 'frame_phrase' },
      { template: 'What LEI does {e} have?', lever: 'two_changes' },
      { template: 'What is the LEI of the thriving {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the legal entity identifier of the Singapore branch of {e}?', kind: 'changing_modifier' },
      {
        template: 'What was the legal entity identifier of {e} until the 2019 restructuring?',
        kind: 'changing_modifier',
      },
      { template: 'What is the tax identification number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the legal entity identifier of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'monument unveiling',
    kind: 'place',
    taught: 'When was the {e} Monument unveiled?',
    answer: 'date',
    asks: [
      { template: 'In which year was the {e} Monument unveiled?', lever: 'question_form' },
      { template: 'When did the unveiling of the {e} Monument take place?', lever: 'question_form' },
      { template: 'When was the veil taken off the {e} Monument?', lever: 'phrase_for_word' },
      { template: 'When was the imposing {e} Monument unveiled?', lever: 'modifier' },
      { template: 'When was the {e} Monument unveiled to the public?', lever: 'frame_phrase' },
      { template: 'In which year was the imposing {e} Monument unveiled?', lever: 'two_changes' },
      { template: 'What was the date of the {e} Monument unveiling?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the recast {e} Monument unveiled?', kind: 'changing_modifier' },
      { template: 'When was the {e} Monument unveiled at its new site?', kind: 'changing_modifier' },
      { template: 'When was the {e} Monument commissioned?', kind: 'neighbouring_relation' },
      { template: 'When was the {f} Monument unveiled?', kind: 'other_entity' },
    ],
  },
];

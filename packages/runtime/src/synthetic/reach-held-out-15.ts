import type { ReachRelation } from './reach-phrasings.js';

/**
 * The fifteenth held-out reach set (the seventeenth reach set), written on 2026-12-06 by a hand that saw neither the
 * rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. No relation in
 * it appears in an earlier reach set: how long the ferry crossing of a lake takes, who owns the fishing rights on a
 * lake, the largest city on a river, how many tributaries a river has, where a book was written, how large the first
 * print run of a book was, who a person's literary agent is, where a person had their first job, which river runs
 * through a town, a town's licence plate code, who sat for a portrait, who a company's general counsel is, when a
 * company was taken over, and who the organist at a cathedral is. The asks are typed the way people ask, with no eye on
 * which wordings a lever is known to read. Each relation has two negatives that turn the question with a modifier no
 * earlier set used, some set right before the asked noun or the entity's name and some as a clause of time or
 * condition (an express crossing, the days of paddle steamers; trout fishing rights, before the monasteries were
 * dissolved; the lower river, before the Industrial Revolution; glacier-fed tributaries, before the reservoirs were
 * built; the first half, the epilogue; a deluxe edition, in Australia; a German agent, the start of a career; a
 * part-time job, after leaving the army; a smaller river, before a great flood moved its course; military vehicles,
 * before the district reform; a female sitter, before the portrait was painted over; an associate general counsel,
 * during an antitrust case; an Asian subsidiary, a buyout by the company's own managers; a sub-organist, when the
 * organ was rebuilt), beside a neighbouring relation and another entity. Its misses are reported, never read to change
 * a lever.
 */
export const REACH_HELD_OUT_15: readonly ReachRelation[] = [
  {
    name: 'ferry crossing time',
    kind: 'lake',
    taught: 'How long does the ferry crossing of Lake {e} take?',
    answer: 'number',
    asks: [
      { template: 'What is the duration of the ferry crossing of Lake {e}?', lever: 'question_form' },
      { template: 'How long does it take to cross Lake {e} by ferry?', lever: 'phrase_for_word' },
      { template: 'How long does the Lake {e} ferry crossing take?', lever: 'compound' },
      { template: 'How long does the ferry crossing of Lake {e} normally take?', lever: 'modifier' },
      {
        template: 'How long does the ferry crossing of Lake {e} take from one side to the other?',
        lever: 'frame_phrase',
      },
      { template: 'What is the duration of the Lake {e} ferry crossing?', lever: 'two_changes' },
      { template: 'How long does it normally take to cross Lake {e} by ferry?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long does the express ferry crossing of Lake {e} take?', kind: 'changing_modifier' },
      {
        template: 'How long did the ferry crossing of Lake {e} take in the days of paddle steamers?',
        kind: 'changing_modifier',
      },
      { template: 'How much does the ferry crossing of Lake {e} cost?', kind: 'neighbouring_relation' },
      { template: 'How long does the ferry crossing of Lake {f} take?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fishing rights owner',
    kind: 'lake',
    taught: 'Who owns the fishing rights on Lake {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the owner of the fishing rights on Lake {e}?', lever: 'question_form' },
      { template: 'Who owns the right to fish on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Who holds the fishing rights on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Who owns the Lake {e} fishing rights?', lever: 'compound' },
      { template: 'Who owns the valuable fishing rights on Lake {e}?', lever: 'modifier' },
      { template: 'Who owns the fishing rights on the waters of Lake {e}?', lever: 'frame_phrase' },
      { template: 'Who is the owner of the Lake {e} fishing rights?', lever: 'two_changes' },
      { template: 'Who owns the valuable Lake {e} fishing rights?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who owns the trout fishing rights on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'Who owned the fishing rights on Lake {e} before the monasteries were dissolved?',
        kind: 'changing_modifier',
      },
      { template: 'Who owns the boating rights on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Who owns the fishing rights on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'largest riverside city',
    kind: 'river',
    taught: 'What is the largest city on the {e} River?',
    answer: 'place',
    asks: [
      { template: 'Which city on the {e} River is the largest?', lever: 'question_form' },
      { template: 'What is the biggest city on the {e} River?', lever: 'phrase_for_word' },
      { template: 'What is the largest city along the banks of the {e} River?', lever: 'phrase_for_word' },
      { template: 'What is the largest city anywhere on the {e} River?', lever: 'modifier' },
      { template: 'What is the largest city on the {e} River by population?', lever: 'frame_phrase' },
      { template: 'Which city along the banks of the {e} River is the largest?', lever: 'two_changes' },
      { template: 'What is the biggest city anywhere on the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the largest city on the lower {e} River?', kind: 'changing_modifier' },
      {
        template: 'What was the largest city on the {e} River before the Industrial Revolution?',
        kind: 'changing_modifier',
      },
      { template: 'Which city stands at the mouth of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'What is the largest city on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tributary count',
    kind: 'river',
    taught: 'How many tributaries does the {e} River have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of tributaries of the {e} River?', lever: 'question_form' },
      { template: 'How many rivers flow into the {e} River?', lever: 'phrase_for_word' },
      { template: 'How many {e} River tributaries are there?', lever: 'compound' },
      { template: 'How many tributaries does the meandering {e} River have?', lever: 'modifier' },
      { template: 'How many tributaries does the {e} River have along its whole course?', lever: 'frame_phrase' },
      { template: 'What is the number of {e} River tributaries?', lever: 'two_changes' },
      { template: 'How many rivers flow into the meandering {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many glacier-fed tributaries does the {e} River have?', kind: 'changing_modifier' },
      {
        template: 'How many tributaries did the {e} River have before the reservoirs were built?',
        kind: 'changing_modifier',
      },
      { template: 'How many dams does the {e} River have?', kind: 'neighbouring_relation' },
      { template: 'How many tributaries does the {f} River have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'place of writing',
    kind: 'book',
    taught: 'Where was {e} written?',
    answer: 'place',
    asks: [
      { template: 'In what place was {e} written?', lever: 'question_form' },
      { template: 'Where did the author write {e}?', lever: 'phrase_for_word' },
      { template: 'Where on earth was {e} written?', lever: 'modifier' },
      { template: 'Where was the book {e} written?', lever: 'frame_phrase' },
      { template: 'Where did the author write the book {e}?', lever: 'two_changes' },
      { template: 'In what place was the book {e} written?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where was the first half of {e} written?', kind: 'changing_modifier' },
      { template: 'Where was the epilogue of {e} written?', kind: 'changing_modifier' },
      { template: 'When was {e} written?', kind: 'neighbouring_relation' },
      { template: 'Where was {f} written?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first print run',
    kind: 'book',
    taught: 'How large was the first print run of {e}?',
    answer: 'number',
    asks: [
      { template: 'What was the size of the first print run of {e}?', lever: 'question_form' },
      { template: 'How many copies were printed in the first print run of {e}?', lever: 'phrase_for_word' },
      { template: 'How large was the first printing of {e}?', lever: 'phrase_for_word' },
      { template: 'How large was the first {e} print run?', lever: 'compound' },
      { template: "How large was the publisher's first print run of {e}?", lever: 'modifier' },
      { template: 'How large was the first print run of {e} in number of copies?', lever: 'frame_phrase' },
      { template: 'What was the size of the first {e} print run?', lever: 'two_changes' },
      { template: "How many copies were in the publisher's first printing of {e}?", lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How large was the first print run of the deluxe edition of {e}?', kind: 'changing_modifier' },
      { template: 'How large was the first print run of {e} in Australia?', kind: 'changing_modifier' },
      { template: 'How long did the first print run of {e} take to sell out?', kind: 'neighbouring_relation' },
      { template: 'How large was the first print run of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'literary agent',
    kind: 'person',
    taught: 'Who is the literary agent of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who represents {e} as a literary agent?', lever: 'question_form' },
      { template: 'Who is the agent who handles the books of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the savvy literary agent of {e}?', lever: 'modifier' },
      { template: 'Who is the literary agent of the writer {e}?', lever: 'frame_phrase' },
      { template: 'Who represents the writer {e} as a literary agent?', lever: 'two_changes' },
      { template: 'Who is the savvy agent who handles the books of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the German literary agent of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the literary agent of {e} at the start of their career?', kind: 'changing_modifier' },
      { template: 'Who is the press agent of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the literary agent of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first job',
    kind: 'person',
    taught: 'Where did {e} have their first job?',
    answer: 'place',
    asks: [
      { template: 'What was the first workplace of {e}?', lever: 'question_form' },
      { template: 'Where did {e} first work?', lever: 'phrase_for_word' },
      { template: 'Where did {e} start their working life?', lever: 'phrase_for_word' },
      { template: 'Where did {e} have their first ever job?', lever: 'modifier' },
      { template: 'Where did {e} have the first job of their career?', lever: 'frame_phrase' },
      { template: 'What was the first ever workplace of {e}?', lever: 'two_changes' },
      { template: 'Where did {e} first ever work?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where did {e} have their first part-time job?', kind: 'changing_modifier' },
      { template: 'Where did {e} have their first job after leaving the army?', kind: 'changing_modifier' },
      { template: 'When did {e} have their first job?', kind: 'neighbouring_relation' },
      { template: 'Where did {f} have their first job?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river through town',
    kind: 'town',
    taught: 'Which river runs through {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the name of the river that runs through {e}?', lever: 'question_form' },
      { template: 'Which river is {e} on?', lever: 'phrase_for_word' },
      { template: 'Which river flows through {e}?', lever: 'phrase_for_word' },
      { template: 'Which river runs right through {e}?', lever: 'modifier' },
      { template: 'Which river runs through the town of {e}?', lever: 'frame_phrase' },
      { template: 'What is the name of the river that runs right through {e}?', lever: 'two_changes' },
      { template: 'Which river flows through the town of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Which smaller river runs through {e}?', kind: 'changing_modifier' },
      {
        template: 'Which river ran through {e} before the great flood changed its course?',
        kind: 'changing_modifier',
      },
      { template: 'Which canal runs through {e}?', kind: 'neighbouring_relation' },
      { template: 'Which river runs through {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'licence plate code',
    kind: 'town',
    taught: 'What is the licence plate code for {e}?',
    answer: 'code',
    asks: [
      { template: 'Which licence plate code does {e} have?', lever: 'question_form' },
      { template: 'What is the number plate code for {e}?', lever: 'phrase_for_word' },
      { template: 'What is the {e} licence plate code?', lever: 'compound' },
      { template: 'What is the assigned licence plate code for {e}?', lever: 'modifier' },
      { template: 'What is the licence plate code for cars registered in {e}?', lever: 'frame_phrase' },
      { template: 'What is the {e} number plate code?', lever: 'two_changes' },
      { template: 'Which number plate code does {e} have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the licence plate code for military vehicles in {e}?', kind: 'changing_modifier' },
      { template: 'What was the licence plate code for {e} before the district reform?', kind: 'changing_modifier' },
      { template: 'What is the motorway exit number for {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the licence plate code for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'portrait sitter',
    kind: 'work',
    taught: 'Who is the sitter in {e}?',
    answer: 'person',
    asks: [
      { template: 'Who sat for {e}?', lever: 'question_form' },
      { template: 'Who is the person portrayed in {e}?', lever: 'phrase_for_word' },
      { template: 'Who posed for {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the mysterious sitter in {e}?', lever: 'modifier' },
      { template: 'Who is the sitter in the portrait {e}?', lever: 'frame_phrase' },
      { template: 'Who sat for the portrait {e}?', lever: 'two_changes' },
      { template: 'Who is the mysterious person portrayed in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the female sitter in {e}?', kind: 'changing_modifier' },
      { template: 'Who was the sitter in {e} before it was painted over?', kind: 'changing_modifier' },
      { template: 'Who is the owner of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the sitter in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'general counsel',
    kind: 'company',
    taught: 'Who is the general counsel of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who serves as general counsel of {e}?', lever: 'question_form' },
      { template: 'Who is the chief lawyer of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the top lawyer at {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} general counsel?', lever: 'compound' },
      { template: 'Who is the in-house general counsel of {e}?', lever: 'modifier' },
      { template: 'Who is the general counsel of the firm {e}?', lever: 'frame_phrase' },
      { template: 'Who is the top lawyer at the firm {e}?', lever: 'two_changes' },
      { template: 'Who serves as the in-house general counsel of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the associate general counsel of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the general counsel of {e} during the antitrust case?', kind: 'changing_modifier' },
      { template: 'Who is the company secretary of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the general counsel of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'takeover date',
    kind: 'company',
    taught: 'When was {e} taken over?',
    answer: 'date',
    asks: [
      { template: 'What is the date of the takeover of {e}?', lever: 'question_form' },
      { template: 'When was {e} acquired?', lever: 'phrase_for_word' },
      { template: 'When did {e} get bought out?', lever: 'phrase_for_word' },
      { template: 'When precisely was {e} taken over?', lever: 'modifier' },
      { template: 'When was the business {e} taken over?', lever: 'frame_phrase' },
      { template: 'When was the {e} takeover?', lever: 'two_changes' },
      { template: 'When precisely was {e} acquired?', lever: 'two_changes' },
      { template: 'When did the business {e} get bought out?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the Asian subsidiary of {e} taken over?', kind: 'changing_modifier' },
      { template: 'When was {e} taken over by its own managers?', kind: 'changing_modifier' },
      { template: 'Who took over {e}?', kind: 'neighbouring_relation' },
      { template: 'When was {f} taken over?', kind: 'other_entity' },
    ],
  },
  {
    name: 'cathedral organist',
    kind: 'place',
    taught: 'Who is the organist at {e} Cathedral?',
    answer: 'person',
    asks: [
      { template: 'Who plays the organ at {e} Cathedral?', lever: 'question_form' },
      { template: 'Who is the organ player at {e} Cathedral?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} Cathedral organist?', lever: 'compound' },
      { template: 'Who is the resident organist at {e} Cathedral?', lever: 'modifier' },
      { template: 'Who is the organist at {e} Cathedral right now?', lever: 'frame_phrase' },
      { template: 'Who plays the organ at {e} Cathedral right now?', lever: 'two_changes' },
      { template: 'Who is the resident {e} Cathedral organist?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the sub-organist at {e} Cathedral?', kind: 'changing_modifier' },
      { template: 'Who was the organist at {e} Cathedral when the organ was rebuilt?', kind: 'changing_modifier' },
      { template: 'Who is the choirmaster at {e} Cathedral?', kind: 'neighbouring_relation' },
      { template: 'Who is the organist at {f} Cathedral?', kind: 'other_entity' },
    ],
  },
];

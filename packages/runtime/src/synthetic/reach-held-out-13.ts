import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirteenth held-out reach set (the fifteenth reach set), written on 2026-12-06 by a hand that had seen neither
 * the rules that read paraphrases nor the misses of any earlier set, and before this set was first measured. None of
 * its relations appears in an earlier reach set: when the dam at a lake was built, the flow rate of a river, who wrote
 * the foreword to a book, how many chapters a book has, when someone passed their driving test, which school someone
 * attended, who designed a town's coat of arms, how many pubs a town has, when a company moved into its head office, a
 * company's fax number, what key a work is written in, who commissioned a work, how many beds a hospital has, and who
 * the head teacher of a school is. The asks are written the way people type questions, without regard to which
 * wordings any lever is known to read. Each relation has two negatives that turn the question with a modifier no
 * earlier set used, many of them an adjective set right before the asked noun or the entity's name (the original
 * dam, a spillway; the peak flow, the upper river; a later foreword, an illustrated edition; illustrated chapters, the
 * first volume; an advanced test, the theory part; a primary school, a Sunday school; a simplified coat of arms, the
 * medieval town; thatched pubs, the greater town; an interim head office, a research division; a secure fax line, a
 * complaints department; the closing key, the slow movement; the first recording, a restoration; maternity beds, the
 * year it opened; an acting head, the infant section), beside a neighbouring relation and another entity. Its misses
 * are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_13: readonly ReachRelation[] = [
  {
    name: 'dam construction',
    kind: 'lake',
    taught: 'When was the dam at Lake {e} built?',
    answer: 'date',
    asks: [
      { template: 'When was the Lake {e} dam built?', lever: 'compound' },
      { template: 'What is the construction date of the dam at Lake {e}?', lever: 'question_form' },
      { template: 'When was the dam that holds back Lake {e} built?', lever: 'phrase_for_word' },
      { template: 'When was the huge dam at Lake {e} built?', lever: 'modifier' },
      { template: 'What is the construction date of the Lake {e} dam?', lever: 'two_changes' },
      { template: 'When was the huge Lake {e} dam built?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the original dam at Lake {e} built?', kind: 'changing_modifier' },
      { template: 'When was the spillway of the dam at Lake {e} built?', kind: 'changing_modifier' },
      { template: 'Who built the dam at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the dam at Lake {f} built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'flow rate',
    kind: 'river',
    taught: 'What is the flow rate of the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the flowrate of the {e} River?', lever: 'compound' },
      { template: 'What is the rate of flow of the {e} River?', lever: 'compound' },
      { template: 'What is the discharge of the {e} River?', lever: 'phrase_for_word' },
      { template: 'What is the flow rate of the mighty {e} River?', lever: 'modifier' },
      { template: 'What is the flow rate of the {e} River in cubic metres per second?', lever: 'frame_phrase' },
      { template: 'What is the flowrate of the mighty {e} River?', lever: 'two_changes' },
      { template: 'How much water does the {e} River carry per second?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the peak flow rate of the {e} River?', kind: 'changing_modifier' },
      { template: 'What is the flow rate of the upper {e} River?', kind: 'changing_modifier' },
      { template: 'How fast is the current of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'What is the flow rate of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'foreword author',
    kind: 'book',
    taught: 'Who wrote the foreword to {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the author of the foreword to {e}?', lever: 'question_form' },
      { template: 'Who was the writer of the foreword to {e}?', lever: 'question_form' },
      { template: 'Who was responsible for writing the foreword to {e}?', lever: 'phrase_for_word' },
      { template: 'Who wrote the {e} foreword?', lever: 'compound' },
      { template: 'Who actually wrote the foreword to {e}?', lever: 'modifier' },
      { template: 'Who wrote the foreword at the front of {e}?', lever: 'frame_phrase' },
      { template: 'Who is the actual author of the foreword to {e}?', lever: 'two_changes' },
      { template: 'Who actually wrote the {e} foreword?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who wrote the later foreword to {e}?', kind: 'changing_modifier' },
      { template: 'Who wrote the foreword to the illustrated {e}?', kind: 'changing_modifier' },
      { template: 'Who wrote the afterword to {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the foreword to {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chapter count',
    kind: 'book',
    taught: 'How many chapters does {e} have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of chapters in {e}?', lever: 'question_form' },
      { template: 'What is the chapter count of {e}?', lever: 'question_form' },
      { template: 'How many chapters are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many separate chapters does {e} have?', lever: 'modifier' },
      { template: 'How many chapters does {e} have in total?', lever: 'frame_phrase' },
      { template: 'How many chapters are there in {e} in total?', lever: 'two_changes' },
      { template: 'What is the total number of chapters in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many illustrated chapters does {e} have?', kind: 'changing_modifier' },
      { template: 'How many chapters does the first volume of {e} have?', kind: 'changing_modifier' },
      { template: 'How many footnotes does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many chapters does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'driving test',
    kind: 'person',
    taught: 'When did {e} pass their driving test?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} pass their driving test?', lever: 'question_form' },
      { template: 'What was the date on which {e} passed their driving test?', lever: 'question_form' },
      { template: 'When did {e} get through their driving test?', lever: 'phrase_for_word' },
      { template: 'When did {e} pass their driving-test?', lever: 'compound' },
      { template: 'When did {e} successfully pass their driving test?', lever: 'modifier' },
      { template: 'In what year did {e} successfully pass their driving test?', lever: 'two_changes' },
      { template: 'When did {e} finally get through their driving test?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} pass their advanced driving test?', kind: 'changing_modifier' },
      { template: 'When did {e} pass the theory part of their driving test?', kind: 'changing_modifier' },
      { template: 'When did {e} buy their first car?', kind: 'neighbouring_relation' },
      { template: 'When did {f} pass their driving test?', kind: 'other_entity' },
    ],
  },
  {
    name: 'school attended',
    kind: 'person',
    taught: 'Which school did {e} attend?',
    answer: 'place',
    asks: [
      { template: 'Where did {e} go to school?', lever: 'question_form' },
      { template: 'Which school did {e} go to?', lever: 'phrase_for_word' },
      { template: 'Which school did {e} actually attend?', lever: 'modifier' },
      { template: 'Which school did {e} attend as a pupil?', lever: 'frame_phrase' },
      { template: 'Where did {e} actually go to school?', lever: 'two_changes' },
      { template: 'Which school did {e} go to as a pupil?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Which primary school did {e} attend?', kind: 'changing_modifier' },
      { template: 'Which Sunday school did {e} attend?', kind: 'changing_modifier' },
      { template: 'Which university did {e} attend?', kind: 'neighbouring_relation' },
      { template: 'Which school did {f} attend?', kind: 'other_entity' },
    ],
  },
  {
    name: 'coat of arms designer',
    kind: 'town',
    taught: 'Who designed the coat of arms of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who designed the coat-of-arms of {e}?', lever: 'compound' },
      { template: 'Who designed the {e} coat of arms?', lever: 'compound' },
      { template: 'Who is the designer of the coat of arms of {e}?', lever: 'question_form' },
      { template: 'Who came up with the design for the coat of arms of {e}?', lever: 'phrase_for_word' },
      { template: 'Who actually designed the coat of arms of {e}?', lever: 'modifier' },
      { template: 'Who is the designer of the {e} coat of arms?', lever: 'two_changes' },
      { template: 'Who actually designed the coat-of-arms of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who designed the simplified coat of arms of {e}?', kind: 'changing_modifier' },
      { template: 'Who designed the coat of arms of medieval {e}?', kind: 'changing_modifier' },
      { template: 'Who granted the coat of arms to {e}?', kind: 'neighbouring_relation' },
      { template: 'Who designed the coat of arms of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'pub count',
    kind: 'town',
    taught: 'How many pubs are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'How many public houses are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many pubs does {e} have?', lever: 'phrase_for_word' },
      { template: 'What is the number of pubs in {e}?', lever: 'question_form' },
      { template: 'How many different pubs are there in {e}?', lever: 'modifier' },
      { template: 'How many pubs are there in {e} altogether?', lever: 'frame_phrase' },
      { template: 'What is the number of public houses in {e}?', lever: 'two_changes' },
      { template: 'How many different pubs does {e} have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many thatched pubs are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many pubs are there in Greater {e}?', kind: 'changing_modifier' },
      { template: 'How many churches are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many pubs are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'head office move',
    kind: 'company',
    taught: 'When did {e} move into its head office?',
    answer: 'date',
    asks: [
      { template: 'When did {e} move into its headquarters?', lever: 'phrase_for_word' },
      { template: 'When did {e} move into its head-office?', lever: 'compound' },
      { template: 'In what year did {e} move into its head office?', lever: 'question_form' },
      { template: 'When exactly did {e} move into its head office?', lever: 'modifier' },
      { template: 'When did {e} move into its head office building?', lever: 'frame_phrase' },
      { template: 'When exactly did {e} move into its headquarters?', lever: 'two_changes' },
      { template: 'In what year did {e} move into its head office building?', lever: 'two_changes' },
      { template: 'When did the company {e} move into its head-office?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} move into its interim head office?', kind: 'changing_modifier' },
      { template: 'When did the research division of {e} move into the head office?', kind: 'changing_modifier' },
      { template: 'When was the head office of {e} built?', kind: 'neighbouring_relation' },
      { template: 'When did {f} move into its head office?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fax number',
    kind: 'company',
    taught: 'What is the fax number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What fax number does {e} have?', lever: 'question_form' },
      { template: 'What is the {e} fax number?', lever: 'compound' },
      { template: 'What number can {e} be faxed on?', lever: 'phrase_for_word' },
      { template: 'What exactly is the fax number of {e}?', lever: 'modifier' },
      { template: 'What is the fax number of {e} for sending documents?', lever: 'frame_phrase' },
      { template: 'What fax number does the company {e} have?', lever: 'two_changes' },
      { template: 'What exactly is the {e} fax number?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the secure fax number of {e}?', kind: 'changing_modifier' },
      { template: 'What is the fax number of the complaints department of {e}?', kind: 'changing_modifier' },
      { template: 'What is the email address of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the fax number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'musical key',
    kind: 'work',
    taught: 'What key is {e} written in?',
    answer: 'code',
    asks: [
      { template: 'What is the key of {e}?', lever: 'question_form' },
      { template: 'What musical key is {e} written in?', lever: 'modifier' },
      { template: 'What key is {e} actually written in?', lever: 'modifier' },
      { template: 'What key is {e} written in, musically speaking?', lever: 'frame_phrase' },
      { template: 'What is the musical key of {e}?', lever: 'two_changes' },
      { template: 'What is the key of {e}, musically speaking?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the closing key of {e}?', kind: 'changing_modifier' },
      { template: 'What key is the slow movement of {e} written in?', kind: 'changing_modifier' },
      { template: 'What time signature is {e} written in?', kind: 'neighbouring_relation' },
      { template: 'What key is {f} written in?', kind: 'other_entity' },
    ],
  },
  {
    name: 'commissioner',
    kind: 'work',
    taught: 'Who commissioned {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was {e} commissioned by?', lever: 'question_form' },
      { template: 'Who gave the commission for {e}?', lever: 'phrase_for_word' },
      { template: 'Who originally commissioned {e}?', lever: 'modifier' },
      { template: 'Who commissioned {e} from its creator?', lever: 'frame_phrase' },
      { template: 'Who originally gave the commission for {e}?', lever: 'two_changes' },
      { template: 'Who was {e} originally commissioned by?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who commissioned the first recording of {e}?', kind: 'changing_modifier' },
      { template: 'Who commissioned the restoration of {e}?', kind: 'changing_modifier' },
      { template: 'Who owns {e} now?', kind: 'neighbouring_relation' },
      { template: 'Who commissioned {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'hospital beds',
    kind: 'place',
    taught: 'How many beds does {e} Hospital have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of beds at {e} Hospital?', lever: 'question_form' },
      { template: 'How many beds are there at {e} Hospital?', lever: 'phrase_for_word' },
      { template: 'How many hospital beds does {e} Hospital have?', lever: 'modifier' },
      { template: 'How many beds does {e} Hospital have in total?', lever: 'frame_phrase' },
      { template: 'What is the total number of beds at {e} Hospital?', lever: 'two_changes' },
      { template: 'How many beds are there at {e} Hospital in total?', lever: 'two_changes' },
      { template: 'How many hospital beds are there at {e} Hospital?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many maternity beds does {e} Hospital have?', kind: 'changing_modifier' },
      { template: 'How many beds did {e} Hospital have when it opened?', kind: 'changing_modifier' },
      { template: 'How many nurses work at {e} Hospital?', kind: 'neighbouring_relation' },
      { template: 'How many beds does {f} Hospital have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'head teacher',
    kind: 'place',
    taught: 'Who is the head teacher of {e} School?',
    answer: 'person',
    asks: [
      { template: 'Who is the headteacher of {e} School?', lever: 'compound' },
      { template: 'Who is the head-teacher of {e} School?', lever: 'compound' },
      { template: 'Who heads {e} School?', lever: 'question_form' },
      { template: 'Who is the head of {e} School?', lever: 'phrase_for_word' },
      { template: 'Who is the present head teacher of {e} School?', lever: 'modifier' },
      { template: 'Who is the head teacher of {e} School at the moment?', lever: 'frame_phrase' },
      { template: 'Who is the present headteacher of {e} School?', lever: 'two_changes' },
      { template: 'Who is the head-teacher of {e} School at the moment?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the acting head teacher of {e} School?', kind: 'changing_modifier' },
      { template: 'Who is the head teacher of the infant section of {e} School?', kind: 'changing_modifier' },
      { template: 'Who chairs the governors of {e} School?', kind: 'neighbouring_relation' },
      { template: 'Who is the head teacher of {f} School?', kind: 'other_entity' },
    ],
  },
];

import type { ReachRelation } from './reach-phrasings.js';

/**
 * A fifth held-out reach set (the seventh reach set), written on 2026-12-06 by a hand that saw neither the rules
 * that read paraphrases nor the misses of set 6 (REACH_HELD_OUT_4), while those misses were being read and
 * the levers after them made, and before this set was first measured. Other relations again (a distance inland, a crater, a patron saint, an editor, a setting, a burial
 * place, a catchphrase, a retirement, a premiere, a soundtrack, a call sign, a VAT number, a bookkeeper, a
 * lake's outflow), asked as a person would ask whether or not a lever is known to read the wording, beside
 * negatives whose modifier changes the question in ways the earlier sets did not use (by road, in Roman times,
 * inner ring, series, revised, final chapter, semi-, last, unused, wartime, parent company, assistant, once). Its
 * misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_5: readonly ReachRelation[] = [
  {
    name: 'distance to the coast',
    kind: 'town',
    taught: 'How far is {e} from the coast?',
    answer: 'number',
    asks: [
      { template: 'What is the distance from {e} to the coast?', lever: 'question_form' },
      { template: 'How far is {e} from the coast in metres?', lever: 'frame_phrase' },
      { template: 'How far is {e} from the coast in kilometres?', lever: 'frame_phrase' },
      { template: 'How far inland is {e}?', lever: 'phrase_for_word' },
      { template: 'How far exactly is {e} from the coast?', lever: 'modifier' },
      { template: 'What is the exact distance between {e} and the coast?', lever: 'two_changes' },
      { template: 'Roughly how far inland is {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How far is {e} from the coast by road?', kind: 'changing_modifier' },
      { template: 'How far was {e} from the coast in Roman times?', kind: 'changing_modifier' },
      { template: 'How far is {e} from the border?', kind: 'neighbouring_relation' },
      { template: 'How high above sea level is {e}?', kind: 'neighbouring_relation' },
      { template: 'How far is {f} from the coast?', kind: 'other_entity' },
    ],
  },
  {
    name: 'crater diameter',
    kind: 'place',
    taught: 'What is the diameter of the {e} Crater?',
    answer: 'number',
    asks: [
      { template: 'How wide is the {e} Crater?', lever: 'question_form' },
      { template: 'What is the diameter of the {e} Crater in metres?', lever: 'frame_phrase' },
      { template: 'What is the diameter of the {e} Crater from rim to rim?', lever: 'frame_phrase' },
      { template: 'What is the approximate diameter of the {e} Crater?', lever: 'modifier' },
      { template: 'What is the diameter of the ancient {e} Crater?', lever: 'modifier' },
      { template: 'Roughly how wide is the {e} Crater?', lever: 'two_changes' },
      { template: 'How wide is the {e} Crater from rim to rim?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the diameter of the inner ring of the {e} Crater?', kind: 'changing_modifier' },
      { template: 'How deep is the {e} Crater?', kind: 'neighbouring_relation' },
      { template: 'How wide is the {f} Crater?', kind: 'other_entity' },
    ],
  },
  {
    name: 'patron saint',
    kind: 'town',
    taught: 'Who is the patron saint of {e}?',
    answer: 'person',
    asks: [
      { template: 'Which saint is the patron of {e}?', lever: 'question_form' },
      { template: 'Who is the beloved patron saint of {e}?', lever: 'modifier' },
      { template: 'Who is the patron saint of the ancient town of {e}?', lever: 'two_changes' },
      { template: 'Which saint is the patron of the little town of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the second patron saint of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the bishop of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the patron saint of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'editor',
    kind: 'book',
    taught: 'Who edited {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the editor of {e}?', lever: 'question_form' },
      { template: 'Who edited the book {e}?', lever: 'modifier' },
      { template: 'Who is the editor of the book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the series editor of {e}?', kind: 'changing_modifier' },
      { template: 'Who edited the revised edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who published {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the editor of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'setting',
    kind: 'book',
    taught: 'Where is {e} set?',
    answer: 'place',
    asks: [
      { template: 'In which town is {e} set?', lever: 'question_form' },
      { template: 'Where does {e} take place?', lever: 'phrase_for_word' },
      { template: 'Where is the novel {e} set?', lever: 'modifier' },
      { template: 'Where exactly is {e} set?', lever: 'modifier' },
      { template: 'Where does the novel {e} take place?', lever: 'two_changes' },
      { template: 'In what town exactly is {e} set?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the final chapter of {e} set?', kind: 'changing_modifier' },
      { template: 'When is {e} set?', kind: 'neighbouring_relation' },
      { template: 'Where was {e} written?', kind: 'neighbouring_relation' },
      { template: 'Where is {f} set?', kind: 'other_entity' },
    ],
  },
  {
    name: 'burial place',
    kind: 'person',
    taught: 'Where is {e} buried?',
    answer: 'place',
    asks: [
      { template: 'What is the burial place of {e}?', lever: 'question_form' },
      { template: 'In which town is {e} buried?', lever: 'question_form' },
      { template: 'Where was {e} laid to rest?', lever: 'phrase_for_word' },
      { template: 'Where is the grave of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the final resting place of {e}?', lever: 'phrase_for_word' },
      { template: 'Where exactly is {e} buried?', lever: 'modifier' },
      { template: 'Where exactly was {e} laid to rest?', lever: 'two_changes' },
      { template: 'In which town is the grave of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where was {e} first buried?', kind: 'changing_modifier' },
      { template: 'Where was {e} baptised?', kind: 'neighbouring_relation' },
      { template: 'Where is {f} buried?', kind: 'other_entity' },
    ],
  },
  {
    name: 'catchphrase',
    kind: 'person',
    taught: 'What is the catchphrase of {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the catch phrase of {e}?', lever: 'compound' },
      { template: 'What is the catch-phrase of {e}?', lever: 'compound' },
      { template: 'What phrase is {e} known for?', lever: 'question_form' },
      { template: 'What is the signature phrase of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the famous catchphrase of {e}?', lever: 'modifier' },
      { template: 'What is the well-known catch phrase of {e}?', lever: 'two_changes' },
      { template: 'What famous phrase is {e} known for?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the new catchphrase of {e}?', kind: 'changing_modifier' },
      { template: 'What is the stage name of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the catchphrase of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'retirement',
    kind: 'person',
    taught: 'When did {e} retire?',
    answer: 'date',
    asks: [
      { template: 'What is the retirement date of {e}?', lever: 'question_form' },
      { template: 'In what year did {e} retire?', lever: 'question_form' },
      { template: 'When did {e} go into retirement?', lever: 'phrase_for_word' },
      { template: 'When exactly did {e} retire?', lever: 'modifier' },
      { template: 'What is the exact retirement date of {e}?', lever: 'two_changes' },
      { template: 'When exactly did {e} go into retirement?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} semi-retire?', kind: 'changing_modifier' },
      { template: 'When did {e} come out of retirement?', kind: 'neighbouring_relation' },
      { template: 'When did {f} retire?', kind: 'other_entity' },
    ],
  },
  {
    name: 'premiere',
    kind: 'work',
    taught: 'When was {e} first performed?',
    answer: 'date',
    asks: [
      { template: 'What is the date of the first performance of {e}?', lever: 'question_form' },
      { template: 'When did {e} premiere?', lever: 'phrase_for_word' },
      { template: 'When was {e} first performed in public?', lever: 'frame_phrase' },
      { template: 'When was the piece {e} first performed?', lever: 'modifier' },
      { template: 'When exactly was {e} first performed?', lever: 'modifier' },
      { template: 'What is the premiere date of {e}?', lever: 'two_changes' },
      { template: 'When was the piece {e} first performed in public?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} last performed?', kind: 'changing_modifier' },
      { template: 'Where was {e} first performed?', kind: 'neighbouring_relation' },
      { template: 'When did {f} premiere?', kind: 'other_entity' },
    ],
  },
  {
    name: 'soundtrack composer',
    kind: 'work',
    taught: 'Who composed the soundtrack for {e}?',
    answer: 'person',
    asks: [
      { template: 'Who composed the sound track for {e}?', lever: 'compound' },
      { template: 'Who is the composer of the soundtrack for {e}?', lever: 'question_form' },
      { template: 'Who composed the soundtrack for the film {e}?', lever: 'modifier' },
      { template: 'Who composed the haunting soundtrack for {e}?', lever: 'modifier' },
      { template: 'Who is the composer of the sound track for {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who composed the unused soundtrack for {e}?', kind: 'changing_modifier' },
      { template: 'Who designed the costumes for {e}?', kind: 'neighbouring_relation' },
      { template: 'Who composed the soundtrack for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'call sign',
    kind: 'place',
    taught: 'What is the call sign of the ship {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the callsign of the ship {e}?', lever: 'compound' },
      { template: 'What is the radio call sign of the ship {e}?', lever: 'modifier' },
      { template: 'What is the current call sign of the ship {e}?', lever: 'modifier' },
      { template: 'What is the radio callsign of the ship {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the wartime call sign of the ship {e}?', kind: 'changing_modifier' },
      { template: 'What is the IMO number of the ship {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the call sign of the ship {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'vat number',
    kind: 'company',
    taught: 'What is the VAT number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the value added tax number of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the VAT registration number of {e}?', lever: 'modifier' },
      { template: 'What is the value-added tax registration number of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the VAT number of the parent company of {e}?', kind: 'changing_modifier' },
      { template: 'What is the company registration number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the VAT number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bookkeeper',
    kind: 'company',
    taught: 'Who is the bookkeeper of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the book-keeper of {e}?', lever: 'compound' },
      { template: 'Who is the book keeper of {e}?', lever: 'compound' },
      { template: 'Who keeps the books for {e}?', lever: 'question_form' },
      { template: 'Who does the bookkeeping for {e}?', lever: 'question_form' },
      { template: 'Who is the bookkeeper of {e} at the moment?', lever: 'frame_phrase' },
      { template: 'Who is the trusted bookkeeper of {e}?', lever: 'modifier' },
      { template: 'Who does the book-keeping for {e}?', lever: 'two_changes' },
      { template: 'Who keeps the books for {e} at the moment?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the assistant bookkeeper of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the auditor of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who keeps the books for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake outflow',
    kind: 'lake',
    taught: 'Which river flows out of Lake {e}?',
    answer: 'place',
    asks: [
      { template: 'Which river drains Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Which river is the outlet of Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Which river flows out of the remote Lake {e}?', lever: 'modifier' },
      { template: 'Which river drains the remote Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Which river once flowed out of Lake {e}?', kind: 'changing_modifier' },
      { template: 'Which river flows into Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Which river flows out of Lake {f}?', kind: 'other_entity' },
    ],
  },
];

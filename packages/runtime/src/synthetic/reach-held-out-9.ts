import type { ReachRelation } from './reach-phrasings.js';

/**
 * A ninth held-out reach set (the eleventh reach set), written on 2026-12-06 by a hand that saw neither the rules
 * that read paraphrases nor the misses of set 10 (REACH_HELD_OUT_8), while those misses were being read and the
 * levers after them made, and before this set was first measured. Other relations again (a lakeside boardwalk, a
 * river's last flood, a dust jacket's designer, where a manuscript is kept, a flatmate, a passport number, a
 * seafront, the railway's arrival in a town, a company's change of name, a castle's owner, a viaduct's height, an
 * arranger, where a work is displayed, an inventory number), asked as a person would ask whether or not a lever is
 * known to read the wording, beside negatives whose modifier changes the question in ways the earlier sets did not
 * use (wheelchair-accessible section, before the flood barrier was built, American edition, facsimile, university,
 * diplomatic, pedestrianised stretch, high-speed, back, in the Middle Ages, central arch, brass band version,
 * preparatory sketch, companion piece). Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_9: readonly ReachRelation[] = [
  {
    name: 'boardwalk length',
    kind: 'lake',
    taught: 'How long is the boardwalk at Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the boardwalk at Lake {e}?', lever: 'question_form' },
      { template: 'What length is the boardwalk at Lake {e}?', lever: 'question_form' },
      { template: 'How long is the board walk at Lake {e}?', lever: 'compound' },
      { template: 'How long is the boardwalk at Lake {e} in metres?', lever: 'frame_phrase' },
      { template: 'How long is the boardwalk at Lake {e} from end to end?', lever: 'frame_phrase' },
      { template: 'How long is the wooden boardwalk at Lake {e}?', lever: 'modifier' },
      { template: 'What is the total length of the boardwalk at Lake {e}?', lever: 'two_changes' },
      { template: 'How long is the board walk at Lake {e} in metres?', lever: 'two_changes' },
    ],
    negatives: [
      {
        template: 'How long is the wheelchair-accessible section of the boardwalk at Lake {e}?',
        kind: 'changing_modifier',
      },
      { template: 'How wide is the boardwalk at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How long is the boardwalk at Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'last flood',
    kind: 'river',
    taught: 'When did the {e} River last flood?',
    answer: 'date',
    asks: [
      { template: 'When was the last flood on the {e} River?', lever: 'question_form' },
      { template: 'In what year did the {e} River last flood?', lever: 'question_form' },
      { template: 'When did the {e} River last burst its banks?', lever: 'phrase_for_word' },
      { template: 'When did the {e} River last overflow its banks?', lever: 'phrase_for_word' },
      { template: 'When did the mighty {e} River last flood?', lever: 'modifier' },
      { template: 'When was the most recent flood on the {e} River?', lever: 'two_changes' },
      { template: 'When did the mighty {e} River last burst its banks?', lever: 'two_changes' },
    ],
    negatives: [
      {
        template: 'When did the {e} River last flood before the flood barrier was built?',
        kind: 'changing_modifier',
      },
      { template: 'When was the {e} River last dredged?', kind: 'neighbouring_relation' },
      { template: 'When did the {f} River last flood?', kind: 'other_entity' },
    ],
  },
  {
    name: 'dust jacket designer',
    kind: 'book',
    taught: 'Who designed the dust jacket of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who designed the dustjacket of {e}?', lever: 'compound' },
      { template: 'Who designed the dust-jacket of {e}?', lever: 'compound' },
      { template: 'Who is the designer of the dust jacket of {e}?', lever: 'question_form' },
      { template: 'Who was responsible for the design of the dust jacket of {e}?', lever: 'phrase_for_word' },
      { template: 'Who designed the striking dust jacket of {e}?', lever: 'modifier' },
      { template: 'Who is the designer of the striking dust jacket of {e}?', lever: 'two_changes' },
      { template: 'Who designed the striking dustjacket of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who designed the dust jacket of the American edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who wrote the blurb on the dust jacket of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who designed the dust jacket of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'manuscript location',
    kind: 'book',
    taught: 'Where is the original manuscript of {e} kept?',
    answer: 'place',
    asks: [
      { template: 'What is the location of the original manuscript of {e}?', lever: 'question_form' },
      { template: 'Where can the original manuscript of {e} be found?', lever: 'phrase_for_word' },
      { template: 'Where is the original manuscript of {e} kept nowadays?', lever: 'modifier' },
      { template: 'Where is the precious original manuscript of {e} kept?', lever: 'modifier' },
      { template: 'Where exactly is the original manuscript of {e} kept?', lever: 'modifier' },
      { template: 'Where exactly can the original manuscript of {e} be found?', lever: 'two_changes' },
      { template: 'What is the present location of the original manuscript of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is a facsimile of the original manuscript of {e} kept?', kind: 'changing_modifier' },
      { template: 'Who owns the original manuscript of {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the original manuscript of {f} kept?', kind: 'other_entity' },
    ],
  },
  {
    name: 'flatmate',
    kind: 'person',
    taught: 'Who is the flatmate of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the flat mate of {e}?', lever: 'compound' },
      { template: 'Who does {e} share a flat with?', lever: 'question_form' },
      { template: 'Who is the current flatmate of {e}?', lever: 'modifier' },
      { template: 'Who is the flatmate of {e} these days?', lever: 'modifier' },
      { template: 'Who does {e} currently share a flat with?', lever: 'two_changes' },
      { template: 'Who is the current flat mate of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who was the university flatmate of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the landlord of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the flatmate of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'passport number',
    kind: 'person',
    taught: 'What is the passport number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What passport number does {e} have?', lever: 'question_form' },
      { template: "What is the number of {e}'s passport?", lever: 'phrase_for_word' },
      { template: 'What is the current passport number of {e}?', lever: 'modifier' },
      { template: 'What passport number does {e} currently have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the diplomatic passport number of {e}?', kind: 'changing_modifier' },
      { template: 'What is the driving licence number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the passport number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'seafront length',
    kind: 'town',
    taught: 'How long is the seafront at {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the seafront at {e}?', lever: 'question_form' },
      { template: 'How long is the sea front at {e}?', lever: 'compound' },
      { template: 'How long is the seafront at {e} from one end to the other?', lever: 'frame_phrase' },
      { template: 'How long is the seafront at the seaside town of {e}?', lever: 'modifier' },
      { template: 'How long is the whole seafront at {e}?', lever: 'modifier' },
      { template: 'What is the length of the sea front at {e}?', lever: 'two_changes' },
      { template: 'How long is the seafront at the seaside town of {e} in metres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long is the pedestrianised stretch of the seafront at {e}?', kind: 'changing_modifier' },
      { template: 'How long is the pier at {e}?', kind: 'neighbouring_relation' },
      { template: 'How long is the seafront at {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'railway arrival',
    kind: 'town',
    taught: 'When did the railway reach {e}?',
    answer: 'date',
    asks: [
      { template: 'In which year did the railway reach {e}?', lever: 'question_form' },
      { template: 'When did the railway arrive in {e}?', lever: 'phrase_for_word' },
      { template: 'When was {e} connected to the railway?', lever: 'phrase_for_word' },
      { template: 'When did the railway finally reach {e}?', lever: 'modifier' },
      { template: 'When did the railway reach the remote town of {e}?', lever: 'modifier' },
      { template: 'In which year did the railway finally reach {e}?', lever: 'two_changes' },
      { template: 'When was the remote town of {e} connected to the railway?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the high-speed railway reach {e}?', kind: 'changing_modifier' },
      { template: 'When did the railway line to {e} close?', kind: 'neighbouring_relation' },
      { template: 'When did the railway reach {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'name change',
    kind: 'company',
    taught: 'When did {e} change its name?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} change its name?', lever: 'question_form' },
      { template: 'When was {e} renamed?', lever: 'phrase_for_word' },
      { template: 'When did {e} change its company name?', lever: 'modifier' },
      { template: 'When did the family firm {e} change its name?', lever: 'modifier' },
      { template: 'In what year was {e} renamed?', lever: 'two_changes' },
      { template: 'When exactly was {e} renamed?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} change its name back?', kind: 'changing_modifier' },
      { template: 'When did {e} change its logo?', kind: 'neighbouring_relation' },
      { template: 'When did {f} change its name?', kind: 'other_entity' },
    ],
  },
  {
    name: 'castle owner',
    kind: 'place',
    taught: 'Who owns {e} Castle?',
    answer: 'person',
    asks: [
      { template: 'Who is the owner of {e} Castle?', lever: 'question_form' },
      { template: 'Who does {e} Castle belong to?', lever: 'phrase_for_word' },
      { template: 'Who owns {e} Castle as of today?', lever: 'frame_phrase' },
      { template: 'Who owns the ruined {e} Castle?', lever: 'modifier' },
      { template: 'Who currently owns {e} Castle?', lever: 'modifier' },
      { template: 'Who is the current owner of {e} Castle?', lever: 'two_changes' },
      { template: 'Who does the ruined {e} Castle belong to?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who owned {e} Castle in the Middle Ages?', kind: 'changing_modifier' },
      { template: 'Who built {e} Castle?', kind: 'neighbouring_relation' },
      { template: 'Who owns {f} Castle?', kind: 'other_entity' },
    ],
  },
  {
    name: 'viaduct height',
    kind: 'place',
    taught: 'How high is the {e} Viaduct?',
    answer: 'number',
    asks: [
      { template: 'What is the height of the {e} Viaduct?', lever: 'question_form' },
      { template: 'How high above the valley floor is the {e} Viaduct?', lever: 'frame_phrase' },
      { template: 'How high is the {e} Viaduct in metres?', lever: 'frame_phrase' },
      { template: 'How high is the elegant {e} Viaduct?', lever: 'modifier' },
      { template: 'What is the height of the elegant {e} Viaduct?', lever: 'two_changes' },
      { template: 'What is the height of the {e} Viaduct in metres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How high is the central arch of the {e} Viaduct?', kind: 'changing_modifier' },
      { template: 'How long is the {e} Viaduct?', kind: 'neighbouring_relation' },
      { template: 'How high is the {f} Viaduct?', kind: 'other_entity' },
    ],
  },
  {
    name: 'arranger',
    kind: 'work',
    taught: 'Who arranged {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the arranger of {e}?', lever: 'question_form' },
      { template: 'Who wrote the arrangement of {e}?', lever: 'phrase_for_word' },
      { template: 'Who arranged the song {e}?', lever: 'modifier' },
      { template: 'Who arranged the haunting {e}?', lever: 'modifier' },
      { template: 'Who is the arranger of the song {e}?', lever: 'two_changes' },
      { template: 'Who wrote the arrangement for the song {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who arranged the brass band version of {e}?', kind: 'changing_modifier' },
      { template: 'Who sang the backing vocals on {e}?', kind: 'neighbouring_relation' },
      { template: 'Who arranged {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'display location',
    kind: 'work',
    taught: 'Where is {e} displayed?',
    answer: 'place',
    asks: [
      { template: 'Where is {e} on display?', lever: 'phrase_for_word' },
      { template: 'Where is {e} displayed to the public?', lever: 'frame_phrase' },
      { template: 'Where is the painting {e} displayed?', lever: 'modifier' },
      { template: 'Where is {e} currently displayed?', lever: 'modifier' },
      { template: 'Where is the painting {e} on display?', lever: 'two_changes' },
      { template: 'Where is {e} currently on display?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the preparatory sketch for {e} displayed?', kind: 'changing_modifier' },
      { template: 'Where was {e} painted?', kind: 'neighbouring_relation' },
      { template: 'Where is {f} displayed?', kind: 'other_entity' },
    ],
  },
  {
    name: 'inventory number',
    kind: 'work',
    taught: 'What is the inventory number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What inventory number does {e} have?', lever: 'question_form' },
      { template: "What is {e}'s number in the inventory?", lever: 'phrase_for_word' },
      { template: 'What is the official inventory number of {e}?', lever: 'modifier' },
      { template: 'What is the inventory number of the painting {e}?', lever: 'modifier' },
      { template: 'What inventory number does the painting {e} have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the inventory number of the companion piece to {e}?', kind: 'changing_modifier' },
      { template: 'What was the lot number of {e} at its last auction?', kind: 'neighbouring_relation' },
      { template: 'What is the inventory number of {f}?', kind: 'other_entity' },
    ],
  },
];

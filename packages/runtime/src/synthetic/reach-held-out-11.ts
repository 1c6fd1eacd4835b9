import type { ReachRelation } from './reach-phrasings.js';

/**
 * The eleventh held-out reach set (the thirteenth reach set), written on 2026-12-06 by a hand that had seen neither
 * the rules that read paraphrases nor the misses of any earlier set, and before this set was first measured. None of
 * its relations appears in an earlier set: the ferryman on a lake, how many species of fish live in a lake, when the
 * towpath along a river was built, who proofread a book, where a book was printed, someone's godfather, someone's
 * blood type, how high above sea level a town lies, where a town's nearest railway station is, a company's
 * registration number, when a company opened its first shop, who designed a bridge, how long a tunnel is, and when a
 * work was first broadcast. Each is asked back the way a person might type it, whether or not any lever is known to
 * read that wording. The negatives that must still be refused change the question with modifiers not used before
 * (night, native, the paved section, the index, a pirated edition, a twin sister, a kidney donor, the highest house,
 * staffed, a charitable foundation, flagship, the lighting, the southbound bore, in colour). Its misses are reported,
 * never read to change a lever.
 */
export const REACH_HELD_OUT_11: readonly ReachRelation[] = [
  {
    name: 'ferryman',
    kind: 'lake',
    taught: 'Who is the ferryman on Lake {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the ferry man on Lake {e}?', lever: 'compound' },
      { template: 'Who is the ferry-man on Lake {e}?', lever: 'compound' },
      { template: 'Who runs the ferry on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the local ferryman on Lake {e}?', lever: 'modifier' },
      { template: 'Who is the ferryman on Lake {e} at the moment?', lever: 'frame_phrase' },
      { template: 'Who is the local ferry man on Lake {e}?', lever: 'two_changes' },
      { template: 'Who runs the ferry on Lake {e} at the moment?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the night ferryman on Lake {e}?', kind: 'changing_modifier' },
      { template: 'Who is the lifeguard at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the ferryman on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'fish species',
    kind: 'lake',
    taught: 'How many species of fish live in Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of species of fish living in Lake {e}?', lever: 'question_form' },
      { template: 'How many fish species live in Lake {e}?', lever: 'compound' },
      { template: 'How many species of fish are found in Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many species of fish live in Lake {e} in total?', lever: 'frame_phrase' },
      { template: 'How many different species of fish live in Lake {e}?', lever: 'modifier' },
      { template: 'How many different fish species live in Lake {e}?', lever: 'two_changes' },
      { template: 'How many fish species are found in Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many native species of fish live in Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many species of bird nest on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many species of fish live in Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'towpath',
    kind: 'river',
    taught: 'When was the towpath along the {e} River built?',
    answer: 'date',
    asks: [
      { template: 'When was the tow path along the {e} River built?', lever: 'compound' },
      { template: 'When was the tow-path along the {e} River built?', lever: 'compound' },
      { template: 'In what year was the towpath along the {e} River built?', lever: 'question_form' },
      { template: 'When was the towpath running alongside the {e} River built?', lever: 'phrase_for_word' },
      { template: 'When was the towpath along the scenic {e} River built?', lever: 'modifier' },
      { template: 'In what year was the tow path along the {e} River built?', lever: 'two_changes' },
      { template: 'When was the tow-path along the scenic {e} River built?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the paved section of the towpath along the {e} River built?', kind: 'changing_modifier' },
      { template: 'When was the first lock on the {e} River built?', kind: 'neighbouring_relation' },
      { template: 'When was the towpath along the {f} River built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'proofreader',
    kind: 'book',
    taught: 'Who proofread {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the proofreader of {e}?', lever: 'question_form' },
      { template: 'Who was the proofreader of {e}?', lever: 'question_form' },
      { template: 'Who proof-read {e}?', lever: 'compound' },
      { template: 'Who read the proofs of {e}?', lever: 'phrase_for_word' },
      { template: 'Who proofread the novel {e}?', lever: 'modifier' },
      { template: 'Who was the proof-reader of {e}?', lever: 'two_changes' },
      { template: 'Who read the proofs of the novel {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who proofread the index of {e}?', kind: 'changing_modifier' },
      { template: 'Who typeset {e}?', kind: 'neighbouring_relation' },
      { template: 'Who proofread {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'place of printing',
    kind: 'book',
    taught: 'Where was {e} printed?',
    answer: 'place',
    asks: [
      { template: 'What was the place of printing of {e}?', lever: 'question_form' },
      { template: 'Where did {e} come off the press?', lever: 'phrase_for_word' },
      { template: 'Where exactly was {e} printed?', lever: 'modifier' },
      { template: 'Where was the book {e} printed?', lever: 'modifier' },
      { template: 'Where exactly did {e} come off the press?', lever: 'two_changes' },
      { template: 'What was the place of printing of the book {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where was the pirated edition of {e} printed?', kind: 'changing_modifier' },
      { template: 'Where was {e} written?', kind: 'neighbouring_relation' },
      { template: 'Where was {f} printed?', kind: 'other_entity' },
    ],
  },
  {
    name: 'godfather',
    kind: 'person',
    taught: 'Who is the godfather of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the god father of {e}?', lever: 'compound' },
      { template: 'Who is the god-father of {e}?', lever: 'compound' },
      { template: 'Who is the male godparent of {e}?', lever: 'phrase_for_word' },
      { template: 'Who stood godfather to {e}?', lever: 'phrase_for_word' },
      { template: 'Who exactly is the godfather of {e}?', lever: 'modifier' },
      { template: 'Who exactly is the god-father of {e}?', lever: 'two_changes' },
      { template: 'Who exactly stood godfather to {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the godfather of the twin sister of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the godmother of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the godfather of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'blood type',
    kind: 'person',
    taught: 'What is the blood type of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the blood group of {e}?', lever: 'phrase_for_word' },
      { template: 'What blood type does {e} have?', lever: 'question_form' },
      { template: 'What is the bloodtype of {e}?', lever: 'compound' },
      { template: 'What is the exact blood type of {e}?', lever: 'modifier' },
      { template: 'Which blood group does {e} have?', lever: 'two_changes' },
      { template: 'What is the exact blood group of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the blood type of the kidney donor of {e}?', kind: 'changing_modifier' },
      { template: 'What is the eye colour of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the blood type of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'town altitude',
    kind: 'town',
    taught: 'How high above sea level is {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the altitude of {e}?', lever: 'question_form' },
      { template: 'What is the height of {e} above sea level?', lever: 'question_form' },
      { template: 'How high above the level of the sea is {e}?', lever: 'compound' },
      { template: 'How high above sea level is {e} in metres?', lever: 'frame_phrase' },
      { template: 'How high above sea level is the little town of {e}?', lever: 'modifier' },
      { template: 'What is the altitude of {e} in metres?', lever: 'two_changes' },
      { template: 'How high above sea level is the little town of {e} in metres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How high above sea level is the highest house in {e}?', kind: 'changing_modifier' },
      { template: 'How far is {e} from the sea?', kind: 'neighbouring_relation' },
      { template: 'How high above sea level is {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'nearest station',
    kind: 'town',
    taught: 'Where is the nearest railway station to {e}?',
    answer: 'place',
    asks: [
      { template: 'Where is the nearest train station to {e}?', lever: 'phrase_for_word' },
      { template: 'What is the location of the nearest railway station to {e}?', lever: 'question_form' },
      { template: 'Where is the nearest railway station to the market town of {e}?', lever: 'modifier' },
      { template: 'Where is the nearest railway station to {e} these days?', lever: 'frame_phrase' },
      { template: 'Where is the nearest train station to the market town of {e}?', lever: 'two_changes' },
      { template: 'What is the location of the nearest train station to {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the nearest staffed railway station to {e}?', kind: 'changing_modifier' },
      { template: 'Where is the nearest airport to {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the nearest railway station to {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'company registration number',
    kind: 'company',
    taught: 'What is the company registration number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What company registration number does {e} have?', lever: 'question_form' },
      { template: 'What is the number under which {e} is registered as a company?', lever: 'phrase_for_word' },
      { template: 'What is the official company registration number of {e}?', lever: 'modifier' },
      {
        template: 'What is the company registration number of {e} on the register of companies?',
        lever: 'frame_phrase',
      },
      { template: 'What official company registration number does {e} have?', lever: 'two_changes' },
      { template: 'What is the number under which the firm {e} is registered as a company?', lever: 'two_changes' },
    ],
    negatives: [
      {
        template: 'What is the company registration number of the charitable foundation of {e}?',
        kind: 'changing_modifier',
      },
      { template: 'What is the VAT number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the company registration number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first shop',
    kind: 'company',
    taught: 'When did {e} open its first shop?',
    answer: 'date',
    asks: [
      { template: 'What was the opening date of the first shop of {e}?', lever: 'question_form' },
      { template: 'In what year did {e} open its first shop?', lever: 'question_form' },
      { template: 'When did the first {e} shop open its doors?', lever: 'phrase_for_word' },
      { template: 'When did {e} open its very first shop?', lever: 'modifier' },
      { template: 'In what year did {e} open its very first shop?', lever: 'two_changes' },
      { template: 'When did the very first {e} shop open its doors?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} open its first flagship shop?', kind: 'changing_modifier' },
      { template: 'When did {e} close its first shop?', kind: 'neighbouring_relation' },
      { template: 'When did {f} open its first shop?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bridge designer',
    kind: 'place',
    taught: 'Who designed the {e} Bridge?',
    answer: 'person',
    asks: [
      { template: 'Who is the designer of the {e} Bridge?', lever: 'question_form' },
      { template: 'Who was the designer of the {e} Bridge?', lever: 'question_form' },
      { template: 'Who drew up the design for the {e} Bridge?', lever: 'phrase_for_word' },
      { template: 'Who came up with the design of the {e} Bridge?', lever: 'phrase_for_word' },
      { template: 'Who designed the famous {e} Bridge?', lever: 'modifier' },
      { template: 'Who was the designer of the famous {e} Bridge?', lever: 'two_changes' },
      { template: 'Who drew up the design for the famous {e} Bridge?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who designed the lighting of the {e} Bridge?', kind: 'changing_modifier' },
      { template: 'Who built the {e} Bridge?', kind: 'neighbouring_relation' },
      { template: 'Who designed the {f} Bridge?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tunnel length',
    kind: 'place',
    taught: 'How long is the {e} Tunnel?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the {e} Tunnel?', lever: 'question_form' },
      { template: 'How long is the {e} Tunnel from end to end?', lever: 'frame_phrase' },
      { template: 'How long is the {e} Tunnel in kilometres?', lever: 'frame_phrase' },
      { template: 'How far is it from one end of the {e} Tunnel to the other?', lever: 'phrase_for_word' },
      { template: 'How long is the busy {e} Tunnel?', lever: 'modifier' },
      { template: 'What is the length of the {e} Tunnel in kilometres?', lever: 'two_changes' },
      { template: 'How long is the busy {e} Tunnel from end to end?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long is the southbound bore of the {e} Tunnel?', kind: 'changing_modifier' },
      { template: 'How deep is the {e} Tunnel?', kind: 'neighbouring_relation' },
      { template: 'How long is the {f} Tunnel?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first broadcast',
    kind: 'work',
    taught: 'When was {e} first broadcast?',
    answer: 'date',
    asks: [
      { template: 'What was the date of the first broadcast of {e}?', lever: 'question_form' },
      { template: 'On what date was {e} first broadcast?', lever: 'question_form' },
      { template: 'When did {e} first go on air?', lever: 'phrase_for_word' },
      { template: 'When was the documentary {e} first broadcast?', lever: 'modifier' },
      { template: 'When exactly was {e} first broadcast?', lever: 'modifier' },
      { template: 'When did the documentary {e} first go on air?', lever: 'two_changes' },
      { template: 'What was the exact date of the first broadcast of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} first broadcast in colour?', kind: 'changing_modifier' },
      { template: 'When was {e} released on DVD?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first broadcast?', kind: 'other_entity' },
    ],
  },
];

import { prng } from '../hash/hash.js';
import type { Fact } from '../teach/fact.js';
import { Namer, type Rand, pick } from './lessons.js';

/**
 * The reach set: facts taught in ONE phrasing each and asked back the way people ask, one set of questions per
 * kind of change — a modifier that narrows nothing, a phrase restating the frame, a phrase for a word (and the
 * reverse), a compound written open or closed, a question-word form for a noun (and the reverse), two changes
 * at once. Beside them, questions the model must still abstain on: a modifier that changes what is asked,
 * a neighbouring relation of the same entity, another entity.
 *
 * REACH_RELATIONS was written before the levers it measures were built; its misses were then read while the
 * levers were built, so it is a development set, and so is REACH_SECOND (below). REACH_HELD_OUT was written
 * after both, once the levers were done, and before it was first measured; its misses are not read to change
 * a lever: it is the held-out set. A new lever gets a fresh set rather than new questions in these. The relations are not the synthetic world's
 * (synthetic/relations.ts), so the hard set's numbers stay comparable with earlier runs.
 */

export type ReachLever = 'modifier' | 'frame_phrase' | 'phrase_for_word' | 'compound' | 'question_form' | 'two_changes';

export type ReachNegative = 'changing_modifier' | 'neighbouring_relation' | 'other_entity';

export interface ReachRelation {
  name: string;
  /** Which entities it is taught about: people get one of several relations each. */
  kind: 'lake' | 'river' | 'book' | 'person' | 'town' | 'work' | 'company' | 'place';
  taught: string;
  answer: 'number' | 'person' | 'date' | 'place' | 'code';
  asks: readonly { template: string; lever: ReachLever }[];
  /** Questions about the same entity that ask something else; `{f}` is a fresh name of the same kind. */
  negatives: readonly { template: string; kind: ReachNegative }[];
}

export const REACH_RELATIONS: readonly ReachRelation[] = [
  {
    name: 'depth',
    kind: 'lake',
    taught: 'What is the depth of Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How deep is Lake {e}?', lever: 'question_form' },
      { template: 'What is the depth of Lake {e} at its deepest point?', lever: 'frame_phrase' },
      { template: 'What is the exact depth of Lake {e}?', lever: 'modifier' },
      { template: 'How deep is Lake {e} at its deepest point?', lever: 'two_changes' },
      { template: 'Roughly how deep is Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the average depth of Lake {e}?', kind: 'changing_modifier' },
      { template: 'How wide is Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the area of Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How deep is Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'length',
    kind: 'river',
    taught: 'How long is the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the {e} River?', lever: 'question_form' },
      { template: 'How long is the {e} River in kilometres?', lever: 'frame_phrase' },
      { template: 'How long is the famous {e} River?', lever: 'modifier' },
      { template: 'What is the total length of the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long is the longest tributary of the {e} River?', kind: 'changing_modifier' },
      { template: 'How wide is the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How deep is the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How long is the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'author',
    kind: 'book',
    taught: 'Who is the author of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who wrote {e}?', lever: 'question_form' },
      { template: 'Who is the actual author of {e}?', lever: 'modifier' },
      { template: 'Who actually wrote {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the co-author of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the first author of {e}?', kind: 'changing_modifier' },
      { template: 'Who translated {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the publisher of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'death',
    kind: 'person',
    taught: 'What is the date of death of {e}?',
    answer: 'date',
    asks: [
      { template: 'When did {e} die?', lever: 'question_form' },
      { template: 'When did {e} pass away?', lever: 'phrase_for_word' },
      { template: 'When exactly did {e} die?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where did {e} die?', kind: 'neighbouring_relation' },
      { template: 'What is the date of death of the son of {e}?', kind: 'changing_modifier' },
      { template: 'When did {f} die?', kind: 'other_entity' },
    ],
  },
  {
    name: 'birth',
    kind: 'person',
    taught: 'When was {e} born?',
    answer: 'date',
    asks: [
      { template: 'What is the date of birth of {e}?', lever: 'question_form' },
      { template: 'What is the birth date of {e}?', lever: 'question_form' },
      { template: 'When exactly was {e} born?', lever: 'modifier' },
    ],
    negatives: [
      { template: 'Where was {e} born?', kind: 'neighbouring_relation' },
      { template: 'When was the first child of {e} born?', kind: 'changing_modifier' },
      { template: 'When was {f} born?', kind: 'other_entity' },
    ],
  },
  {
    name: 'hometown',
    kind: 'person',
    taught: 'What is the home town of {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the hometown of {e}?', lever: 'compound' },
      { template: "What is {e}'s real home town?", lever: 'modifier' },
      { template: 'What is the actual hometown of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the home country of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the former home town of {e}?', kind: 'changing_modifier' },
      { template: 'What is the hometown of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'birthplace',
    kind: 'person',
    taught: 'What is the birthplace of {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the birth place of {e}?', lever: 'compound' },
      { template: 'Where was {e} born?', lever: 'question_form' },
      { template: 'What is the place of birth of {e}?', lever: 'phrase_for_word' },
      { template: 'Where exactly was {e} born?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the place of death of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the birthplace of the wife of {e}?', kind: 'changing_modifier' },
      { template: 'Where was {f} born?', kind: 'other_entity' },
    ],
  },
  {
    name: 'postal_code',
    kind: 'town',
    taught: 'What is the postal code of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the zip code of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the postcode of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the zip of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the current postal code of {e}?', lever: 'modifier' },
      { template: 'What is the official zip code of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the old postal code of {e}?', kind: 'changing_modifier' },
      { template: 'What is the area code of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the population of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the postal code of {f}?', kind: 'other_entity' },
    ],
  },
];

/**
 * The second set: other relations and wordings, written before it was first measured; its misses were then read
 * while the levers were finished (the "asked" noun, phrases read on into their question form), so it is a
 * development set too.
 */
export const REACH_SECOND: readonly ReachRelation[] = [
  {
    name: 'height',
    kind: 'place',
    taught: 'What is the height of Mount {e}?',
    answer: 'number',
    asks: [
      { template: 'How tall is Mount {e}?', lever: 'question_form' },
      { template: 'How high is Mount {e}?', lever: 'question_form' },
      { template: 'What is the official height of Mount {e}?', lever: 'modifier' },
      { template: 'What is the height of Mount {e} in metres?', lever: 'frame_phrase' },
      { template: 'How high is Mount {e} above sea level?', lever: 'frame_phrase' },
      { template: 'Approximately how tall is Mount {e}?', lever: 'two_changes' },
      { template: 'How tall is Mount {e} in metres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How tall is the second peak of Mount {e}?', kind: 'changing_modifier' },
      { template: 'How wide is Mount {e}?', kind: 'neighbouring_relation' },
      { template: 'How old is Mount {e}?', kind: 'neighbouring_relation' },
      { template: 'How tall is Mount {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'painter',
    kind: 'work',
    taught: 'Who painted {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the painter of {e}?', lever: 'question_form' },
      { template: 'Who painted the famous {e}?', lever: 'modifier' },
      { template: 'Who is the actual painter of {e}?', lever: 'two_changes' },
      { template: 'Which famous artist painted {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who restored {e}?', kind: 'neighbouring_relation' },
      { template: 'Who owns {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the former owner of {e}?', kind: 'changing_modifier' },
      { template: 'Who painted {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'director',
    kind: 'work',
    taught: 'Who is the director of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who directed {e}?', lever: 'question_form' },
      { template: 'Who is the acclaimed director of {e}?', lever: 'modifier' },
      { template: 'Who actually directed {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who produced {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the assistant director of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the director of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'area',
    kind: 'place',
    taught: 'What is the area of {e} Island?',
    answer: 'number',
    asks: [
      { template: 'How big is {e} Island?', lever: 'question_form' },
      { template: 'How large is {e} Island?', lever: 'question_form' },
      { template: 'What is the total area of {e} Island?', lever: 'modifier' },
      { template: 'What is the area of {e} Island in square kilometres?', lever: 'frame_phrase' },
      { template: 'Roughly how large is {e} Island in total?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the population of {e} Island?', kind: 'neighbouring_relation' },
      { template: 'How long is the coastline of {e} Island?', kind: 'neighbouring_relation' },
      { template: 'What is the area of the largest lake on {e} Island?', kind: 'changing_modifier' },
      { template: 'How large is {f} Island?', kind: 'other_entity' },
    ],
  },
  {
    name: 'composer',
    kind: 'work',
    taught: 'Who composed {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the composer of {e}?', lever: 'question_form' },
      { template: 'Who actually composed {e}?', lever: 'modifier' },
      { template: 'Who is the well-known composer of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who performed {e}?', kind: 'neighbouring_relation' },
      { template: 'Who sang {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the first performer of {e}?', kind: 'changing_modifier' },
      { template: 'Who composed {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'founded',
    kind: 'company',
    taught: 'When was {e} founded?',
    answer: 'date',
    asks: [
      { template: 'What is the founding date of {e}?', lever: 'question_form' },
      { template: 'In what year was {e} founded?', lever: 'question_form' },
      { template: 'When exactly was {e} founded?', lever: 'modifier' },
      { template: 'What is the exact founding date of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where was {e} founded?', kind: 'neighbouring_relation' },
      { template: 'When was {e} dissolved?', kind: 'neighbouring_relation' },
      { template: 'Who founded {e}?', kind: 'neighbouring_relation' },
      { template: 'When was {f} founded?', kind: 'other_entity' },
    ],
  },
  {
    name: 'death_place',
    kind: 'person',
    taught: 'Where did {e} die?',
    answer: 'place',
    asks: [
      { template: 'What is the place of death of {e}?', lever: 'question_form' },
      { template: 'Where did {e} pass away?', lever: 'phrase_for_word' },
      { template: 'Where exactly did {e} die?', lever: 'modifier' },
      { template: 'In which town did {e} die?', lever: 'question_form' },
    ],
    negatives: [
      { template: 'When did {e} die?', kind: 'neighbouring_relation' },
      { template: 'Where was {e} born?', kind: 'neighbouring_relation' },
      { template: 'Where did the wife of {e} die?', kind: 'changing_modifier' },
      { template: 'Where did {f} die?', kind: 'other_entity' },
    ],
  },
  {
    name: 'phone',
    kind: 'company',
    taught: 'What is the phone number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the telephone number of {e}?', lever: 'phrase_for_word' },
      { template: 'What is the current phone number of {e}?', lever: 'modifier' },
      { template: 'What is the direct telephone number of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the fax number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the old phone number of {e}?', kind: 'changing_modifier' },
      { template: 'What is the phone number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'home_port',
    kind: 'place',
    taught: 'What is the home port of the ship {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the homeport of the ship {e}?', lever: 'compound' },
      { template: 'What is the usual home port of the ship {e}?', lever: 'modifier' },
      { template: 'What is the usual homeport of the ship {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the next port of the ship {e}?', kind: 'changing_modifier' },
      { template: 'Who is the captain of the ship {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the home port of the ship {f}?', kind: 'other_entity' },
    ],
  },
];

/** The held-out set: written after the levers were done and before it was first measured; never tuned on. */
export const REACH_HELD_OUT: readonly ReachRelation[] = [
  {
    name: 'width',
    kind: 'place',
    taught: 'How wide is the {e} Canal?',
    answer: 'number',
    asks: [
      { template: 'What is the width of the {e} Canal?', lever: 'question_form' },
      { template: 'How wide is the historic {e} Canal?', lever: 'modifier' },
      { template: 'How wide is the {e} Canal in metres?', lever: 'frame_phrase' },
      { template: 'Roughly what is the width of the {e} Canal?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How wide is the {e} Canal at its narrowest point?', kind: 'changing_modifier' },
      { template: 'How deep is the {e} Canal?', kind: 'neighbouring_relation' },
      { template: 'How wide is the {f} Canal?', kind: 'other_entity' },
    ],
  },
  {
    name: 'population',
    kind: 'town',
    taught: 'What is the population of {e}?',
    answer: 'number',
    asks: [
      { template: 'How many people live in {e}?', lever: 'question_form' },
      { template: 'What is the current population of {e}?', lever: 'modifier' },
      { template: 'What is the population of {e} in total?', lever: 'frame_phrase' },
      { template: 'What is the current population of {e} in total?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What was the population of {e} in 1900?', kind: 'changing_modifier' },
      { template: 'What is the area of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the population of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'inventor',
    kind: 'work',
    taught: 'Who is the inventor of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who invented {e}?', lever: 'question_form' },
      { template: 'Who is the real inventor of {e}?', lever: 'modifier' },
      { template: 'Who is the true inventor of the famous {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who improved {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the first owner of {e}?', kind: 'changing_modifier' },
      { template: 'Who invented {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'headquarters',
    kind: 'company',
    taught: 'Where is the headquarters of {e}?',
    answer: 'place',
    asks: [
      { template: 'Where is the main office of {e}?', lever: 'phrase_for_word' },
      { template: 'Where is the central office of {e}?', lever: 'phrase_for_word' },
      { template: 'Where exactly is the headquarters of {e}?', lever: 'modifier' },
      { template: 'Where exactly is the main office of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the largest factory of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the chief executive of {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the headquarters of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'age',
    kind: 'place',
    taught: 'How old is the {e} Cathedral?',
    answer: 'number',
    asks: [
      { template: 'What is the age of the {e} Cathedral?', lever: 'question_form' },
      { template: 'How old is the famous {e} Cathedral?', lever: 'modifier' },
      { template: 'Roughly what is the age of the {e} Cathedral?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How tall is the {e} Cathedral?', kind: 'neighbouring_relation' },
      { template: 'How old is the oldest bell of the {e} Cathedral?', kind: 'changing_modifier' },
      { template: 'How old is the {f} Cathedral?', kind: 'other_entity' },
    ],
  },
  {
    name: 'spouse',
    kind: 'person',
    taught: 'Who is the spouse of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who did {e} marry?', lever: 'question_form' },
      { template: 'Who is the current spouse of {e}?', lever: 'modifier' },
      { template: 'Who did {e} actually marry?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the former spouse of {e}?', kind: 'changing_modifier' },
      { template: 'Who is the brother of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the spouse of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'nickname',
    kind: 'person',
    taught: 'What is the nickname of {e}?',
    answer: 'place',
    asks: [
      { template: 'What is the nick name of {e}?', lever: 'compound' },
      { template: 'What is the famous nickname of {e}?', lever: 'modifier' },
      { template: 'What is the well-known nick name of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the middle name of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the former nickname of {e}?', kind: 'changing_modifier' },
      { template: 'What is the nickname of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'home_page',
    kind: 'company',
    taught: 'What is the home page of {e}?',
    answer: 'code',
    asks: [
      { template: 'What is the homepage of {e}?', lever: 'compound' },
      { template: 'What is the official home page of {e}?', lever: 'modifier' },
      { template: 'What is the official homepage of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the email address of {e}?', kind: 'neighbouring_relation' },
      { template: 'What was the old homepage of {e}?', kind: 'changing_modifier' },
      { template: 'What is the home page of {f}?', kind: 'other_entity' },
    ],
  },
];

export interface ReachFact extends Fact {
  relation: string;
  entity: string;
}

export interface ReachSet {
  facts: ReachFact[];
  /** Taught facts asked another way; the answer must be the fact's. */
  asks: { question: string; answer: string; lever: ReachLever; relation: string }[];
  /** Never taught; any answer is a false one. */
  negatives: { question: string; kind: ReachNegative; relation: string }[];
}

const BOOK_NOUNS = ['Letters', 'Chronicle', 'Garden', 'Winter', 'Harbour', 'Testament', 'Orchard', 'Lantern'];
/** Titles of paintings, films and songs: an invented word and a common noun ("Velmora Harvest"). */
const WORK_NOUNS = ['Harvest', 'Portrait', 'Nocturne', 'Waltz', 'Storm', 'Voyage', 'Requiem', 'Horizon'];
const COMPANY_NOUNS = ['Holdings', 'Industries', 'Bakery', 'Shipping', 'Foundry', 'Mills'];
const MONTHS = ['January', 'March', 'May', 'July', 'September', 'November'];

function answerFor(kind: ReachRelation['answer'], namer: Namer, r: Rand): string {
  switch (kind) {
    case 'number':
      return `${40 + (r() % 900)} metres`;
    case 'person':
      return `${namer.word()} ${namer.word()}`;
    case 'date':
      return `${1 + (r() % 28)} ${pick(r, MONTHS)} ${1700 + (r() % 300)}`;
    case 'place':
      return namer.word();
    case 'code':
      return `${namer.word().slice(0, 2).toUpperCase()}-${1000 + (r() % 9000)}`;
  }
}

function entityOf(kind: ReachRelation['kind'], namer: Namer, r: Rand): string {
  if (kind === 'book') return `The ${namer.word()} ${pick(r, BOOK_NOUNS)}`;
  if (kind === 'person') return `${namer.word()} ${namer.word()}`;
  if (kind === 'work') return `${namer.word()} ${pick(r, WORK_NOUNS)}`;
  if (kind === 'company') return `${namer.word()} ${pick(r, COMPANY_NOUNS)}`;
  return namer.word();
}

const fill = (template: string, e: string, f: string): string => template.replaceAll('{e}', e).replaceAll('{f}', f);

/**
 * `perRelation` entities per relation, each taught its one relation in the relation's one phrasing. A person
 * is taught one of the person relations only, so the others make never-taught questions about a taught name.
 */
export function reachSet(
  perRelation: number,
  relations: readonly ReachRelation[] = REACH_RELATIONS,
  seed = 404,
): ReachSet {
  const r = prng(seed);
  const namer = new Namer(r);
  const out: ReachSet = { facts: [], asks: [], negatives: [] };
  for (const rel of relations) {
    for (let i = 0; i < perRelation; i++) {
      const e = entityOf(rel.kind, namer, r);
      const fresh = entityOf(rel.kind, namer, r);
      const answer = answerFor(rel.answer, namer, r);
      out.facts.push({ prompt: fill(rel.taught, e, fresh), answer, relation: rel.name, entity: e });
      for (const a of rel.asks) {
        out.asks.push({ question: fill(a.template, e, fresh), answer, lever: a.lever, relation: rel.name });
      }
      for (const n of rel.negatives) {
        out.negatives.push({ question: fill(n.template, e, fresh), kind: n.kind, relation: rel.name });
      }
    }
  }
  return out;
}

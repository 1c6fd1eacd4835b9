import { prng } from '../hash/hash.js';
import type { Fact } from '../teach/fact.js';
import { RELATIONS, type Relation } from './relations.js';

/**
 * A fictional world for measuring teach quality: invented entities (some sharing a qualifier such as "Port"
 * or "Falls", some sharing an invented word with another entity), several relations per entity, answers
 * made of invented words. Nothing here exists in the base corpus, so the bare model must abstain on all of
 * it, and every hit after teaching was learned.
 */
export interface SyntheticFact extends Fact {
  alt_prompt: string;
  /** Phrasings never used as keys. */
  heldOut: string[];
  entity: string;
  relation: string;
}

export interface SyntheticWorld {
  /** Lessons in order, each a list of facts. */
  lessons: SyntheticFact[][];
  /**
   * Per lesson, questions no lesson teaches: a taught entity asked about a relation it was not taught, an
   * entity that shares a word with a taught one, and a fresh entity with a shared qualifier.
   */
  neverTaught: string[][];
}

const ONSETS = [
  'b',
  'br',
  'd',
  'dr',
  'f',
  'g',
  'k',
  'kr',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  'st',
  't',
  'tr',
  'v',
  'z',
  'th',
  'sh',
  'q',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ae', 'ia', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'th', 'm', 'sk', 'nd'];
export const PREFIXES = ['Port', 'Saint', 'New', 'Upper', 'Lower', 'Mount', 'North', 'South', 'Old', 'Lake'];
export const SUFFIXES = [
  'Bay',
  'Falls',
  'Ridge',
  'Isles',
  'Valley',
  'Harbor',
  'Heights',
  'Springs',
  'Crossing',
  'Reach',
];
const CURRENCY_NOUNS = ['crown', 'mark', 'shilling', 'florin', 'dinar', 'thaler', 'ducat', 'real'];
const DISH_NOUNS = ['stew', 'pie', 'dumplings', 'soup', 'bread', 'curry', 'noodles', 'cake'];

export type Rand = () => number;

export function pick<T>(r: Rand, xs: readonly T[]): T {
  return xs[r() % xs.length]!;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Invented words, unique within one world. */
export class Namer {
  private readonly used = new Set<string>();
  constructor(private readonly r: Rand) {}
  word(minSyllables = 2): string {
    for (;;) {
      const n = minSyllables + (this.r() % 2);
      let w = '';
      for (let i = 0; i < n; i++)
        w += pick(this.r, ONSETS) + pick(this.r, VOWELS) + (i === n - 1 ? pick(this.r, CODAS) : '');
      if (w.length >= 5 && !this.used.has(w)) {
        this.used.add(w);
        return cap(w);
      }
    }
  }
}

function answerFor(kind: Relation['answer'], namer: Namer, r: Rand): string {
  switch (kind) {
    case 'place':
      return namer.word();
    case 'person':
      return `${namer.word()} ${namer.word()}`;
    case 'currency':
      return `${namer.word()} ${pick(r, CURRENCY_NOUNS)}`;
    case 'language':
      return `${namer.word()}ish`;
    case 'mountain':
      return `Mount ${namer.word()}`;
    case 'dish':
      return `${namer.word().toLowerCase()} ${pick(r, DISH_NOUNS)}`;
    case 'number':
      return `+${100 + (r() % 900)}`;
  }
}

function entityName(namer: Namer, r: Rand, core: string): string {
  const roll = r() % 10;
  if (roll < 4) return core;
  if (roll < 7) return `${pick(r, PREFIXES)} ${core}`;
  return `${core} ${pick(r, SUFFIXES)}`;
}

function fill(template: string, e: string): string {
  return template.replaceAll('{e}', e);
}

/**
 * Builds lessons of the given sizes. Each entity gets three of the seven relations taught, so the other four
 * make never-taught questions about a known entity.
 */
export function syntheticWorld(sizes: readonly number[], seed = 7): SyntheticWorld {
  const r = prng(seed);
  const namer = new Namer(r);
  const lessons: SyntheticFact[][] = [];
  const neverTaught: string[][] = [];
  for (const size of sizes) {
    const lesson: SyntheticFact[] = [];
    const never: string[] = [];
    while (lesson.length < size) {
      const core = namer.word();
      const entity = entityName(namer, r, core);
      const start = r() % RELATIONS.length;
      for (let k = 0; k < RELATIONS.length; k++) {
        const rel = RELATIONS[(start + k) % RELATIONS.length]!;
        if (k < 3 && lesson.length < size) {
          lesson.push({
            prompt: fill(rel.taught[0], entity),
            alt_prompt: fill(rel.taught[1], entity),
            answer: answerFor(rel.answer, namer, r),
            heldOut: rel.heldOut.map((t) => fill(t, entity)),
            entity,
            relation: rel.name,
          });
        } else if (k === 3) {
          never.push(fill(pick(r, rel.heldOut), entity));
        }
      }
      // A sibling sharing the invented word, and a stranger sharing a qualifier, asked a taught relation.
      const rel = RELATIONS[start]!;
      const sibling = entity === core ? `${core} ${pick(r, SUFFIXES)}` : core;
      never.push(fill(rel.taught[0], sibling));
      never.push(fill(rel.taught[0], `${pick(r, PREFIXES)} ${namer.word()}`));
    }
    lessons.push(lesson);
    neverTaught.push(never);
  }
  return { lessons, neverTaught };
}
